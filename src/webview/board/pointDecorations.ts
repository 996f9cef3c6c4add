// Pure: what each point of the board shows besides its stone — markup, label, dimming, variation mark, move number,
// marked territory.
import type { NodeView, StoneColor } from '../../shared/views';

/** A shape mark of SGF on one point. */
export type PointShape = 'TR' | 'SQ' | 'CR' | 'MA';

/** A variation offered on a point: a ghost stone (next moves) or a letter (alternatives to this move). */
export interface PointVariation {
  readonly nodeId: number;
  readonly label: string;
  readonly color: StoneColor;
  readonly style: 'ghost' | 'letter';
  readonly current: boolean;
}

/** Everything drawn on one point besides the stone. */
export interface PointDecoration {
  readonly shape: PointShape | null;
  readonly label: string | null;
  readonly dimmed: boolean;
  readonly variation: PointVariation | null;
  readonly moveNumber: number | null;
  /** The colour whose territory the record marks here (TB, TW), drawn as score mode draws territory. */
  readonly territory: StoneColor | null;
}

const none: PointDecoration = { shape: null, label: null, dimmed: false, variation: null, moveNumber: null, territory: null };

/** The decorations of `view`'s points by point index (y * width + x); points without any are absent. */
export function decorationsOf(view: NodeView): Map<number, PointDecoration> {
  const { width, height } = view.board;
  const result = new Map<number, PointDecoration>();
  const update = (point: readonly [number, number], change: Partial<PointDecoration>): void => {
    const [x, y] = point;
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) return;
    const index = y * width + x;
    result.set(index, { ...(result.get(index) ?? none), ...change });
  };
  const markup = view.markup;
  for (const [shape, points] of [
    ['TR', markup.triangles],
    ['SQ', markup.squares],
    ['CR', markup.circles],
    ['MA', markup.crosses],
  ] as const) {
    for (const point of points) update(point, { shape });
  }
  for (const point of markup.dimmed) update(point, { dimmed: true });
  for (const point of markup.territory.black) update(point, { territory: 'B' });
  for (const point of markup.territory.white) update(point, { territory: 'W' });
  for (const { point, text } of markup.labels) update(point, { label: text });
  for (const mark of view.moveNumbers) update(mark.point, { moveNumber: mark.number });
  if (view.variationMode !== 'hidden') {
    const style = view.variationMode === 'children' ? 'ghost' : 'letter';
    for (const v of view.variations) {
      if (v.point === null) continue;
      const index = v.point[1] * width + v.point[0];
      if (result.get(index)?.variation) continue; // two variations on one point: the first one's mark
      update(v.point, { variation: { nodeId: v.nodeId, label: v.label, color: v.color, style, current: v.current } });
    }
  }
  return result;
}

/** A string that changes exactly when the decoration's drawing changes (for keyed updates). */
export function decorationKey(decoration: PointDecoration | undefined): string {
  if (decoration === undefined) return '';
  const v = decoration.variation;
  return [
    decoration.shape ?? '',
    decoration.label ?? '',
    decoration.dimmed ? 'd' : '',
    v === null ? '' : `${v.nodeId}:${v.label}:${v.color}:${v.style}:${v.current ? 1 : 0}`,
    decoration.moveNumber ?? '',
    decoration.territory ?? '',
  ].join('|');
}

const shapeNames: Readonly<Record<PointShape, string>> = { TR: 'triangle', SQ: 'square', CR: 'circle', MA: 'cross' };

/** What a point holds, for its aria-label. */
export interface PointDescription {
  readonly name: string;
  readonly color: StoneColor | null;
  /** The move number to say: the stone's number, or the current move's on the last-move point; null for none. */
  readonly moveNumber: number | null;
  readonly last: boolean;
  readonly territory: StoneColor | null;
  /** In score mode: a dead stone, a stone in seki, or neither. */
  readonly status?: 'dead' | 'seki' | null;
  /** In score mode: the estimate's verdict on the stone is a close call. */
  readonly unsure?: boolean;
  readonly decoration: PointDecoration | undefined;
}

/** The point's aria-label, e.g. "D4 black, move 12, last move, triangle, label A" (`t` translates each part). */
export function pointAriaLabel(point: PointDescription, t: (english: string, ...args: (string | number)[]) => string): string {
  const parts = [t(point.color === 'B' ? '{0} black' : point.color === 'W' ? '{0} white' : '{0} empty', point.name)];
  const d = point.decoration;
  const moveNumber = d?.moveNumber ?? point.moveNumber;
  if (moveNumber !== null && point.color !== null) parts.push(t('move {0}', moveNumber));
  if (point.last) parts.push(t('last move'));
  if (d?.shape) parts.push(t(shapeNames[d.shape]));
  if (d?.label != null) parts.push(t('label {0}', d.label));
  if (d?.dimmed) parts.push(t('dimmed'));
  if (d?.variation) parts.push(t('variation {0}', d.variation.label));
  if (point.status === 'dead') parts.push(t('dead'));
  if (point.status === 'seki') parts.push(t('seki'));
  if (point.unsure === true) parts.push(t('close call'));
  if (point.territory !== null) parts.push(t(point.territory === 'B' ? 'black territory' : 'white territory'));
  return parts.join(', ');
}

// The board as SVG with one element per intersection, updated point by point (keyed by vertex).
import type { BoardPicture, BoardSettings, TerritoryOverlay } from '../shared/protocol';
import { columnLabel, pointName, rowLabel, starPoints } from './geometry';

const svgNs = 'http://www.w3.org/2000/svg';
/** Space around the grid, in cells, for the coordinate labels. */
const margin = 1;

/** Draws a board into `root` (the element with data-testid="board") and updates only what changed. */
export class BoardView {
  private vertices: SVGGElement[] = [];
  private shown: readonly string[] = [];
  private lastMove: readonly [number, number] | null = null;
  private size = '';
  private boardWidth = 0;
  private svg: SVGSVGElement | null = null;
  private territory: SVGGElement[] = [];
  private highlighted: SVGGElement[] = [];

  constructor(private readonly root: HTMLElement) {}

  /** The rows shown now ('.', 'X', 'O'), for hover lookups. */
  get rows(): readonly string[] {
    return this.shown;
  }

  /** The board's width in points (0 before the first render). */
  get width(): number {
    return this.boardWidth;
  }

  /** Shows `board` (with the last move marked, if any); rebuilds the grid only when the size changes. */
  render(board: BoardPicture & { readonly lastMove?: readonly [number, number] | null }): void {
    const size = `${board.width}x${board.height}`;
    if (size !== this.size) this.build(board.width, board.height);
    for (let y = 0; y < board.height; y++) {
      const row = board.rows[y] ?? '';
      const before = this.shown[y] ?? '';
      if (row === before) continue;
      for (let x = 0; x < board.width; x++) {
        if (row.charAt(x) !== before.charAt(x)) this.setStone(x, y, row.charAt(x), board);
      }
    }
    this.shown = board.rows.slice();
    this.markLastMove(board.lastMove ?? null, board.width);
  }

  /** Marks the points of `overlay` with data-territory="B"|"W" (drawn as small squares); null clears them. */
  setTerritory(overlay: TerritoryOverlay | null): void {
    for (const vertex of this.territory) vertex.removeAttribute('data-territory');
    this.territory = [];
    if (overlay === null) return;
    const width = this.width;
    for (const [color, points] of [['B', overlay.black], ['W', overlay.white]] as const) {
      for (const [x, y] of points) {
        const vertex = x < width ? this.vertices[y * width + x] : undefined;
        if (vertex === undefined) continue;
        vertex.setAttribute('data-territory', color);
        this.territory.push(vertex);
      }
    }
  }

  /** Highlights a chain (data-chain) and its liberties (data-liberty), given as point indices y * width + x; [] clears. */
  highlight(stones: readonly number[], liberties: readonly number[]): void {
    for (const vertex of this.highlighted) {
      vertex.removeAttribute('data-chain');
      vertex.removeAttribute('data-liberty');
    }
    this.highlighted = [];
    for (const [attribute, points] of [['data-chain', stones], ['data-liberty', liberties]] as const) {
      for (const p of points) {
        const vertex = this.vertices[p];
        if (vertex === undefined) continue;
        vertex.setAttribute(attribute, '');
        this.highlighted.push(vertex);
      }
    }
  }

  /** Applies the drawing settings (board colour, coordinate labels). */
  applySettings(settings: BoardSettings): void {
    this.root.classList.toggle('wood', settings.boardColor === 'wood');
    this.root.classList.toggle('with-coordinates', settings.coordinates);
  }

  private build(width: number, height: number): void {
    this.size = `${width}x${height}`;
    this.boardWidth = width;
    this.shown = [];
    this.lastMove = null;
    this.territory = [];
    this.highlighted = [];
    const svg = element('svg', { viewBox: `${-margin} ${-margin} ${width - 1 + 2 * margin} ${height - 1 + 2 * margin}`, class: 'goban-svg' });
    svg.append(element('rect', { class: 'board-surface', x: -margin, y: -margin, width: width - 1 + 2 * margin, height: height - 1 + 2 * margin }));
    svg.append(gridLines(width, height), coordinateLabels(width, height));
    for (const [x, y] of starPoints(width, height)) svg.append(element('circle', { class: 'star', cx: x, cy: y, r: 0.1 }));
    this.vertices = [];
    for (let y = 0; y < height; y++) {
      const row = element('g', { role: 'row' });
      for (let x = 0; x < width; x++) {
        const vertex = element('g', { role: 'gridcell', 'data-vertex': `${x},${y}`, 'aria-label': `${pointName(x, y, width, height)} empty` });
        vertex.append(
          element('rect', { class: 'hit', x: x - 0.5, y: y - 0.5, width: 1, height: 1 }),
          element('circle', { class: 'stone', cx: x, cy: y, r: 0.47 }),
          element('circle', { class: 'last-move', cx: x, cy: y, r: 0.2 }),
          element('rect', { class: 'territory', x: x - 0.17, y: y - 0.17, width: 0.34, height: 0.34 }),
          element('circle', { class: 'liberty', cx: x, cy: y, r: 0.14 }),
        );
        row.append(vertex);
        this.vertices.push(vertex);
      }
      svg.append(row);
    }
    this.svg?.remove();
    this.svg = svg;
    this.root.append(svg);
  }

  private setStone(x: number, y: number, cell: string, board: BoardPicture): void {
    const vertex = this.vertices[y * board.width + x];
    if (vertex === undefined) return;
    const color = cell === 'X' ? 'B' : cell === 'O' ? 'W' : null;
    const name = pointName(x, y, board.width, board.height);
    if (color === null) vertex.removeAttribute('data-color');
    else vertex.setAttribute('data-color', color);
    vertex.setAttribute('aria-label', `${name} ${color === 'B' ? 'black' : color === 'W' ? 'white' : 'empty'}`);
  }

  private markLastMove(point: readonly [number, number] | null, width: number): void {
    if (this.lastMove !== null) this.vertices[this.lastMove[1] * width + this.lastMove[0]]?.classList.remove('last');
    this.lastMove = point;
    if (point !== null) this.vertices[point[1] * width + point[0]]?.classList.add('last');
  }
}

function gridLines(width: number, height: number): SVGElement {
  let d = '';
  for (let x = 0; x < width; x++) d += `M${x} 0V${height - 1}`;
  for (let y = 0; y < height; y++) d += `M0 ${y}H${width - 1}`;
  return element('path', { class: 'grid', d });
}

function coordinateLabels(width: number, height: number): SVGElement {
  const labels = element('g', { class: 'coordinates', 'aria-hidden': 'true' });
  const offset = 0.75;
  for (let x = 0; x < width; x++) {
    for (const y of [-offset, height - 1 + offset]) labels.append(text(columnLabel(x, width), x, y));
  }
  for (let y = 0; y < height; y++) {
    for (const x of [-offset, width - 1 + offset]) labels.append(text(rowLabel(y, height), x, y));
  }
  return labels;
}

function text(content: string, x: number, y: number): SVGElement {
  const label = element('text', { x, y });
  label.textContent = content;
  return label;
}

function element<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(svgNs, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

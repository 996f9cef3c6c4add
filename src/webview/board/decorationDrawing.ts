// Draws what a point shows besides its stone into its SVG cell: markup, label, dimming, variation mark, move number.
import { shapePath } from '../../render/markShapes';
import { setAttributeTo } from '../dom';
import type { PointDecoration } from './pointDecorations';
import { svgElement, svgText } from './svg';

/** Replaces the decoration of the cell `vertex` at [x, y] (`before`: what it showed, undefined when nothing). */
export function drawDecoration(vertex: SVGGElement, x: number, y: number, decoration: PointDecoration | undefined, before: PointDecoration | undefined): void {
  if (before !== undefined) for (const old of vertex.querySelectorAll('.decoration')) old.remove();
  setAttributeTo(vertex, 'data-markup', decoration?.shape ?? null);
  setAttributeTo(vertex, 'data-label', decoration?.label ?? null);
  setAttributeTo(vertex, 'data-dimmed', decoration?.dimmed ? '' : null);
  setAttributeTo(vertex, 'data-marked-territory', decoration?.territory ?? null);
  setAttributeTo(vertex, 'data-variation', decoration?.variation?.label ?? null);
  setAttributeTo(vertex, 'data-variation-style', decoration?.variation?.style ?? null);
  setAttributeTo(vertex, 'data-variation-color', decoration?.variation?.color ?? null);
  setAttributeTo(vertex, 'data-node', decoration?.variation ? String(decoration.variation.nodeId) : null);
  vertex.classList.toggle('current-variation', decoration?.variation?.current === true);
  setAttributeTo(vertex, 'data-move-number', decoration?.moveNumber == null ? null : String(decoration.moveNumber));
  if (decoration === undefined) return;
  const variation = decoration.variation;
  if (variation?.style === 'ghost') vertex.append(svgElement('circle', { class: 'decoration ghost', cx: x, cy: y, r: 0.4 }));
  if (decoration.shape !== null) vertex.append(svgElement('path', { class: `decoration mark mark-${decoration.shape}`, d: shapePath(decoration.shape, x, y) }));
  const text = decoration.label ?? (decoration.shape === null && decoration.moveNumber !== null ? String(decoration.moveNumber) : null);
  const letter = variation !== null && (variation.style === 'letter' || text === null) ? variation.label : null;
  const shown = text ?? letter;
  if (shown !== null) {
    const className = `decoration ${decoration.label !== null ? 'label' : text !== null ? 'number' : 'variation-letter'} ${sizeClass(shown)}`;
    vertex.append(svgText(shown, x, y, className));
  }
}

/** Text longer than two characters is drawn smaller so it stays inside its point. */
function sizeClass(text: string): string {
  return text.length <= 1 ? 'size-1' : text.length === 2 ? 'size-2' : 'size-3';
}

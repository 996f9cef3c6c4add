// The board's frame in SVG: its surface, grid lines, star points and coordinate labels, and the cell of each point.
import { columnLabel, rowLabel } from '../../engine/pointNames';
import type { CoordinateStyle } from '../../shared/views';
import { starPoints } from '../../render/starPoints';
import { svgElement, svgText } from './svg';

/** Space around the grid, in cells, for the coordinate labels. */
const margin = 1;

/** A new board's SVG with its frame drawn, its coordinate labels (replaced when the style changes) and its size in cells. */
export function boardFrame(width: number, height: number, style: CoordinateStyle): { svg: SVGSVGElement; coordinates: SVGGElement; w: number; h: number } {
  const w = width - 1 + 2 * margin;
  const h = height - 1 + 2 * margin;
  const svg = svgElement('svg', { viewBox: `${-margin} ${-margin} ${w} ${h}`, class: 'goban-svg' });
  svg.append(svgElement('rect', { class: 'board-surface', x: -margin, y: -margin, width: w, height: h }));
  const coordinates = coordinateLabels(width, height, style);
  svg.append(gridLines(width, height), coordinates);
  for (const [x, y] of starPoints(width, height)) svg.append(svgElement('circle', { class: 'star', cx: x, cy: y, r: 0.1 }));
  return { svg, coordinates, w, h };
}

/** The cell of point [x, y]: its hit area, stone, last-move mark, territory mark and liberty mark. */
export function pointCell(x: number, y: number, id: string): SVGGElement {
  const vertex = svgElement('g', { role: 'gridcell', id, 'data-vertex': `${x},${y}` });
  vertex.append(
    svgElement('rect', { class: 'hit', x: x - 0.5, y: y - 0.5, width: 1, height: 1 }),
    svgElement('circle', { class: 'stone', cx: x, cy: y, r: 0.47 }),
    svgElement('circle', { class: 'last-move', cx: x, cy: y, r: 0.2 }),
    svgElement('rect', { class: 'territory', x: x - 0.17, y: y - 0.17, width: 0.34, height: 0.34 }),
    svgElement('circle', { class: 'liberty', cx: x, cy: y, r: 0.14 }),
  );
  return vertex;
}

/** The column letters above and below the grid and the row numbers beside it, in `style`. */
export function coordinateLabels(width: number, height: number, style: CoordinateStyle): SVGGElement {
  const labels = svgElement('g', { class: 'coordinates', 'aria-hidden': 'true' });
  const offset = 0.75;
  for (let x = 0; x < width; x++) {
    for (const y of [-offset, height - 1 + offset]) labels.append(svgText(columnLabel(x, style), x, y));
  }
  for (let y = 0; y < height; y++) {
    for (const x of [-offset, width - 1 + offset]) labels.append(svgText(rowLabel(y, height, style), x, y));
  }
  return labels;
}

function gridLines(width: number, height: number): SVGElement {
  let d = '';
  for (let x = 0; x < width; x++) d += `M${x} 0V${height - 1}`;
  for (let y = 0; y < height; y++) d += `M0 ${y}H${width - 1}`;
  return svgElement('path', { class: 'grid', d });
}

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
  // A deep clone of one template and a few attributes: three times cheaper than building six elements on a cold page.
  const vertex = (cellTemplate ??= makeCellTemplate()).cloneNode(true) as SVGGElement;
  vertex.id = id;
  vertex.setAttribute('data-vertex', `${x},${y}`);
  const [hit, stone, lastMove, territory, liberty] = vertex.children;
  hit.setAttribute('x', String(x - 0.5));
  hit.setAttribute('y', String(y - 0.5));
  for (const circle of [stone, lastMove, liberty]) {
    circle.setAttribute('cx', String(x));
    circle.setAttribute('cy', String(y));
  }
  territory.setAttribute('x', String(x - 0.17));
  territory.setAttribute('y', String(y - 0.17));
  return vertex;
}

let cellTemplate: SVGGElement | undefined;

/** A point's cell with everything but its position and id. */
function makeCellTemplate(): SVGGElement {
  const vertex = svgElement('g', { role: 'gridcell' });
  vertex.append(
    svgElement('rect', { class: 'hit', width: 1, height: 1 }),
    svgElement('circle', { class: 'stone', r: 0.47 }),
    svgElement('circle', { class: 'last-move', r: 0.2 }),
    svgElement('rect', { class: 'territory', width: 0.34, height: 0.34 }),
    svgElement('circle', { class: 'liberty', r: 0.14 }),
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

// The board's frame in SVG: its surface, grid lines, star points and coordinate labels, and the cell of each point.
import { columnLabel, rowLabel } from '../../engine/pointNames';
import type { CoordinateStyle } from '../../shared/views';
import type { Region } from '../../engine/types';
import { wholeBoard } from '../../render/diagram';
import { starPoints } from '../../render/starPoints';
import { svgElement, svgText } from './svg';

/** Space around the grid, in cells, for the coordinate labels. */
const margin = 1;

/** The board's frame: its SVG, the group holding the grid and the points (clipped to a region shown), and the labels. */
export interface BoardFrame {
  readonly svg: SVGSVGElement;
  readonly content: SVGGElement;
  readonly coordinates: SVGGElement;
}

/** A new board's SVG with its frame drawn and its coordinate labels (replaced when the style or the region shown changes). */
export function boardFrame(width: number, height: number, style: CoordinateStyle): BoardFrame {
  const svg = svgElement('svg', { class: 'goban-svg' });
  svg.append(svgElement('rect', { class: 'board-surface', x: -margin, y: -margin, width: width - 1 + 2 * margin, height: height - 1 + 2 * margin }));
  const coordinates = coordinateLabels(wholeBoard(width, height), style, height);
  const content = svgElement('g', { class: 'board-content' });
  content.append(gridLines(width, height));
  for (const [x, y] of starPoints(width, height)) content.append(svgElement('circle', { class: 'star', cx: x, cy: y, r: 0.1 }));
  svg.append(coordinates, content);
  return { svg, content, coordinates };
}

/**
 * Shows only `region` of the board in `frame` (the whole board is a region too): the view box and the root's aspect
 * ratio fit it, the grid and the points are cut half a line outside it, and the labels stand beside it. Returns the
 * view's size in cells.
 */
export function showRegion(frame: BoardFrame, region: Region, whole: boolean): { readonly w: number; readonly h: number } {
  const w = region.x2 - region.x1 + 2 * margin;
  const h = region.y2 - region.y1 + 2 * margin;
  frame.svg.setAttribute('viewBox', `${region.x1 - margin} ${region.y1 - margin} ${w} ${h}`);
  frame.svg.querySelector('clipPath')?.remove();
  if (whole) {
    frame.content.removeAttribute('clip-path');
  } else {
    const clip = svgElement('clipPath', { id: 'board-region' });
    clip.append(svgElement('rect', { x: region.x1 - 0.5, y: region.y1 - 0.5, width: w - 1, height: h - 1 }));
    frame.svg.prepend(clip);
    frame.content.setAttribute('clip-path', 'url(#board-region)');
  }
  return { w, h };
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

/** The column letters above and below `region` and the row numbers beside it, in `style` (rows count up from the board's foot). */
export function coordinateLabels(region: Region, style: CoordinateStyle, height: number): SVGGElement {
  const labels = svgElement('g', { class: 'coordinates', 'aria-hidden': 'true' });
  const offset = 0.75;
  for (let x = region.x1; x <= region.x2; x++) {
    for (const y of [region.y1 - offset, region.y2 + offset]) labels.append(svgText(columnLabel(x, style), x, y));
  }
  for (let y = region.y1; y <= region.y2; y++) {
    for (const x of [region.x1 - offset, region.x2 + offset]) labels.append(svgText(rowLabel(y, height, style), x, y));
  }
  return labels;
}

function gridLines(width: number, height: number): SVGElement {
  let d = '';
  for (let x = 0; x < width; x++) d += `M${x} 0V${height - 1}`;
  for (let y = 0; y < height; y++) d += `M0 ${y}H${width - 1}`;
  return svgElement('path', { class: 'grid', d });
}

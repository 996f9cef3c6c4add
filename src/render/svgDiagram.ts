// Pure: a diagram as SVG text — the board, stones, numbers, markup, coordinates and "7 at 3" notes of its region.
import { columnLabel, formatVertex, rowLabel } from '../engine/pointNames';
import { inRegion, type Diagram, type DiagramColor, type MarkShape } from './diagram';
import { connectorPath, shapePath, svgNumber as n } from './markShapes';
import { starPoints } from './starPoints';
import { escapeXml } from './xml';

/** Fixed colours for a diagram that must look the same anywhere (a file, a PNG, a page without Goban's CSS). */
export interface DiagramPalette {
  readonly board: string;
  readonly line: string;
  readonly black: string;
  readonly white: string;
  readonly edge: string;
}

/** A wooden board, as on a real goban. */
export const WOOD_PALETTE: DiagramPalette = { board: '#dcb35c', line: '#3b2a12', black: '#111111', white: '#f7f5ef', edge: '#3b2a12' };

/** Black on white, for printing. */
export const PRINT_PALETTE: DiagramPalette = { board: '#ffffff', line: '#000000', black: '#000000', white: '#ffffff', edge: '#000000' };

/** How to draw: coordinates, colours and the size of one point in pixels. */
export interface SvgOptions {
  readonly coordinates?: boolean;
  readonly palette?: DiagramPalette;
  /** Pixels per point for the width/height attributes (default 24). */
  readonly pointSize?: number;
  /** The accessible name (default: the board size and the player to move). */
  readonly title?: string;
}

const STONE_RADIUS = 0.47;
const NOTE_LINE = 0.8;

/** The drawing's width and height in points (one point = one grid cell), margins and notes included. */
export function svgExtent(diagram: Diagram, options: SvgOptions = {}): { readonly width: number; readonly height: number } {
  const { region } = diagram;
  const margin = marginOf(options);
  return { width: region.x2 - region.x1 + 2 * margin, height: region.y2 - region.y1 + 2 * margin + diagram.notes.length * NOTE_LINE };
}

/** The SVG text of `diagram` (an `<svg data-goban-diagram>` whose stones carry data-color and data-vertex). */
export function svgDiagram(diagram: Diagram, options: SvgOptions = {}): string {
  const palette = options.palette ?? WOOD_PALETTE;
  const coordinates = options.coordinates ?? true;
  const { width, height, region } = diagram;
  const margin = marginOf(options);
  const left = region.x1 - margin;
  const top = region.y1 - margin;
  const { width: w, height: h } = svgExtent(diagram, options);
  const notes = noteTexts(diagram);
  const size = options.pointSize ?? 24;
  const title = options.title ?? `${width}×${height} board, ${diagram.toPlay === 'B' ? 'Black' : 'White'} to play`;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" data-goban-diagram="" class="goban-diagram" role="img" aria-label="${escapeXml(title)}"` +
      ` viewBox="${n(left)} ${n(top)} ${n(w)} ${n(h)}" width="${n(w * size)}" height="${n(h * size)}"` +
      ` font-family="sans-serif" text-anchor="middle" dominant-baseline="central">`,
  );
  parts.push(`<title>${escapeXml(title)}</title>`);
  parts.push(`<rect class="goban-board" x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${palette.board}"/>`);
  parts.push(grid(diagram, palette));
  if (coordinates) parts.push(coordinateLabels(diagram, margin, palette));
  parts.push(...pointsOf(diagram, palette));
  parts.push(connectors(diagram, palette));
  notes.forEach((text, k) => {
    const y = region.y2 + margin + (k + 0.5) * NOTE_LINE;
    parts.push(
      `<text class="goban-note" x="${n(left + 0.3)}" y="${n(y)}" text-anchor="start" font-size="0.5" fill="${palette.line}">${escapeXml(text)}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.filter((part) => part !== '').join('\n') + '\n';
}

/** The grid of the region: lines run to the board's edge, or half a point past the region where the board goes on. */
function grid(diagram: Diagram, palette: DiagramPalette): string {
  const { width, height, region } = diagram;
  const x1 = region.x1 > 0 ? region.x1 - 0.5 : 0;
  const x2 = region.x2 < width - 1 ? region.x2 + 0.5 : width - 1;
  const y1 = region.y1 > 0 ? region.y1 - 0.5 : 0;
  const y2 = region.y2 < height - 1 ? region.y2 + 0.5 : height - 1;
  let d = '';
  for (let x = region.x1; x <= region.x2; x++) d += `M${x} ${n(y1)}V${n(y2)}`;
  for (let y = region.y1; y <= region.y2; y++) d += `M${n(x1)} ${y}H${n(x2)}`;
  const stars = starPoints(width, height)
    .filter((point) => inRegion(point, diagram.region))
    .map(([x, y]) => `<circle class="goban-star" cx="${x}" cy="${y}" r="0.1" fill="${palette.line}"/>`);
  return [`<path class="goban-grid" d="${d}" fill="none" stroke="${palette.line}" stroke-width="0.04" stroke-linecap="square"/>`, ...stars].join('\n');
}

function coordinateLabels(diagram: Diagram, margin: number, palette: DiagramPalette): string {
  const { height, region } = diagram;
  // Label centres 0.85 from the edge lines: a two-digit row label (about 0.45 wide) stays clear of an edge stone (0.47).
  const offset = margin - 0.55;
  const labels: string[] = [];
  for (let x = region.x1; x <= region.x2; x++) {
    for (const y of [region.y1 - offset, region.y2 + offset]) labels.push(`<text x="${x}" y="${n(y)}">${columnLabel(x)}</text>`);
  }
  for (let y = region.y1; y <= region.y2; y++) {
    for (const x of [region.x1 - offset, region.x2 + offset]) labels.push(`<text x="${n(x)}" y="${y}">${rowLabel(y, height)}</text>`);
  }
  return `<g class="goban-coordinates" font-size="0.4" fill="${palette.line}" aria-hidden="true">${labels.join('')}</g>`;
}

/** One `<g data-vertex>` per point of the region that shows something: a stone, a number, a mark or a label. */
function pointsOf(diagram: Diagram, palette: DiagramPalette): string[] {
  const { width, region } = diagram;
  const numbers = new Map(diagram.numbers.map((m) => [m.point[1] * width + m.point[0], m]));
  const marks = new Map(diagram.marks.map((m) => [m.point[1] * width + m.point[0], m.shape]));
  const labels = new Map(diagram.labels.map((l) => [l.point[1] * width + l.point[0], l.text]));
  const last = diagram.lastMove === null ? -1 : diagram.lastMove[1] * width + diagram.lastMove[0];
  const out: string[] = [];
  for (let y = region.y1; y <= region.y2; y++) {
    for (let x = region.x1; x <= region.x2; x++) {
      const i = y * width + x;
      const cell = diagram.rows[y]?.charAt(x);
      const color: DiagramColor | null = cell === 'X' ? 'B' : cell === 'O' ? 'W' : null;
      const number = numbers.get(i);
      const mark = marks.get(i);
      const label = labels.get(i);
      if (color === null && mark === undefined && label === undefined) continue;
      const body: string[] = [];
      const ink = color === 'B' ? palette.white : color === 'W' ? palette.black : palette.line;
      if (color !== null) {
        const fill = color === 'B' ? palette.black : palette.white;
        body.push(`<circle class="goban-stone" cx="${x}" cy="${y}" r="${STONE_RADIUS}" fill="${fill}" stroke="${palette.edge}" stroke-width="0.03"/>`);
      }
      if (number !== undefined) body.push(text(String(number.number), x, y, ink, 'goban-number'));
      else if (mark !== undefined) body.push(markPath(mark, x, y, ink));
      else if (label !== undefined) body.push(labelText(label, x, y, color === null, ink, palette));
      else if (i === last && color !== null) {
        body.push(`<circle class="goban-last-move" cx="${x}" cy="${y}" r="0.2" fill="none" stroke="${ink}" stroke-width="0.06"/>`);
      }
      const colorAttribute = color === null ? '' : ` data-color="${color}"`;
      const name = escapeXml(formatVertex([x, y], diagram.height));
      out.push(`<g data-vertex="${x},${y}"${colorAttribute} aria-label="${name}">${body.join('')}</g>`);
    }
  }
  return out;
}

function markPath(shape: MarkShape, x: number, y: number, ink: string): string {
  return `<path class="goban-mark goban-mark-${shape}" d="${shapePath(shape, x, y)}" fill="none" stroke="${ink}" stroke-width="0.06"/>`;
}

function labelText(label: string, x: number, y: number, onEmpty: boolean, ink: string, palette: DiagramPalette): string {
  const halo = onEmpty ? `<circle class="goban-label-halo" cx="${x}" cy="${y}" r="0.32" fill="${palette.board}"/>` : '';
  return halo + text(label, x, y, ink, 'goban-label');
}

function text(content: string, x: number, y: number, fill: string, className: string): string {
  const size = content.length >= 3 ? 0.36 : 0.5;
  return `<text class="${className}" x="${x}" y="${n(y + 0.02)}" font-size="${size}" fill="${fill}">${escapeXml(content)}</text>`;
}

function connectors(diagram: Diagram, palette: DiagramPalette): string {
  const paths = [...diagram.arrows.map((pair) => ({ ...pair, arrow: true })), ...diagram.lines.map((pair) => ({ ...pair, arrow: false }))].map(
    ({ from, to, arrow }) =>
      `<path class="goban-${arrow ? 'arrow' : 'line'}" d="${connectorPath(from, to, arrow)}" fill="none" stroke="${palette.line}" stroke-width="0.08" stroke-linecap="round"/>`,
  );
  return paths.length === 0 ? '' : `<g class="goban-connectors">${paths.join('')}</g>`;
}

/**
 * "47 at 43" for each move played where the diagram shows another number or stone (point names when no number), "48
 * pass", and "49 elsewhere" for a move outside the region drawn, as books print it.
 */
function noteTexts(diagram: Diagram): string[] {
  return diagram.notes.map((note) => {
    if (note.point === null) return `${note.number} pass`;
    if (note.at === null && !inRegion(note.point, diagram.region)) return `${note.number} elsewhere`;
    return `${note.number} at ${note.at ?? formatVertex(note.point, diagram.height)}`;
  });
}

function marginOf(options: SvgOptions): number {
  return (options.coordinates ?? true) ? 1.4 : 0.6;
}

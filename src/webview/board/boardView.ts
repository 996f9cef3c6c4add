// The board as SVG with one element per intersection, updated point by point (keyed by vertex): stones, last move,
// territory, chain highlight, the point decorations (markup, labels, variations, move numbers) and the keyboard cursor.
import type { Vertex } from '../../engine/types';
import type { BoardPicture, BoardSettings, CoordinateStyle, PointPair, TerritoryOverlay } from '../../shared/views';
import { formatVertex } from '../../engine/pointNames';
import { boardFrame, coordinateLabels, pointCell, showRegion, type BoardFrame } from './boardFrame';
import type { Region } from '../../engine/types';
import { wholeBoard } from '../../render/diagram';
import { decorationKey, pointAriaLabel, type PointDecoration } from './pointDecorations';
import { connectorPath, shapePath } from '../../render/markShapes';
import { drawDecoration } from './decorationDrawing';
import { t } from '../strings';
import { svgElement } from './svg';

/** The element id of the vertex [x, y] (the board's aria-activedescendant points at it). */
export function vertexId(x: number, y: number): string {
  return `vertex-${x}-${y}`;
}

/** What render() needs: the stones, and optionally the last move and the move number said on it. */
export type BoardRender = BoardPicture & { readonly lastMove?: Vertex | null; readonly moveNumber?: number };

/** Draws a board into `root` (the element with data-testid="board") and updates only what changed. */
export class BoardView {
  private vertices: SVGGElement[] = [];
  private shown: readonly string[] = [];
  private lastMove: Vertex | null = null;
  private lastMoveNumber: number | null = null;
  private size = '';
  private boardWidth = 0;
  private boardHeight = 0;
  private frame: BoardFrame | null = null;
  /** The part of the board shown (null: all of it). */
  private region: Region | null = null;
  private connectors: SVGGElement | null = null;
  private connectorKey = '';
  private territory: SVGGElement[] = [];
  private statuses: SVGGElement[] = [];
  private highlighted: SVGGElement[] = [];
  private decorations = new Map<number, PointDecoration>();
  private cursor: number | null = null;
  private style: CoordinateStyle = 'go';
  private readonly stale = new Set<number>();

  constructor(private readonly root: HTMLElement) {}

  /** The rows shown now ('.', 'X', 'O'), for hover lookups. */
  get rows(): readonly string[] {
    return this.shown;
  }

  /** The board's width in points (0 before the first render). */
  get width(): number {
    return this.boardWidth;
  }

  /** The board's height in points (0 before the first render). */
  get height(): number {
    return this.boardHeight;
  }

  /** The points shown: the region set by showRegion when it fits the board, else the whole board. */
  get visible(): Region {
    const r = this.region;
    return r !== null && r.x2 < this.boardWidth && r.y2 < this.boardHeight ? r : wholeBoard(this.boardWidth, this.boardHeight);
  }

  /** Shows only `region` of the board (a problem's corner), or all of it (null); kept across renders of the same size. */
  showRegion(region: Region | null): void {
    const before = regionKey(this.visible);
    this.region = region;
    if (this.frame !== null && regionKey(this.visible) !== before) this.fitFrame();
  }

  /** The human name of [x, y] in the coordinate style shown. */
  nameOf(x: number, y: number): string {
    return formatVertex([x, y], this.boardHeight, this.style);
  }

  /** Shows `board` (with the last move marked, if any); rebuilds the grid only when the size changes. */
  render(board: BoardRender): void {
    const size = `${board.width}x${board.height}`;
    if (size !== this.size) this.build(board.width, board.height);
    for (let y = 0; y < board.height; y++) {
      const row = board.rows[y] ?? '';
      const before = this.shown[y] ?? '';
      if (row === before) continue;
      for (let x = 0; x < board.width; x++) {
        if (row.charAt(x) !== before.charAt(x)) this.setStone(x, y, row.charAt(x));
      }
    }
    this.shown = board.rows.slice();
    this.markLastMove(board.lastMove ?? null, board.moveNumber ?? null);
    this.relabel();
  }

  /** Shows `next` (point index → decoration), touching only the points whose decoration changed. */
  setDecorations(next: Map<number, PointDecoration>): void {
    for (const [index, before] of this.decorations) {
      if (!next.has(index)) this.decorate(index, undefined, before);
    }
    for (const [index, decoration] of next) {
      const before = this.decorations.get(index);
      if (decorationKey(before) !== decorationKey(decoration)) this.decorate(index, decoration, before);
    }
    this.decorations = next;
    this.relabel();
  }

  /** Draws the arrows (AR) and lines (LN); redraws only when they changed. */
  setConnectors(arrows: readonly PointPair[], lines: readonly PointPair[]): void {
    const key = JSON.stringify([arrows, lines]);
    if (key === this.connectorKey || this.connectors === null) return;
    this.connectorKey = key;
    this.connectors.replaceChildren();
    for (const [testid, pairs] of [
      ['arrow', arrows],
      ['line', lines],
    ] as const) {
      for (const { from, to } of pairs) {
        this.connectors.append(
          svgElement('path', {
            class: `connector ${testid}`,
            'data-testid': testid,
            'data-from': `${from[0]},${from[1]}`,
            'data-to': `${to[0]},${to[1]}`,
            d: connectorPath(from, to, testid === 'arrow'),
          }),
        );
      }
    }
  }

  /** Marks the points of `overlay` with data-territory="B"|"W" (drawn as small squares); null clears them. */
  setTerritory(overlay: TerritoryOverlay | null): void {
    for (const vertex of this.territory) {
      vertex.removeAttribute('data-territory');
      vertex.removeAttribute('data-estimate');
      this.stale.add(this.indexOf(vertex));
    }
    this.territory = [];
    if (overlay !== null) {
      for (const [attribute, color, points] of [
        ['data-territory', 'B', overlay.black],
        ['data-territory', 'W', overlay.white],
        ['data-estimate', 'B', overlay.estimated?.black ?? []],
        ['data-estimate', 'W', overlay.estimated?.white ?? []],
      ] as const) {
        for (const [x, y] of points) {
          const vertex = x < this.boardWidth ? this.vertices[y * this.boardWidth + x] : undefined;
          if (vertex === undefined) continue;
          vertex.setAttribute(attribute, color);
          this.territory.push(vertex);
          this.stale.add(y * this.boardWidth + x);
        }
      }
    }
    this.relabel();
  }

  /**
   * Marks dead stones (data-dead="true", crossed where no territory square covers them), seki (data-seki) and the
   * estimate's close calls (data-unsure, a dotted ring); [] clears.
   */
  setStatuses(dead: readonly Vertex[], seki: readonly Vertex[], unsure: readonly Vertex[] = []): void {
    for (const vertex of this.statuses) {
      vertex.removeAttribute('data-dead');
      vertex.removeAttribute('data-seki');
      vertex.removeAttribute('data-unsure');
      vertex.querySelector('.dead-mark')?.remove();
      vertex.querySelector('.unsure-mark')?.remove();
      this.stale.add(this.indexOf(vertex));
    }
    this.statuses = [];
    for (const [attribute, points] of [
      ['data-dead', dead],
      ['data-seki', seki],
      ['data-unsure', unsure],
    ] as const) {
      for (const [x, y] of points) {
        const vertex = x < this.boardWidth ? this.vertices[y * this.boardWidth + x] : undefined;
        if (vertex === undefined) continue;
        vertex.setAttribute(attribute, 'true');
        if (attribute === 'data-dead') vertex.append(svgElement('path', { class: 'mark dead-mark', d: shapePath('MA', x, y) }));
        if (attribute === 'data-unsure') vertex.append(svgElement('circle', { class: 'unsure-mark', cx: x, cy: y, r: 0.5 }));
        this.statuses.push(vertex);
        this.stale.add(y * this.boardWidth + x);
      }
    }
    this.relabel();
  }

  /** Highlights a chain (data-chain) and its liberties (data-liberty), given as point indices y * width + x; [] clears. */
  highlight(stones: readonly number[], liberties: readonly number[]): void {
    for (const vertex of this.highlighted) {
      vertex.removeAttribute('data-chain');
      vertex.removeAttribute('data-liberty');
    }
    this.highlighted = [];
    for (const [attribute, points] of [
      ['data-chain', stones],
      ['data-liberty', liberties],
    ] as const) {
      for (const p of points) {
        const vertex = this.vertices[p];
        if (vertex === undefined) continue;
        vertex.setAttribute(attribute, '');
        this.highlighted.push(vertex);
      }
    }
  }

  /** Shows the keyboard cursor on [x, y] (class `cursor`, the board's aria-activedescendant), or hides it (null). */
  setCursor(point: Vertex | null): void {
    if (this.cursor !== null) this.vertices[this.cursor]?.classList.remove('cursor');
    this.cursor = point === null ? null : point[1] * this.boardWidth + point[0];
    const vertex = this.cursor === null ? undefined : this.vertices[this.cursor];
    if (vertex === undefined || point === null) {
      this.cursor = null;
      this.root.removeAttribute('aria-activedescendant');
      return;
    }
    vertex.classList.add('cursor');
    this.root.setAttribute('aria-activedescendant', vertexId(point[0], point[1]));
  }

  /** Marks [x, y] as the first point of an arrow or line being drawn (class `pending`), or clears it (null). */
  setPending(point: Vertex | null): void {
    for (const vertex of this.root.querySelectorAll('.pending')) vertex.classList.remove('pending');
    if (point !== null) this.vertices[point[1] * this.boardWidth + point[0]]?.classList.add('pending');
  }

  /** Applies the drawing settings (board colour, coordinate labels and their style). */
  applySettings(settings: BoardSettings): void {
    this.root.classList.toggle('wood', settings.boardColor === 'wood');
    this.root.classList.toggle('with-coordinates', settings.coordinates);
    const style = settings.coordinateStyle === 'sgf' ? 'sgf' : 'go';
    if (style === this.style) return;
    this.style = style;
    if (this.frame === null) return;
    this.relabelFrame();
    for (let i = 0; i < this.vertices.length; i++) this.stale.add(i);
    this.relabel();
  }

  /** Fits the view box, the root's shape and the labels to the points shown. */
  private fitFrame(): void {
    if (this.frame === null) return;
    const region = this.visible;
    const { w, h } = showRegion(this.frame, region, regionKey(region) === regionKey(wholeBoard(this.boardWidth, this.boardHeight)));
    this.root.style.aspectRatio = `${w} / ${h}`;
    // Small boards stop growing at about 60 px per point (a 1×1 board would otherwise fill the editor).
    this.root.style.maxWidth = `${Math.max(w, h) * 60}px`;
    this.relabelFrame();
  }

  /** Replaces the coordinate labels with ones for the points shown, in the style shown. */
  private relabelFrame(): void {
    if (this.frame === null) return;
    const labels = coordinateLabels(this.visible, this.style, this.boardHeight);
    this.frame.coordinates.replaceWith(labels);
    this.frame = { ...this.frame, coordinates: labels };
  }

  private build(width: number, height: number): void {
    this.size = `${width}x${height}`;
    this.boardWidth = width;
    this.boardHeight = height;
    this.shown = [];
    this.lastMove = null;
    this.territory = [];
    this.statuses = [];
    this.highlighted = [];
    this.decorations = new Map();
    this.cursor = null;
    this.connectorKey = '';
    this.stale.clear();
    const frame = boardFrame(width, height, this.style);
    this.vertices = [];
    for (let y = 0; y < height; y++) {
      const row = svgElement('g', { role: 'row' });
      for (let x = 0; x < width; x++) {
        const vertex = pointCell(x, y, vertexId(x, y));
        row.append(vertex);
        this.vertices.push(vertex);
        this.stale.add(y * width + x);
      }
      frame.content.append(row);
    }
    this.connectors = svgElement('g', { class: 'connectors' });
    frame.content.append(this.connectors);
    this.frame?.svg.remove();
    this.frame = frame;
    this.fitFrame();
    this.root.append(frame.svg);
  }

  private setStone(x: number, y: number, cell: string): void {
    const index = y * this.boardWidth + x;
    const vertex = this.vertices[index];
    if (vertex === undefined) return;
    const color = cell === 'X' ? 'B' : cell === 'O' ? 'W' : null;
    if (color === null) vertex.removeAttribute('data-color');
    else vertex.setAttribute('data-color', color);
    this.stale.add(index);
  }

  private markLastMove(point: Vertex | null, moveNumber: number | null): void {
    const index = point === null ? null : point[1] * this.boardWidth + point[0];
    const before = this.lastMove === null ? null : this.lastMove[1] * this.boardWidth + this.lastMove[0];
    if (index === before && moveNumber === this.lastMoveNumber) return;
    if (before !== null) {
      this.vertices[before]?.classList.remove('last');
      this.stale.add(before);
    }
    this.lastMove = point;
    this.lastMoveNumber = moveNumber;
    if (index !== null) {
      this.vertices[index]?.classList.add('last');
      this.stale.add(index);
    }
  }

  /** Replaces the decoration elements of point `index` (the markup, label, variation and number children). */
  private decorate(index: number, decoration: PointDecoration | undefined, before: PointDecoration | undefined): void {
    const vertex = this.vertices[index];
    if (vertex === undefined) return;
    this.stale.add(index);
    const x = index % this.boardWidth;
    drawDecoration(vertex, x, (index - x) / this.boardWidth, decoration, before);
  }

  /** Rewrites the aria-label of every point whose stone, decoration, last-move or territory state changed. */
  private relabel(): void {
    for (const index of this.stale) {
      const vertex = this.vertices[index];
      if (vertex === undefined) continue;
      const x = index % this.boardWidth;
      const y = (index - x) / this.boardWidth;
      const color = vertex.getAttribute('data-color');
      const territory = vertex.getAttribute('data-territory') ?? vertex.getAttribute('data-marked-territory');
      const last = vertex.classList.contains('last');
      const label = pointAriaLabel(
        {
          name: this.nameOf(x, y),
          color: color === 'B' || color === 'W' ? color : null,
          moveNumber: last ? this.lastMoveNumber : null,
          last,
          territory: territory === 'B' || territory === 'W' ? territory : null,
          status: vertex.hasAttribute('data-dead') ? 'dead' : vertex.hasAttribute('data-seki') ? 'seki' : null,
          unsure: vertex.hasAttribute('data-unsure'),
          decoration: this.decorations.get(index),
        },
        t,
      );
      vertex.setAttribute('aria-label', label);
    }
    this.stale.clear();
  }

  private indexOf(vertex: SVGGElement): number {
    const [x, y] = (vertex.getAttribute('data-vertex') ?? '0,0').split(',').map(Number);
    return (y ?? 0) * this.boardWidth + (x ?? 0);
  }
}

/** A region as a string, to compare two. */
function regionKey(region: Region): string {
  return `${region.x1},${region.y1},${region.x2},${region.y2}`;
}

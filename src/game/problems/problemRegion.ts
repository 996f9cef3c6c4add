// Pure: the part of the board a problem is about, as tsumego books and sites print it — its stones, every move of its
// answers and the points they mark, with room around them, out to the board's edges they come near.
import { decodePoint } from '../../sgf/codecs/point';
import { decodePointList } from '../../sgf/codecs/pointList';
import { normalizePropertyId } from '../../sgf/lexer';
import type { SgfNode } from '../../sgf/types';
import type { Region } from '../../engine/types';

/** Lines of room kept around the problem's points. */
const ROOM = 2;
/** A region side (room included) with this many lines or fewer beyond it reaches out to the board's edge. */
const NEAR_EDGE = 3;
/** Fewest lines a region spans across, so that a small problem is not drawn with huge stones. */
const MIN_SPAN = 7;
/** A region spanning more than this share of a side takes the whole side (a crop would hide little). */
const MOST_OF_A_SIDE = 0.75;
/** Nodes looked at below the start (problem files are small). */
const NODE_LIMIT = 20_000;

/** Point-list properties whose points the problem's lines set up or mark. */
const POINT_LISTS = new Set(['AB', 'AW', 'AE', 'TR', 'SQ', 'CR', 'MA', 'SL', 'DD']);

/**
 * The region of a `width` × `height` board that problem `start` (its position's rows, '.' empty) is about, or null when
 * it is about (nearly) the whole board or has no points at all.
 */
export function problemRegion(start: SgfNode, rows: readonly string[], width: number, height: number): Region | null {
  const box = { x1: width, y1: height, x2: -1, y2: -1 };
  const add = (x: number, y: number): void => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    box.x1 = Math.min(box.x1, x);
    box.y1 = Math.min(box.y1, y);
    box.x2 = Math.max(box.x2, x);
    box.y2 = Math.max(box.y2, y);
  };
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row.charAt(x) !== '.') add(x, y);
  });
  const stack = [start];
  for (let seen = 0; stack.length > 0 && seen < NODE_LIMIT; seen++) {
    const node = stack.pop() as SgfNode;
    addNodePoints(node, width, height, add);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  if (box.x2 < 0) return null;
  const [x1, x2] = span(box.x1, box.x2, width);
  const [y1, y2] = span(box.y1, box.y2, height);
  return x1 === 0 && y1 === 0 && x2 === width - 1 && y2 === height - 1 ? null : { x1, y1, x2, y2 };
}

/** Calls `add` with every point node `node` plays, sets up, marks or labels. */
function addNodePoints(node: SgfNode, width: number, height: number, add: (x: number, y: number) => void): void {
  for (const prop of node.properties) {
    const id = normalizePropertyId(prop.id);
    const raws = prop.values.map((value) => value.raw);
    if (id === 'B' || id === 'W') {
      const point = decodePoint(raws[0] ?? '', width, height);
      if (point !== null && point !== 'pass') add(point[0], point[1]);
    } else if (id === 'LB') {
      for (const raw of raws) {
        const point = decodePoint(raw.slice(0, Math.max(0, raw.indexOf(':'))), width, height);
        if (point !== null && point !== 'pass') add(point[0], point[1]);
      }
    } else if (POINT_LISTS.has(id)) {
      for (const [x, y] of decodePointList(raws, width, height, { allowEmpty: true }).points) add(x, y);
    }
  }
}

/** The lines from `low` to `high` (the points' extent on a side of `size` lines) with room, edges and a least span. */
function span(low: number, high: number, size: number): [number, number] {
  let from = Math.max(0, low - ROOM);
  let to = Math.min(size - 1, high + ROOM);
  if (from <= NEAR_EDGE) from = 0;
  if (to >= size - 1 - NEAR_EDGE) to = size - 1;
  while (to - from + 1 < Math.min(MIN_SPAN, size)) {
    // Grow away from an edge the region already reaches, else on the side with more room.
    if (from > 0 && (to === size - 1 || from >= size - 1 - to)) from--;
    else to++;
  }
  return to - from + 1 > MOST_OF_A_SIDE * size ? [0, size - 1] : [from, to];
}

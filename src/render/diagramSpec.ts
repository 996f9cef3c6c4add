// Pure: what a diagram should show, as written in a Markdown info string (`move=42 numbers=31-42 crop=A1-K10`),
// in the CLI's options or typed in the export prompt — parsed and checked against the board.
import { parseMoveInput } from '../engine/pointNames';
import type { Vertex } from '../engine/types';
import type { Region } from '../engine/types';

/** A diagram request: which game and move, which moves numbered, which part of the board, with coordinates or not. */
export interface DiagramSpec {
  /** 0-based, as `goban --game`. */
  readonly game?: number;
  /** The position after this move of the main line (default: its end, or the last numbered move). */
  readonly move?: number;
  /** Moves to number; `to` null = up to the move shown. */
  readonly numbers?: { readonly from: number; readonly to: number | null };
  /** The region as written (`A1-K10` or `0,0-9,9`); checked against the board by parseCrop. */
  readonly crop?: string;
  readonly coordinates?: boolean;
}

/** The result of parsing: the spec, or one line saying what is wrong. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const KEYS = ['game', 'move', 'numbers', 'crop', 'coordinates'];

/** Parses `key=value` words (game, move, numbers, crop, coordinates=on|off); anything else is an error. */
export function parseDiagramSpec(words: string): Parsed<DiagramSpec> {
  const spec: { -readonly [K in keyof DiagramSpec]: DiagramSpec[K] } = {};
  for (const word of words.trim().split(/\s+/).filter(Boolean)) {
    const match = /^([a-z]+)=(.*)$/i.exec(word);
    const key = match?.[1].toLowerCase();
    const value = match?.[2] ?? '';
    if (key === undefined || !KEYS.includes(key)) return fail(`unknown diagram option "${word}" (use ${KEYS.map((k) => `${k}=`).join(', ')})`);
    if (key === 'game' || key === 'move') {
      if (!/^\d{1,6}$/.test(value)) return fail(`${key}= needs a whole number, not "${value}"`);
      spec[key] = Number(value);
    } else if (key === 'numbers') {
      const numbers = parseNumbers(value);
      if (numbers === null) return fail(`numbers= needs a move range such as 31-42 or 31, not "${value}"`);
      spec.numbers = numbers;
    } else if (key === 'crop') {
      spec.crop = value;
    } else {
      if (!/^(on|off|true|false|yes|no)$/i.test(value)) return fail(`coordinates= needs on or off, not "${value}"`);
      spec.coordinates = /^(on|true|yes)$/i.test(value);
    }
  }
  return ok(spec);
}

/** A move range `A-B`, `A-` or `A` (from A to the move shown); null when it is not one (or B < A, or A < 1). */
export function parseNumbers(text: string): { from: number; to: number | null } | null {
  const match = /^\s*(\d{1,6})\s*(?:-\s*(\d{1,6})?)?\s*$/.exec(text);
  if (match === null) return null;
  const from = Number(match[1]);
  const to = match[2] === undefined ? null : Number(match[2]);
  return from < 1 || (to !== null && to < from) ? null : { from, to };
}

/**
 * A region from two corners in any order: board names (`A1-K10`, `a1-k10`, SGF letters `aa-jj`) or 0-based points
 * `x1,y1-x2,y2` (as the CLI prints them). Points off a width × height board are an error.
 */
export function parseCrop(text: string, width: number, height: number): Parsed<Region> {
  const numeric = /^\s*(\d+)\s*,\s*(\d+)\s*-\s*(\d+)\s*,\s*(\d+)\s*$/.exec(text);
  let corners: [Vertex | null, Vertex | null];
  if (numeric !== null) {
    const [x1, y1, x2, y2] = numeric.slice(1).map(Number);
    const onBoard = (x: number, y: number): Vertex | null => (x < width && y < height ? [x, y] : null);
    corners = [onBoard(x1, y1), onBoard(x2, y2)];
  } else {
    const halves = text.split('-');
    if (halves.length !== 2) return fail(`crop= needs two corners such as A1-K10 or 0,0-9,9, not "${text}"`);
    corners = halves.map((half) => parseMoveInput(half, width, height)?.point ?? null) as [Vertex | null, Vertex | null];
  }
  const [a, b] = corners;
  if (a === null || b === null) return fail(`crop "${text}" is not two points on this ${width}×${height} board`);
  return ok({ x1: Math.min(a[0], b[0]), y1: Math.min(a[1], b[1]), x2: Math.max(a[0], b[0]), y2: Math.max(a[1], b[1]) });
}

/** A successful parse of `value`. */
export function ok<T>(value: T): Parsed<T> {
  return { ok: true, value };
}

/** A failed parse, saying why in one line. */
export function fail<T>(error: string): Parsed<T> {
  return { ok: false, error };
}

// Helpers of the seeded random-action run (randomActions.test.ts): the part of the text an action may change, problem
// counts by the project's own checker, readable failure reports, and Undo/Redo with the undo stack the run expects.
import * as vscode from 'vscode';
import { checkCollection } from '../../src/game';
import type { SgfCollection, SgfNode } from '../../src/sgf';

/** A half-open range [start, end) of offsets into a text. */
export interface Region {
  readonly start: number;
  readonly end: number;
}

/** A point [x, y] of the board, 0-based from the top left corner. */
export type Point = readonly [number, number];

/** Every node of the game under `root`, in file order. */
export function nodesOf(root: SgfNode): SgfNode[] {
  const nodes: SgfNode[] = [];
  const stack = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    nodes.push(node);
    for (let k = node.children.length - 1; k >= 0; k--) stack.push(node.children[k]);
  }
  return nodes;
}

/** The node of the game under `root` whose `;` is at `offset`, if any. */
export function nodeStartingAt(root: SgfNode, offset: number): SgfNode | undefined {
  return nodesOf(root).find((node) => node.span.start === offset);
}

/** The raw values of property `id` on `node` (none when absent). */
export function valuesOf(node: SgfNode, id: string): string[] {
  return node.properties.filter((p) => p.id === id).flatMap((p) => p.values.map((v) => v.raw));
}

/** Whether `node` plays a move (B or W). */
export function hasMove(node: SgfNode): boolean {
  return valuesOf(node, 'B').length > 0 || valuesOf(node, 'W').length > 0;
}

/** The board's width and height from the root's SZ (19 when absent). */
export function boardSize(root: SgfNode): { readonly width: number; readonly height: number } {
  const [width, height] = (valuesOf(root, 'SZ')[0] ?? '19').split(':').map((n) => Number.parseInt(n, 10));
  return { width: width || 19, height: height || width || 19 };
}

/**
 * The points that look occupied at `node`: every move and setup stone on the line from the root, less the points
 * cleared by AE. Captures are not replayed, so a point here may be empty again (the board then plays it).
 */
export function pointsPlayedOnLine(node: SgfNode): Set<string> {
  const line: SgfNode[] = [];
  for (let at: SgfNode | null = node; at !== null; at = at.parent) line.unshift(at);
  const played = new Set<string>();
  for (const at of line) {
    for (const [x, y] of pointsInNode(at, ['B', 'W', 'AB', 'AW'])) played.add(`${x},${y}`);
    for (const [x, y] of pointsInNode(at, ['AE'])) played.delete(`${x},${y}`);
  }
  return played;
}

/** The points named by properties `ids` of `node`: points, compressed rectangles "aa:cc", and a label's point (LB). */
export function pointsInNode(node: SgfNode, ids: readonly string[]): Point[] {
  return ids.flatMap((id) => valuesOf(node, id).flatMap((raw) => pointsOf(id === 'LB' ? raw.split(':')[0] : raw)));
}

/** The arrows or lines (AR, LN) of `node` as their two points. */
export function linesInNode(node: SgfNode, id: 'AR' | 'LN'): Array<readonly [Point, Point]> {
  return valuesOf(node, id).flatMap((raw) => {
    const [from, to] = raw.split(':').map((letters) => pointsOf(letters)[0]);
    return from !== undefined && to !== undefined ? [[from, to] as const] : [];
  });
}

/** The points of a point or a compressed rectangle "aa:cc" (none for a pass or junk). */
function pointsOf(raw: string): Point[] {
  const [from, to = from] = raw.split(':').map((letters) => [letters.charCodeAt(0) - 97, letters.charCodeAt(1) - 97]);
  if (![...from, ...to].every((n) => n >= 0 && n < 25)) return [];
  const points: Point[] = [];
  for (let x = Math.min(from[0], to[0]); x <= Math.max(from[0], to[0]); x++) {
    for (let y = Math.min(from[1], to[1]); y <= Math.max(from[1], to[1]); y++) points.push([x, y]);
  }
  return points;
}

/** The node's own text: from its `;` to the end of its last property. */
export function nodeRegion(node: SgfNode): Region {
  return { start: node.span.start, end: node.span.end };
}

/** The node and everything after it in its game tree, up to and with that tree's `)`: where a child can be added. */
export function subtreeRegion(node: SgfNode, text: string): Region {
  return { start: node.span.start, end: node.tree.close < 0 ? text.length : node.tree.close + 1 };
}

/** Delete: the parent's subtree (the parent's variations may lose their parentheses when one is left). */
export function deleteRegion(node: SgfNode, text: string): Region | null {
  return node.parent === null ? null : subtreeRegion(node.parent, text);
}

/** Promote: the subtree of the highest branch where the node's line is not the first variation (null: main line already). */
export function promoteRegion(node: SgfNode, text: string): Region | null {
  let highest: SgfNode | null = null;
  for (let at = node; at.parent !== null; at = at.parent) if (at.parent.children[0] !== at) highest = at.parent;
  return highest === null ? null : subtreeRegion(highest, text);
}

/** Move Variation Up/Down: the subtree of the branch point whose variations are swapped (null: no variations above). */
export function variationRegion(node: SgfNode, text: string): Region | null {
  let branch = node;
  while (branch.parent !== null && branch.parent.children.length < 2) branch = branch.parent;
  return branch.parent === null ? null : subtreeRegion(branch.parent, text);
}

/**
 * An offset of `before` outside `region` where `after` does not keep the text (the first from the start, else the
 * last from the end), or null when `after` is `before` with only `region` replaced.
 */
export function changeOutside(before: string, after: string, region: Region): number | null {
  for (let k = 0; k < region.start; k++) if (before[k] !== after[k]) return k;
  const tail = before.length - region.end;
  if (after.length < region.start + tail) return region.end;
  for (let k = 1; k <= tail; k++) if (before[before.length - k] !== after[after.length - k]) return before.length - k;
  return null;
}

/** The smallest span that differs: [start, beforeEnd) of `before` became [start, afterEnd) of `after`. */
export function changedSpan(before: string, after: string): { readonly start: number; readonly beforeEnd: number; readonly afterEnd: number } {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before[start] === after[start]) start++;
  let kept = 0;
  while (kept < shorter - start && before[before.length - 1 - kept] === after[after.length - 1 - kept]) kept++;
  return { start, beforeEnd: before.length - kept, afterEnd: after.length - kept };
}

/** The change from `before` to `after` for a failure message: both spans (named `names`) with a little context, long ones shortened. */
export function describeChange(before: string, after: string, names: readonly [string, string] = ['before', 'after']): string {
  const { start, beforeEnd, afterEnd } = changedSpan(before, after);
  if (start === before.length && start === after.length) return 'the text did not change';
  const around = (text: string, end: number) => {
    const shown = text.slice(Math.max(0, start - 24), end + 24);
    return JSON.stringify(shown.length > 240 ? `${shown.slice(0, 120)} … ${shown.slice(-120)}` : shown);
  };
  return `${names[0]}[${start}, ${beforeEnd}) ${around(before, beforeEnd)}\n  ${names[1]}[${start}, ${afterEnd}) ${around(after, afterEnd)}`;
}

/** How many problems of each code the checker finds in `collection` (parse errors, spec violations, illegal moves). */
export function problemCounts(collection: SgfCollection): Map<string, number> {
  const counts = new Map<string, number>();
  for (const problem of checkCollection(collection)) counts.set(problem.code, (counts.get(problem.code) ?? 0) + 1);
  return counts;
}

/** The codes found more often in `after` than in `before`, with how many more (e.g. "illegal-move-occupied ×2"). */
export function addedProblems(before: Map<string, number>, after: Map<string, number>): Array<{ readonly code: string; readonly text: string }> {
  return [...after]
    .filter(([code, count]) => count > (before.get(code) ?? 0))
    .map(([code, count]) => ({ code, text: `${code} ×${count - (before.get(code) ?? 0)}` }));
}

/** A 32-bit FNV-1a hash of `text` continued from `hash`: one number that tells whether two runs did the same. */
export function fingerprint(hash: number, text: string): number {
  let h = hash >>> 0;
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 16_777_619) >>> 0;
  return h;
}

/** Runs Undo or Redo with the board active and waits for the document to change (at most 5 s). */
export async function undoOrRedo(document: vscode.TextDocument, command: 'undo' | 'redo'): Promise<undefined> {
  let subscription: vscode.Disposable | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = new Promise<void>((resolve, reject) => {
    subscription = vscode.workspace.onDidChangeTextDocument((e) => e.document === document && e.contentChanges.length > 0 && resolve());
    timer = setTimeout(() => reject(new Error(`${command} did not change ${document.uri.path} within 5 s`)), 5_000);
  });
  try {
    await vscode.commands.executeCommand(command);
    await changed;
  } finally {
    subscription?.dispose();
    clearTimeout(timer);
  }
  return undefined;
}

/** The undo stack as the run expects VS Code to keep it: every text so far, and which one is shown. */
export class TextHistory {
  private readonly texts: string[];
  private index = 0;

  constructor(original: string) {
    this.texts = [original];
  }

  /** A new text from an edit: the texts after the current one (the redo stack) are gone. */
  record(text: string): void {
    this.texts.splice(this.index + 1, this.texts.length, text);
    this.index++;
  }

  /** The text one Undo goes back to, or undefined when there is nothing to undo. */
  get undoTarget(): string | undefined {
    return this.index > 0 ? this.texts[this.index - 1] : undefined;
  }

  /** The text one Redo goes on to, or undefined when there is nothing to redo. */
  get redoTarget(): string | undefined {
    return this.texts[this.index + 1];
  }

  /** Takes in an Undo (-1) or a Redo (+1). */
  step(direction: -1 | 1): void {
    this.index += direction;
  }
}

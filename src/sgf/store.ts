// Pure: the compact form of a parsed SGF tree — offsets in typed arrays, node objects made only when asked for.

import { isLetter, normalizePropertyId } from './lexer';
import { internId } from './internedIds';
import { StoredNode } from './storedNode';
import type { SgfCollection, SgfProperty, SgfTreeSpan, SgfValue } from './types';

const SAMPLE = 8192;

/** About 1.25 times the number of `;` or `[` (whichever is more), from three samples of the text. */
function estimateCapacity(text: string): number {
  const n = text.length;
  if (n <= 3 * SAMPLE) return countMarks(text, 0, n) + 64;
  const middle = (n >> 1) - (SAMPLE >> 1);
  const sampled = countMarks(text, 0, SAMPLE) + countMarks(text, middle, middle + SAMPLE) + countMarks(text, n - SAMPLE, n);
  return Math.ceil((sampled * n * 1.25) / (3 * SAMPLE)) + 64;
}

function countMarks(text: string, from: number, to: number): number {
  let semicolons = 0;
  let brackets = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 59) semicolons++;
    else if (c === 91) brackets++;
  }
  return semicolons > brackets ? semicolons : brackets;
}

function grown(array: Int32Array, size: number): Int32Array {
  const bigger = new Int32Array(size);
  bigger.set(array);
  return bigger;
}

const CHUNK_BITS = 10;
const CHUNK_SIZE = 1 << CHUNK_BITS;

/** A cache indexed by small integers, in chunks made when first touched (no big array up front). */
class ChunkedCache<T> {
  private readonly chunks: (T | undefined)[][] = [];

  get(k: number): T | undefined {
    const chunk = this.chunks[k >> CHUNK_BITS];
    return chunk === undefined ? undefined : chunk[k & (CHUNK_SIZE - 1)];
  }

  set(k: number, value: T): void {
    const c = k >> CHUNK_BITS;
    while (this.chunks.length <= c) this.chunks.push(undefined as unknown as (T | undefined)[]);
    let chunk = this.chunks[c];
    if (chunk === undefined) {
      chunk = new Array<T | undefined>(CHUNK_SIZE).fill(undefined);
      this.chunks[c] = chunk;
    }
    chunk[k & (CHUNK_SIZE - 1)] = value;
  }
}

/**
 * Every node, property, value and game tree of one parse as offsets in typed arrays (no garbage-collected
 * object per token). A node's properties, and a property's values, are consecutive indices.
 */
export class SgfStore {
  nodeCount = 0;
  nodeStart: Int32Array;
  nodeParent: Int32Array;
  /** The next sibling, or 0 for none (node 0 is nobody's sibling); a first child is always the next node (pre-order). */
  nodeNextSibling: Int32Array;
  nodeTree: Int32Array;
  /** Index of the node's first property; its properties run to the next node's first property. */
  nodeFirstProp: Int32Array;

  propCount = 0;
  propIdStart: Int32Array;
  /** Index of the property's first value; its values run to the next property's first value. */
  propFirstValue: Int32Array;

  valueCount = 0;
  valueStart: Int32Array;
  valueEnd: Int32Array;
  /** The one value that runs to the end of the text without a `]`, or -1. */
  unterminatedValue = -1;

  treeCount = 0;
  treeOpen: Int32Array;
  treeClose: Int32Array;

  /** During the parse, each node's latest child after the first (0: none yet; node 0 is nobody's child); then empty. */
  private lastChild: Int32Array;
  private readonly nodeViews = new ChunkedCache<StoredNode>();
  private readonly treeViews = new ChunkedCache<SgfTreeSpan>();

  /** Sizes the arrays from a sample of the text (how many `;` and `[` it holds); they grow by doubling when needed. */
  constructor(readonly text: string) {
    const size = estimateCapacity(text);
    this.nodeStart = new Int32Array(size);
    this.nodeParent = new Int32Array(size);
    this.nodeNextSibling = new Int32Array(size);
    this.nodeTree = new Int32Array(size);
    this.nodeFirstProp = new Int32Array(size);
    this.lastChild = new Int32Array(size);
    this.propIdStart = new Int32Array(size);
    this.propFirstValue = new Int32Array(size);
    this.valueStart = new Int32Array(size);
    this.valueEnd = new Int32Array(size);
    this.treeOpen = new Int32Array(64);
    this.treeClose = new Int32Array(64);
  }

  /** Appends a game tree opened at `open` (-1: none) and returns its index. */
  addTree(open: number): number {
    const k = this.treeCount++;
    if (k === this.treeOpen.length) {
      this.treeOpen = grown(this.treeOpen, k * 2);
      this.treeClose = grown(this.treeClose, k * 2);
    }
    this.treeOpen[k] = open;
    this.treeClose[k] = -1;
    return k;
  }

  /** Appends a node starting at `start` under `parent` (-1: a game root) and returns its index. */
  addNode(start: number, parent: number, tree: number): number {
    const k = this.nodeCount++;
    if (k === this.nodeStart.length) this.growNodes(k * 2);
    this.nodeStart[k] = start;
    this.nodeParent[k] = parent;
    this.nodeTree[k] = tree;
    this.nodeFirstProp[k] = this.propCount;
    if (parent >= 0 && parent + 1 !== k) {
      // A later child: link it after the previous one.
      const previous = this.lastChild[parent] || parent + 1;
      this.nodeNextSibling[previous] = k;
      this.lastChild[parent] = k;
    }
    return k;
  }

  /** Appends a node starting at `start` whose parent is the node before it, in game tree `tree`; returns its index. */
  addNextNode(start: number, tree: number): number {
    const k = this.nodeCount++;
    if (k === this.nodeStart.length) this.growNodes(k * 2);
    this.nodeStart[k] = start;
    this.nodeParent[k] = k - 1;
    this.nodeTree[k] = tree;
    this.nodeFirstProp[k] = this.propCount;
    return k;
  }

  /** Appends a property whose id starts at `start` to the latest node and returns its index. */
  addProperty(start: number): number {
    const k = this.propCount++;
    if (k === this.propIdStart.length) {
      this.propIdStart = grown(this.propIdStart, k * 2);
      this.propFirstValue = grown(this.propFirstValue, k * 2);
    }
    this.propIdStart[k] = start;
    this.propFirstValue[k] = this.valueCount;
    return k;
  }

  /** Appends a value spanning [start, end) (brackets included) to the latest property. */
  addValue(start: number, end: number): void {
    const k = this.valueCount++;
    if (k === this.valueStart.length) {
      this.valueStart = grown(this.valueStart, k * 2);
      this.valueEnd = grown(this.valueEnd, k * 2);
    }
    this.valueStart[k] = start;
    this.valueEnd[k] = end;
  }

  /** Index of node `k`'s first child, or -1: in pre-order a first child is always the next node. */
  firstChild(k: number): number {
    return k + 1 < this.nodeCount && this.nodeParent[k + 1] === k ? k + 1 : -1;
  }

  /** The index after the last node of the game whose root is node `root`: a game's nodes are consecutive (pre-order). */
  gameEnd(root: number): number {
    let end = root + 1;
    while (end < this.nodeCount && this.nodeParent[end] >= 0) end++;
    return end;
  }

  /** Whether node `k` starts its sequence: its parent (if any) sits in another game tree. */
  isFirstInSequence(k: number): boolean {
    const parent = this.nodeParent[k];
    return parent < 0 || this.nodeTree[parent] !== this.nodeTree[k];
  }

  /** The index after node `k`'s last property (its properties are `nodeFirstProp[k]` up to it). */
  propsEnd(k: number): number {
    return k + 1 < this.nodeCount ? this.nodeFirstProp[k + 1] : this.propCount;
  }

  /** The index after property `p`'s last value (its values are `propFirstValue[p]` up to it). */
  valuesEnd(p: number): number {
    return p + 1 < this.propCount ? this.propFirstValue[p + 1] : this.valueCount;
  }

  /** End of value `v`'s raw text: before its `]`, or the end of the text for the one value left open. */
  rawEnd(v: number): number {
    return v === this.unterminatedValue ? this.valueEnd[v] : this.valueEnd[v] - 1;
  }

  /** End of node `k`'s span: the end of its last property, or just after its `;`. */
  nodeEnd(k: number): number {
    const end = this.propsEnd(k);
    return end > this.nodeFirstProp[k] ? this.propEnd(end - 1) : this.nodeStart[k] + 1;
  }

  /** End of property `p`'s span: the end of its last value, or of its id. */
  propEnd(p: number): number {
    const end = this.valuesEnd(p);
    return end > this.propFirstValue[p] ? this.valueEnd[end - 1] : this.propIdEnd(p);
  }

  /** Whether node `k` (if any) holds a move: a `B` or `W` property, however its id is cased. */
  nodeHasMove(k: number): boolean {
    if (k >= this.nodeCount) return false;
    for (let p = this.nodeFirstProp[k]; p < this.propsEnd(k); p++) {
      const id = normalizePropertyId(this.text.slice(this.propIdStart[p], this.propIdEnd(p)));
      if (id === 'B' || id === 'W') return true;
    }
    return false;
  }

  /** End of property `p`'s id: its letters are rescanned rather than stored. */
  propIdEnd(p: number): number {
    const text = this.text;
    let j = this.propIdStart[p];
    while (j < text.length && isLetter(text.charCodeAt(j))) j++;
    return j;
  }

  /** How many values property `prop` has. */
  valueCountOf(prop: number): number {
    return this.valuesEnd(prop) - this.propFirstValue[prop];
  }

  /** The node object for index `k` (made on first request, then the same object). */
  node(k: number): StoredNode {
    let view = this.nodeViews.get(k);
    if (view === undefined) {
      view = new StoredNode(this, k);
      this.nodeViews.set(k, view);
    }
    return view;
  }

  /** The game-tree span object for index `k` (made on first request, then the same object). */
  tree(k: number): SgfTreeSpan {
    let view = this.treeViews.get(k);
    if (view === undefined) {
      view = { open: this.treeOpen[k], close: this.treeClose[k] };
      this.treeViews.set(k, view);
    }
    return view;
  }

  /** The properties of node `k` as model objects. */
  properties(k: number): SgfProperty[] {
    const end = this.propsEnd(k);
    const props: SgfProperty[] = [];
    for (let p = this.nodeFirstProp[k]; p < end; p++) {
      const idStart = this.propIdStart[p];
      const idEnd = this.propIdEnd(p);
      const values: SgfValue[] = [];
      for (let v = this.propFirstValue[p], last = this.valuesEnd(p); v < last; v++) values.push(this.value(v));
      props.push({
        id: internId(this.text, idStart, idEnd),
        idSpan: { start: idStart, end: idEnd },
        values,
        span: { start: idStart, end: this.propEnd(p) },
      });
    }
    return props;
  }

  /** Frees what only the parse needed (`keepStore` calls it once the parse is done). */
  parseDone(): void {
    this.lastChild = new Int32Array(0);
  }

  private value(v: number): SgfValue {
    const start = this.valueStart[v];
    return { raw: this.text.slice(start + 1, this.rawEnd(v)), span: { start, end: this.valueEnd[v] } };
  }

  private growNodes(size: number): void {
    this.nodeStart = grown(this.nodeStart, size);
    this.nodeParent = grown(this.nodeParent, size);
    this.nodeNextSibling = grown(this.nodeNextSibling, size);
    this.nodeTree = grown(this.nodeTree, size);
    this.nodeFirstProp = grown(this.nodeFirstProp, size);
    this.lastChild = grown(this.lastChild, size);
  }
}

const stores = new WeakMap<SgfCollection, SgfStore>();

/** Remembers that `coll` was read into `store` (parse does, so that whole-file walks can read the arrays). */
export function keepStore(coll: SgfCollection, store: SgfStore): SgfCollection {
  store.parseDone();
  stores.set(coll, store);
  return coll;
}

/** The store `coll` was parsed into; throws for a collection that `parse` did not make. */
export function storeOf(coll: SgfCollection): SgfStore {
  const store = stores.get(coll);
  if (store === undefined) throw new Error('storeOf: the collection was not made by parse');
  return store;
}

/**
 * The index of the node of `coll` whose span contains `offset` (ends included; where two nodes touch, the later one),
 * -1 when none does, or undefined when `coll` was not made by parse. A binary search over the nodes' starts, which
 * parse stores in file order.
 */
export function storedNodeAt(coll: SgfCollection, offset: number): number | undefined {
  const found = storedNodeBefore(coll, offset);
  if (found === undefined) return undefined;
  return found >= 0 && offset <= storeOf(coll).nodeEnd(found) ? found : -1;
}

/** The index of the last node of `coll` that starts at or before `offset` (-1: none), or undefined when `coll` was
 *  not made by parse. */
export function storedNodeBefore(coll: SgfCollection, offset: number): number | undefined {
  const store = stores.get(coll);
  return store === undefined ? undefined : lastAtOrBefore(store.nodeStart, store.nodeCount, offset);
}

/** The last index below `count` whose entry of the ascending `starts` is at or before `offset`, or -1 (binary search). */
export function lastAtOrBefore(starts: ArrayLike<number>, count: number, offset: number): number {
  let low = 0;
  let high = count - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (starts[mid] <= offset) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

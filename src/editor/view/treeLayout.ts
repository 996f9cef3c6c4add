// Pure: the game tree laid out as a grid graph (column = depth, rows for variations), iteratively in O(n). No vscode, DOM or Node fs.
import type { TreeLayout } from '../../shared/views';
import { decodeSize } from '../../sgf/codecs/size';
import { normalizePropertyId } from '../../sgf/lexer';
import { getProperty } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';

const ANNOTATIONS = new Set(['BM', 'TE', 'DO', 'IT', 'GB', 'GW', 'DM', 'UC', 'HO']);

/**
 * Lays out the tree under `root` in pre-order. A first child keeps its parent's row; every other child starts a
 * line (it and its first children down to a leaf) in the first row below everything used so far in the columns
 * from its parent's column to the line's end, and claims its parent's column down to that row for the edge
 * (drawn as a vertical drop from the parent, then one step right). So no two nodes share a cell and no edge
 * crosses a node. A skyline (highest used row per column) makes this O(n) time and memory, without recursion.
 */
export function layoutTree(root: SgfNode): TreeLayout {
  const size = decodeSize(getProperty(root, 'SZ')?.values[0]?.raw);
  let t = new Table(1024);
  const nodes: SgfNode[] = [root];
  /** Per waiting node: 2 × its parent's index, plus 1 when it is its parent's first child (root: -2). */
  const links: number[] = [-2];
  let n = 0;
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const link = links.pop()!;
    if (n === t.ids.length) t = t.grown();
    const parent = link >> 1;
    t.ids[n] = node.id;
    t.columns[n] = parent < 0 ? 0 : t.columns[parent] + 1;
    t.parents[n] = parent;
    t.firsts[n] = link & 1;
    describe(node, size.width, size.height, t, n);
    const children = node.children;
    for (let k = children.length - 1; k >= 0; k--) {
      nodes.push(children[k]);
      links.push(2 * n + (k === 0 ? 1 : 0));
    }
    n++;
  }
  const { rows, rowCount, columnCount } = placeRows(n, t);
  return {
    ids: toArray(t.ids, n),
    columns: toArray(t.columns, n),
    rows,
    parents: toArray(t.parents, n),
    kinds: charCodesToString(t.kinds.subarray(0, n)),
    flags: charCodesToString(t.flags.subarray(0, n)),
    columnCount,
    rowCount,
  };
}

/** The layout's columns in typed arrays while the walk fills them. */
class Table {
  readonly ids: Int32Array;
  readonly columns: Int32Array;
  readonly parents: Int32Array;
  readonly firsts: Uint8Array;
  readonly kinds: Uint8Array;
  readonly flags: Uint8Array;

  constructor(capacity: number) {
    this.ids = new Int32Array(capacity);
    this.columns = new Int32Array(capacity);
    this.parents = new Int32Array(capacity);
    this.firsts = new Uint8Array(capacity);
    this.kinds = new Uint8Array(capacity);
    this.flags = new Uint8Array(capacity);
  }

  /** A table twice as big holding the same rows. */
  grown(): Table {
    const bigger = new Table(this.ids.length * 2);
    bigger.ids.set(this.ids);
    bigger.columns.set(this.columns);
    bigger.parents.set(this.parents);
    bigger.firsts.set(this.firsts);
    bigger.kinds.set(this.kinds);
    bigger.flags.set(this.flags);
    return bigger;
  }
}

/** The first `n` numbers as a plain array (a loop: Array.from on a typed array is several times slower). */
function toArray(values: Int32Array, n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = values[i];
  return out;
}

function charCodesToString(codes: Uint8Array): string {
  let out = '';
  for (let k = 0; k < codes.length; k += 8192) out += String.fromCharCode(...codes.subarray(k, k + 8192));
  return out;
}

/** Rows for the `n` nodes of the table (pre-order): a first child on its parent's row, other lines below the skyline. */
function placeRows(n: number, t: Table): { rows: number[]; rowCount: number; columnCount: number } {
  const { columns, parents, firsts } = t;
  const lineEnd = new Int32Array(n).fill(-1);
  for (let i = n - 1; i >= 0; i--) {
    if (lineEnd[i] < 0) lineEnd[i] = columns[i];
    if (firsts[i] === 1) lineEnd[parents[i]] = lineEnd[i];
  }
  const skyline: number[] = [];
  const rows = new Int32Array(n);
  let rowCount = 0;
  for (let i = 0; i < n; i++) {
    if (firsts[i] === 1) {
      rows[i] = rows[parents[i]];
      continue;
    }
    const from = parents[i] < 0 ? columns[i] : columns[i] - 1;
    const end = lineEnd[i];
    let row = 0;
    for (let c = from; c <= end && c < skyline.length; c++) if (skyline[c] >= row) row = skyline[c] + 1;
    for (let c = from; c <= end; c++) skyline[c] = row;
    rows[i] = row;
    if (row >= rowCount) rowCount = row + 1;
  }
  return { rows: toArray(rows, n), rowCount, columnCount: skyline.length };
}

/** Sets row `i`'s kind ('B'/'W' move, 'P'/'p' pass, 'S' other) and flag ('c' comment, 'a' annotation, ' '). */
function describe(node: SgfNode, width: number, height: number, t: Table, i: number): void {
  let kind = 'S';
  let flag = ' ';
  for (const prop of node.properties) {
    const id = normalizePropertyId(prop.id);
    if (kind === 'S' && (id === 'B' || id === 'W')) {
      const raw = prop.values[0]?.raw ?? '';
      const pass = raw === '' || (raw === 'tt' && width <= 19 && height <= 19);
      kind = pass ? (id === 'B' ? 'P' : 'p') : id;
    } else if (id === 'C') flag = 'c';
    else if (flag === ' ' && ANNOTATIONS.has(id)) flag = 'a';
  }
  t.kinds[i] = kind.charCodeAt(0);
  t.flags[i] = flag.charCodeAt(0);
}

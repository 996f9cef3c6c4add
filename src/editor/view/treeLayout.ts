// Pure: the game tree laid out as a grid graph (column = depth, rows for variations), iteratively in O(n). No vscode, DOM or Node fs.
import type { TreeLayout } from '../../shared/views';
import { decodeSize } from '../../sgf/codecs/size';
import { idCode, idCodeAt } from '../../sgf/lexer';
import type { SgfStore } from '../../sgf/store';
import { storedGame } from '../../sgf/storedNode';
import { getProperty } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';
import { placeRows } from './treeRows';

const ANNOTATIONS = new Set(['BM', 'TE', 'DO', 'IT', 'GB', 'GW', 'DM', 'UC', 'HO'].map(idCode));
const B = idCode('B');
const W = idCode('W');
const C = idCode('C');
const [S, MOVE_B, MOVE_W, PASS_B, PASS_W, SPACE, COMMENT, ANNOTATION] = [...'SBWPp ca'].map((c) => c.charCodeAt(0));

/**
 * Lays out the tree under `root` in pre-order. A first child keeps its parent's row; every other child starts a
 * line (it and its first children down to a leaf) in the first row below everything used so far in the columns
 * from its parent's column to the line's end, and claims its parent's column down to that row for the edge
 * (drawn as a vertical drop from the parent, then one step right). So no two nodes share a cell and no edge
 * crosses a node. A skyline (highest used row per column) makes this O(n) time and memory, without recursion.
 */
export function layoutTree(root: SgfNode): TreeLayout {
  // Read from the parse's arrays: the game's nodes are consecutive, in the pre-order the layout needs.
  const { store, first, end } = storedGame(root, 'layoutTree');
  const size = decodeSize(getProperty(root, 'SZ')?.values[0]?.raw);
  const nodeParent = store.nodeParent;
  const n = end - first;
  const t = new Table(n);
  for (let i = 0; i < n; i++) {
    const k = first + i;
    const parent = i === 0 ? -1 : nodeParent[k] - first;
    t.ids[i] = k;
    t.columns[i] = parent < 0 ? 0 : t.columns[parent] + 1;
    t.parents[i] = parent;
    describe(store, k, size.width, size.height, t, i);
  }
  const { rows, rowCount, columnCount } = placeRows(n, t);
  return {
    ids: t.ids,
    columns: t.columns,
    rows,
    parents: t.parents,
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
  readonly kinds: Uint8Array;
  readonly flags: Uint8Array;

  constructor(capacity: number) {
    this.ids = new Int32Array(capacity);
    this.columns = new Int32Array(capacity);
    this.parents = new Int32Array(capacity);
    this.kinds = new Uint8Array(capacity);
    this.flags = new Uint8Array(capacity);
  }
}

/** Reads the layout's one-letter codes (ASCII) as a string: natively, several times faster than String.fromCharCode. */
const asciiDecoder = new TextDecoder('latin1');

function charCodesToString(codes: Uint8Array): string {
  return asciiDecoder.decode(codes);
}

/** Sets row `i`'s kind ('B'/'W' move, 'P'/'p' pass, 'S' other) and flag ('c' comment, 'a' annotation, ' ') from node `k`'s properties. */
function describe(store: SgfStore, k: number, width: number, height: number, t: Table, i: number): void {
  const { text, nodeFirstProp, propIdStart, propFirstValue, valueStart } = store;
  let kind = S;
  let flag = SPACE;
  const last = store.propsEnd(k);
  for (let p = nodeFirstProp[k]; p < last; p++) {
    const id = idCodeAt(text, propIdStart[p]);
    if (kind === S && (id === B || id === W)) {
      // The first value's raw text (none when the property has no value).
      const v = propFirstValue[p];
      const hasValue = v < store.valuesEnd(p);
      const start = hasValue ? valueStart[v] + 1 : 0;
      const length = hasValue ? store.rawEnd(v) - start : 0;
      const pass = length === 0 || (length === 2 && text.startsWith('tt', start) && width <= 19 && height <= 19);
      kind = pass ? (id === B ? PASS_B : PASS_W) : id === B ? MOVE_B : MOVE_W;
    } else if (id === C) flag = COMMENT;
    else if (flag === SPACE && ANNOTATIONS.has(id)) flag = ANNOTATION;
  }
  t.kinds[i] = kind;
  t.flags[i] = flag;
}

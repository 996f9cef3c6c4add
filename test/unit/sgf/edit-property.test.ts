import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  addMove,
  addNode,
  addPropertyValue,
  applyEdits,
  deleteSubtree,
  moveVariation,
  promoteVariation,
  removeProperty,
  removePropertyValue,
  setProperty,
  type EditResult,
} from '../../../src/sgf/edit';
import { parse } from '../../../src/sgf/parse';
import { allNodes, findNodeAt } from '../../../src/sgf/tree';
import type { SgfCollection, SgfNode } from '../../../src/sgf/types';

// Random trees are printed with random layout; random actions run as text edits and, independently, on a plain
// in-memory tree; after every action the re-parsed text must equal that tree exactly (raw values included).

interface MProp {
  id: string;
  values: string[];
  /** Rewritten from a rectangle by removePropertyValue: compared as a set of points. */
  rewritten?: boolean;
}
interface MNode {
  props: MProp[];
  children: MNode[];
}

const TEXT_VALUES = ['hello', 'a\\]b', 'x\\\\y', 'soft\\\nbreak', 'two\nlines', 'c:d', '', 'Go Seigen'];
const POINTS = ['aa', 'ba', 'bb', 'cc', 'dd', 'pd'];
const LIST_VALUES = [...POINTS, 'aa:bb', 'bb:dd', 'cc:cc', 'ab:cd', 'aa:ca', 'aa:ba'];
const LIST_IDS = ['AB', 'AW', 'TR'];

function letter(n: number): string {
  return String.fromCharCode(97 + n);
}

/** A tiny deterministic PRNG for layout choices (fast-check supplies the seed). */
function prng(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

const propArb = fc.oneof(
  fc.record({ id: fc.constantFrom('B', 'W'), values: fc.constantFrom('', ...POINTS).map((v) => [v]) }),
  fc.record({ id: fc.constantFrom('C', 'GN'), values: fc.constantFrom(...TEXT_VALUES).map((v) => [v]) }),
  fc.record({ id: fc.constantFrom(...LIST_IDS), values: fc.uniqueArray(fc.constantFrom(...LIST_VALUES), { minLength: 1, maxLength: 3 }) }),
  fc.record({ id: fc.constant('LB'), values: fc.uniqueArray(fc.constantFrom('aa:A', 'bb:B', 'cc:x\\:y'), { minLength: 1, maxLength: 2 }) }),
);

const treeArb = fc.record({
  nodes: fc.array(fc.record({ parent: fc.nat(), props: fc.array(propArb, { maxLength: 3 }) }), { minLength: 1, maxLength: 14 }),
  games: fc.integer({ min: 1, max: 2 }),
  layoutSeed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  crlf: fc.boolean(),
});

const actionArb = fc.record({
  kind: fc.constantFrom('addMove', 'addNode', 'delete', 'promote', 'moveUp', 'moveDown', 'set', 'remove', 'addValue', 'removeValue'),
  node: fc.nat(),
  color: fc.constantFrom<'B' | 'W'>('B', 'W'),
  point: fc.option(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })), { freq: 5 }),
  textId: fc.constantFrom('C', 'GN', 'B', 'LB'),
  listId: fc.constantFrom(...LIST_IDS),
  values: fc.array(fc.constantFrom(...TEXT_VALUES), { maxLength: 3 }),
  listValue: fc.constantFrom(...LIST_VALUES, 'ac'),
  /** Take the colour, point, id or value from what the node already has, to hit the "already there" paths. */
  useExisting: fc.boolean(),
  pick: fc.nat(),
});

function buildGames(spec: { nodes: { parent: number; props: { id: string; values: string[] }[] }[]; games: number }, eol: string): MNode[] {
  const all: MNode[] = [];
  const games: MNode[] = [];
  spec.nodes.forEach((n, i) => {
    const node: MNode = { props: n.props.map((p) => ({ id: p.id, values: p.values.map((v) => v.replace(/\n/g, eol)) })), children: [] };
    if (i < spec.games) games.push(node);
    else all[n.parent % i].children.push(node);
    all.push(node);
  });
  return games;
}

function print(games: MNode[], seed: number, eol: string): string {
  const rand = prng(seed);
  const gap = (): string => [``, ``, ` `, eol, eol + '  '][rand(5)];
  const out: string[] = [];
  const stack: (MNode | string)[] = [];
  for (let g = games.length - 1; g >= 0; g--) stack.push(eol, ')', games[g], '(');
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    out.push(';');
    item.props.forEach((p, k) => out.push((k > 0 ? gap() : '') + p.id + p.values.map((v) => `[${v}]`).join(rand(4) === 0 ? ' ' : '')));
    const kids = item.children;
    if (kids.length === 1 && rand(4) !== 0) {
      stack.push(kids[0], gap());
    } else {
      for (let k = kids.length - 1; k >= 0; k--) stack.push(')', kids[k], '(', gap());
    }
  }
  return out.join('');
}

function toModel(coll: SgfCollection): MNode[] {
  const convert = (node: SgfNode): MNode => ({
    props: node.properties.map((p) => ({ id: p.id, values: p.values.map((v) => v.raw) })),
    children: node.children.map(convert),
  });
  return coll.games.map(convert);
}

function preorder(games: MNode[]): { node: MNode; parent: MNode | null }[] {
  const out: { node: MNode; parent: MNode | null }[] = [];
  const visit = (node: MNode, parent: MNode | null): void => {
    out.push({ node, parent });
    node.children.forEach((c) => visit(c, node));
  };
  games.forEach((g) => visit(g, null));
  return out;
}

function expandPoints(values: string[]): string[] {
  const points = new Set<string>();
  for (const v of values) {
    const rect = rectOf(v);
    if (rect === null) points.add(v);
    else for (let y = rect[1]; y <= rect[3]; y++) for (let x = rect[0]; x <= rect[2]; x++) points.add(letter(x) + letter(y));
  }
  return [...points].sort();
}

function rectOf(v: string): [number, number, number, number] | null {
  const m = /^([a-z])([a-z]):([a-z])([a-z])$/.exec(v);
  if (m === null) return null;
  const [a, b, c, d] = [m[1], m[2], m[3], m[4]].map((ch) => ch.charCodeAt(0) - 97);
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

/** The expected tree with rewritten properties' values replaced by their point sets, on both sides. */
function assertSameTree(actual: MNode[], expected: MNode[]): void {
  const canon = (a: MNode, e: MNode): [unknown, unknown] => {
    const props = a.props.map((p, k) => (e.props[k]?.rewritten === true ? { id: p.id, values: expandPoints(p.values) } : p));
    const eprops = e.props.map((p) => (p.rewritten === true ? { id: p.id, values: expandPoints(p.values) } : { id: p.id, values: p.values }));
    const kids = a.children.map((c, k) => (e.children[k] === undefined ? [c, undefined] : canon(c, e.children[k])));
    return [
      { props, children: kids.map((k) => k[0]) },
      { props: eprops, children: kids.map((k) => k[1]).concat(e.children.slice(a.children.length)) },
    ];
  };
  assert.equal(actual.length, expected.length, 'number of games');
  actual.forEach((g, i) => {
    const [a, e] = canon(g, expected[i]);
    assert.deepEqual(a, e);
  });
}

/** With `useExisting`: a list property the node has, if any. */
function listIdFor(m: MNode, action: { listId: string; useExisting: boolean }): string {
  return action.useExisting ? (m.props.find((p) => LIST_IDS.includes(p.id))?.id ?? action.listId) : action.listId;
}

/** With `useExisting`: one of the node's values of `listId`, or a point inside one of its rectangles. */
function existingListValue(m: MNode, listId: string, action: { useExisting: boolean; pick: number }): string | null {
  if (!action.useExisting) return null;
  const values = m.props.filter((p) => p.id === listId).flatMap((p) => p.values.flatMap((v) => [v, ...(rectOf(v) === null ? [] : expandPoints([v]))]));
  return values.length === 0 ? null : values[action.pick % values.length];
}

function lineBreakIn(text: string): string {
  return /\r\n|\r|\n/.exec(text)?.[0] ?? '\n';
}

function movePlayed(node: MNode, color: string, point: [number, number] | null): boolean {
  const move = node.props.find((p) => p.id === 'B' || p.id === 'W');
  if (move === undefined || move.id !== color || move.values.length !== 1) return false;
  const v = move.values[0];
  if (point === null) return v === '' || v === 'tt';
  return v === letter(point[0]) + letter(point[1]);
}

describe('sgf edit: random actions on random trees (property)', () => {
  it('re-parses to exactly the tree the actions describe, with no diagnostics', function () {
    this.timeout(60000);
    const exercised = new Map<string, number>();
    fc.assert(
      fc.property(treeArb, fc.array(actionArb, { minLength: 1, maxLength: 8 }), (spec, actions) => {
        const eol = spec.crlf ? '\r\n' : '\n';
        const model = buildGames(spec, eol);
        let text = print(model, spec.layoutSeed, eol);
        let coll = parse(text);
        assert.deepEqual(coll.diagnostics, [], text);
        assertSameTree(toModel(coll), model);
        for (const action of actions) {
          const nodes = allNodes(coll);
          const entries = preorder(model);
          const index = action.node % nodes.length;
          const node = nodes[index];
          const { node: m, parent: mParent } = entries[index];
          const lb = lineBreakIn(text);
          const normal = (v: string): string => v.replace(/\r\n|\r|\n/g, lb);
          let result: EditResult & { newNodeOffset?: number; existingChild?: SgfNode };
          let expectAt: MNode | null = null;
          switch (action.kind) {
            case 'addMove': {
              let point = action.point === null ? null : ([action.point[0], action.point[1]] as [number, number]);
              let color = action.color;
              const played = m.children.flatMap((c) => c.props.filter((p) => p.id === 'B' || p.id === 'W').slice(0, 1));
              if (action.useExisting && played.length > 0) {
                const move = played[action.pick % played.length];
                color = move.id as 'B' | 'W';
                const v = move.values[0];
                point = v === '' || v === 'tt' ? null : [v.charCodeAt(0) - 97, v.charCodeAt(1) - 97];
              }
              result = addMove(coll, node, color, point, { width: 19, height: 19 });
              const existing = m.children.find((c) => movePlayed(c, color, point));
              if (existing !== undefined) {
                assert.ok(result.existingChild !== undefined);
                assert.equal(
                  nodes.indexOf(result.existingChild),
                  entries.findIndex((e) => e.node === existing),
                );
              } else {
                const child: MNode = { props: [{ id: color, values: [point === null ? '' : letter(point[0]) + letter(point[1])] }], children: [] };
                m.children.push(child);
                expectAt = child;
              }
              break;
            }
            case 'addNode': {
              const props = action.values.map((v, k) => ({ id: k === 0 ? 'C' : k === 1 ? 'AB' : 'GN', values: [k === 1 ? 'dd' : v] }));
              result = addNode(coll, node, props);
              const child: MNode = { props: props.map((p) => ({ id: p.id, values: p.values.map(normal) })), children: [] };
              m.children.push(child);
              expectAt = child;
              break;
            }
            case 'delete': {
              if (mParent === null && model.length === 1) continue;
              result = deleteSubtree(coll, node);
              const siblings = mParent === null ? model : mParent.children;
              siblings.splice(siblings.indexOf(m), 1);
              break;
            }
            case 'promote': {
              result = promoteVariation(coll, node);
              const path = entries.slice(0, index + 1);
              for (let child: MNode = m; ;) {
                const parent = path.find((e) => e.node === child)!.parent;
                if (parent === null) break;
                parent.children.splice(parent.children.indexOf(child), 1);
                parent.children.unshift(child);
                child = parent;
              }
              expectAt = m;
              break;
            }
            case 'moveUp':
            case 'moveDown': {
              const direction = action.kind === 'moveUp' ? 'up' : 'down';
              result = moveVariation(coll, node, direction);
              let branch = m;
              let parent = mParent;
              while (parent !== null && parent.children.length < 2) {
                branch = parent;
                parent = entries.find((e) => e.node === branch)!.parent;
              }
              if (parent !== null) {
                const i = parent.children.indexOf(branch);
                const j = direction === 'up' ? i - 1 : i + 1;
                if (j >= 0 && j < parent.children.length) [parent.children[i], parent.children[j]] = [parent.children[j], parent.children[i]];
              }
              expectAt = m;
              break;
            }
            case 'set': {
              const values = action.textId === 'B' ? action.values.slice(0, 1).map(() => 'cc') : action.values;
              result = setProperty(coll, node, action.textId, values);
              const first = m.props.findIndex((p) => p.id === action.textId);
              if (values.length === 0) m.props = m.props.filter((p) => p.id !== action.textId);
              else if (first < 0) m.props.push({ id: action.textId, values: values.map(normal) });
              else {
                m.props[first] = { id: action.textId, values: values.map(normal) };
                m.props = m.props.filter((p, k) => k === first || p.id !== action.textId);
              }
              break;
            }
            case 'remove': {
              const id =
                action.useExisting && m.props.length > 0
                  ? m.props[action.pick % m.props.length].id
                  : action.values.length % 2 === 0
                    ? action.textId
                    : action.listId;
              result = removeProperty(coll, node, id);
              m.props = m.props.filter((p) => p.id !== id);
              break;
            }
            case 'addValue': {
              const listId = listIdFor(m, action);
              const value = existingListValue(m, listId, action) ?? action.listValue;
              result = addPropertyValue(coll, node, listId, value);
              const props = m.props.filter((p) => p.id === listId);
              const covered = props.some((p) =>
                p.values.some((v) => v === value || (value.length === 2 && rectOf(v) !== null && expandPoints([v]).includes(value))),
              );
              if (props.length === 0) m.props.push({ id: listId, values: [value] });
              else if (!covered) props[props.length - 1].values.push(value);
              break;
            }
            case 'removeValue': {
              const listId = listIdFor(m, action);
              const value = existingListValue(m, listId, action) ?? action.listValue;
              result = removePropertyValue(coll, node, listId, value);
              m.props = m.props.flatMap((p) => {
                if (p.id !== listId) return [p];
                let rewritten = p.rewritten;
                const values = p.values.flatMap((v) => {
                  if (v === value) return [];
                  if (value.length === 2 && rectOf(v) !== null && expandPoints([v]).includes(value)) {
                    rewritten = true;
                    return expandPoints([v]).filter((q) => q !== value);
                  }
                  return [v];
                });
                return values.length === 0 ? [] : [{ id: p.id, values, rewritten }];
              });
              break;
            }
            default:
              throw new Error(`unknown action ${String(action.kind)}`);
          }
          assert.equal(result.error, undefined);
          const key = result.existingChild !== undefined ? 'existingChild' : result.edits.length > 0 ? action.kind : 'no edits';
          exercised.set(key, (exercised.get(key) ?? 0) + 1);
          for (let k = 1; k < result.edits.length; k++) {
            assert.ok(result.edits[k].offset >= result.edits[k - 1].offset + result.edits[k - 1].length);
          }
          text = applyEdits(text, result.edits);
          coll = parse(text);
          assert.deepEqual(coll.diagnostics, [], `${action.kind} gave ${JSON.stringify(text)}`);
          assertSameTree(toModel(coll), model);
          if (expectAt !== null && result.newNodeOffset !== undefined) {
            const found = findNodeAt(coll, result.newNodeOffset);
            assert.ok(found !== undefined);
            assert.equal(
              allNodes(coll).indexOf(found),
              preorder(model).findIndex((e) => e.node === expectAt),
              `${action.kind} newNodeOffset`,
            );
          }
        }
      }),
      { seed: 20240501, numRuns: 400 },
    );
    for (const kind of [
      'addMove',
      'addNode',
      'delete',
      'promote',
      'moveUp',
      'moveDown',
      'set',
      'remove',
      'addValue',
      'removeValue',
      'existingChild',
      'no edits',
    ]) {
      assert.ok((exercised.get(kind) ?? 0) >= 10, `${kind} exercised ${exercised.get(kind) ?? 0} times`);
    }
  });
});

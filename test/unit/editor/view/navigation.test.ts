import * as assert from 'node:assert/strict';
import { lineWindow, navigate, nodeAtMove } from '../../../../src/editor';
import { LineMemory } from '../../../../src/editor/view/lineMemory';
import { GameReplay } from '../../../../src/game/replay';
import { parse } from '../../../../src/sgf/parse';
import { StoredNode } from '../../../../src/sgf/storedNode';
import { allNodes } from '../../../../src/sgf/tree';
import type { SgfNode } from '../../../../src/sgf/types';
import { deepLineText, openFixture, openText } from '../editor.helpers';
import { branchyTreeText } from './treeLayout.helpers';

/** variations.sgf, its root and its nodes by move (bdd: Black's D16 of the second variation), for the walks below. */
const g = openFixture('variations.sgf');
const root = g.coll.games[0];
const n = {
  pd: g.at(';B[pd]'),
  dp: g.at(';W[dp]'),
  pq: g.at(';B[pq]'),
  dd: g.at(';W[dd]'),
  qk: g.at(';B[qk]'),
  fc: g.at(';B[fc]'),
  bdd: g.at(';B[dd]'),
  pp: g.at(';W[pp]'),
  tt: g.at(';B[tt]'),
};

describe('editor: navigate', () => {
  it('steps to the first child and to the parent, staying put at the ends', () => {
    assert.equal(navigate(root, n.dp, 'next'), n.pq);
    assert.equal(navigate(root, n.qk, 'next'), n.qk);
    assert.equal(navigate(root, n.pp, 'previous'), n.bdd);
    assert.equal(navigate(root, root, 'previous'), root);
  });
  it('goes to the root and to the end of the line through the node', () => {
    assert.equal(navigate(root, n.pp, 'start'), root);
    assert.equal(navigate(root, root, 'end'), n.qk);
    assert.equal(navigate(root, n.bdd, 'end'), n.pp);
  });
  it('takes ten steps at most as far as the line goes', () => {
    assert.equal(navigate(root, root, 'forward10'), n.qk);
    assert.equal(navigate(root, n.fc, 'back10'), root);
    const deep = parse(deepLineText(25));
    const deepRoot = deep.games[0];
    const tenth = navigate(deepRoot, deepRoot, 'forward10');
    assert.equal(tenth.span.start, deep.text.indexOf(';W[ja]'));
    assert.equal(navigate(deepRoot, tenth, 'back10'), deepRoot);
  });
  it('switches to the neighbouring variation at the nearest branch, keeping the depth', () => {
    assert.equal(navigate(root, n.pq, 'nextVariation'), n.bdd);
    assert.equal(navigate(root, n.dd, 'nextVariation'), n.pp);
    assert.equal(navigate(root, n.pp, 'previousVariation'), n.dd);
    assert.equal(navigate(root, n.bdd, 'nextVariation'), n.tt);
    assert.equal(navigate(root, n.qk, 'nextVariation'), n.fc);
  });
  it('keeps the depth only as far as the other line goes', () => {
    const t = openText('(;GM[1](;B[aa];W[bb];B[cc])(;B[dd]))');
    assert.equal(navigate(t.coll.games[0], t.at(';B[cc]'), 'nextVariation'), t.at(';B[dd]'));
  });
  it('stays put without a neighbouring variation (no wrap-around) and on a line without branches', () => {
    assert.equal(navigate(root, n.tt, 'nextVariation'), n.tt);
    assert.equal(navigate(root, n.pq, 'previousVariation'), n.pq);
    assert.equal(navigate(root, n.dp, 'nextVariation'), n.dp);
    assert.equal(navigate(root, root, 'previousVariation'), root);
  });
  it('finds the neighbouring variation without walking up the line (10,000 moves below the branch: at most 2 parent reads)', () => {
    const moves = (from: number): string =>
      Array.from(
        { length: 10_000 },
        (_, d) => `;${d % 2 === 0 ? 'W' : 'B'}[${'abcdefghijklmnopqrs'[(from + d) % 19]}${'abcdefghijklmnopqrs'[Math.floor((from + d) / 19) % 19]}]`,
      ).join('');
    const coll = parse(`(;GM[1]SZ[19];B[jj](${moves(0)})(${moves(7)}))`);
    const lineRoot = coll.games[0].children[0];
    const ends = lineRoot.children.map((head) => {
      let at = head;
      while (at.children.length > 0) at = at.children[0];
      return at;
    });
    assert.equal(navigate(coll.games[0], ends[0], 'nextVariation'), ends[1]);
    // Counts the reads of `parent` on the parsed nodes while stepping back.
    const descriptor = Object.getOwnPropertyDescriptor(StoredNode.prototype, 'parent')!;
    let parentReads = 0;
    Object.defineProperty(StoredNode.prototype, 'parent', {
      configurable: true,
      get(this: StoredNode) {
        parentReads++;
        return descriptor.get!.call(this);
      },
    });
    try {
      assert.equal(navigate(coll.games[0], ends[1], 'previousVariation'), ends[0]);
    } finally {
      Object.defineProperty(StoredNode.prototype, 'parent', descriptor);
    }
    assert.ok(parentReads <= 2, `${parentReads} parent reads`);
  });
  it('switches variations like a walk up to the nearest branch does, on random branchy trees', () => {
    const tree = parse(branchyTreeText(3_000, 7));
    const treeRoot = tree.games[0];
    const reference = (node: SgfNode, step: 1 | -1): SgfNode => {
      let branch = node;
      let climbed = 0;
      while (branch.parent !== null && branch.parent.children.length < 2) {
        branch = branch.parent;
        climbed++;
      }
      if (branch.parent === null) return node;
      const other = branch.parent.children[branch.parent.children.indexOf(branch) + step];
      if (other === undefined) return node;
      let at = other;
      for (let k = 0; k < climbed && at.children.length > 0; k++) at = at.children[0];
      return at;
    };
    for (const node of allNodes(tree)) {
      assert.equal(navigate(treeRoot, node, 'nextVariation'), reference(node, 1));
      assert.equal(navigate(treeRoot, node, 'previousVariation'), reference(node, -1));
    }
  });
  it('reaches the end of a 100,000-move line without overflowing the stack', () => {
    const deep = parse(deepLineText(100_000));
    const end = navigate(deep.games[0], deep.games[0], 'end');
    assert.equal(end.children.length, 0);
    assert.equal(end.span.end, deep.text.length - 1);
  });
});

describe('editor: nodeAtMove', () => {
  it('finds move N on the path above the node', () => {
    assert.equal(nodeAtMove(g.replay, g.at(';B[fc]'), 2), g.at(';W[dp]'));
    assert.equal(nodeAtMove(g.replay, g.at(';B[fc]'), 5), g.at(';B[fc]'));
  });
  it('follows first children below the node', () => {
    assert.equal(nodeAtMove(g.replay, root, 4), g.at(';W[dd]'));
    assert.equal(nodeAtMove(g.replay, g.at(';B[dd]'), 4), g.at(';W[pp]'));
  });
  it('clamps to the root and to the end of the line', () => {
    assert.equal(nodeAtMove(g.replay, g.at(';B[fc]'), 0), root);
    assert.equal(nodeAtMove(g.replay, g.at(';B[fc]'), -3), root);
    assert.equal(nodeAtMove(g.replay, g.at(';B[fc]'), 99), g.at(';B[fc]'));
    assert.equal(nodeAtMove(g.replay, root, 99), g.at(';B[qk]'));
  });
  it('lands on the node that plays the move, not on a setup node after it', () => {
    const t = openText('(;GM[1]SZ[9];B[aa];AB[cc];W[bb];C[end])');
    assert.equal(nodeAtMove(t.replay, t.at(';C[end]'), 1), t.at(';B[aa]'));
    assert.equal(nodeAtMove(t.replay, t.coll.games[0], 1), t.at(';B[aa]'));
    assert.equal(nodeAtMove(t.replay, t.coll.games[0], 2), t.at(';W[bb]'));
    assert.equal(nodeAtMove(t.replay, t.at(';AB[cc]'), 1), t.at(';B[aa]'));
  });
  it('works on a 100,000-move line', () => {
    const deep = parse(deepLineText(100_000));
    const replay = GameReplay.open(deep);
    const node = nodeAtMove(replay, deep.games[0], 100_000);
    assert.equal(node.children.length, 0);
    assert.equal(nodeAtMove(replay, node, 1), deep.games[0].children[0]);
  });
});

describe('editor: the line being read (LineMemory)', () => {
  it('steps back past a branch and on again in the variation it came from, to its end, and counts its moves', () => {
    const line = new LineMemory(root);
    assert.equal(line.remember(n.pp), true);
    assert.deepEqual([navigate(root, n.dp, 'next', line), navigate(root, root, 'end', line), navigate(root, root, 'forward10', line)], [n.bdd, n.pp, n.pp]);
    assert.deepEqual([nodeAtMove(g.replay, root, 3, line), nodeAtMove(g.replay, n.pd, 9, line)], [n.bdd, n.pp]);
    assert.deepEqual([line.lineEnd(g.replay, n.pd), line.lineEnd(g.replay, n.pp)], [4, 4]);
    // Without the memory, the same steps take the main line.
    assert.deepEqual([navigate(root, n.dp, 'next'), navigate(root, root, 'end')], [n.pq, n.qk]);
  });

  it('says when a branch changed, and goes back to first children where the main line is taken again', () => {
    const line = new LineMemory(root);
    assert.deepEqual([line.remember(n.pp), line.remember(n.bdd), line.remember(n.dp)], [true, false, false]);
    assert.equal(line.remember(n.fc), true);
    assert.deepEqual([line.next(n.dp), line.next(n.dd), navigate(root, n.pd, 'end', line), line.lineEnd(g.replay, root)], [n.pq, n.fc, n.fc, 5]);
    assert.equal(line.remember(n.qk), true);
    assert.deepEqual([line.next(n.dd), line.lineEnd(g.replay, n.pq)], [n.qk, 5]);
  });

  it('gives the line window of a variation the links and the move total of that variation', () => {
    const line = new LineMemory(root);
    line.remember(n.pp);
    const entries = lineWindow(g.replay, n.pp, { variations: 'auto', moveNumbers: false }, { behind: 2, ahead: 5 }, line);
    assert.deepEqual(
      entries.map((e) => [e.view.nodeId, e.firstChildId, e.view.lineEndMoveNumber]),
      [
        [n.dp.id, n.bdd.id, 4],
        [n.bdd.id, n.pp.id, 4],
        [n.pp.id, -1, 4],
      ],
    );
  });
});

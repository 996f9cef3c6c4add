// Shared by the tree-layout test and bench: random branchy game trees with a fixed seed.
import { buildSgf, type SgfData } from '../../../support/sgfPrint';
import { mulberry32 } from '../../../support/random';

interface Built {
  properties: Record<string, string[]>;
  children: Built[];
}

/**
 * SGF text of a game tree of exactly `nodes` nodes: a main line of a third of them, then variations of 1–30 moves
 * branching off nodes picked at random (variations of variations included), like a heavily commented game.
 */
export function branchyTreeText(nodes: number, seed: number): string {
  const random = mulberry32(seed);
  const letters = 'abcdefghijklmnopqrs';
  const all: Built[] = [];
  const depthOf: number[] = [];
  const add = (parent: Built | null, depth: number): Built => {
    const color = depth % 2 === 1 ? 'B' : 'W';
    const node: Built = {
      properties: parent === null ? { GM: ['1'], SZ: ['19'] } : { [color]: [letters[Math.floor(random() * 19)] + letters[Math.floor(random() * 19)]] },
      children: [],
    };
    parent?.children.push(node);
    all.push(node);
    depthOf.push(depth);
    return node;
  };
  let last = add(null, 0);
  while (all.length < Math.max(1, Math.floor(nodes / 3))) last = add(last, depthOf[all.length - 1] + 1);
  while (all.length < nodes) {
    const from = Math.floor(random() * all.length);
    let at = all[from];
    let depth = depthOf[from];
    const length = 1 + Math.floor(random() * 30);
    for (let k = 0; k < length && all.length < nodes; k++) at = add(at, ++depth);
  }
  return buildSgf(all[0] as SgfData);
}

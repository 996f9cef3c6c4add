// Pure: where a navigation step leads in the game tree, and which node plays move N of a line. No vscode, DOM or Node fs.
import type { GameReplay } from '../../game/replay';
import type { NavigationTarget } from '../../shared/protocol';
import { setupNode } from '../../game/setup';
import { isMoveNode } from '../../sgf/tree';
import type { SgfNode } from '../../sgf/types';
import { gameFacts } from './gameFacts';
import { lineChild, type LineMemory } from './lineMemory';

/**
 * Where a navigation step from `node` leads; `node` itself when the step goes nowhere.
 * - next / previous: the child the line goes on with (the one `line` remembers taking, else the first) / the parent;
 *   forward10 / back10: ten such steps (as far as they go).
 * - start: where the game opens (`startNode`: the root, or a problem's setup below an empty root); end: the end of
 *   the line through `node` (those children to a leaf).
 * - nextVariation / previousVariation: the next / previous sibling of the variation holding `node` (the nearest
 *   node at or above it that has siblings), then down its first children as many levels as were climbed, so the
 *   depth stays when the other line is long enough (no wrap-around).
 */
export function navigate(root: SgfNode, node: SgfNode, target: NavigationTarget, line?: LineMemory): SgfNode {
  switch (target) {
    case 'next':
      return down(node, 1, line);
    case 'previous':
      return node.parent ?? node;
    case 'forward10':
      return down(node, 10, line);
    case 'back10':
      return up(node, 10);
    case 'start':
      return startNode(root);
    case 'end':
      return down(node, Infinity, line);
    case 'nextVariation':
      return otherVariation(root, node, 1);
    case 'previousVariation':
      return otherVariation(root, node, -1);
  }
}

/**
 * The node a game opens on: the root, or, when the root sets up no stones and the first nodes of the main line
 * hold no move, the first of them that sets up stones (problems often keep their stones in node 2).
 */
export function startNode(root: SgfNode): SgfNode {
  return setupNode(root) ?? root;
}

function down(node: SgfNode, steps: number, line?: LineMemory): SgfNode {
  let at = node;
  for (let k = 0; k < steps; k++) {
    const next = lineChild(at, line);
    if (next === undefined) break;
    at = next;
  }
  return at;
}

function up(node: SgfNode, steps: number): SgfNode {
  let at = node;
  for (let k = 0; k < steps && at.parent !== null; k++) at = at.parent;
  return at;
}

/** The variation beside the one holding `node`; the head comes from the game's cached facts, so a step never walks the line. */
function otherVariation(root: SgfNode, node: SgfNode, step: 1 | -1): SgfNode {
  const { head: branch, climbed } = gameFacts(root).variationHead(node.id);
  if (branch === null || branch.parent === null) return node;
  const siblings = branch.parent.children;
  const other = siblings[siblings.indexOf(branch) + step];
  return other === undefined ? node : down(other, climbed);
}

/**
 * The node that plays move `moveNumber` on the line through `node` (the path from the root, then below `node` the
 * children `line` remembers taking, else first children); 0 or less gives where the game opens (`startNode`), a
 * number past the line's end gives the line's last node.
 */
export function nodeAtMove(replay: GameReplay, node: SgfNode, moveNumber: number, line?: LineMemory): SgfNode {
  if (moveNumber <= 0) return startNode(replay.root);
  let at = node;
  let number = replay.moveNumberAt(node);
  while (number > moveNumber && at.parent !== null) {
    if (isMoveNode(at)) number--;
    at = at.parent;
  }
  for (let next = lineChild(at, line); number < moveNumber && next !== undefined; next = lineChild(at, line)) {
    at = next;
    if (isMoveNode(at)) number++;
  }
  if (number === moveNumber) while (!isMoveNode(at) && at.parent !== null) at = at.parent;
  return at;
}

// The random board actions of the safety net (randomActions.test.ts): what each one does, the region of the text it
// may change, and how often it is chosen.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { formatVertex } from '../../src/engine/pointNames';
import { type SgfCollection, type SgfNode } from '../../src/sgf';
import { run, type BoardState, type Outcome } from './editorSupport';
import {
  boardSize,
  deleteRegion,
  hasMove,
  linesInNode,
  nodeRegion,
  nodesOf,
  pointsInNode,
  pointsPlayedOnLine,
  promoteRegion,
  subtreeRegion,
  type TextHistory,
  undoOrRedo,
  variationRegion,
  type Point,
  type Region,
} from './randomActionsSupport';

/** The games played on, each with its own seed and number of steps (300 in all). */
/** Everything a step is chosen from: the document and board now, parsed, and the run's generator and undo stack. */
export interface Scene {
  readonly document: vscode.TextDocument;
  readonly text: string;
  readonly collection: SgfCollection;
  readonly state: BoardState;
  readonly root: SgfNode;
  readonly node: SgfNode;
  readonly random: () => number;
  readonly history: TextHistory;
}

/** One action and what it may do to the text. */
export interface Step {
  readonly kind: string;
  readonly label: string;
  /** Where the text may change (offsets of the text before); null: it must stay byte-identical. */
  readonly region: Region | null;
  /** Problem codes the action may add (a setup stone can make a later move of the line illegal). */
  readonly mayAdd?: (code: string) => boolean;
  /** The move the board must show when the action plays or follows one, e.g. "B D4". */
  readonly move?: string;
  /** Runs the action; a board command gives its outcome, an Undo/Redo or a typed edit none. */
  readonly perform: () => Promise<Outcome | undefined>;
  /** For Undo and Redo: the exact text expected after it (the region check does not apply). */
  readonly expected?: string;
  /** Where the shown node's `;` must be afterwards (text typed beside the board keeps the board on its node). */
  readonly nodeOffsetAfter?: number;
}

const comments = ['Black should tenuki here.', 'Better: hane at the 2-2 point [joseki]', 'A ko threat?\nMaybe not \\ too small.', 'Très bien — 好手!', ''];
const gameInfo: ReadonlyArray<readonly [string, string]> = [
  ['PB', 'Lee Changho'],
  ['PW', 'Cho Hunhyun'],
  ['BR', '9p'],
  ['WR', '1d'],
  ['EV', 'Kisei, round 2'],
  ['PC', 'Seoul'],
  ['DT', '2025-04-01'],
  ['RE', 'W+2.5'],
  ['RE', 'B+R'],
  ['KM', '7.5'],
  ['GC', 'Reviewed [twice]'],
  ['SO', 'Go Seigen'],
  ['PC', ''],
  ['GC', ''],
];
const navigation = ['goban.nextMove', 'goban.previousMove', 'goban.firstMove', 'goban.lastMove', 'goban.nextVariation', 'goban.previousVariation'];
const setupIds = ['AB', 'AW', 'AE'];
const markIds = ['TR', 'SQ', 'CR', 'MA', 'LB'] as const;
const typedWords = [' (see the variation)', ' Good shape.', ' très bien'];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const randomPoint = (scene: Scene): Point => {
  const { width, height } = boardSize(scene.root);
  return [Math.floor(scene.random() * width), Math.floor(scene.random() * height)];
};
const edit = (action: unknown) => () => run('goban.edit', { action });
const setupMayAdd = (code: string) => code.startsWith('illegal-move-');

/** Play on a point no stone of the line was put on (legal-looking), with Play Move's "D4" notation. */
function playStep(scene: Scene): Step {
  const played = pointsPlayedOnLine(scene.node);
  let point = randomPoint(scene);
  for (let k = 0; k < 20 && played.has(`${point[0]},${point[1]}`); k++) point = randomPoint(scene);
  const where = formatVertex(point, boardSize(scene.root).height);
  return {
    kind: 'play',
    label: `play ${where}`,
    region: subtreeRegion(scene.node, scene.text),
    move: `${scene.state.toPlay} ${where}`,
    perform: () => run('goban.playMove', where),
  };
}

/** Play where a stone of the line stands (mostly refused as occupied), or off the board (always refused). */
function illegalPlayStep(scene: Scene): Step {
  const played = [...pointsPlayedOnLine(scene.node)];
  const { width } = boardSize(scene.root);
  const point: Point = played.length > 0 && scene.random() < 0.7 ? (pick(scene.random, played).split(',').map(Number) as [number, number]) : [width, 0];
  const where = point[0] === width ? 'off the board' : formatVertex(point, boardSize(scene.root).height);
  return {
    kind: 'play (illegal-looking)',
    label: `play ${where} at [${point}]`,
    region: point[0] === width ? null : subtreeRegion(scene.node, scene.text),
    perform: edit({ kind: 'play', point }),
  };
}

function passStep(scene: Scene): Step {
  return { kind: 'pass', label: 'pass', region: subtreeRegion(scene.node, scene.text), move: `${scene.state.toPlay} pass`, perform: () => run('goban.pass') };
}

/** Half the time a point the node's properties `ids` already name (toggles and conflicts), else any point. */
function pointFor(scene: Scene, ids: readonly string[]): Point {
  const named = pointsInNode(scene.node, ids);
  return named.length > 0 && scene.random() < 0.5 ? pick(scene.random, named) : randomPoint(scene);
}

/** A setup stone: on a move node it goes into a new child node, elsewhere into the node itself. */
function setupStep(scene: Scene): Step {
  const point = pointFor(scene, setupIds);
  const stone = pick(scene.random, ['B', 'W', 'empty'] as const);
  const region = hasMove(scene.node) ? subtreeRegion(scene.node, scene.text) : nodeRegion(scene.node);
  return { kind: 'setup', label: `setup ${stone} at [${point}]`, region, mayAdd: setupMayAdd, perform: edit({ kind: 'setup', point, stone }) };
}

function markStep(scene: Scene): Step {
  const shape = pick(scene.random, markIds);
  const point = pointFor(scene, markIds);
  return { kind: 'mark', label: `mark ${shape} at [${point}]`, region: nodeRegion(scene.node), perform: edit({ kind: 'mark', shape, point }) };
}

/** An arrow or a line: half the time one the node has (drawn again, which removes it; a line either way round). */
function lineStep(scene: Scene): Step {
  const shape = pick(scene.random, ['AR', 'LN'] as const);
  const drawn = linesInNode(scene.node, shape);
  const again = drawn.length > 0 && scene.random() < 0.5 ? pick(scene.random, drawn) : undefined;
  const [from, to] = again === undefined ? [randomPoint(scene), randomPoint(scene)] : shape === 'LN' && scene.random() < 0.5 ? [again[1], again[0]] : again;
  return { kind: 'line', label: `${shape} [${from}]→[${to}]`, region: nodeRegion(scene.node), perform: edit({ kind: 'line', shape, from, to }) };
}

function commentStep(scene: Scene): Step {
  const text = pick(scene.random, comments);
  return { kind: 'comment', label: `comment ${JSON.stringify(text)}`, region: nodeRegion(scene.node), perform: edit({ kind: 'comment', text }) };
}

function gameInfoStep(scene: Scene): Step {
  const [field, value] = pick(scene.random, gameInfo);
  return {
    kind: 'game info',
    label: `game info ${field}=${JSON.stringify(value)}`,
    region: nodeRegion(scene.root),
    perform: edit({ kind: 'gameInfo', field, value }),
  };
}

function deleteStep(scene: Scene): Step {
  return { kind: 'delete node', label: 'delete node', region: deleteRegion(scene.node, scene.text), perform: () => run('goban.deleteNode') };
}

function promoteStep(scene: Scene): Step {
  return { kind: 'promote variation', label: 'promote variation', region: promoteRegion(scene.node, scene.text), perform: () => run('goban.promoteVariation') };
}

function moveVariationStep(scene: Scene): Step {
  const command = pick(scene.random, ['goban.moveVariationUp', 'goban.moveVariationDown']);
  return { kind: 'move variation', label: command, region: variationRegion(scene.node, scene.text), perform: () => run(command) };
}

function navigationStep(scene: Scene): Step {
  const command = pick(scene.random, navigation);
  return { kind: 'navigate', label: command, region: null, perform: () => run(command) };
}

function goToMoveStep(scene: Scene): Step {
  const move = Math.floor(scene.random() * (scene.state.lineEndMoveNumber + 1));
  return { kind: 'go to move', label: `go to move ${move}`, region: null, perform: () => run('goban.goToMove', move) };
}

/** Ctrl+Z or Ctrl+Y in the board (chosen only when the undo stack has something that way). */
function historyStep(scene: Scene, command: 'undo' | 'redo'): Step {
  const expected = command === 'undo' ? scene.history.undoTarget : scene.history.redoTarget;
  assert.ok(expected !== undefined, `${command} was chosen with nothing to ${command}`);
  return { kind: command, label: command, region: null, expected, perform: () => undoOrRedo(scene.document, command) };
}

/**
 * Text typed in the file beside the board, keeping it valid SGF: a line break before a node, spaces after one, or
 * words inside an existing comment (never right after a backslash, which would change an escape).
 */
function typingStep(scene: Scene): Step {
  const nodes = nodesOf(scene.root);
  const commented = nodes.flatMap((node) => node.properties.filter((p) => p.id === 'C').map((p) => p.values[0]));
  let way = pick(scene.random, ['line break before a node', 'spaces after a node', 'words in a comment']);
  let offset: number;
  let text: string;
  if (way === 'words in a comment' && commented.length > 0) {
    const value = pick(scene.random, commented);
    const safe = [...Array(value.raw.length + 1).keys()].filter((k) => k === 0 || value.raw[k - 1] !== '\\');
    [offset, text] = [value.span.start + 1 + pick(scene.random, safe), pick(scene.random, typedWords)];
  } else {
    const node = pick(scene.random, nodes);
    [offset, text] = way === 'spaces after a node' ? [node.span.end, '  '] : [node.span.start, '\n'];
    way = way === 'spaces after a node' ? way : 'line break before a node';
  }
  const perform = async (): Promise<undefined> => {
    const typed = new vscode.WorkspaceEdit();
    typed.insert(scene.document.uri, scene.document.positionAt(offset), text);
    assert.ok(await vscode.workspace.applyEdit(typed), 'VS Code refused the typed text');
    return undefined;
  };
  const nodeOffsetAfter = scene.state.nodeOffset + (offset <= scene.state.nodeOffset ? text.length : 0);
  return { kind: 'typed text', label: `type ${JSON.stringify(text)} at ${offset} (${way})`, region: { start: offset, end: offset }, nodeOffsetAfter, perform };
}

const always = (weight: number) => (): number => weight;

/**
 * How often each action is chosen in a scene (relative weights). Undo and Redo only when the undo stack has something
 * that way; setup stones and marks more often on a node that has some, to toggle and replace them too.
 */
const actions: ReadonlyArray<readonly [(scene: Scene) => number, (scene: Scene) => Step]> = [
  [always(14), playStep],
  [always(5), illegalPlayStep],
  [always(3), passStep],
  [always(3), lineStep],
  [always(5), commentStep],
  [(scene) => (pointsInNode(scene.node, setupIds).length > 0 ? 30 : 8), setupStep],
  [(scene) => (pointsInNode(scene.node, markIds).length > 0 ? 14 : 7), markStep],
  [always(4), gameInfoStep],
  [always(3), deleteStep],
  [always(3), promoteStep],
  [always(4), moveVariationStep],
  [always(16), navigationStep],
  [always(6), goToMoveStep],
  [always(8), typingStep],
  [(scene) => (scene.history.undoTarget === undefined ? 0 : 9), (scene) => historyStep(scene, 'undo')],
  [(scene) => (scene.history.redoTarget === undefined ? 0 : 30), (scene) => historyStep(scene, 'redo')],
];

/** One action drawn by its weight in `scene`. */
export function chooseStep(scene: Scene): Step {
  const weights = actions.map(([weight]) => weight(scene));
  let draw = scene.random() * weights.reduce((sum, weight) => sum + weight, 0);
  const index = weights.findIndex((weight) => (draw -= weight) < 0);
  return actions[index < 0 ? 0 : index][1](scene);
}

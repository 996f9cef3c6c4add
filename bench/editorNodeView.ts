// Times nodeView (first view and one step) on a 100,000-move line and a 50,000-node tree: `npx tsx bench/editorNodeView.ts` (prints only).
import { nodeView } from '../src/editor';
import { GameReplay } from '../src/game/replay';
import { parse } from '../src/sgf/parse';
import { deepLineText } from '../test/unit/editor/editor.helpers';
import { branchyTreeText } from '../test/unit/editor/view/treeLayout.helpers';
for (const [name, text] of [
  ['deep 100k', deepLineText(100_000)],
  ['branchy 50k', branchyTreeText(50_000, 42)],
] as const) {
  const coll = parse(text);
  const replay = GameReplay.open(coll);
  const line = replay.mainLine();
  let node = line[Math.floor(line.length / 2)];
  let s = process.hrtime.bigint();
  nodeView(replay, node, { variations: 'auto', moveNumbers: false });
  console.log(name, 'first view mid-line', (Number(process.hrtime.bigint() - s) / 1e6).toFixed(1));
  const times: number[] = [];
  for (let k = 0; k < 30; k++) {
    node = node.children[0];
    s = process.hrtime.bigint();
    nodeView(replay, node, { variations: 'auto', moveNumbers: false });
    times.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(name, 'step median', times[15].toFixed(2), 'max', times[29].toFixed(2));
  s = process.hrtime.bigint();
  nodeView(replay, node, { variations: 'auto', moveNumbers: true });
  console.log(name, 'first view with move numbers', (Number(process.hrtime.bigint() - s) / 1e6).toFixed(1));
  const numbered: number[] = [];
  for (let k = 0; k < 30; k++) {
    node = k % 3 === 2 ? node.parent! : node.children[0];
    s = process.hrtime.bigint();
    nodeView(replay, node, { variations: 'auto', moveNumbers: true });
    numbered.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  numbered.sort((a, b) => a - b);
  console.log(name, 'step with move numbers median', numbered[15].toFixed(2), 'max', numbered[29].toFixed(2));
}

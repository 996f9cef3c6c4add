// Pure: why a node's recorded move breaks the rules, in English. No vscode, DOM or Node fs.
import type { ExecutedMove } from '../../game/applyNode';
import { formatVertex } from '../../engine/pointNames';
import type { GameReplay } from '../../game/replay';
import { RULESET_TITLES } from '../../engine/rules';
import type { SgfNode } from '../../sgf/types';

const PHRASES = {
  occupied: 'is played on an occupied point',
  suicide: 'is suicide',
  ko: 'retakes the ko at once',
  superko: 'repeats an earlier position (superko)',
} as const;

/**
 * The first rule `node`'s moves break, e.g. "Black D4 retakes the ko at once (illegal under Japanese rules)";
 * unreadable points: `Black's move "zz" is off the 9×9 board` / `… is not a point`. Null when every move is legal.
 */
export function problemAt(replay: GameReplay, node: SgfNode): string | null {
  const move = replay.movesAt(node).find((m) => m.illegal !== null);
  return move === undefined ? null : describe(move, replay);
}

function describe(move: ExecutedMove, replay: GameReplay): string {
  const { width, height, rules } = replay.settings;
  const who = move.color === 'B' ? 'Black' : 'White';
  if (move.illegal === 'malformed' || move.illegal === 'offboard' || move.point === null) {
    const raw = move.property.values[0]?.raw ?? '';
    return `${who}'s move "${raw}" ${move.illegal === 'offboard' ? `is off the ${width}×${height} board` : 'is not a point'}`;
  }
  const phrase = PHRASES[move.illegal as keyof typeof PHRASES];
  return `${who} ${formatVertex(move.point, height)} ${phrase} (illegal under ${RULESET_TITLES[rules.name]} rules)`;
}

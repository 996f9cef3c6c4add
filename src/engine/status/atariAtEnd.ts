// Pure: chains left in atari at the end of a finished game. Both players passed, so a chain the opponent can capture
// at once is dead: the capture stands unless the owner could then take back a chain of two or more (a snapback), and
// a ko too, since in the confirmation of life and death a ko may not be retaken before a pass (Japanese rules 1989):
// whoever takes it first keeps it — also a stone that has just taken a ko, which the opponent may not take back
// (Goban reads every ruleset's finished games so). Only a living group of the opponent's next to the chain or its
// liberty takes it for good: dead stones capturing stones in atari inside their captor's area change nothing.
import type { FinishedChains } from './finishedGame';
import { MOVE_ILLEGAL, PlayoutBoard } from './playouts/playoutBoard';

/** The point where a ko may not be taken back at once (padded index) and the player it binds, or null. */
export interface KoBan {
  readonly point: number;
  readonly player: number;
}

/**
 * Marks dead every living chain in atari that the opponent can capture for good (see above), except where a chain of
 * the other colour is in atari too, whatever its status, next to it or with the same last liberty: whoever moves first
 * captures, which a finished game does not say.
 */
export function killCapturableInAtari(chains: FinishedChains, ko: KoBan | null): void {
  const { board, heads, index, proven, status } = chains;
  const scratch = new PlayoutBoard(board.width, board.height);
  // Every chain in atari, by head, with its last liberty: the capturable ones and those a mutual atari spares.
  const inAtari = new Map<number, number>();
  const capturable: number[] = [];
  heads.forEach((h, c) => {
    if (!board.inAtari(h)) return;
    const p = board.atariPoint(h);
    inAtari.set(h, p);
    if (proven[c] || !nextToLiving(chains, h, p)) return;
    if (ko !== null && ko.point === p && ko.player === -board.color[h]) return;
    scratch.copyFrom(board);
    if (scratch.check(p, -board.color[h]) === MOVE_ILLEGAL) return;
    scratch.play(p, -board.color[h]);
    const captor = scratch.head[p];
    if (scratch.inAtari(captor) && scratch.size[captor] >= 2) return;
    capturable.push(h);
  });
  const mutual = (h: number): boolean => {
    const p = inAtari.get(h);
    for (const [other, liberty] of inAtari) if (board.color[other] === -board.color[h] && liberty === p) return true;
    return touches(board, h, (n) => board.color[n] === -board.color[h] && inAtari.has(board.head[n]));
  };
  for (const h of capturable) if (!mutual(h)) status[index.get(h) as number] = 'dead';
}

/** Whether a chain of the opponent's that is not dead touches the chain `h` or its last liberty `p`. */
function nextToLiving(chains: FinishedChains, h: number, p: number): boolean {
  const { board, index, status } = chains;
  const opponent = -board.color[h];
  const living = (n: number): boolean => board.color[n] === opponent && status[index.get(board.head[n]) as number] !== 'dead';
  for (let d = 0; d < 4; d++) if (living(p + board.dirs[d])) return true;
  return touches(board, h, living);
}

/** Whether a point next to a stone of the chain `h` passes `test`. */
function touches(board: PlayoutBoard, h: number, test: (n: number) => boolean): boolean {
  let q = h;
  do {
    for (let d = 0; d < 4; d++) if (test(q + board.dirs[d])) return true;
    q = board.next[q];
  } while (q !== h);
  return false;
}

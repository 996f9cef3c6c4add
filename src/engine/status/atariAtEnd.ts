// Pure: chains left in atari at the end of a finished game. Both players passed, so a chain the opponent can capture
// at once is dead: the capture stands unless the owner could then take back a chain of two or more (a snapback), and
// a ko too, since in the confirmation of life and death a ko may not be retaken before a pass (Japanese rules 1989):
// whoever takes it first keeps it. Only a living group of the opponent's next to the chain or its liberty takes it
// for good: dead stones capturing stones in atari inside their captor's area change nothing.
import type { FinishedChains } from './finishedGame';
import { MOVE_ILLEGAL, PlayoutBoard } from './playoutBoard';

/**
 * Marks dead every living chain in atari that the opponent can capture for good (see above), except where a chain of
 * the other colour next to it is in atari too, whatever its status: whoever moves first captures, which a finished
 * game does not say.
 */
export function killCapturableInAtari(chains: FinishedChains): void {
  const { board, heads, index, proven, status } = chains;
  const scratch = new PlayoutBoard(board.width, board.height);
  const capturable = new Set<number>();
  heads.forEach((h, c) => {
    if (proven[c] || !board.inAtari(h)) return;
    const p = board.atariPoint(h);
    if (!nextToLiving(chains, h, p)) return;
    scratch.copyFrom(board);
    if (scratch.check(p, -board.color[h]) === MOVE_ILLEGAL) return;
    scratch.play(p, -board.color[h]);
    const captor = scratch.head[p];
    if (scratch.inAtari(captor) && scratch.size[captor] >= 2) return;
    capturable.add(h);
  });
  const mutual = (h: number): boolean => {
    let q = h;
    do {
      for (let d = 0; d < 4; d++) {
        const n = q + board.dirs[d];
        if (board.color[n] === -board.color[h] && capturable.has(board.head[n])) return true;
      }
      q = board.next[q];
    } while (q !== h);
    return false;
  };
  for (const h of capturable) if (!mutual(h)) status[index.get(h) as number] = 'dead';
}

/** Whether a chain of the opponent's that is not dead touches the chain `h` or its last liberty `p`. */
function nextToLiving(chains: FinishedChains, h: number, p: number): boolean {
  const { board, index, status } = chains;
  const opponent = -board.color[h];
  const living = (n: number): boolean => board.color[n] === opponent && status[index.get(board.head[n]) as number] !== 'dead';
  for (let d = 0; d < 4; d++) if (living(p + board.dirs[d])) return true;
  let q = h;
  do {
    for (let d = 0; d < 4; d++) if (living(q + board.dirs[d])) return true;
    q = board.next[q];
  } while (q !== h);
  return false;
}

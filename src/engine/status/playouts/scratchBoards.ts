// Pure: reusable boards for a reader that copies the position at each depth of its search.

import { PlayoutBoard } from './playoutBoard';

/** Boards by size, one per depth of a reading; one instance per reader (the engine is single-threaded). */
export class ScratchBoards {
  private readonly bySize = new Map<number, PlayoutBoard[]>();

  /** The board of `board`'s size for `depth` (made on first request, then the same one). */
  at(board: PlayoutBoard, depth: number): PlayoutBoard {
    const key = board.width * 64 + board.height;
    let boards = this.bySize.get(key);
    if (boards === undefined) this.bySize.set(key, (boards = []));
    while (boards.length <= depth) boards.push(new PlayoutBoard(board.width, board.height));
    return boards[depth];
  }
}

// The two points the board remembers between keys and clicks: the keyboard cursor (moved with Shift+arrows, shown
// while the board has the focus) and the pending start of an arrow or a line (with its hint).
import type { Vertex } from '../../engine/types';
import type { NodeView } from '../../shared/views';
import { inRegion } from '../../render/diagram';
import type { BoardView } from './boardView';
import { setText } from '../dom';
import { cursorStart, moveCursor } from '../keys';
import { t } from '../strings';
import type { Tool } from '../tools';

/** The keyboard cursor and the pending point of the board `board`, with the pending point's hint in `hint`. */
export class BoardPointer {
  private pendingPoint: Vertex | null = null;
  private cursorPoint: Vertex | null = null;

  constructor(
    boardRoot: HTMLElement,
    private readonly board: BoardView,
    private readonly hint: HTMLElement,
  ) {
    boardRoot.addEventListener('blur', () => this.board.setCursor(null));
    boardRoot.addEventListener('focus', () => this.board.setCursor(this.cursorPoint));
  }

  /** The start of the arrow or line being drawn, or null. */
  get pending(): Vertex | null {
    return this.pendingPoint;
  }

  /** The keyboard cursor, or null. */
  get cursor(): Vertex | null {
    return this.cursorPoint;
  }

  /** Sets the pending point of tool `AR` or `LN` (null: none). */
  setPending(point: Vertex | null, tool: Tool): void {
    this.pendingPoint = point;
    this.board.setPending(point);
    const name = point === null ? '' : this.board.nameOf(point[0], point[1]);
    setText(this.hint, point === null ? '' : t(tool === 'AR' ? 'Arrow from {0}: click its end point' : 'Line from {0}: click its end point', name));
  }

  /** Moves the cursor by (dx, dy) on `view`'s board; the first move puts it at its start (see cursorStart). */
  moveCursor(view: NodeView, dx: number, dy: number): void {
    const { width, height } = view.board;
    this.cursorPoint = moveCursor(this.cursorPoint, dx, dy, this.board.visible, cursorStart(view.move?.point ?? null, width, height, view.board.rows));
    this.board.setCursor(this.cursorPoint);
  }

  /** Forgets a cursor outside the points the board shows (after a new board, or a problem's region). */
  fit(): void {
    const point = this.cursorPoint;
    if (point === null) return;
    if (!inRegion(point, this.board.visible)) {
      this.cursorPoint = null;
      this.board.setCursor(null);
    }
  }

  /** Esc: drops the pending point, or else the cursor. */
  cancel(tool: Tool): void {
    if (this.pendingPoint !== null) return this.setPending(null, tool);
    this.cursorPoint = null;
    this.board.setCursor(null);
  }
}

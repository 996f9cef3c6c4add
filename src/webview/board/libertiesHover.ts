// Hovering a stone highlights its chain and liberties on the board and shows the count in the liberties label.
import type { BoardView } from './boardView';
import { chainAt, libertiesLabel, stonesLabel } from './chains';
import { t } from '../strings';

/** The hover behaviour of one board; `refresh` re-reads the hovered point after the board changed. */
export interface LibertiesHover {
  refresh(): void;
}

/** Listens for the pointer over `boardRoot`'s vertices; `label` (data-testid="liberties") shows the count. */
export function attachLibertiesHover(boardRoot: HTMLElement, board: BoardView, label: HTMLElement): LibertiesHover {
  let hovered: readonly [number, number] | null = null;

  const show = (): void => {
    const chain = hovered === null ? null : chainAt(board.rows, board.width, hovered[0], hovered[1]);
    if (chain === null) {
      board.highlight([], []);
      label.textContent = '';
      label.hidden = true;
      return;
    }
    board.highlight(chain.stones, chain.liberties);
    label.textContent = `${libertiesLabel(chain.liberties.length, t)} · ${stonesLabel(chain.stones.length, chain.color, t)}`;
    label.hidden = false;
  };

  boardRoot.addEventListener('mouseover', (event) => {
    const vertex = (event.target as Element | null)?.closest('[data-vertex]');
    const point = vertex ? parseVertex(vertex.getAttribute('data-vertex')) : null;
    if (point !== null && hovered !== null && point[0] === hovered[0] && point[1] === hovered[1]) return;
    hovered = point;
    show();
  });
  boardRoot.addEventListener('mouseleave', () => {
    hovered = null;
    show();
  });
  return { refresh: show };
}

/** "x,y" → [x, y], or null. */
export function parseVertex(value: string | null): [number, number] | null {
  const match = /^(\d+),(\d+)$/.exec(value ?? '');
  return match === null ? null : [Number(match[1]), Number(match[2])];
}

// Problem mode's bar above the board (data-testid="problem-mode"): what the board says (to play, right, wrong), the counter,
// the session's results, and Retry, Hint, Show Solution, Previous/Next Problem and the switch to the Game view; keys
// R, H, P, N on the board. While it is active the page hides what would spoil the problem (tree, variations, tools).
import type { ProblemAction } from '../../shared/protocol';
import type { ProblemView } from '../../shared/views';
import { html, setText } from '../dom';
import { t } from '../strings';

/** The keys of problem mode (on the focused board), and what they ask. */
const KEYS: Readonly<Record<string, ProblemAction>> = { r: 'retry', h: 'hint', p: 'previous', n: 'next' };

/** Shows a ProblemView in `root` (hidden when the game is no problem) and marks the hint on the board. */
export class ProblemPanel {
  private readonly message: HTMLElement;
  private readonly counter: HTMLElement;
  private readonly results: HTMLElement;
  private readonly solving: HTMLElement;
  private readonly toProblem: HTMLButtonElement;
  private view: ProblemView | null = null;
  /** The point element that wears each attribute (data-hint, data-miss). */
  private readonly marked = new Map<string, Element>();

  constructor(
    private readonly root: HTMLElement,
    private readonly page: HTMLElement,
    private readonly boardRoot: HTMLElement,
    onAction: (action: ProblemAction) => void,
  ) {
    this.counter = html('span', { class: 'problem-counter', 'data-testid': 'problem-counter' });
    this.message = html('p', { class: 'problem-message', 'data-testid': 'problem-message' });
    this.results = html('p', { class: 'problem-results', 'data-testid': 'problem-results' });
    const button = (action: ProblemAction, label: string, key?: string): HTMLButtonElement => {
      const element = html('button', { type: 'button', 'data-testid': `problem-${action}`, title: key === undefined ? label : `${label} (${key})` }, label);
      element.addEventListener('click', () => onAction(action));
      return element;
    };
    this.solving = html('div', { class: 'problem-buttons' });
    this.solving.append(
      button('retry', t('Retry'), 'R'),
      button('hint', t('Hint'), 'H'),
      button('solution', t('Show Solution')),
      button('previous', t('Previous Problem'), 'P'),
      button('next', t('Next Problem'), 'N'),
      button('gameView', t('Game view')),
    );
    this.toProblem = button('problemView', t('Problem view'));
    root.append(this.counter, this.message, this.solving, this.toProblem, this.results);
    root.hidden = true;
    boardRoot.addEventListener('keydown', (event) => {
      const action = KEYS[event.key.toLowerCase()];
      if (this.active && action !== undefined && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        onAction(action);
      }
    });
  }

  /** Whether the Problem view is on: clicks play against the file and navigation is off. */
  get active(): boolean {
    return this.view?.active === true;
  }

  /** Who is to play, or in the Problem view after a line ended its verdict (a right line also ends Show Solution). */
  turnText(toPlay: 'B' | 'W'): string {
    const status = this.view?.active === true ? this.view.status : 'solving';
    if (status === 'right') return t('Right line');
    if (status !== 'solving') return t('Wrong: Retry');
    return t(toPlay === 'B' ? 'Black to play' : 'White to play');
  }

  /** Shows `view`, or hides the bar (null: the game is no problem). */
  show(view: ProblemView | null): void {
    this.view = view;
    this.root.hidden = view === null;
    const solving = view?.active === true;
    this.page.toggleAttribute('data-problem', solving);
    // The comment stays readable; edits wait for the Game view, as its tooltip says.
    for (const box of this.page.querySelectorAll<HTMLTextAreaElement>('.comment-panel textarea')) {
      box.readOnly = solving;
      box.title = solving ? t('Read-only while solving: comments are edited in the Game view.') : '';
    }
    this.markPoint('data-hint', view?.active === true ? view.hint : null, 'true');
    this.markPoint('data-miss', view?.active === true ? view.miss : null, view?.toPlay ?? 'B');
    if (view === null) return;
    this.root.dataset.status = view.status;
    setText(this.counter, view.counter);
    setText(this.message, view.active ? view.message : t('Game view: the whole tree, for reading and editing the problem.'));
    setText(this.results, view.results);
    this.solving.hidden = !view.active;
    this.toProblem.hidden = view.active;
  }

  /** Puts `attribute` (the hint, or the miss with the solver's colour) on the element of `point`, and takes it off the one before. */
  private markPoint(attribute: string, point: readonly [number, number] | null, value: string): void {
    this.marked.get(attribute)?.removeAttribute(attribute);
    const element = point === null ? null : this.boardRoot.querySelector(`[data-vertex="${point[0]},${point[1]}"]`);
    if (element === null) this.marked.delete(attribute);
    else this.marked.set(attribute, element);
    element?.setAttribute(attribute, value);
  }
}

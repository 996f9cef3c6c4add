// The comment panel: a textarea with the node's comment as plain text, committed as one edit when typing pauses, on blur
// or Ctrl+Enter, and when the view loses the focus or a key goes on to VS Code (see textFieldKeys).
import type { NodeView } from '../../shared/views';
import { html } from '../dom';
import { t } from '../strings';

/** How long typing pauses before what is typed is written (ms): the tab shows the file modified, as in a text editor. */
const TYPING_PAUSE_MS = 800;

/** The comment editor inside `root`; `onCommit(nodeId, text)` gets a changed comment of node `nodeId`. */
export class CommentPanel {
  private readonly textarea: HTMLTextAreaElement;
  /** The node the text belongs to and its comment as last shown (a commit compares with it). */
  private nodeId: number | null = null;
  private original = '';
  private pause: ReturnType<typeof setTimeout> | undefined;

  constructor(
    root: HTMLElement,
    private readonly onCommit: (nodeId: number, text: string) => void,
  ) {
    const label = t('Comment');
    this.textarea = html('textarea', {
      'data-testid': 'comment',
      'aria-label': label,
      placeholder: t('Comment (Ctrl+Enter saves)'),
      rows: 5,
      spellcheck: 'true',
    });
    this.textarea.addEventListener('blur', () => this.flush());
    const afterPause = (): void => {
      clearTimeout(this.pause);
      this.pause = setTimeout(() => this.flush(), TYPING_PAUSE_MS);
    };
    // Text an input method is still composing is not written until it is done.
    this.textarea.addEventListener('input', (event) => ((event as InputEvent).isComposing ? clearTimeout(this.pause) : afterPause()));
    this.textarea.addEventListener('compositionend', afterPause);
    this.textarea.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        this.flush();
      }
    });
    root.append(html('label', { class: 'field-label' }, label), this.textarea);
  }

  /** Shows the comment of `view`; a comment being typed into for the same node is kept. */
  show(view: NodeView): void {
    const typing = document.activeElement === this.textarea && this.textarea.value !== this.original;
    // A textarea holds line breaks as \n only: compare in that form, or an untouched CRLF comment would count as changed.
    const comment = view.comment.replace(/\r\n?/g, '\n');
    if (typing && view.nodeId === this.nodeId) {
      this.original = comment;
      return;
    }
    if (typing) this.flush();
    this.nodeId = view.nodeId;
    this.original = comment;
    if (this.textarea.value !== comment) this.textarea.value = comment;
  }

  /** Sends the text typed as the node's new comment when it differs from the one shown. */
  flush(): void {
    clearTimeout(this.pause);
    if (this.nodeId === null || this.textarea.value === this.original) return;
    this.original = this.textarea.value;
    this.onCommit(this.nodeId, this.textarea.value);
  }
}

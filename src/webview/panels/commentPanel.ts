// The comment panel: a textarea with the node's comment as plain text, committed as one edit when typing pauses, on blur
// or Ctrl+Enter, and when the view loses the focus or a key goes on to VS Code (see textFieldKeys).
import type { NodeView } from '../../shared/views';
import { html } from '../dom';
import { t } from '../strings';
import { announceSynced } from '../textFieldKeys';

/** How long typing pauses before what is typed is written (ms): the tab shows the file modified, as in a text editor. */
const TYPING_PAUSE_MS = 800;

/** The comment editor inside `root`; `onCommit(nodeId, text)` gets a changed comment of node `nodeId`. */
export class CommentPanel {
  private readonly textarea: HTMLTextAreaElement;
  /** The node the text belongs to, and its comment as last sent or shown (a commit compares with it). */
  private nodeId: number | null = null;
  private original = '';
  /** The node's comment in the file, as the host last showed it. */
  private inFile = '';
  /** Texts sent for the node whose echo has not come back yet (an echo is no change of the file's to show). */
  private unechoed: string[] = [];
  private pause: ReturnType<typeof setTimeout> | undefined;

  constructor(
    root: HTMLElement,
    private readonly onCommit: (nodeId: number, text: string) => void,
  ) {
    const label = t('Comment');
    this.textarea = html('textarea', {
      'data-testid': 'comment',
      'aria-label': label,
      placeholder: t('Comment (written as you type; Ctrl+Enter at once)'),
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

  /**
   * Shows the comment of `view`. For the node being edited, the echo of a text sent changes nothing (more may have been
   * typed since), and text typed and not sent yet is kept; any other change of the file's (an Undo) is put in.
   */
  show(view: NodeView): void {
    // A textarea holds line breaks as \n only: compare in that form, or an untouched CRLF comment would count as changed.
    const comment = view.comment.replace(/\r\n?/g, '\n');
    const focused = document.activeElement === this.textarea;
    if (view.nodeId === this.nodeId) {
      const echo = this.unechoed.indexOf(comment);
      if (echo >= 0) {
        this.unechoed.splice(0, echo + 1);
        this.inFile = comment;
        return;
      }
      if (focused && this.textarea.value !== this.original) {
        this.original = comment;
        this.inFile = comment;
        return;
      }
    } else if (focused && this.textarea.value !== this.original) {
      this.flush();
    }
    this.nodeId = view.nodeId;
    this.original = comment;
    this.inFile = comment;
    this.unechoed = [];
    if (this.textarea.value === comment) return;
    this.textarea.value = comment;
    if (focused) announceSynced(this.textarea);
  }

  /** Sends the text typed as the node's new comment when it differs from the one last sent or shown. */
  flush(): void {
    clearTimeout(this.pause);
    if (this.nodeId === null || this.textarea.value === this.original) return;
    this.original = this.textarea.value;
    this.unechoed.push(this.original);
    this.onCommit(this.nodeId, this.original);
    if (document.activeElement === this.textarea) announceSynced(this.textarea);
  }

  /** The host did not write `text` as node `nodeId`'s comment: it counts as not sent, and the next flush sends it again. */
  unsent(nodeId: number, text: string): void {
    if (nodeId !== this.nodeId) return;
    this.unechoed = this.unechoed.filter((sent) => sent !== text);
    if (this.original === text) this.original = this.inFile;
  }
}

// The comment panel: a textarea with the node's comment as plain text, committed as one edit on blur or Ctrl+Enter.
import type { NodeView } from '../../shared/views';
import { html } from '../dom';
import { t } from '../strings';

/** The comment editor inside `root`; `onCommit(nodeId, text)` gets a changed comment of node `nodeId`. */
export class CommentPanel {
  private readonly textarea: HTMLTextAreaElement;
  /** The node the text belongs to and its comment as last shown (a commit compares with it). */
  private nodeId: number | null = null;
  private original = '';

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
    this.textarea.addEventListener('blur', () => this.commit());
    this.textarea.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        this.commit();
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
    if (typing) this.commit();
    this.nodeId = view.nodeId;
    this.original = comment;
    if (this.textarea.value !== comment) this.textarea.value = comment;
  }

  /** Sends the text as the node's new comment when it differs from the one shown. */
  private commit(): void {
    if (this.nodeId === null || this.textarea.value === this.original) return;
    this.original = this.textarea.value;
    this.onCommit(this.nodeId, this.textarea.value);
  }
}

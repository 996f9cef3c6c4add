// The node panel: the node's name, the rule problem of its move, and the move/position annotation and hotspot inputs.
import type { EditAction } from '../../shared/protocol';
import type { NodeView } from '../../shared/views';
import {
  annotationOption,
  annotationTitles,
  moveAnnotationAction,
  moveAnnotationOptions,
  positionAnnotationAction,
  positionAnnotationOptions,
} from '../annotations';
import { html, setText } from '../dom';
import { t } from '../strings';

/** The annotation inputs and node facts inside `root`; `onEdit` gets each change as an edit of the node shown. */
export class NodePanel {
  private readonly name = html('span', { class: 'node-name', 'data-testid': 'node-name' });
  private readonly problem = html('p', { class: 'problem', 'data-testid': 'problem', hidden: true });
  private readonly moveSelect: HTMLSelectElement;
  private readonly positionSelect: HTMLSelectElement;
  private readonly hotspot = html('input', { type: 'checkbox', 'data-testid': 'hotspot', id: 'goban-hotspot' });

  constructor(root: HTMLElement, onEdit: (action: EditAction) => void) {
    this.moveSelect = select('move-annotation', moveAnnotationOptions);
    this.positionSelect = select('position-annotation', positionAnnotationOptions);
    this.moveSelect.addEventListener('change', () => onEdit(moveAnnotationAction(this.moveSelect.value)));
    this.positionSelect.addEventListener('change', () => onEdit(positionAnnotationAction(this.positionSelect.value)));
    this.hotspot.addEventListener('change', () => onEdit({ kind: 'hotspot', on: this.hotspot.checked }));
    root.append(
      html('p', { class: 'node-name-row' }, html('span', { class: 'field-label' }, `${t('Node name')}: `), this.name),
      this.problem,
      html('label', { class: 'field' }, html('span', { class: 'field-label' }, t('Move annotation')), this.moveSelect),
      html('label', { class: 'field' }, html('span', { class: 'field-label' }, t('Position annotation')), this.positionSelect),
      html('label', { class: 'field checkbox', for: 'goban-hotspot' }, this.hotspot, html('span', {}, t('Hotspot'))),
    );
  }

  /** Shows the node's name, problem and annotations. */
  show(view: NodeView): void {
    setText(this.name, view.name);
    this.name.parentElement?.toggleAttribute('hidden', view.name === '');
    setText(this.problem, view.problem ?? '');
    this.problem.hidden = view.problem === null;
    this.moveSelect.value = annotationOption(view.annotations.move);
    // BM/TE/DO/IT describe a move: the host refuses them elsewhere, so only one written by hand can be cleared.
    this.moveSelect.disabled = view.move === null && view.annotations.move === null;
    this.positionSelect.value = annotationOption(view.annotations.position);
    this.hotspot.checked = view.annotations.hotspot;
  }
}

function select(testid: string, options: readonly string[]): HTMLSelectElement {
  const element = html('select', { 'data-testid': testid });
  for (const option of options) element.append(html('option', { value: option }, t(annotationTitles[option] ?? option)));
  return element;
}

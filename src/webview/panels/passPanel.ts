// The passes of the node shown: who passed (after two the game is over and the board offers to score it), and the
// variations that are passes (a pass has no point on the board to carry its variation mark).
import type { NodeView } from '../../shared/views';
import { html } from '../dom';
import { t } from '../strings';

/** Shows the pass status (data-testid="pass-status") and the pass variations of the node shown. */
export class PassPanel {
  constructor(
    private readonly status: HTMLElement,
    private readonly variations: HTMLElement,
    private readonly onScore: () => void,
    private readonly onVariation: (nodeId: number) => void,
  ) {}

  /** Shows `view`'s passes; `scoring`: the board is in score mode already (no offer to score). */
  show(view: NodeView, scoring: boolean): void {
    this.showStatus(view, scoring);
    this.showVariations(view);
  }

  private showStatus(view: NodeView, scoring: boolean): void {
    const color = view.move?.color;
    const text = view.passes >= 2 ? t('Both players passed: the game is over.') : view.passes === 1 ? t(color === 'W' ? 'White passed.' : 'Black passed.') : '';
    const offer = view.passes >= 2 && !scoring;
    if (this.status.dataset.key === `${text}|${offer}`) return;
    this.status.dataset.key = `${text}|${offer}`;
    const children: (Node | string)[] = [text];
    if (offer) {
      const button = html('button', { type: 'button', 'data-testid': 'score-offer' }, t('Score the game'));
      button.addEventListener('click', () => this.onScore());
      children.push(' ', button);
    }
    this.status.replaceChildren(...children);
  }

  private showVariations(view: NodeView): void {
    const passes = view.variationMode === 'hidden' ? [] : view.variations.filter((v) => v.point === null);
    const key = JSON.stringify(passes);
    if (this.variations.dataset.key === key) return;
    this.variations.dataset.key = key;
    this.variations.replaceChildren(
      ...passes.map((v) => {
        const button = html(
          'button',
          { type: 'button', class: 'pass-variation', 'data-node': v.nodeId, 'data-variation': v.label, 'aria-current': v.current ? 'true' : false },
          t(v.color === 'B' ? 'Variation {0}: Black passes' : 'Variation {0}: White passes', v.label),
        );
        button.addEventListener('click', () => this.onVariation(v.nodeId));
        return button;
      }),
    );
  }
}

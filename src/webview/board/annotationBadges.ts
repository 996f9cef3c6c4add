// The annotation badges over the board (BM, TE, DO, IT, GB, GW, DM, UC, HO and V), redrawn only when they change.
import type { Annotations } from '../../shared/views';
import { annotationGlyphs, annotationTitles, badgesOf } from '../annotations';
import { html } from '../dom';
import { t } from '../strings';

/** The badges inside `root`. */
export class AnnotationBadges {
  private key = '';

  constructor(private readonly root: HTMLElement) {}

  /** Shows the badges of `annotations`. */
  show(annotations: Annotations): void {
    const badges = badgesOf(annotations);
    const key = JSON.stringify([badges, annotations.value]);
    if (key === this.key) return;
    this.key = key;
    const elements = badges.map(({ code, option }) => {
      const title = t(annotationTitles[option] ?? option);
      return html(
        'span',
        { class: `badge badge-${code}`, 'data-testid': 'annotation', 'data-annotation': code, title, role: 'img', 'aria-label': title },
        annotationGlyphs[option] ?? code,
      );
    });
    if (annotations.value !== null) {
      const title = t('Value: {0}', annotations.value);
      elements.push(
        html(
          'span',
          { class: 'badge badge-V', 'data-testid': 'annotation', 'data-annotation': 'V', title, role: 'img', 'aria-label': title },
          `V ${annotations.value}`,
        ),
      );
    }
    this.root.replaceChildren(...elements);
  }
}

// Pure: the move and position annotations as the panel's select options, badge glyphs and titles, and edit actions.
import type { EditAction } from '../shared/protocol';
import type { Annotations, MoveAnnotationKind, PositionAnnotationKind } from '../shared/views';

/** The options of the move-annotation select ('' = none; a trailing 2 = the emphasised form). */
export const moveAnnotationOptions = ['', 'BM', 'BM2', 'TE', 'TE2', 'DO', 'IT'] as const;

/** The options of the position-annotation select. */
export const positionAnnotationOptions = ['', 'GB', 'GB2', 'GW', 'GW2', 'DM', 'DM2', 'UC', 'UC2'] as const;

/** The English title of each option (also the badge titles). */
export const annotationTitles: Readonly<Record<string, string>> = {
  '': 'None',
  BM: 'Bad move',
  BM2: 'Very bad move',
  TE: 'Good move',
  TE2: 'Very good move',
  DO: 'Doubtful move',
  IT: 'Interesting move',
  GB: 'Good for Black',
  GB2: 'Very good for Black',
  GW: 'Good for White',
  GW2: 'Very good for White',
  DM: 'Even position',
  DM2: 'Very even position',
  UC: 'Unclear position',
  UC2: 'Very unclear position',
  HO: 'Hotspot',
};

/** The glyph a badge shows for each annotation (language-neutral signs, as Go books print them). */
export const annotationGlyphs: Readonly<Record<string, string>> = {
  BM: '?',
  BM2: '??',
  TE: '!',
  TE2: '!!',
  DO: '?!',
  IT: '!?',
  GB: '+B',
  GB2: '++B',
  GW: '+W',
  GW2: '++W',
  DM: '=',
  DM2: '==',
  UC: '~',
  UC2: '~~',
  HO: '★',
};

/** The select option for an annotation ({ kind, emphasis } → 'BM2'), '' for none. */
export function annotationOption(annotation: { readonly kind: string; readonly emphasis: 1 | 2 } | null): string {
  if (annotation === null) return '';
  return annotation.emphasis === 2 && annotation.kind !== 'DO' && annotation.kind !== 'IT' ? `${annotation.kind}2` : annotation.kind;
}

/** The edit action for choosing `option` in the move-annotation select. */
export function moveAnnotationAction(option: string): EditAction {
  const kind = option.replace(/2$/, '');
  const value = (['BM', 'TE', 'DO', 'IT'] as const).find((k) => k === kind) ?? null;
  return { kind: 'moveAnnotation', value: value as MoveAnnotationKind | null, emphasis: option.endsWith('2') ? 2 : 1 };
}

/** The edit action for choosing `option` in the position-annotation select. */
export function positionAnnotationAction(option: string): EditAction {
  const kind = option.replace(/2$/, '');
  const value = (['GB', 'GW', 'DM', 'UC'] as const).find((k) => k === kind) ?? null;
  return { kind: 'positionAnnotation', value: value as PositionAnnotationKind | null, emphasis: option.endsWith('2') ? 2 : 1 };
}

/** One badge to show: `code` = the SGF property (data-annotation), `option` = its title/glyph key. */
export interface Badge {
  readonly code: string;
  readonly option: string;
}

/** The badges of a node's annotations, in reading order: move, position, hotspot. */
export function badgesOf(annotations: Annotations): Badge[] {
  const badges: Badge[] = [];
  if (annotations.move !== null) badges.push({ code: annotations.move.kind, option: annotationOption(annotations.move) });
  if (annotations.position !== null) badges.push({ code: annotations.position.kind, option: annotationOption(annotations.position) });
  if (annotations.hotspot) badges.push({ code: 'HO', option: 'HO' });
  return badges;
}

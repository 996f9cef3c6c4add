import * as assert from 'node:assert/strict';
import {
  annotationOption,
  badgesOf,
  moveAnnotationAction,
  moveAnnotationOptions,
  positionAnnotationAction,
  positionAnnotationOptions,
} from '../../../src/webview/annotations';

describe('webview annotations', () => {
  it('shows a node annotation as its select option', () => {
    assert.equal(annotationOption(null), '');
    assert.equal(annotationOption({ kind: 'BM', emphasis: 1 }), 'BM');
    assert.equal(annotationOption({ kind: 'TE', emphasis: 2 }), 'TE2');
    assert.equal(annotationOption({ kind: 'DO', emphasis: 2 }), 'DO');
    assert.equal(annotationOption({ kind: 'UC', emphasis: 2 }), 'UC2');
  });

  it('turns every move-annotation option into its edit action', () => {
    assert.deepEqual(moveAnnotationOptions.map(moveAnnotationAction), [
      { kind: 'moveAnnotation', value: null, emphasis: 1 },
      { kind: 'moveAnnotation', value: 'BM', emphasis: 1 },
      { kind: 'moveAnnotation', value: 'BM', emphasis: 2 },
      { kind: 'moveAnnotation', value: 'TE', emphasis: 1 },
      { kind: 'moveAnnotation', value: 'TE', emphasis: 2 },
      { kind: 'moveAnnotation', value: 'DO', emphasis: 1 },
      { kind: 'moveAnnotation', value: 'IT', emphasis: 1 },
    ]);
  });

  it('turns every position-annotation option into its edit action', () => {
    assert.deepEqual(
      positionAnnotationOptions.map(positionAnnotationAction).map((a) => (a.kind === 'positionAnnotation' ? `${a.value}:${a.emphasis}` : a.kind)),
      ['null:1', 'GB:1', 'GB:2', 'GW:1', 'GW:2', 'DM:1', 'DM:2', 'UC:1', 'UC:2'],
    );
  });

  it('lists badges for the move, the position and the hotspot in that order', () => {
    assert.deepEqual(badgesOf({ move: { kind: 'TE', emphasis: 2 }, position: { kind: 'GW', emphasis: 1 }, hotspot: true, value: null }), [
      { code: 'TE', option: 'TE2' },
      { code: 'GW', option: 'GW' },
      { code: 'HO', option: 'HO' },
    ]);
    assert.deepEqual(badgesOf({ move: null, position: null, hotspot: false, value: '3.5' }), []);
  });
});

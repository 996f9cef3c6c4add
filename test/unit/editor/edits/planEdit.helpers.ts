// Shared by the planEdit tests: run a plan and check what every edit must keep.
import * as assert from 'node:assert/strict';
import { planEdit, type EditPlan } from '../../../../src/editor';
import type { EditAction } from '../../../../src/shared/protocol';
import { applyEdits, type TextEdit } from '../../../../src/sgf/edit/textEdit';
import { parse } from '../../../../src/sgf/parse';
import { findNodeAt } from '../../../../src/sgf/tree';
import type { SgfNode } from '../../../../src/sgf/types';
import type { Opened } from '../editor.helpers';

/** The outcome of an edit plan that edits: the edits, the new text, and the text of the node shown next (from its `;`). */
export interface Edited {
  readonly edits: readonly TextEdit[];
  readonly text: string;
  readonly shown: string;
}

/**
 * Plans `action` on `node` and asserts it edits: the edits are sorted and apart, the new text parses without
 * diagnostics, the text before the first and after the last edit is unchanged, and `showOffset` is a node's `;`.
 */
export function edit(g: Opened, node: SgfNode, action: EditAction): Edited {
  const plan = planEdit(g.coll, g.replay, node, action);
  assert.equal(plan.kind, 'edits', JSON.stringify(plan));
  const { edits, showOffset } = plan as Extract<EditPlan, { kind: 'edits' }>;
  assert.ok(edits.length > 0);
  for (let k = 1; k < edits.length; k++) assert.ok(edits[k].offset > edits[k - 1].offset + edits[k - 1].length, 'edits sorted and apart');
  const text = applyEdits(g.text, edits);
  const coll = parse(text);
  assert.deepEqual(coll.diagnostics, []);
  const first = edits[0];
  const last = edits[edits.length - 1];
  assert.equal(text.slice(0, first.offset), g.text.slice(0, first.offset));
  const tail = g.text.length - (last.offset + last.length);
  assert.equal(text.slice(text.length - tail), g.text.slice(g.text.length - tail));
  const shownNode = findNodeAt(coll, showOffset);
  assert.ok(shownNode !== undefined && shownNode.span.start === showOffset && text[showOffset] === ';', `showOffset ${showOffset} is a node's ;`);
  return { edits, text, shown: text.slice(shownNode.span.start, shownNode.span.end) };
}

/** Plans `action` on `node` and returns the plan (for refusals and follows). */
export function plan(g: Opened, node: SgfNode, action: EditAction): EditPlan {
  return planEdit(g.coll, g.replay, node, action);
}

// Pure: the editing tools and what a click on a point does with each (the two-click arrow and line included).
import type { Vertex } from '../engine/types';
import type { EditAction, FromSgfEditor } from '../shared/protocol';

/** An editing tool of the toolbar. */
export type Tool = 'play' | 'setup-B' | 'setup-W' | 'setup-empty' | 'TR' | 'SQ' | 'CR' | 'MA' | 'LB' | 'AR' | 'LN';

/** Every tool, in the toolbar's order. */
export const tools: readonly Tool[] = ['play', 'setup-B', 'setup-W', 'setup-empty', 'TR', 'SQ', 'CR', 'MA', 'LB', 'AR', 'LN'];

/** Whether `value` names a tool (for restored state). */
export function isTool(value: unknown): value is Tool {
  return typeof value === 'string' && (tools as readonly string[]).includes(value);
}

/** The result of a click: the action to send (or none) and the start point an arrow or line now waits on (or none). */
export interface ClickResult {
  readonly action: EditAction | null;
  readonly pending: Vertex | null;
}

/**
 * What a click on `point` does with `tool`; `pending` is the start point chosen by an earlier click of the arrow or
 * line tool. The first AR/LN click only selects its point; the second sends the line (a click on the start point
 * again cancels it).
 */
export function clickAction(tool: Tool, point: Vertex, pending: Vertex | null): ClickResult {
  switch (tool) {
    case 'play':
      return { action: { kind: 'play', point }, pending: null };
    case 'setup-B':
      return { action: { kind: 'setup', point, stone: 'B' }, pending: null };
    case 'setup-W':
      return { action: { kind: 'setup', point, stone: 'W' }, pending: null };
    case 'setup-empty':
      return { action: { kind: 'setup', point, stone: 'empty' }, pending: null };
    case 'TR':
    case 'SQ':
    case 'CR':
    case 'MA':
    case 'LB':
      return { action: { kind: 'mark', shape: tool, point }, pending: null };
    case 'AR':
    case 'LN':
      if (pending === null) return { action: null, pending: point };
      if (pending[0] === point[0] && pending[1] === point[1]) return { action: null, pending: null };
      return { action: { kind: 'line', shape: tool, from: pending, to: point }, pending: null };
  }
}

/** The `edit` request `requestId` for `action` on node `nodeId` of the game read from document version `version`. */
export function editMessage(requestId: number, nodeId: number, version: number, action: EditAction): FromSgfEditor {
  return { type: 'edit', requestId, nodeId, version, action };
}

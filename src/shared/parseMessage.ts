// Pure: run-time validation of the messages the webview sends (the host trusts nothing it receives). No vscode, DOM or Node fs.
import type { Vertex } from '../engine/types';
import {
  markShapes,
  navigationTargets,
  problemActions,
  replyRequestTypes,
  type EditAction,
  type FromSgfEditor,
  type FromTextBoard,
  type MarkShape,
  type NavigationTarget,
  type ProblemAction,
  type RasterizedReply,
  type ReadyMessage,
} from './protocol';
import {
  gameInfoFields,
  moveAnnotationKinds,
  positionAnnotationKinds,
  type GameInfoField,
  type MoveAnnotationKind,
  type PositionAnnotationKind,
} from './views';

/** Longest comment or game-info value accepted from the webview (characters). */
export const MAX_TEXT_LENGTH = 1_000_000;

/** Checks a message from a board editor's webview at run time; returns it typed (unknown fields dropped), or null when
 *  malformed or not one a board editor sends. */
export function parseFromSgfEditor(value: unknown): FromSgfEditor | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'ready':
      return parseReady(value);
    case 'navigate':
      return isIndex(value.requestId) && isIndex(value.fromNodeId) && oneOf(value.target, navigationTargets)
        ? { type: 'navigate', requestId: value.requestId, fromNodeId: value.fromNodeId, target: value.target as NavigationTarget }
        : null;
    case 'shown':
      return isIndex(value.seq) && isIndex(value.nodeId) ? { type: 'shown', seq: value.seq, nodeId: value.nodeId } : null;
    case 'treeWanted':
      return { type: 'treeWanted' };
    case 'save':
      return { type: 'save' };
    case 'goToNode':
      return isIndex(value.requestId) && isIndex(value.nodeId) ? { type: 'goToNode', requestId: value.requestId, nodeId: value.nodeId } : null;
    case 'goToMove':
      return isIndex(value.requestId) && isIndex(value.fromNodeId) && isIndex(value.moveNumber)
        ? { type: 'goToMove', requestId: value.requestId, fromNodeId: value.fromNodeId, moveNumber: value.moveNumber }
        : null;
    case 'selectGame':
      return isIndex(value.requestId) && isIndex(value.gameIndex) ? { type: 'selectGame', requestId: value.requestId, gameIndex: value.gameIndex } : null;
    case 'edit': {
      const action = parseEditAction(value.action);
      return isIndex(value.requestId) && isIndex(value.nodeId) && isIndex(value.version) && action !== null
        ? { type: 'edit', requestId: value.requestId, nodeId: value.nodeId, version: value.version, action }
        : null;
    }
    case 'score':
      return isIndex(value.requestId) && isIndex(value.nodeId) ? { type: 'score', requestId: value.requestId, nodeId: value.nodeId } : null;
    case 'toggleDead':
      return isIndex(value.requestId) && isIndex(value.nodeId) && isVertex(value.point)
        ? { type: 'toggleDead', requestId: value.requestId, nodeId: value.nodeId, point: vertex(value.point) }
        : null;
    case 'leaveScore':
      return isIndex(value.requestId) ? { type: 'leaveScore', requestId: value.requestId } : null;
    case 'problemMove':
      return isIndex(value.requestId) && isIndex(value.nodeId) && (value.point === null || isVertex(value.point))
        ? { type: 'problemMove', requestId: value.requestId, nodeId: value.nodeId, point: value.point === null ? null : vertex(value.point) }
        : null;
    case 'problemAction':
      return isIndex(value.requestId) && oneOf(value.action, problemActions)
        ? { type: 'problemAction', requestId: value.requestId, action: value.action as ProblemAction }
        : null;
    case 'rasterized':
      return parseRasterized(value);
    default:
      return null;
  }
}

/** Checks a message from a text board panel's webview at run time; returns it typed, or null when malformed or not one
 *  a text board sends. */
export function parseFromTextBoard(value: unknown): FromTextBoard | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'ready':
      return parseReady(value);
    case 'clickPoint':
      return isIndex(value.x) && isIndex(value.y) && isIndex(value.version) ? { type: 'clickPoint', x: value.x, y: value.y, version: value.version } : null;
    case 'history':
      return value.direction === 'undo' || value.direction === 'redo' ? { type: 'history', direction: value.direction } : null;
    case 'rasterized':
      return parseRasterized(value);
    default:
      return null;
  }
}

/** Largest PNG accepted from the webview, as base64 characters (an 8000 × 8000 board is far below). */
const MAX_PNG_BASE64 = 64 * 1024 * 1024;

/** The `rasterized` reply of either mode: base64 PNG bytes, or an error text (also for a PNG that is malformed or too large). */
function parseRasterized(value: Record<string, unknown>): RasterizedReply | null {
  if (!isIndex(value.inReplyTo)) return null;
  if (typeof value.png === 'string' && value.png.length <= MAX_PNG_BASE64 && /^[A-Za-z0-9+/]*={0,2}$/.test(value.png)) {
    return { type: 'rasterized', inReplyTo: value.inReplyTo, png: value.png };
  }
  // Whatever else it holds, it answers its request: as an error, so the export waiting on it ends.
  const error = typeof value.error === 'string' ? value.error.slice(0, 1000) : 'the board view sent no readable PNG';
  return { type: 'rasterized', inReplyTo: value.inReplyTo, error };
}

/** The `ready` message of either mode. */
function parseReady(value: Record<string, unknown>): ReadyMessage | null {
  return isNullableIndex(value.nodeId) && isNullableIndex(value.nodeOffset) && isNullableIndex(value.gameIndex)
    ? { type: 'ready', nodeId: value.nodeId ?? null, nodeOffset: value.nodeOffset ?? null, gameIndex: value.gameIndex ?? null }
    : null;
}

/** Checks an edit action; returns it typed (unknown fields dropped), or null when malformed. */
export function parseEditAction(value: unknown): EditAction | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'play':
      if (value.point === null) return { kind: 'play', point: null };
      return isVertex(value.point) ? { kind: 'play', point: vertex(value.point) } : null;
    case 'delete':
    case 'promote':
      return { kind: value.kind };
    case 'moveVariation':
      return value.direction === 'up' || value.direction === 'down' ? { kind: 'moveVariation', direction: value.direction } : null;
    case 'setup':
      return isVertex(value.point) && (value.stone === 'B' || value.stone === 'W' || value.stone === 'empty')
        ? { kind: 'setup', point: vertex(value.point), stone: value.stone }
        : null;
    case 'mark':
      return isVertex(value.point) && oneOf(value.shape, markShapes) ? { kind: 'mark', shape: value.shape as MarkShape, point: vertex(value.point) } : null;
    case 'line':
      return isVertex(value.from) && isVertex(value.to) && (value.shape === 'AR' || value.shape === 'LN')
        ? { kind: 'line', shape: value.shape, from: vertex(value.from), to: vertex(value.to) }
        : null;
    case 'comment':
      return isText(value.text) ? { kind: 'comment', text: value.text } : null;
    case 'moveAnnotation':
      return (value.value === null || oneOf(value.value, moveAnnotationKinds)) && isEmphasis(value.emphasis)
        ? { kind: 'moveAnnotation', value: value.value as MoveAnnotationKind | null, emphasis: value.emphasis }
        : null;
    case 'positionAnnotation':
      return (value.value === null || oneOf(value.value, positionAnnotationKinds)) && isEmphasis(value.emphasis)
        ? { kind: 'positionAnnotation', value: value.value as PositionAnnotationKind | null, emphasis: value.emphasis }
        : null;
    case 'hotspot':
      return typeof value.on === 'boolean' ? { kind: 'hotspot', on: value.on } : null;
    case 'gameInfo':
      return oneOf(value.field, gameInfoFields) && isText(value.value) ? { kind: 'gameInfo', field: value.field as GameInfoField, value: value.value } : null;
    case 'territoryMarkup':
      return isVertexList(value.black) && isVertexList(value.white)
        ? { kind: 'territoryMarkup', black: value.black.map(vertex), white: value.white.map(vertex) }
        : null;
    default:
      return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function oneOf(value: unknown, allowed: readonly string[]): boolean {
  return typeof value === 'string' && allowed.includes(value);
}

/** The `requestId` of a malformed message that still names a request answered by a `reply` (a step, jump or edit), so
 *  that it gets its one reply (refused) instead of leaving the webview waiting; null otherwise. */
export function malformedRequestId(value: unknown): number | null {
  return isRecord(value) && oneOf(value.type, replyRequestTypes) && isIndex(value.requestId) ? value.requestId : null;
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isNullableIndex(value: unknown): value is number | null | undefined {
  return value === null || value === undefined || isIndex(value);
}

function isVertex(value: unknown): value is readonly [number, number] {
  return Array.isArray(value) && value.length === 2 && value[0] < 52 && value[1] < 52 && isIndex(value[0]) && isIndex(value[1]);
}

/** At most one entry per point of the largest board. */
function isVertexList(value: unknown): value is ReadonlyArray<readonly [number, number]> {
  return Array.isArray(value) && value.length <= 52 * 52 && value.every(isVertex);
}

function vertex(value: readonly [number, number]): Vertex {
  return [value[0], value[1]];
}

function isEmphasis(value: unknown): value is 1 | 2 {
  return value === 1 || value === 2;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT_LENGTH;
}

// Pure (no vscode import, no Node built-ins): the messages between the extension host and the SGF check worker.
import type { RuleOverrides } from '../../game';
import type { SgfDiagnostic } from '../../sgf/types';
import { lintSgf } from './diagnosticsLint';

/** What the host asks the check worker: check `text` under `overrides`; `id` pairs the reply with the request. */
export interface CheckRequest {
  readonly id: number;
  readonly text: string;
  readonly overrides: RuleOverrides;
}

/** The worker's reply: the diagnostics (plain objects, fixes included) and how long the check took, or why it failed. */
export type CheckReply =
  | { readonly id: number; readonly ok: true; readonly diagnostics: readonly SgfDiagnostic[]; readonly elapsedMs: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The worker's answer to any message: lintSgf of a well-formed request's text, else (or when the check throws) an error reply. */
export function answerCheck(message: unknown, now: () => number = () => performance.now()): CheckReply {
  const id = isRecord(message) && typeof message.id === 'number' ? message.id : -1;
  if (!isRecord(message) || id < 0 || typeof message.text !== 'string' || !isRecord(message.overrides)) {
    return { id, ok: false, error: 'malformed check request' };
  }
  try {
    const { diagnostics, elapsedMs } = lintSgf(message.text, 0, message.overrides as RuleOverrides, now);
    return { id, ok: true, diagnostics, elapsedMs };
  } catch (error) {
    return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether `message` (a reply after structured cloning) has the shape of a CheckReply. */
export function isCheckReply(message: unknown): message is CheckReply {
  if (!isRecord(message) || typeof message.id !== 'number') return false;
  if (message.ok === true) return Array.isArray(message.diagnostics) && typeof message.elapsedMs === 'number';
  return message.ok === false && typeof message.error === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Pure: the line the webview holds (the host's `lineWindow`), stepped through as the host's `navigate` would step, so
// that a step inside it needs no round trip. Drops everything when the host shows a node of its own.
import type { NavigationTarget } from '../shared/protocol';
import type { LineEntry } from '../shared/views';

/** Steps that can be taken inside a held line; the others (start, variations) always ask the host. */
const LOCAL_STEPS: ReadonlySet<NavigationTarget> = new Set<NavigationTarget>(['next', 'previous', 'forward10', 'back10', 'end']);

/** The entries of the line around the host's last node message, by node id. */
export class HeldLine {
  private seq = -1;
  private readonly entries = new Map<number, LineEntry>();

  /** The node message `seq` arrived: what was held belongs to an older one (another parse, settings or mode). */
  reset(seq: number): void {
    this.seq = seq;
    this.entries.clear();
  }

  /** Takes the line sent for node message `seq`; returns false (and keeps nothing) when a newer node message came since. */
  take(seq: number, entries: readonly LineEntry[]): boolean {
    if (seq !== this.seq) return false;
    this.entries.clear();
    for (const entry of entries) this.entries.set(entry.view.nodeId, entry);
    return true;
  }

  /** The node message the held line belongs to (steps name it to the host). */
  get sequence(): number {
    return this.seq;
  }

  /** How many nodes are held. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Where `target` leads from node `fromId`, when the whole way is held: the entry to show (the same one when the step
   * goes nowhere, at the end of the line or the root). Null when the host must answer: a step it does not hold, or
   * one that is never taken here.
   */
  step(fromId: number, target: NavigationTarget): LineEntry | null {
    const from = this.entries.get(fromId);
    if (from === undefined || !LOCAL_STEPS.has(target)) return null;
    switch (target) {
      case 'next':
        return this.walk(from, 1, 'firstChildId');
      case 'forward10':
        return this.walk(from, 10, 'firstChildId');
      case 'end':
        return this.walk(from, Infinity, 'firstChildId');
      case 'previous':
        return this.walk(from, 1, 'parentId');
      case 'back10':
        return this.walk(from, 10, 'parentId');
      default:
        return null;
    }
  }

  /** Up to `steps` links along `link` (as far as the tree goes); null when the way leaves what is held. */
  private walk(from: LineEntry, steps: number, link: 'firstChildId' | 'parentId'): LineEntry | null {
    let at = from;
    for (let k = 0; k < steps && at[link] >= 0; k++) {
      const next = this.entries.get(at[link]);
      if (next === undefined) return null;
      at = next;
    }
    return at;
  }
}

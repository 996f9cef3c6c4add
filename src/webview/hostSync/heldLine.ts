// Pure: the line the webview holds (the host's `lineWindow`s), stepped through as the host's `navigate` would step, so
// that a step inside it needs no round trip. Drops everything when the host shows a node of its own choosing.
import type { NavigationTarget } from '../../shared/protocol';
import type { LineEntry } from '../../shared/views';

/** Steps that can be taken inside a held line; the others (start, variations) always ask the host. */
const LOCAL_STEPS: ReadonlySet<NavigationTarget> = new Set<NavigationTarget>(['next', 'previous', 'forward10', 'back10', 'end']);

/** At most this many entries are held: windows of one line add up (a newer one fills what an older one left) until
 *  then, and the next one starts afresh. */
export const MAX_HELD = 1024;

/** The entries of the line around the host's last node messages, by node id. */
export class HeldLine {
  private seq = -1;
  private readonly entries = new Map<number, LineEntry>();

  /** A node message of line `seq` arrived: what was held is dropped when it belongs to another line (another parse,
   *  settings or mode, or a node the host chose); a step the board asked for stays in its line. */
  reset(seq: number): void {
    if (seq === this.seq) return;
    this.seq = seq;
    this.entries.clear();
  }

  /** Adds a window of line `seq` to what is held (its entries are the same wherever it was cut); returns false (and keeps
   *  nothing) when the board has gone on to another line since. */
  take(seq: number, entries: readonly LineEntry[]): boolean {
    if (seq !== this.seq) return false;
    if (this.entries.size + entries.length > MAX_HELD) this.entries.clear();
    for (const entry of entries) this.entries.set(entry.view.nodeId, entry);
    return true;
  }

  /** The line held (steps name it to the host). */
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

// Stops processes the harness started: by PID, with the descendants it can see, never by name.
import * as fs from 'node:fs';

/** The PIDs of every live descendant of `pid`, from the parent ids in /proc/<pid>/stat. */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) follows the command name in parentheses, which may itself contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  let frontier = [pid];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const [child, parent] of parentOf) if (frontier.includes(parent)) next.push(child);
    found.push(...next);
    frontier = next;
  }
  return found;
}

/** True while `pid` exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends SIGTERM to `pid` and its descendants, waits up to `graceMs`, then SIGKILLs whatever is left. */
export async function stopProcessTree(pid: number, graceMs = 5000): Promise<void> {
  const pids = [pid, ...descendants(pid)];
  signalAll(pids, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (pids.some(isAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  signalAll(pids.filter(isAlive), 'SIGKILL');
}

/** The synchronous last resort for process exit: SIGKILL to `pid` and its descendants. */
export function killProcessTreeNow(pid: number): void {
  signalAll([pid, ...descendants(pid)], 'SIGKILL');
}

function signalAll(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const p of pids) {
    try {
      process.kill(p, signal);
    } catch {
      // Already gone.
    }
  }
}

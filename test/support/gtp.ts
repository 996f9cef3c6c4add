// A minimal GTP client for driving GNU Go from tests, plus coordinate and showboard helpers.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** [x, y] (x from the left, y from the top) as a GTP vertex such as "C4". */
export function toGtp(x: number, y: number, height: number): string {
  return `${LETTERS[x]}${height - y}`;
}

/** A GTP vertex as [x, y], or null for PASS. */
export function fromGtp(vertex: string, height: number): [number, number] | null {
  const v = vertex.trim().toUpperCase();
  if (v === 'PASS') return null;
  return [LETTERS.indexOf(v[0]), height - Number(v.slice(1))];
}

/** The rows of a GNU Go `showboard` answer as '.', 'X', 'O' strings, top to bottom. */
export function parseShowboard(text: string, width: number): string[] {
  const rows: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*(\d+)\s(.*)$/.exec(line);
    if (!m) continue;
    const cells = (m[2].match(/[.+XO]/g) ?? []).slice(0, width).map((c) => (c === '+' ? '.' : c));
    rows.push(cells.join(''));
  }
  return rows;
}

/** One GTP engine process; commands are answered in order. */
export class GtpEngine {
  private readonly process: ChildProcessWithoutNullStreams;
  private buffer = '';
  private readonly pending: Array<{ resolve: (s: string) => void; reject: (e: Error) => void; command: string }> = [];

  constructor(binary: string, args: readonly string[]) {
    this.process = spawn(binary, args, { stdio: 'pipe' });
    this.process.stdout.setEncoding('utf8');
    this.process.stdout.on('data', (chunk: string) => this.receive(chunk));
    this.process.on('exit', () => {
      for (const p of this.pending.splice(0)) p.reject(new Error(`GTP engine exited before answering ${p.command}`));
    });
  }

  private receive(chunk: string): void {
    this.buffer += chunk.replace(/\r/g, '');
    for (let end = this.buffer.indexOf('\n\n'); end >= 0; end = this.buffer.indexOf('\n\n')) {
      const answer = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const p = this.pending.shift();
      if (!p) continue;
      if (answer.startsWith('=')) p.resolve(answer.slice(1).replace(/^ /, ''));
      else p.reject(new Error(`GTP ${p.command}: ${answer}`));
    }
  }

  /** Sends one command; resolves with the answer's text, rejects on a `?` answer. */
  send(command: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject, command });
      this.process.stdin.write(`${command}\n`);
    });
  }

  /** Ends the engine. */
  close(): void {
    this.process.stdin.end();
    this.process.kill();
  }
}

// The CLI's two kinds of failure, each with its exit code (DESIGN §4).

/** Bad usage (unknown command or option, missing argument): exit 2. */
export class UsageError extends Error {
  /** Process exit code for this failure. */
  readonly exitCode = 2;
  override readonly name = 'UsageError';
}

/** Invalid input (unreadable file, malformed board or SGF, bad coordinate): exit 1. */
export class InputError extends Error {
  /** Process exit code for this failure. */
  readonly exitCode = 1;
  override readonly name = 'InputError';
}

/**
 * One of the two failures, told by name: each bundle of the CLI (dist/cli.js, dist/cliCommands.js) has its own copy
 * of these classes, so `instanceof` would miss the other bundle's.
 */
export function cliFailure(e: unknown): { readonly usage: boolean; readonly message: string; readonly exitCode: number } | null {
  if (!(e instanceof Error) || (e.name !== 'UsageError' && e.name !== 'InputError')) return null;
  return { usage: e.name === 'UsageError', message: oneLine(e.message), exitCode: e.name === 'UsageError' ? 2 : 1 };
}

/**
 * `message` on one line, as the error contract asks: control characters quoted from the input (a line break or an
 * escape sequence in `SZ[19\nx]`) are written as escapes, never sent to the terminal.
 */
export function oneLine(message: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  return message.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// The CLI's two kinds of failure, each with its exit code (DESIGN §4).

/** Bad usage (unknown command or option, missing argument): exit 2. */
export class UsageError extends Error {
  /** Process exit code for this failure. */
  readonly exitCode = 2;
}

/** Invalid input (unreadable file, malformed board or SGF, bad coordinate): exit 1. */
export class InputError extends Error {
  /** Process exit code for this failure. */
  readonly exitCode = 1;
}

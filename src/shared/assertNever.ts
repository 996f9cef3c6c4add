// The one exhaustiveness check of the host and the webview: a `switch` over a union ends in assertNever.

/** Fails type-checking when a union has a case left unhandled, and throws if one still arrives at run time. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}

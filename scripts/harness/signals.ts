// Cleans up on Ctrl+C or termination: stops what the harness started, then exits.

/** Runs `cleanup` once on SIGINT/SIGTERM/SIGHUP and exits 130; returns a function that removes the handlers. */
export function stopOnSignals(cleanup: () => Promise<void>): () => void {
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const handler = (signal: NodeJS.Signals): void => {
    console.error(`\n[harness] ${signal}: stopping what this run started`);
    cleanup().finally(() => process.exit(130));
  };
  for (const s of signals) process.once(s, handler);
  return () => {
    for (const s of signals) process.off(s, handler);
  };
}

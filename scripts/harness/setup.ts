// `node --import tsx scripts/harness/setup.ts`: installs everything the harness needs (idempotent, fast when done).
import { ensureCodeServer } from './codeServer';
import { ensureDebianPackages } from './debianPackages';

/** Installs the Debian packages and code-server if they are missing. */
export async function setupHarness(): Promise<string> {
  await ensureDebianPackages();
  return ensureCodeServer();
}

if (require.main === module) {
  setupHarness().then(
    (entry) => console.log(`[harness] ready: ${entry}`),
    (error: Error) => {
      console.error(`[harness] setup failed: ${error.message}`);
      process.exit(1);
    },
  );
}

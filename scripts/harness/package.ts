// Packages the extension with vsce exactly as for release (production bundles, .vscodeignore applied).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { repoRoot } from './paths';
import { run } from './run';

/** The .vsix `npm run package` writes. */
export const vsixPath = path.join(repoRoot, 'goban.vsix');

/** Runs `npm run package` and returns the .vsix path and size in bytes. */
export async function packageVsix(): Promise<{ readonly file: string; readonly bytes: number }> {
  await run('npm', ['run', '--silent', 'package'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  return { file: vsixPath, bytes: fs.statSync(vsixPath).size };
}

// Every command the README shows runs as written: the CLI examples are run (from the repository root, against the
// built dist/cli.js) and compared with the output the README prints under them; npm scripts it names exist; the few
// commands that cannot run here are listed with the reason, so a new command in the README needs a decision.
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** Commands that cannot run inside the unit suite, and why (each is still checked as far as it can be). */
const NOT_RUN_HERE: ReadonlyMap<string, string> = new Map([
  ['npm install && npm start', 'starts a server until Ctrl+C; `npm start` must be a script'],
  ['npm install && npm test', 'is the test command itself (CI runs it); `npm test` must be a script'],
  ['npm install && npm run package', 'packages the extension (CI and e2e do); the script must exist'],
  ['npm install && npm run build', 'builds what this suite runs; the script must exist'],
  ['npm start', 'starts a server until Ctrl+C; it must be a script'],
  ['npm test', 'is the test command itself; it must be a script'],
  ['PORT=8080 npm start', 'starts a server; `npm start` must be a script'],
  ['code --install-extension goban.vsix', "is VS Code's own command line on the user's machine"],
  ['npm link', 'installs globally; `bin.goban` must point at the built CLI'],
]);

/** A command and the output the README shows right under it (`# …` lines), if any. */
interface Example {
  readonly command: string;
  readonly output: string | null;
}

/** The command lines of the README's ```sh blocks (trailing `# comments` dropped) with the output lines below them. */
function blockExamples(): Example[] {
  const examples: Example[] = [];
  for (const block of readme.matchAll(/```sh\n([\s\S]*?)```/g)) {
    const lines = block[1].split('\n').filter((line) => line.trim() !== '');
    for (let k = 0; k < lines.length; k++) {
      if (lines[k].startsWith('#')) continue;
      const output = lines[k + 1]?.startsWith('# ') === true ? lines[k + 1].slice(2) : null;
      examples.push({ command: lines[k].replace(/\s+#\s.*$/, '').trim(), output });
    }
  }
  return examples;
}

/** Inline `code` spans of the prose that are whole commands (not syntax with FILE/BOARD placeholders or "…"). */
function inlineCommands(): string[] {
  const spans = [...readme.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  return spans.filter((span) => /^(npm |npx |node dist\/cli\.js |PORT=|code )/.test(span) && !/…|FILE|BOARD/.test(span));
}

describe('the README: every command runs as written', () => {
  const examples = blockExamples();
  const inline = inlineCommands();

  it('finds the commands to check (the two commands, the CLI examples, npx goban --help)', () => {
    const all = [...examples.map((e) => e.command), ...inline];
    for (const expected of ['npm install && npm start', 'npm install && npm test', 'npx goban --help', 'npx goban -- --help']) {
      assert.ok(all.includes(expected), `${expected} is in the README`);
    }
  });

  for (const { command, output } of examples) {
    if (NOT_RUN_HERE.has(command)) continue;
    it(`runs: ${command}`, function () {
      this.timeout(60_000);
      const run = spawnSync('bash', ['-c', `set -o pipefail; ${command}`], { cwd: root, encoding: 'utf8', timeout: 30_000 });
      assert.equal(run.status, 0, `exit ${run.status}: ${run.stderr}`);
      if (output !== null) assert.equal(run.stdout.trim(), output);
      else assert.equal(run.stdout, '', 'a loop that reports problems prints nothing when there are none');
    });
  }

  for (const command of new Set(inline)) {
    if (NOT_RUN_HERE.has(command)) continue;
    const script = /^npm run (\S+)$/.exec(command)?.[1];
    if (script !== undefined) {
      it(`names an existing script: ${command}`, () => assert.ok(scripts[script] !== undefined));
      continue;
    }
    it(`runs: ${command}`, function () {
      this.timeout(60_000);
      const line = command.startsWith('npx ') ? command.replace(/^npx /, 'npx --no-install ') : command;
      const run = spawnSync('bash', ['-c', line], { cwd: root, encoding: 'utf8', timeout: 30_000 });
      assert.equal(run.status, 0, `exit ${run.status}: ${run.stderr}`);
      if (/--help$/.test(command)) assert.match(run.stdout, /^usage: goban <command>/);
    });
  }

  it('has what the commands it cannot run here need: the scripts, the bin and the packaged file name', () => {
    for (const script of ['start', 'test', 'package', 'build']) assert.ok(scripts[script] !== undefined, `npm ${script}`);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    assert.equal(pkg.bin.goban, './dist/cli.js');
    assert.ok(existsSync(join(root, 'dist/cli.js')), 'the CLI is built (npm run build) before the unit suite runs');
    assert.match(scripts.package, /goban\.vsix/);
  });
});

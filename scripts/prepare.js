// `npm ci` / `npm install` run `prepare` to build the project: generated clients, the WebAssembly
// kernel, the server and CLI, the page. `npx sudoku` in this folder also runs it: npm executes a
// folder's own bin by linking the folder into its npx cache, and that install runs `prepare` on this
// very folder (npm_command=exec), a second full build of ~30 s before the CLI starts. The build from
// `npm ci` is already there, so that case skips it; `npm run build:cli` rebuilds after edits. Inside
// a git work tree it also turns on the pre-commit hook (scripts/hooks/).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { URL } from 'node:url';

const steps = ['generate', 'build:wasm', 'build:server', 'build:web'];

/**
 * Inside a git work tree, git runs scripts/hooks/pre-commit (format and lint what is staged). Only
 * where no other hooks folder is set; anywhere else (a tarball, no git) nothing happens.
 */
function useHooks() {
  const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });
  if (git('rev-parse', '--is-inside-work-tree').stdout?.trim() !== 'true') return;
  const current = git('config', '--get', 'core.hooksPath').stdout?.trim() ?? '';
  if (current === '') git('config', 'core.hooksPath', 'scripts/hooks');
}

if (process.env.npm_command === 'exec' && existsSync(new URL('../dist/cli/main.js', import.meta.url))) {
  process.exit(0);
}
useHooks();
for (const step of steps) {
  const run = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

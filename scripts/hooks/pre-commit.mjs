// The pre-commit check (scripts/hooks/pre-commit runs it from the work tree's top): format and lint
// what is staged, as chess.js does with husky and lint-staged, with the project's own Prettier and
// ESLint (nothing to download). A staged file with no unstaged change is formatted in place and
// staged again; a file staged in part is only checked (formatting it would stage the rest too).
// Then ESLint checks the staged sources; any error fails the commit.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args, options = {}) => spawnSync(cmd, args, { encoding: 'utf8', ...options });
const names = (args) =>
  run('git', [...args, '-z'])
    .stdout.split('\0')
    .filter((n) => n !== '');

const staged = names(['diff', '--cached', '--name-only', '--diff-filter=ACMR']).filter((n) => existsSync(n));
if (staged.length === 0) process.exit(0);
const bin = (name) => `node_modules/.bin/${name}`;
if (!existsSync(bin('prettier')) || !existsSync(bin('eslint'))) {
  console.error('pre-commit: node_modules is missing (run npm ci); not checked');
  process.exit(0);
}
const unstaged = new Set(names(['diff', '--name-only']));
const whole = staged.filter((n) => !unstaged.has(n));
const partial = staged.filter((n) => unstaged.has(n));
let failed = false;

if (whole.length > 0) {
  const w = run(bin('prettier'), ['--write', '--ignore-unknown', '--log-level=warn', ...whole], { stdio: 'inherit' });
  if (w.status !== 0) failed = true;
  else run('git', ['add', '--', ...whole]);
}
if (partial.length > 0) {
  const c = run(bin('prettier'), ['--check', '--ignore-unknown', '--log-level=warn', ...partial], { stdio: 'inherit' });
  if (c.status !== 0) {
    console.error('pre-commit: files staged in part need formatting (npx prettier --write them, then stage)');
    failed = true;
  }
}
const sources = staged.filter((n) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(n));
if (sources.length > 0) {
  const l = run(bin('eslint'), ['--no-warn-ignored', ...sources], { stdio: 'inherit' });
  if (l.status !== 0) failed = true;
}
if (failed) {
  console.error('pre-commit: fix the above, or commit with --no-verify to skip the check');
  process.exit(1);
}

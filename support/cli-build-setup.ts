// Global setup of the suites that run the CLI as a user would (test/cli/): `npm run build:cli`
// once for the run, before any test file starts, so that they test today's CLI and not a stale
// dist/ (each file used to build it in its own beforeAll: five builds of ~5 s of CPU a run, two of
// them at once on two workers, writing the same files). The build is skipped when the bundle is
// newer than every source it is made from, so a run of other suites pays nothing for it.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE = join(ROOT, 'dist/cli/sudoku.js');

/** The newest modification time under `path` (a file, or a folder walked whole). */
function newest(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let t = s.mtimeMs;
  for (const name of readdirSync(path)) t = Math.max(t, newest(join(path, name)));
  return t;
}

function upToDate(): boolean {
  let built: number;
  try {
    built = statSync(BUNDLE).mtimeMs;
  } catch {
    return false;
  }
  const sources = ['src', 'package.json', 'tsconfig.json', 'tsconfig.cli.json'].map((p) => newest(join(ROOT, p)));
  return Math.max(...sources) < built;
}

export default function setup(): void {
  if (upToDate()) return;
  const build = spawnSync('npm', ['run', 'build:cli', '--silent'], { cwd: ROOT, encoding: 'utf8', timeout: 110_000 });
  if (build.status !== 0) throw new Error(`npm run build:cli failed:\n${build.stdout}\n${build.stderr}`);
}

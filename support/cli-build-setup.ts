// Global setup of the suites that run the CLI as a user would (test/cli/): `npm run build:cli`
// once for the run, before any test file starts, so that they test today's CLI and not a stale
// dist/ (each file used to build it in its own beforeAll: five builds of ~5 s of CPU a run, two of
// them at once on two workers, writing the same files).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export default function setup(): void {
  const build = spawnSync('npm', ['run', 'build:cli', '--silent'], { cwd: ROOT, encoding: 'utf8', timeout: 110_000 });
  if (build.status !== 0) throw new Error(`npm run build:cli failed:\n${build.stdout}\n${build.stderr}`);
}

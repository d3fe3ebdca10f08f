// `npx sudoku` in the project folder runs our own CLI and does not rebuild the project: npm links
// the folder into its npx cache to run its bin, and that install calls `prepare` (npm_command=exec),
// which scripts/prepare.js turns into a no-op when the CLI is already built.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-npx-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Runs scripts/prepare.js with a fake `npm` first on the PATH that logs each `npm run STEP`.
function prepare(npmCommand: string): string[] {
  const log = join(dir, `steps-${npmCommand}.log`);
  const bin = join(dir, `bin-${npmCommand}`);
  spawnSync('mkdir', ['-p', bin]);
  writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "$2" >> ${JSON.stringify(log)}\n`);
  chmodSync(join(bin, 'npm'), 0o755);
  writeFileSync(log, '');
  const run = spawnSync(process.execPath, ['scripts/prepare.js'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, npm_command: npmCommand },
  });
  expect(run.status).toBe(0);
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter((l) => l !== '');
}

describe('npx sudoku', () => {
  it('no dependency is named `sudoku`, so the name means our bin', () => {
    expect(pkg.bin).toEqual({ sudoku: 'bin/sudoku.js' });
    expect(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })).not.toContain('sudoku');
  });

  it('prepare builds everything after npm ci and npm install, nothing under npx', () => {
    const all = ['generate', 'build:wasm', 'build:server', 'build:web'];
    expect(prepare('ci')).toEqual(all);
    expect(prepare('install')).toEqual(all);
    expect(prepare('exec')).toEqual([]);
  });

  it('runs our CLI offline with an empty npm cache and leaves dist/ untouched', () => {
    const built = statSync(join(ROOT, 'dist/cli/main.js')).mtimeMs;
    const cache = join(dir, 'npm-cache');
    const board = join(dir, 'one.txt');
    writeFileSync(board, '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n');
    const env = { ...process.env, npm_config_cache: cache, npm_config_offline: 'true', npm_config_yes: 'true' };
    const version = spawnSync('npx', ['sudoku', '--version'], { cwd: ROOT, encoding: 'utf8', env, timeout: 60_000 });
    expect(version.stderr).toBe('');
    expect(version.stdout).toBe(`${pkg.version}\n`);
    const solve = spawnSync('npx', ['sudoku', 'solve', board], { cwd: ROOT, encoding: 'utf8', env, timeout: 60_000 });
    expect(solve.stdout).toBe('534678912672195348198342567859761423426853791713924856961537284287419635345286179\n');
    expect(statSync(join(ROOT, 'dist/cli/main.js')).mtimeMs).toBe(built);
  });
});

// A UTF-8 byte order mark (what some editors write first) is no cell: once, `sudoku solve` read it
// as the first cell of the first puzzle and answered that line BAD_LENGTH. Every command that reads
// a file or standard input drops it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutBytesBom } from '../../src/cli/puzzle-input.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const BOM = '\uFEFF';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-bom-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sudoku = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['bin/sudoku.js', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 30_000 });

describe('a UTF-8 byte order mark', () => {
  it('solve: from a file, from standard input, and on threads', () => {
    const file = join(dir, 'bom.txt');
    writeFileSync(file, `${BOM}${CLASSIC}\n${CLASSIC}\n`);
    for (const r of [sudoku(['solve', file]), sudoku(['solve', '-'], `${BOM}${CLASSIC}\n`), sudoku(['solve', '--threads', '2', file])]) {
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout.split('\n').filter(Boolean)[0]).toBe(SOLUTION);
    }
  });

  it('rate, convert and solve --format read past it', () => {
    const file = join(dir, 'bom-rate.txt');
    writeFileSync(file, `${BOM}${CLASSIC}\n`);
    const rated = sudoku(['rate', file]);
    expect(rated.status, rated.stderr).toBe(0);
    expect(rated.stdout).not.toMatch(/BAD_|error/i);
    const converted = sudoku(['convert', '--to', 'sdm', file]);
    expect(converted.status, converted.stderr).toBe(0);
    expect(converted.stdout.trim()).toBe(CLASSIC.replace(/\./g, '0'));
    const formatted = sudoku(['solve', '--format', 'cells', file]);
    expect(formatted.stdout.split('\n')[0]).toBe(SOLUTION);
  });

  it('is taken off however the bytes arrive, and only at the start', async () => {
    const collect = async (pieces: number[][]) => {
      const out: number[] = [];
      async function* gen() {
        for (const p of pieces) yield Buffer.from(p);
      }
      for await (const b of withoutBytesBom(gen())) out.push(...b);
      return out;
    };
    expect(await collect([[0xef], [0xbb], [0xbf, 0x31]])).toEqual([0x31]);
    expect(await collect([[0xef, 0xbb, 0xbf]])).toEqual([]);
    expect(await collect([[0x31, 0xef, 0xbb, 0xbf]])).toEqual([0x31, 0xef, 0xbb, 0xbf]);
    expect(await collect([[0xef, 0x31]])).toEqual([0xef, 0x31]);
    expect(await collect([[0x31], [0xef, 0xbb, 0xbf]])).toEqual([0x31, 0xef, 0xbb, 0xbf]);
  });
});

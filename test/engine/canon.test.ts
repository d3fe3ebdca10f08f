// Canonical keys: the same for every image of a puzzle under its shape's symmetries, different for
// puzzles that are not images of each other, and the smallest image. (bench/canon.ts runs 1,000
// puzzles per shape with 100 images each; here fewer, to keep the suite quick.)
import { describe, expect, it } from 'vitest';
import { canonicalize, generate, STANDARD_SHAPES, type Board } from '../../src/engine/index.js';
import { parseBoardText } from '../../src/engine/codec.js';
import { randomImage, seeded } from '../../support/transforms.js';

const keyOf = (b: Board) => {
  const r = canonicalize(b);
  if (r.status !== 'CANONICAL') throw new Error(r.status);
  return r.key;
};

/** Every order of 0…n−1 that keeps groups of k together (rows in bands and bands, or columns in stacks and stacks). */
function arrangements(n: number, k: number): number[][] {
  const perms = (a: number[]): number[][] =>
    a.length <= 1 ? [a] : a.flatMap((x, i) => perms([...a.slice(0, i), ...a.slice(i + 1)]).map((p) => [x, ...p]));
  const groups = perms(Array.from({ length: n / k }, (_, g) => g));
  const inner = perms(Array.from({ length: k }, (_, x) => x));
  let out: number[][] = [[]];
  for (let g = 0; g < n / k; g++) out = out.flatMap((prefix) => inner.map((p) => [...prefix, ...p.map((x) => g * k + x)]));
  // out: every within-group order; combine with every group order
  return groups.flatMap((order) => out.map((within) => order.flatMap((g) => within.slice(g * k, g * k + k))));
}

function puzzles(size: number, count: number): Board[] {
  const out: Board[] = [];
  for (let i = 0; out.length < count; i++) {
    const g = generate({ size, difficulty: 'MEDIUM', seed: `canon-${size}-${i}` });
    if (g.status === 'GENERATED') out.push(g.puzzle);
  }
  return out;
}

describe('canonical keys', () => {
  for (const shape of STANDARD_SHAPES.filter((s) => s.size <= 16)) {
    const count = shape.size >= 15 ? 2 : shape.size >= 12 ? 4 : 10;
    const images = shape.size >= 15 ? 10 : 100;
    it(`${shape.size}×${shape.size} (${shape.boxRows}×${shape.boxCols}): ${count} puzzles, ${images} random images each, one key per puzzle, distinct across puzzles`, () => {
      const rnd = seeded(shape.size);
      const keys = new Set<string>();
      for (const p of puzzles(shape.size, count)) {
        const key = keyOf(p);
        for (let k = 0; k < images; k++) expect(keyOf(randomImage(p, rnd))).toBe(key);
        keys.add(key);
      }
      expect(keys.size).toBe(count);
    });
  }

  it('the key is the smallest image: no random image is smaller, and the canonical board is an image', () => {
    const rnd = seeded(7);
    const p = puzzles(9, 1)[0];
    const r = canonicalize(p);
    if (r.status !== 'CANONICAL') throw new Error(r.status);
    const text = (b: Board) => Array.from(b.cells, (v) => String.fromCharCode(65 + v)).join('');
    for (let k = 0; k < 2000; k++) expect(text(randomImage(p, rnd)) >= text(r.board)).toBe(true);
    expect(keyOf(r.board)).toBe(r.key);
    expect(r.key.startsWith('9-3-3:')).toBe(true);
  });

  it('transposing a 9×9 keeps its key; moving one given elsewhere changes it', () => {
    const p = puzzles(9, 1)[0];
    const t = new Uint8Array(81);
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) t[c * 9 + r] = p.cells[r * 9 + c];
    expect(keyOf({ shape: p.shape, cells: t })).toBe(keyOf(p));
    // One given moved to a non-equivalent place changes the key.
    const moved = Uint8Array.from(p.cells);
    const from = moved.findIndex((v) => v !== 0);
    const to = moved.findIndex((v) => v === 0);
    moved[to] = moved[from];
    moved[from] = 0;
    expect(keyOf({ shape: p.shape, cells: moved })).not.toBe(keyOf(p));
  });

  it('equals the brute-force minimum over every symmetry on random 4×4 and 6×6 (2×3) boards', () => {
    const rnd = seeded(46);
    for (const [n, r, c] of [
      [4, 2, 2],
      [6, 2, 3],
    ]) {
      const rowPerms = arrangements(n, r);
      const colPerms = arrangements(n, c);
      for (let t = 0; t < 30; t++) {
        const cells = Uint8Array.from({ length: n * n }, () => (rnd() < 0.45 ? 1 + Math.floor(rnd() * n) : 0));
        let min: string | undefined;
        for (const tr of r === c ? [false, true] : [false]) {
          for (const rows of rowPerms) {
            for (const cols of colPerms) {
              const label = new Map<number, number>();
              let s = '';
              for (let i = 0; i < n; i++) {
                for (let j = 0; j < n; j++) {
                  const v = tr ? cells[cols[j] * n + rows[i]] : cells[rows[i] * n + cols[j]];
                  if (v && !label.has(v)) label.set(v, label.size + 1);
                  s += v ? String.fromCharCode(48 + label.get(v)!) : '.';
                }
              }
              if (min === undefined || s < min) min = s;
            }
          }
        }
        const key = keyOf({ shape: { size: n, boxRows: r, boxCols: c }, cells });
        expect(key.slice(key.indexOf(':') + 1)).toBe(min);
      }
    }
  });

  it('a known small case: every 4×4 board with one given has the same key', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 16; i++) {
      for (let v = 1; v <= 4; v++) {
        const cells = new Uint8Array(16);
        cells[i] = v;
        keys.add(keyOf({ shape: { size: 4, boxRows: 2, boxCols: 2 }, cells }));
      }
    }
    expect([...keys]).toEqual(['4-2-2:...............1']);
    const two = parseBoardText('1...............');
    if (!two.ok) throw new Error('parse');
    expect(keyOf(two.value)).toBe('4-2-2:...............1');
  });

  it('a board with too many symmetries for the budget is LIMIT_EXCEEDED, not a wrong key', () => {
    const cells = new Uint8Array(625);
    cells[0] = 1;
    const r = canonicalize({ shape: { size: 25, boxRows: 5, boxCols: 5 }, cells }, 10_000);
    expect(r.status).toBe('LIMIT_EXCEEDED');
  });
});

// Canonical keys: the same for every image of a puzzle under its shape's symmetries, different for
// puzzles that are not images of each other, and the smallest image. (bench/canon.ts runs 1,000
// puzzles per shape with 100 images each; here fewer, to keep the suite quick.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalize, generate, solve, STANDARD_SHAPES, type Board } from '../../src/engine/index.js';
import { canonicalizeForGrading } from '../../src/engine/canon.js';
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

/** The smallest image of a board over its whole symmetry group, by enumeration (4×4 and 6×6 only). */
function bruteMin(cells: Uint8Array, n: number, r: number, c: number): string {
  const rowPerms = arrangements(n, r);
  const colPerms = arrangements(n, c);
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
  return min!;
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
      for (let t = 0; t < 30; t++) {
        const cells = Uint8Array.from({ length: n * n }, () => (rnd() < 0.45 ? 1 + Math.floor(rnd() * n) : 0));
        const key = keyOf({ shape: { size: n, boxRows: r, boxCols: c }, cells });
        expect(key.slice(key.indexOf(':') + 1)).toBe(bruteMin(cells, n, r, c));
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

  it('a board past its node budget is LIMIT_EXCEEDED, not a wrong key: one node short of what it needs', () => {
    const cells = new Uint8Array(625);
    cells[0] = 1;
    const board = { shape: { size: 25, boxRows: 5, boxCols: 5 }, cells };
    const full = canonicalize(board);
    if (full.status !== 'CANONICAL') throw new Error(full.status);
    expect(full.key).toBe(`25-5-5:${'.'.repeat(624)}1`);
    expect(canonicalize(board, full.nodes).status).toBe('CANONICAL');
    expect(canonicalize(board, full.nodes - 1).status).toBe('LIMIT_EXCEEDED');
  });
});

// Boards with many symmetries: sparse ones (empty rows and columns swap onto each other) and
// symmetric ones (a grid with hundreds of automorphisms, boards equal to their transpose or to a
// relabelled rotation). The search prunes by the automorphisms it finds (canon.ts) and must still
// give the smallest image.
describe('canonical keys of sparse and symmetric boards', () => {
  /** The 9×9 grid with the most automorphisms (648): each row the one above shifted. */
  const PATTERN = Uint8Array.from({ length: 81 }, (_, i) => ((((i / 27) | 0) + (((i / 9) | 0) % 3) * 3 + (i % 9)) % 9) + 1);
  const nine = (cells: Uint8Array): Board => ({ shape: { size: 9, boxRows: 3, boxCols: 3 }, cells });

  it('equals the brute-force minimum on sparse, symmetric and clashing 4×4 and 6×6 (2×3) boards', () => {
    const rnd = seeded(51);
    for (const [n, r, c] of [
      [4, 2, 2],
      [6, 2, 3],
    ]) {
      for (let t = 0; t < 60; t++) {
        const density = [0, 0.05, 0.1, 0.2][t % 4];
        const cells = Uint8Array.from({ length: n * n }, () => (rnd() < density ? 1 + Math.floor(rnd() * n) : 0));
        const kind = Math.floor(t / 4) % 5;
        // 1: equal to its transpose; 2: every band a copy of the first; 3: every row the first;
        // 4: a half-turn with values v → n + 1 − v.
        if (kind === 1) for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) cells[j * n + i] = cells[i * n + j];
        if (kind === 2) for (let i = r; i < n; i++) for (let j = 0; j < n; j++) cells[i * n + j] = cells[(i % r) * n + j];
        if (kind === 3) for (let i = 1; i < n; i++) for (let j = 0; j < n; j++) cells[i * n + j] = cells[j];
        if (kind === 4) for (let i = 0; i < (n * n) / 2; i++) cells[n * n - 1 - i] = cells[i] ? n + 1 - cells[i] : 0;
        const key = keyOf({ shape: { size: n, boxRows: r, boxCols: c }, cells });
        expect([t, key.slice(key.indexOf(':') + 1)]).toEqual([t, bruteMin(cells, n, r, c)]);
      }
    }
  });

  it('9×9: empty, one given, the first row, a band and a stack, the 648-automorphism grid and its clashing variants finish within the server budget, one key for every image', () => {
    const rnd = seeded(9);
    const boards: [string, Uint8Array][] = [
      ['empty', new Uint8Array(81)],
      ['one given', Uint8Array.from({ length: 81 }, (_, i) => (i === 40 ? 5 : 0))],
      ['first row only', Uint8Array.from({ length: 81 }, (_, i) => (i < 9 ? i + 1 : 0))],
      ['first band and first stack of the grid', PATTERN.map((v, i) => (i < 27 || i % 9 < 3 ? v : 0))],
      ['first row and first column of the grid', PATTERN.map((v, i) => (i < 9 || i % 9 === 0 ? v : 0))],
      ['the diagonal of the grid', PATTERN.map((v, i) => (i % 10 === 0 ? v : 0))],
      ['the full grid', PATTERN],
      // The hardest board a hill climb over grid-like boards found (33,653 nodes).
      [
        'the grid with three cells changed',
        Uint8Array.from('123456789456789123789123456234567891567891234891234567345678912678912345918345674', Number),
      ],
      ['every cell 1', new Uint8Array(81).fill(1)],
    ];
    for (const [name, cells] of boards) {
      const r = canonicalize(nine(cells), 200_000);
      if (r.status !== 'CANONICAL') throw new Error(`${name}: ${r.status}`);
      expect([name, r.nodes < 50_000]).toEqual([name, true]);
      for (let k = 0; k < 20; k++) expect([name, keyOf(randomImage(nine(cells), rnd))]).toEqual([name, r.key]);
      expect(keyOf(r.board)).toBe(r.key);
    }
    // The forms themselves, where they are plain to see.
    expect(keyOf(nine(new Uint8Array(81)))).toBe(`9-3-3:${'.'.repeat(81)}`);
    expect(keyOf(nine(boards[2][1]))).toBe(`9-3-3:${'.'.repeat(72)}123456789`);
    expect(keyOf(nine(new Uint8Array(81).fill(1)))).toBe(`9-3-3:${'1'.repeat(81)}`);
  });

  it('9×9 boards kept from random grids (3 % to 90 % of their cells): one key for every image', () => {
    const rnd = seeded(99);
    for (let t = 0; t < 40; t++) {
      const grid = solve(randomImage(nine(PATTERN), rnd)).solution!;
      const keep = [0.03, 0.1, 0.3, 0.6, 0.9][t % 5];
      const cells = grid.map((v) => (rnd() < keep ? v : 0));
      const r = canonicalize(nine(cells), 200_000);
      if (r.status !== 'CANONICAL') throw new Error(r.status);
      for (let k = 0; k < 5; k++) expect(keyOf(randomImage(nine(cells), rnd))).toBe(r.key);
    }
  });

  it('empty and near-empty boards of every standard shape: CANONICAL, the givens last', () => {
    for (const shape of STANDARD_SHAPES) {
      const n = shape.size;
      const empty = canonicalize({ shape, cells: new Uint8Array(n * n) }, 200_000);
      if (empty.status !== 'CANONICAL') throw new Error(`${n}: ${empty.status}`);
      expect(empty.key).toBe(`${n}-${shape.boxRows}-${shape.boxCols}:${'.'.repeat(n * n)}`);
      const one = new Uint8Array(n * n);
      one[n + 1] = n;
      const r = canonicalize({ shape, cells: one }, 200_000);
      if (r.status !== 'CANONICAL') throw new Error(`${n}: ${r.status}`);
      expect(r.key).toBe(`${n}-${shape.boxRows}-${shape.boxCols}:${'.'.repeat(n * n - 1)}1`);
    }
  });
});

// Keys stored before the automorphism pruning stay valid: test/engine/canon-keys.txt holds boards
// (data set puzzles, generated puzzles of every standard shape, sparse boards) with the key and the
// transform the search gave before it (board, key, then transpose;rows;cols;labels). Keys are
// compared; analyze's form (canonicalizeForGrading) must also keep the transform, which is what
// names the cells of its steps on a board with automorphisms.
describe('keys and transforms from before the pruning', () => {
  const lines = readFileSync(new URL('./canon-keys.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean);
  const boardOf = (text: string): Board => {
    const [dims, cells] = text.split(':');
    const [size, boxRows, boxCols] = dims.split('-').map(Number);
    const parsed = parseBoardText(cells, { boxRows, boxCols });
    if (!parsed.ok || parsed.value.shape.size !== size) throw new Error(`fixture: ${text}`);
    return parsed.value;
  };

  it(`${lines.length} boards keep their keys and analyze's transforms`, () => {
    expect(lines.length).toBeGreaterThan(300);
    for (const line of lines) {
      const [text, key, transform] = line.split(' ');
      const board = boardOf(text);
      const r = canonicalize(board);
      if (r.status !== 'CANONICAL') throw new Error(`${text}: ${r.status}`);
      expect([text, r.key]).toEqual([text, key]);
      const g = canonicalizeForGrading(board, 2_000_000);
      if (g.status !== 'CANONICAL') throw new Error(`${text}: ${g.status}`);
      const t = g.transform;
      expect([text, `${t.transpose ? 1 : 0};${t.rows.join(',')};${t.cols.join(',')};${t.labels.join(',')}`]).toEqual([text, transform]);
    }
  });
});

// Canonical keys of boards with rules (rules/canon.ts): equal exactly for images under the
// transforms each rule set admits, never equal to a classic key.
// - Brute force on 4×4: random boards with a few givens and rules of every family the key treats
//   (cages with and without sums, extra regions, a thermometer, a diagonal, parity, kropki dots,
//   anti-king); every image under the admitted group (all 128 transforms of the shape, those mapping
//   the diagonals onto diagonals, the 8 dihedral ones for rules of neighbours; relabelled where no rule
//   tells values apart) gets the key, and two boards share a key only when one is such an image.
// - Public 9×9 puzzles (killers, jigsaw layouts, an X, anti-knight and thermo puzzles): random
//   admitted images keep the key, a moved cage cell or given changes it.
// - SHA-256 against node:crypto; the classic key unchanged; the budget; bad rules.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalize, type Board, type Rule } from '../../../src/engine/index.js';
import { canonicalKey, variantForm } from '../../../src/engine/rules/canon.js';
import { base64url, sha256 } from '../../../src/engine/rules/sha256.js';
import { decodeBoard } from '../../../src/engine/codec.js';
import { readLines } from '../../../support/variant-data.js';

type Format = 'KILLER_SHORT' | 'FPUZZLES' | 'JIGSAW_TEXT';
/** A data-set line read with the engine's own codec (null where the codec refuses it). */
function read(text: string, format: Format): { cells: Uint8Array; rules: Rule[] } | null {
  const r = decodeBoard(text, format);
  if (!r.ok) return null;
  const b = r.value.state.board;
  return { cells: b.cells, rules: [...(b.rules ?? [])] };
}
const readShortKiller = (line: string) => read(line, 'KILLER_SHORT')!;
const readJigsawLayout = (line: string) => read('.'.repeat(81) + line.trim(), 'JIGSAW_TEXT')!;

/** A transform: input cell (r, c) goes to output (rows[r], cols[c]), then transposed when `t`. */
interface Transform {
  readonly rows: number[];
  readonly cols: number[];
  readonly t: boolean;
}

function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const shuffle = <T>(xs: T[], rnd: () => number): T[] => {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
};

/** Every permutation of 0..k−1. */
function permutations(k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(k - 1)) for (let at = 0; at <= p.length; at++) out.push([...p.slice(0, at), k - 1, ...p.slice(at)]);
  return out;
}

/** Every row (or column) permutation keeping bands of `size` lines: bands permuted, lines within each. */
function linePerms(n: number, size: number): number[][] {
  const bands = n / size;
  const out: number[][] = [];
  const inner = permutations(size);
  const rec = (bandOrder: number[], b: number, acc: number[]) => {
    if (b === bands) {
      out.push(acc);
      return;
    }
    for (const w of inner) {
      const next = [...acc];
      for (let k = 0; k < size; k++) next[b * size + k] = bandOrder[b] * size + w[k];
      rec(bandOrder, b + 1, next);
    }
  };
  for (const bandOrder of permutations(bands)) rec(bandOrder, 0, []);
  // as maps input line → output line
  return out.map((outOf) => {
    const map = new Array<number>(n);
    outOf.forEach((input, output) => (map[input] = output));
    return map;
  });
}

function randomTransform(n: number, r: number, c: number, rnd: () => number): Transform {
  const lines = (size: number) => {
    const bands = shuffle([...Array(n / size).keys()], rnd);
    const map = new Array<number>(n);
    bands.forEach((b, outBand) => {
      const within = shuffle([...Array(size).keys()], rnd);
      within.forEach((w, k) => (map[b * size + w] = outBand * size + k));
    });
    return map;
  };
  return { rows: lines(r), cols: lines(c), t: r === c && rnd() < 0.5 };
}

function dihedral(n: number, square: boolean): Transform[] {
  const id = [...Array(n).keys()];
  const rev = id.map((k) => n - 1 - k);
  const out: Transform[] = [];
  for (const t of square ? [false, true] : [false]) for (const rows of [id, rev]) for (const cols of [id, rev]) out.push({ rows, cols, t });
  return out;
}

function moveCell(x: number, n: number, tr: Transform): number {
  const r = tr.rows[Math.floor(x / n)];
  const c = tr.cols[x % n];
  return tr.t ? c * n + r : r * n + c;
}

const diagonalOf = (n: number, d: 'MAIN' | 'ANTI') => [...Array(n).keys()].map((k) => k * n + (d === 'MAIN' ? k : n - 1 - k));
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/** The board's image under `tr` (and a relabelling), or null when a rule's image is no rule of its kind. */
function imageOf(b: Board, tr: Transform, labels?: number[]): Board | null {
  const n = b.shape.size;
  const m = (x: number) => moveCell(x, n, tr);
  const cells = new Uint8Array(n * n);
  b.cells.forEach((v, x) => (cells[m(x)] = labels && v ? labels[v] : v));
  const rules: Rule[] = [];
  for (const rule of b.rules ?? []) {
    switch (rule.kind) {
      case 'DIAGONAL': {
        const img = diagonalOf(n, rule.direction).map(m);
        const to = (['MAIN', 'ANTI'] as const).find((d) => sameSet(img, diagonalOf(n, d)));
        if (!to) return null;
        rules.push({ kind: 'DIAGONAL', direction: to });
        break;
      }
      case 'JIGSAW': {
        const regions = new Array<number>(n * n);
        rule.regions.forEach((g, x) => (regions[m(x)] = g));
        rules.push({ kind: 'JIGSAW', regions });
        break;
      }
      case 'KILLER_CAGE':
        rules.push(
          rule.sum === undefined
            ? { kind: rule.kind, cells: rule.cells.map(m) }
            : { kind: rule.kind, cells: rule.cells.map(m), sum: rule.sum },
        );
        break;
      case 'EXTRA_REGION':
      case 'THERMOMETER':
        rules.push({ kind: rule.kind, cells: rule.cells.map(m) });
        break;
      case 'KROPKI':
        rules.push({ ...rule, cells: [m(rule.cells[0]), m(rule.cells[1])] });
        break;
      case 'PARITY':
        rules.push({ ...rule, cell: m(rule.cell) });
        break;
      case 'ANTI_KNIGHT':
      case 'ANTI_KING':
        rules.push(rule);
        break;
      default:
        throw new Error(`imageOf: ${rule.kind}`);
    }
  }
  return { shape: b.shape, cells, rules };
}

/** A board as comparable text: its cells and its rules (sets sorted, a thermometer in order). */
function text(b: Board): string {
  const sorted = (xs: readonly number[]) => [...xs].sort((x, y) => x - y).join('.');
  const rules = (b.rules ?? []).map((r) => {
    switch (r.kind) {
      case 'KILLER_CAGE':
        return `K${r.sum ?? ''}:${sorted(r.cells)}`;
      case 'EXTRA_REGION':
        return `E:${sorted(r.cells)}`;
      case 'THERMOMETER':
        return `T:${r.cells.join('.')}`;
      case 'KROPKI':
        return `P${r.color}${r.value ?? ''}:${sorted(r.cells)}`;
      case 'PARITY':
        return `Y${r.parity}:${r.cell}`;
      case 'DIAGONAL':
        return `D${r.direction}`;
      case 'JIGSAW':
        return `J:${r.regions.join('')}`;
      default:
        return r.kind;
    }
  });
  return `${b.cells.join('')}|${rules.sort().join('|')}`;
}

const keyOf = (b: Board, nodes?: number): string => {
  const k = canonicalKey(b, nodes);
  if (k.status !== 'CANONICAL') throw new Error(`canonicalKey: ${k.status}`);
  return k.key;
};

const RELABEL4 = permutations(4).map((p) => [0, ...p.map((v) => v + 1)]);

/** Every image of a 4×4 board under the group its rules admit (as text). */
function orbit4(b: Board, symmetric: boolean, geometric: boolean): Set<string> {
  const transforms = geometric
    ? dihedral(4, true)
    : linePerms(4, 2).flatMap((rows) => linePerms(4, 2).flatMap((cols) => [false, true].map((t) => ({ rows, cols, t }))));
  const out = new Set<string>();
  for (const tr of transforms) {
    for (const labels of symmetric ? RELABEL4 : [undefined]) {
      const img = imageOf(b, tr, labels);
      if (img) out.add(text(img));
    }
  }
  return out;
}

const SHAPE4 = { size: 4, boxRows: 2, boxCols: 2 };

/** A random 4×4 board of a family: givens (none clashing) and rules that pass their check. */
function random4(family: number, rnd: () => number): { board: Board; symmetric: boolean; geometric: boolean } {
  const cells = new Uint8Array(16);
  const givens = Math.floor(rnd() * 4);
  for (let k = 0; k < givens; k++) cells[Math.floor(rnd() * 16)] = 1 + Math.floor(rnd() * 4);
  const pick = () => Math.floor(rnd() * 16);
  const rules: Rule[] = [];
  switch (family) {
    case 0: {
      // Cages with sums over two random cells each, not overlapping.
      const used = new Set<number>();
      for (let k = 0; k < 3; k++) {
        const a = pick();
        const b = pick();
        if (a === b || used.has(a) || used.has(b)) continue;
        used.add(a).add(b);
        rules.push({ kind: 'KILLER_CAGE', cells: [a, b], sum: 3 + Math.floor(rnd() * 5) });
      }
      break;
    }
    case 1: {
      // Cages without sums and an extra region: no rule tells values apart.
      const a = pick();
      const b = (a + 1 + Math.floor(rnd() * 15)) % 16;
      rules.push({ kind: 'KILLER_CAGE', cells: [a, b] });
      rules.push({ kind: 'EXTRA_REGION', cells: [...new Set([pick(), pick(), pick()])] });
      break;
    }
    case 2: {
      const a = pick();
      const b = (a + 1 + Math.floor(rnd() * 15)) % 16;
      let c = pick();
      while (c === a || c === b) c = pick();
      rules.push({ kind: 'THERMOMETER', cells: rnd() < 0.5 ? [a, b] : [a, b, c] });
      rules.push({ kind: 'PARITY', cell: pick(), parity: rnd() < 0.5 ? 'EVEN' : 'ODD' });
      break;
    }
    case 3:
      rules.push({ kind: 'DIAGONAL', direction: rnd() < 0.5 ? 'MAIN' : 'ANTI' });
      if (rnd() < 0.5)
        rules.push({ kind: 'DIAGONAL', direction: rules[0].kind === 'DIAGONAL' && rules[0].direction === 'MAIN' ? 'ANTI' : 'MAIN' });
      break;
    case 4: {
      // Kropki dots between orthogonal neighbours, anti-king: dihedral transforms only.
      for (let k = 0; k < 2; k++) {
        const a = pick();
        const b = a % 4 < 3 && rnd() < 0.5 ? a + 1 : a < 12 ? a + 4 : a - 4;
        rules.push({ kind: 'KROPKI', cells: [a, b], color: rnd() < 0.5 ? 'WHITE' : 'BLACK' });
      }
      if (rnd() < 0.5) rules.push({ kind: 'ANTI_KING' });
      break;
    }
  }
  const board: Board = { shape: SHAPE4, cells, rules };
  // Values may be relabelled where no rule tells them apart: cages without sums, regions, diagonals.
  return { board, symmetric: family === 1 || family === 3, geometric: family === 4 };
}

describe('4×4 brute force: equal keys exactly for images under the admitted group', () => {
  it('every image keeps the key; boards share a key only within an orbit (5 families, 200 boards)', () => {
    const rnd = mulberry(49);
    const seen = new Map<string, Set<string>>(); // key → the orbit it was first given to
    let boards = 0;
    for (let i = 0; i < 200; i++) {
      const family = i % 5;
      const { board, symmetric, geometric } = random4(family, rnd);
      const form = variantForm(board, 1_000_000);
      if (form.status === 'BAD_RULES') continue; // a random cage sum two cells cannot make, a region twice
      boards++;
      const key = keyOf(board, 1_000_000);
      const orbit = orbit4(board, symmetric, geometric);
      // Every image has the key (a sample: all of a small orbit).
      const images = [...orbit];
      for (const imgText of images.slice(0, 20)) {
        const tr = findImage(board, imgText, symmetric, geometric);
        expect(keyOf(tr, 1_000_000), `${text(board)} → ${imgText}`).toBe(key);
      }
      // A key met before belongs to the same orbit: this board is one of its images.
      const earlier = seen.get(key);
      if (earlier) expect(earlier.has(text(board)), `${text(board)} shares ${key} with another orbit`).toBe(true);
      else seen.set(key, orbit);
      // And a board of another orbit met before never has this key.
      for (const [k, o] of seen) if (k !== key) expect(o.has(text(board))).toBe(false);
    }
    expect(boards).toBeGreaterThan(120);
  });
});

/** The image of `b` whose text is `want` (searching the same group). */
function findImage(b: Board, want: string, symmetric: boolean, geometric: boolean): Board {
  const transforms = geometric
    ? dihedral(4, true)
    : linePerms(4, 2).flatMap((rows) => linePerms(4, 2).flatMap((cols) => [false, true].map((t) => ({ rows, cols, t }))));
  for (const tr of transforms) {
    for (const labels of symmetric ? RELABEL4 : [undefined]) {
      const img = imageOf(b, tr, labels);
      if (img && text(img) === want) return img;
    }
  }
  throw new Error('no such image');
}

const SHAPE9 = { size: 9, boxRows: 3, boxCols: 3 };
const board9 = (b: { cells: Uint8Array; rules: Rule[] }): Board => ({ shape: SHAPE9, cells: b.cells, rules: b.rules });

describe('public 9×9 puzzles: admitted images keep the key, changes do not', () => {
  const rnd = mulberry(9);
  const relabel9 = () => [0, ...shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9], rnd)];

  it('killers (tarek-42): any transform of the shape; a cage cell moved to its neighbour cage is another key', () => {
    for (const line of readLines('killer-tarek-42.txt').slice(0, 6)) {
      const b = board9(readShortKiller(line));
      const key = keyOf(b);
      expect(key.startsWith('9-3-3/KILLER_CAGE:')).toBe(true);
      for (let k = 0; k < 3; k++) expect(keyOf(imageOf(b, randomTransform(9, 3, 3, rnd))!)).toBe(key);
      // Another puzzle: the first cage's sum one more, the next cage's one less.
      const rules = b.rules!.map((r) => ({ ...r })) as (Rule & { sum?: number })[];
      const [c0, c1] = rules.filter((r) => r.kind === 'KILLER_CAGE' && r.sum !== undefined);
      c0.sum! += 1;
      c1.sum! -= 1;
      const changed = canonicalKey({ ...b, rules });
      if (changed.status === 'CANONICAL') expect(changed.key).not.toBe(key);
    }
  });

  it('jigsaw layouts: any transform of the shape, with relabelled givens', () => {
    for (const line of readLines('jigsaw-layouts-valid.txt').slice(0, 6)) {
      const layout = readJigsawLayout(line);
      const cells = new Uint8Array(81);
      cells[3] = 5;
      cells[40] = 7;
      const b = board9({ cells, rules: layout.rules });
      const key = keyOf(b);
      for (let k = 0; k < 3; k++) expect(keyOf(imageOf(b, randomTransform(9, 3, 3, rnd), relabel9())!)).toBe(key);
      const moved = new Uint8Array(cells);
      moved[3] = 0;
      moved[4] = 5;
      if (layout.rules[0].kind === 'JIGSAW' && layout.rules[0].regions[3] === layout.rules[0].regions[4]) continue;
      expect(keyOf({ ...b, cells: moved })).not.toBe(key);
    }
  });

  it('f-puzzles setters (X, anti-knight, thermo, killer …): their admitted images keep the key', () => {
    let checked = 0;
    for (const line of readLines('fpuzzles-setters.jsonl')) {
      const { puzzle } = JSON.parse(line) as { puzzle: string };
      const fp = decodeBoard(`https://www.f-puzzles.com/?load=${puzzle}`, 'FPUZZLES');
      if (!fp.ok || fp.value.state.board.shape.size !== 9) continue;
      const b = board9({ cells: fp.value.state.board.cells, rules: [...(fp.value.state.board.rules ?? [])] });
      const kinds = new Set<string>(b.rules!.map((r) => r.kind));
      const supported = [...kinds].every((k) =>
        ['DIAGONAL', 'KILLER_CAGE', 'EXTRA_REGION', 'THERMOMETER', 'PARITY', 'KROPKI', 'ANTI_KNIGHT', 'ANTI_KING', 'JIGSAW'].includes(k),
      );
      if (!supported) continue;
      const key = keyOf(b);
      const geometric = ['KROPKI', 'ANTI_KNIGHT', 'ANTI_KING'].some((k) => kinds.has(k));
      // Diagonals: transforms that map them onto diagonals (the same permutation on rows and columns).
      const candidates = geometric
        ? dihedral(9, true)
        : Array.from({ length: 4 }, () => {
            const t = randomTransform(9, 3, 3, rnd);
            return kinds.has('DIAGONAL') ? { rows: t.rows, cols: t.rows, t: t.t } : t;
          });
      for (const tr of candidates) {
        const img = imageOf(b, tr);
        if (img) expect(keyOf(img), JSON.stringify(tr)).toBe(key);
      }
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});

describe('the key itself', () => {
  it('a classic board keeps the classic key; the same givens with a rule get a variant key', () => {
    const cells = new Uint8Array(81);
    [5, 3, 0, 0, 7].forEach((v, i) => (cells[i] = v));
    const classic = canonicalize({ shape: SHAPE9, cells });
    expect(classic.status).toBe('CANONICAL');
    expect(keyOf({ shape: SHAPE9, cells })).toBe(classic.status === 'CANONICAL' ? classic.key : '');
    expect(keyOf({ shape: SHAPE9, cells, rules: [] })).toBe(classic.status === 'CANONICAL' ? classic.key : '');
    const x = keyOf({ shape: SHAPE9, cells, rules: [{ kind: 'DIAGONAL', direction: 'MAIN' }] });
    expect(x).toMatch(/^9-3-3\/DIAGONAL:[A-Za-z0-9_-]{43}$/);
    const both = keyOf({ shape: SHAPE9, cells, rules: [{ kind: 'ANTI_KNIGHT' }, { kind: 'DIAGONAL', direction: 'MAIN' }] });
    expect(both.startsWith('9-3-3/DIAGONAL,ANTI_KNIGHT:')).toBe(true);
  });

  it('past its budget LIMIT_EXCEEDED, never a wrong key; rules that fail their check are BAD_RULES', () => {
    const b = board9(readShortKiller(readLines('killer-tarek-42.txt')[0] ?? 'x'.repeat(81)));
    expect(canonicalKey(b, 50).status).toBe('LIMIT_EXCEEDED');
    const bad = canonicalKey({ shape: SHAPE9, cells: new Uint8Array(81), rules: [{ kind: 'KILLER_CAGE', cells: [0, 1], sum: 2 }] });
    expect(bad).toMatchObject({ status: 'BAD_RULES', error: { code: 'BAD_RULES', rule: 0 } });
  });

  it('SHA-256 and base64url agree with node:crypto', () => {
    const rnd = mulberry(256);
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 4096]) {
      const data = Uint8Array.from({ length }, () => Math.floor(rnd() * 256));
      expect(base64url(sha256(data))).toBe(createHash('sha256').update(data).digest('base64url'));
    }
  });
});

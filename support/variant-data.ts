// Readers of the variant data sets (../shared/datasets/variants/) into the engine's rule model, for the
// tests and bench:variants. Deliberately small and separate from the engine's own codecs
// (src/engine/formats/): the forum's short killer form, jigsaw layouts, SudoCue's long killer form and
// the f-puzzles JSON (lz-string's compressToBase64 of it) with the constraints the engine knows.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lz from 'lz-string';
import type { Rule } from '../src/engine/index.js';

/** The variants folder of the shared data sets, or null where it is missing. */
export function variantsDir(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const base of [resolve(here, '../../shared/datasets/variants'), resolve(here, '../../../shared/datasets/variants')]) {
    if (existsSync(base)) return base;
  }
  return null;
}

export function readLines(file: string): string[] {
  const dir = variantsDir();
  if (dir === null) return [];
  return readFileSync(join(dir, file), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

/** A 9×9 board with rules as the readers give it. */
export interface RuleBoard {
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  readonly cells: Uint8Array;
  readonly rules: Rule[];
}

const SHORT_SUMS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij';

/**
 * The forum's "snarfable" killer form: 81 characters, a cage's head holds its sum (0–9, A–Z = 10–35,
 * a–j = 36–45), every other cell an arrow to a neighbour nearer the head (< > ^ v, and ` ' , . for
 * up-left, up-right, down-left, down-right); a head of 0 has no cage.
 */
export function readShortKiller(text: string): RuleBoard {
  const n = 9;
  if (text.length !== n * n) throw new Error(`short killer: ${text.length} characters`);
  const step: Record<string, number> = { '<': -1, '>': 1, '^': -n, v: n, '`': -n - 1, "'": -n + 1, ',': n - 1, '.': n + 1 };
  const head = (i: number): number => {
    for (let k = 0; k < n * n; k++) {
      const d = step[text[i]];
      if (d === undefined) return i;
      i += d;
    }
    throw new Error('short killer: arrows go round in a loop');
  };
  const cages = new Map<number, number[]>();
  for (let i = 0; i < n * n; i++) {
    const h = head(i);
    if (!cages.has(h)) cages.set(h, []);
    cages.get(h)!.push(i);
  }
  // A head of 0 marks cells outside every cage (the puzzle leaves their total to the 45 rule).
  const rules: Rule[] = [...cages]
    .filter(([h]) => SHORT_SUMS.indexOf(text[h]) > 0)
    .map(([h, cells]) => ({ kind: 'KILLER_CAGE', cells, sum: SHORT_SUMS.indexOf(text[h]) }));
  return { size: n, boxRows: 3, boxCols: 3, cells: new Uint8Array(n * n), rules };
}

/** A jigsaw layout: 81 region characters, each used 9 times (ids in order of first appearance). */
export function readJigsawLayout(text: string): RuleBoard {
  const n = Math.round(Math.sqrt(text.length));
  const ids = new Map<string, number>();
  const regions = [...text].map((ch) => {
    if (!ids.has(ch)) ids.set(ch, ids.size);
    return ids.get(ch)!;
  });
  return { size: n, boxRows: 3, boxCols: 3, cells: new Uint8Array(n * n), rules: [{ kind: 'JIGSAW', regions }] };
}

/** SudoCue's long killer form `3x3:[d:]k:` + 81 numbers `sum·256 + cage id` (sum 0: no cage; `d`: both diagonals). */
export function readLongKiller(text: string): RuleBoard {
  const parts = text.trim().split(':');
  if (parts[2] !== 'k') throw new Error('long killer: no 3x3:[d]:k: prefix');
  const diagonals = parts[1] === 'd';
  const values = parts
    .slice(3)
    .filter((p) => p !== '')
    .map(Number);
  if (values.length !== 81) throw new Error(`long killer: ${values.length} cells`);
  const cages = new Map<number, { cells: number[]; sum: number }>();
  values.forEach((v, i) => {
    const sum = v >> 8;
    if (sum === 0) return;
    const id = v & 255;
    if (!cages.has(id)) cages.set(id, { cells: [], sum });
    cages.get(id)!.cells.push(i);
  });
  const rules: Rule[] = [...cages.values()].map(({ cells, sum }) => ({ kind: 'KILLER_CAGE', cells, sum }));
  if (diagonals) rules.push({ kind: 'DIAGONAL', direction: 'MAIN' }, { kind: 'DIAGONAL', direction: 'ANTI' });
  return { size: 9, boxRows: 3, boxCols: 3, cells: new Uint8Array(81), rules };
}

/** An f-puzzles puzzle the reader took, or the first constraint it does not know. */
export type FpuzzlesRead = { ok: true; board: RuleBoard } | { ok: false; unsupported: string };

/** Keys that carry no rule. */
const PLAIN = new Set([
  'size',
  'grid',
  'title',
  'author',
  'ruleset',
  'solution',
  'successMessage',
  'highlightConflicts',
  'disabledlogic',
  'truecandidatesoptions',
]);
/** Drawings: ignored when every entry was drawn by another constraint (`fromConstraint`), else a rule we cannot read. */
const DRAWINGS = new Set(['text', 'line', 'circle', 'rectangle', 'cage']);

/** The standard box of f-puzzles for N: height the largest divisor up to √N. */
function boxOf(n: number): [number, number] {
  let r = Math.floor(Math.sqrt(n));
  while (n % r !== 0) r--;
  return [r, n / r];
}

/**
 * The f-puzzles puzzle (the lz-string base-64 text after `?load=`), with the constraints the engine
 * knows (docs/variants.md lists the mapping). Any other constraint with content: refused by name.
 */
export function readFpuzzles(data: string): FpuzzlesRead {
  const json = lz.decompressFromBase64(data);
  if (!json) throw new Error('f-puzzles: not lz-string base 64');
  const p = JSON.parse(json) as Record<string, any>;
  const n: number = p.size;
  const [boxRows, boxCols] = boxOf(n);
  const cell = (name: string): number => {
    const m = /^R(\d+)C(\d+)$/.exec(name);
    if (!m) throw new Error(`f-puzzles: cell ${name}`);
    return (Number(m[1]) - 1) * n + Number(m[2]) - 1;
  };
  const rules: Rule[] = [];
  const cells = new Uint8Array(n * n);
  let jigsaw = false;
  const regions: number[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const g = p.grid[r][c] ?? {};
      if (g.given && g.value) cells[r * n + c] = g.value;
      const standard = Math.floor(r / boxRows) * (n / boxCols) + Math.floor(c / boxCols);
      const region = typeof g.region === 'number' ? g.region : standard;
      if (region !== standard) jigsaw = true;
      regions.push(region);
    }
  }
  if (jigsaw) {
    if (regions.some((x) => x < 0)) return { ok: false, unsupported: 'region' };
    rules.push({ kind: 'JIGSAW', regions });
  }
  const known: Record<string, (v: any) => void> = {
    'diagonal+': () => rules.push({ kind: 'DIAGONAL', direction: 'ANTI' }),
    'diagonal-': () => rules.push({ kind: 'DIAGONAL', direction: 'MAIN' }),
    antiknight: () => rules.push({ kind: 'ANTI_KNIGHT' }),
    antiking: () => rules.push({ kind: 'ANTI_KING' }),
    disjointgroups: () => rules.push({ kind: 'DISJOINT_GROUPS' }),
    nonconsecutive: () => rules.push({ kind: 'NON_CONSECUTIVE' }),
    negative: (v: string[]) => {
      for (const x of v) {
        if (x === 'ratio') rules.push({ kind: 'NEGATIVE', of: 'BLACK' });
        else if (x === 'xv') rules.push({ kind: 'NEGATIVE', of: 'XV' });
        else if (x === 'difference') rules.push({ kind: 'NEGATIVE', of: 'WHITE' });
        else throw new Unsupported(`negative.${x}`);
      }
    },
    killercage: (v: any[]) => {
      for (const k of v) {
        const sum = k.value === undefined || k.value === '' ? undefined : Number(k.value);
        rules.push(
          sum === undefined ? { kind: 'KILLER_CAGE', cells: k.cells.map(cell) } : { kind: 'KILLER_CAGE', cells: k.cells.map(cell), sum },
        );
      }
    },
    extraregion: (v: any[]) => v.forEach((k) => rules.push({ kind: 'EXTRA_REGION', cells: k.cells.map(cell) })),
    thermometer: (v: any[]) => v.forEach((t) => t.lines.forEach((l: string[]) => rules.push({ kind: 'THERMOMETER', cells: l.map(cell) }))),
    arrow: (v: any[]) =>
      v.forEach((a) => {
        const circle: number[] = a.cells.map(cell);
        for (const l of a.lines) rules.push({ kind: 'ARROW', circle, line: l.map(cell).filter((c: number) => !circle.includes(c)) });
      }),
    difference: (v: any[]) =>
      v.forEach((d) => {
        const [a, b] = d.cells.map(cell);
        rules.push(
          d.value
            ? { kind: 'KROPKI', cells: [a, b], color: 'WHITE', value: Number(d.value) }
            : { kind: 'KROPKI', cells: [a, b], color: 'WHITE' },
        );
      }),
    ratio: (v: any[]) =>
      v.forEach((d) => {
        const [a, b] = d.cells.map(cell);
        rules.push(
          d.value
            ? { kind: 'KROPKI', cells: [a, b], color: 'BLACK', value: Number(d.value) }
            : { kind: 'KROPKI', cells: [a, b], color: 'BLACK' },
        );
      }),
    xv: (v: any[]) =>
      v.forEach((d) => {
        if (!d.value) return;
        const [a, b] = d.cells.map(cell);
        rules.push({ kind: 'XV', cells: [a, b], sum: d.value.toUpperCase() === 'X' ? 10 : 5 });
      }),
    even: (v: any[]) => v.forEach((d) => rules.push({ kind: 'PARITY', cell: cell(d.cell), parity: 'EVEN' })),
    odd: (v: any[]) => v.forEach((d) => rules.push({ kind: 'PARITY', cell: cell(d.cell), parity: 'ODD' })),
    littlekillersum: (v: any[]) =>
      v.forEach((d) => {
        if (!d.value) return;
        const m = /^R(\d+)C(\d+)$/.exec(d.cell)!;
        const direction = ({ UL: 'UP_LEFT', UR: 'UP_RIGHT', DL: 'DOWN_LEFT', DR: 'DOWN_RIGHT' } as const)[d.direction as 'UL'];
        rules.push({ kind: 'LITTLE_KILLER', clue: { row: Number(m[1]) - 1, col: Number(m[2]) - 1 }, direction, sum: Number(d.value) });
      }),
    sandwichsum: (v: any[]) =>
      v.forEach((d) => {
        if (d.value === undefined || d.value === '') return;
        const m = /^R(\d+)C(\d+)$/.exec(d.cell)!;
        const r = Number(m[1]);
        const c = Number(m[2]);
        const byColumn = r === 0 || r === n + 1;
        rules.push({ kind: 'SANDWICH', line: byColumn ? 'COLUMN' : 'ROW', index: (byColumn ? c : r) - 1, sum: Number(d.value) });
      }),
    whispers: (v: any[]) =>
      v.forEach((w) =>
        w.lines.forEach((l: string[]) =>
          rules.push(
            w.value ? { kind: 'WHISPERS', cells: l.map(cell), difference: Number(w.value) } : { kind: 'WHISPERS', cells: l.map(cell) },
          ),
        ),
      ),
    renban: (v: any[]) => v.forEach((w) => w.lines.forEach((l: string[]) => rules.push({ kind: 'RENBAN', cells: l.map(cell) }))),
    palindrome: (v: any[]) => v.forEach((w) => w.lines.forEach((l: string[]) => rules.push({ kind: 'PALINDROME', cells: l.map(cell) }))),
    quadruple: (v: any[]) => v.forEach((q) => rules.push({ kind: 'QUADRUPLE', cell: Math.min(...q.cells.map(cell)), values: q.values })),
  };
  try {
    for (const [key, value] of Object.entries(p)) {
      if (PLAIN.has(key) || value === false || value === null || (Array.isArray(value) && value.length === 0)) continue;
      if (DRAWINGS.has(key) && Array.isArray(value) && value.every((d) => d.fromConstraint)) continue;
      const read = known[key];
      if (read === undefined) return { ok: false, unsupported: key };
      read(value);
    }
  } catch (e) {
    if (e instanceof Unsupported) return { ok: false, unsupported: e.message };
    throw e;
  }
  // Cell keys beyond values, regions and notes carry rules; given pencil marks on a given cell add nothing.
  for (const row of p.grid) {
    for (const g of row) {
      for (const [key, value] of Object.entries(g ?? {})) {
        if (value === false || value === null || (Array.isArray(value) && value.length === 0)) continue;
        if (key === 'givenPencilMarks' && g.given) continue;
        if (!['value', 'given', 'region', 'centerPencilMarks', 'cornerPencilMarks', 'c', 'cArray', 'highlight'].includes(key))
          return { ok: false, unsupported: key };
      }
    }
  }
  return { ok: true, board: { size: n, boxRows, boxCols, cells, rules } };
}

class Unsupported extends Error {}

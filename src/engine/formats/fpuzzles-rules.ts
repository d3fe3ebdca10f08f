// The constraints of an f-puzzles puzzle ↔ the rule model (rules/types.ts). Field layouts as
// f-puzzles writes them (and SudokuVariantSolverJS and SudokuPad read them): cells are named
// "R1C1" (1-based; clues outside the grid use row or column 0 and N+1), lines are `lines:
// string[][]` with several lines per entry, values are strings ("15", "X"). Keys:
//   diagonal+ / diagonal- / antiknight / antiking / disjointgroups / nonconsecutive: true
//   extraregion, killercage: [{cells, value?}]      difference, ratio, xv: [{cells: [a, b], value?}]
//   thermometer, whispers, renban, palindrome: [{lines, value?}]       even, odd: [{cell}]
//   arrow: [{cells: circle, lines}] (each line starts in the circle)  negative: ['difference'|'ratio'|'xv']
//   littlekillersum: [{cell, cells, direction: UL|UR|DL|DR, value}]   sandwichsum: [{cell, value}]
//   quadruple: [{cells: the 2×2 block, values: number[]}]
// f-puzzles has no greater-than: GREATER_THAN is written as the two-cell thermometer that means the
// same (and reads back as that THERMOMETER). WINDOKU is written as its windows as extra regions,
// and extra regions that are exactly every windoku window read back as WINDOKU.
// Renban and whispers are not f-puzzles' own constraints (a userscript adds them and draws each as a
// cosmetic `line` marked `fromConstraint`, which is how SudokuPad shows them): they are written
// both ways. Cosmetics (line, circle, rectangle, text, cage) marked `fromConstraint` draw a
// constraint of the same puzzle and are skipped, as are SudokuPad's metadata cages ("title: …");
// any other cosmetic may carry a rule only the ruleset's prose states, so it is refused by name.
import type { Diagonal, Rule, RuleKind } from '../rules/types.js';
import type { ParseError, Result, Shape } from '../types.js';
import { MAX_RULES, badRuleText, rc, unknownConstraint, windokuWindows, sameCells } from './rule-data.js';
import { isSet } from './types.js';

type Obj = Record<string, unknown>;
type Read = Result<Rule[], ParseError>;

/** Keys that describe the puzzle without adding rules. */
export const PLAIN_KEYS = new Set([
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

const FLAGS: Readonly<Record<string, Rule>> = {
  'diagonal+': { kind: 'DIAGONAL', direction: 'ANTI' },
  'diagonal-': { kind: 'DIAGONAL', direction: 'MAIN' },
  antiknight: { kind: 'ANTI_KNIGHT' },
  antiking: { kind: 'ANTI_KING' },
  disjointgroups: { kind: 'DISJOINT_GROUPS' },
  nonconsecutive: { kind: 'NON_CONSECUTIVE' },
};

const COSMETICS = new Set(['line', 'circle', 'rectangle', 'text', 'cage']);

const NEGATIVE_OF: Readonly<Record<string, 'WHITE' | 'BLACK' | 'XV'>> = { difference: 'WHITE', ratio: 'BLACK', xv: 'XV' };

const DIRECTIONS: Readonly<Record<string, Diagonal>> = { UL: 'UP_LEFT', UR: 'UP_RIGHT', DL: 'DOWN_LEFT', DR: 'DOWN_RIGHT' };

/** The f-puzzles key a `fromConstraint` name draws ("German Whispers" → whispers, "Row Indexer" → rowindexer). */
const keyOfConstraintName = (name: string): string => {
  const k = name.toLowerCase().replace(/[^a-z0-9+-]/g, '');
  return k.endsWith('whispers') ? 'whispers' : k;
};

/** SudokuPad's metadata in a cosmetic cage ("title: …", "msgcorrect: …"): no cells, or drawn invisible. */
function isMetadataCage(entry: Obj): boolean {
  if (typeof entry.value !== 'string' || !/^[^: ]+:\s*\S/.test(entry.value)) return false;
  const clear = (c: unknown) => c === undefined || (typeof c === 'string' && /^#([0-9a-f]{3}0|[0-9a-f]{6}00)$/i.test(c));
  return !isSet(entry.cells) || (clear(entry.outlineC) && clear(entry.fontC));
}

/**
 * The keys of a puzzle object no rule stands for, in order: constraints the engine does not know, and
 * cosmetics that draw no constraint of the puzzle. Cheap (no cell is read): callers refuse first.
 */
export function unknownKeys(obj: Obj): string[] {
  const out: string[] = [];
  for (const [key, v] of Object.entries(obj)) {
    if (PLAIN_KEYS.has(key) || key in FLAGS || key in READERS || key === 'negative' || !isSet(v)) continue;
    if (COSMETICS.has(key) && Array.isArray(v)) {
      for (const entry of v as unknown[]) {
        const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Obj;
        const from = typeof e.fromConstraint === 'string' ? e.fromConstraint : undefined;
        if (from !== undefined && isSet(obj[keyOfConstraintName(from)])) continue;
        if (key === 'cage' && isMetadataCage(e)) continue;
        out.push(from !== undefined ? from : key);
        break;
      }
      continue;
    }
    out.push(key);
  }
  return out;
}

/** Reads one f-puzzles cell name; `outside` also takes row or column 0 and N+1. */
function cellOf(name: unknown, n: number, outside = false): { row: number; col: number } | undefined {
  if (typeof name !== 'string') return undefined;
  const m = /^R(\d{1,3})C(\d{1,3})$/i.exec(name.trim());
  if (!m) return undefined;
  const row = Number(m[1]) - 1;
  const col = Number(m[2]) - 1;
  const lo = outside ? -1 : 0;
  const hi = outside ? n : n - 1;
  return row >= lo && row <= hi && col >= lo && col <= hi ? { row, col } : undefined;
}

/** A value field as an integer: absent or '' → undefined (no value); else the integer or NaN. */
function intOf(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number') return Number.isInteger(v) ? v : NaN;
  return typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : NaN;
}

interface Ctx {
  readonly n: number;
  readonly key: string;
  readonly kind: RuleKind;
  readonly at: number;
}

const fail = (ctx: Ctx, what: string) => badRuleText(ctx.kind, `${ctx.key} entry ${ctx.at + 1}: ${what}`, ctx.key);

function cells(ctx: Ctx, names: unknown, min = 1): number[] | { ok: false; error: ParseError } {
  if (!Array.isArray(names) || names.length < min || names.length > ctx.n * ctx.n) return fail(ctx, 'cells is not a list of cell names');
  const out: number[] = [];
  for (const name of names) {
    const c = cellOf(name, ctx.n);
    if (!c) return fail(ctx, `'${String(name)}' is no cell of the ${ctx.n}×${ctx.n} grid`);
    out.push(c.row * ctx.n + c.col);
  }
  return out;
}

function linesOf(ctx: Ctx, entry: Obj): number[][] | { ok: false; error: ParseError } {
  if (!Array.isArray(entry.lines)) return fail(ctx, 'lines is not a list of lines');
  const out: number[][] = [];
  for (const line of entry.lines) {
    const c = cells(ctx, line);
    if (!Array.isArray(c)) return c;
    out.push(c);
  }
  return out;
}

type EntryReader = (entry: Obj, ctx: Ctx, out: Rule[]) => { ok: false; error: ParseError } | undefined;

const isFail = (v: unknown): v is { ok: false; error: ParseError } => typeof v === 'object' && v !== null && 'ok' in v;

function lineRule(make: (cells: number[], value: number | undefined) => Rule, withValue = false): EntryReader {
  return (entry, ctx, out) => {
    const lines = linesOf(ctx, entry);
    if (isFail(lines)) return lines;
    const value = withValue ? intOf(entry.value) : undefined;
    if (Number.isNaN(value)) return fail(ctx, `value '${String(entry.value)}' is no number`);
    for (const line of lines) out.push(make(line, value));
    return undefined;
  };
}

function pairRule(make: (pair: [number, number], entry: Obj, ctx: Ctx) => Rule | string): EntryReader {
  return (entry, ctx, out) => {
    const c = cells(ctx, entry.cells, 2);
    if (isFail(c)) return c;
    if (c.length !== 2) return fail(ctx, 'cells is not two cells');
    const rule = make([c[0], c[1]], entry, ctx);
    if (typeof rule === 'string') return fail(ctx, rule);
    out.push(rule);
    return undefined;
  };
}

function kropki(color: 'WHITE' | 'BLACK') {
  return pairRule((pair, entry) => {
    const value = intOf(entry.value);
    if (Number.isNaN(value)) return `value '${String(entry.value)}' is no number`;
    return value === undefined ? { kind: 'KROPKI', cells: pair, color } : { kind: 'KROPKI', cells: pair, color, value };
  });
}

function parity(parity: 'EVEN' | 'ODD'): EntryReader {
  return (entry, ctx, out) => {
    const c = cellOf(entry.cell, ctx.n);
    if (!c) return fail(ctx, `'${String(entry.cell)}' is no cell of the grid`);
    out.push({ kind: 'PARITY', cell: c.row * ctx.n + c.col, parity });
    return undefined;
  };
}

/** f-puzzles keys → the rule kind each makes and its reader. */
const READERS: Readonly<Record<string, { kind: RuleKind; read: EntryReader }>> = {
  extraregion: {
    kind: 'EXTRA_REGION',
    read: (entry, ctx, out) => {
      const c = cells(ctx, entry.cells);
      if (isFail(c)) return c;
      out.push({ kind: 'EXTRA_REGION', cells: c });
      return undefined;
    },
  },
  killercage: {
    kind: 'KILLER_CAGE',
    read: (entry, ctx, out) => {
      const c = cells(ctx, entry.cells);
      if (isFail(c)) return c;
      const sum = intOf(entry.value);
      if (Number.isNaN(sum)) return fail(ctx, `value '${String(entry.value)}' is no sum`);
      out.push(sum === undefined ? { kind: 'KILLER_CAGE', cells: c } : { kind: 'KILLER_CAGE', cells: c, sum });
      return undefined;
    },
  },
  thermometer: { kind: 'THERMOMETER', read: lineRule((cells) => ({ kind: 'THERMOMETER', cells })) },
  renban: { kind: 'RENBAN', read: lineRule((cells) => ({ kind: 'RENBAN', cells })) },
  palindrome: { kind: 'PALINDROME', read: lineRule((cells) => ({ kind: 'PALINDROME', cells })) },
  whispers: {
    kind: 'WHISPERS',
    read: lineRule(
      (cells, difference) => (difference === undefined ? { kind: 'WHISPERS', cells } : { kind: 'WHISPERS', cells, difference }),
      true,
    ),
  },
  arrow: {
    kind: 'ARROW',
    read: (entry, ctx, out) => {
      const circle = cells(ctx, entry.cells);
      if (isFail(circle)) return circle;
      const lines = linesOf(ctx, entry);
      if (isFail(lines)) return lines;
      for (const line of lines) {
        if (!circle.includes(line[0])) return fail(ctx, 'a line does not start in its circle');
        out.push({ kind: 'ARROW', circle, line: line.slice(1) });
      }
      return undefined;
    },
  },
  difference: { kind: 'KROPKI', read: kropki('WHITE') },
  ratio: { kind: 'KROPKI', read: kropki('BLACK') },
  xv: {
    kind: 'XV',
    read: pairRule((pair, entry) => {
      const v = typeof entry.value === 'string' ? entry.value.trim().toUpperCase() : '';
      return v === 'X'
        ? { kind: 'XV', cells: pair, sum: 10 }
        : v === 'V'
          ? { kind: 'XV', cells: pair, sum: 5 }
          : `value '${String(entry.value)}' is neither X nor V`;
    }),
  },
  even: { kind: 'PARITY', read: parity('EVEN') },
  odd: { kind: 'PARITY', read: parity('ODD') },
  littlekillersum: {
    kind: 'LITTLE_KILLER',
    read: (entry, ctx, out) => {
      const sum = intOf(entry.value);
      if (sum === undefined) return undefined; // a clue without a number says nothing
      if (Number.isNaN(sum)) return fail(ctx, `value '${String(entry.value)}' is no sum`);
      const clue = cellOf(entry.cell, ctx.n, true);
      const inside = clue && clue.row >= 0 && clue.row < ctx.n && clue.col >= 0 && clue.col < ctx.n;
      if (!clue || inside) return fail(ctx, `'${String(entry.cell)}' is no place next to the grid`);
      const direction = typeof entry.direction === 'string' ? DIRECTIONS[entry.direction.toUpperCase()] : undefined;
      if (!direction) return fail(ctx, `direction '${String(entry.direction)}' is none of UL, UR, DL, DR`);
      out.push({ kind: 'LITTLE_KILLER', clue, direction, sum });
      return undefined;
    },
  },
  sandwichsum: {
    kind: 'SANDWICH',
    read: (entry, ctx, out) => {
      const sum = intOf(entry.value);
      if (sum === undefined) return undefined;
      if (Number.isNaN(sum)) return fail(ctx, `value '${String(entry.value)}' is no sum`);
      const c = cellOf(entry.cell, ctx.n, true);
      const { n } = ctx;
      if (c && (c.row === -1 || c.row === n) && c.col >= 0 && c.col < n) out.push({ kind: 'SANDWICH', line: 'COLUMN', index: c.col, sum });
      else if (c && (c.col === -1 || c.col === n) && c.row >= 0 && c.row < n)
        out.push({ kind: 'SANDWICH', line: 'ROW', index: c.row, sum });
      else return fail(ctx, `'${String(entry.cell)}' is not beside a row or a column`);
      return undefined;
    },
  },
  quadruple: {
    kind: 'QUADRUPLE',
    read: (entry, ctx, out) => {
      const c = cells(ctx, entry.cells, 4);
      if (isFail(c)) return c;
      const { n } = ctx;
      const top = Math.min(...c.map((i) => Math.floor(i / n)));
      const left = Math.min(...c.map((i) => i % n));
      const block = [top * n + left, top * n + left + 1, (top + 1) * n + left, (top + 1) * n + left + 1];
      if (c.length !== 4 || left === n - 1 || top === n - 1 || !sameCells(c, block)) return fail(ctx, 'cells is not a 2×2 block');
      const values = Array.isArray(entry.values) ? entry.values.map(intOf) : [];
      if (values.length < 1 || values.length > 4 || values.some((v) => v === undefined || Number.isNaN(v)))
        return fail(ctx, 'values is not 1 to 4 numbers');
      out.push({ kind: 'QUADRUPLE', cell: block[0], values: values as number[] });
      return undefined;
    },
  },
};

/**
 * The rules an f-puzzles object's constraint keys state on an N×N board of `shape` (unknown keys
 * must have been refused first, unknownKeys). Windows: extra regions that are exactly every windoku
 * window of the shape read as one WINDOKU rule.
 */
export function readConstraints(obj: Obj, shape: Shape): Read {
  const n = shape.size;
  const out: Rule[] = [];
  for (const [key, v] of Object.entries(obj)) {
    if (!isSet(v) || PLAIN_KEYS.has(key) || COSMETICS.has(key)) continue;
    const flag = FLAGS[key];
    if (flag) {
      if (v !== true) return badRuleText(flag.kind, `${key} is ${JSON.stringify(v)}, not true or false`, key);
      out.push(flag);
      continue;
    }
    if (key === 'negative') {
      if (!Array.isArray(v)) return badRuleText('NEGATIVE', 'negative is not a list of constraint names', key);
      for (const name of v) {
        const of = typeof name === 'string' ? NEGATIVE_OF[name] : undefined;
        if (!of) return unknownConstraint(`negative.${String(name)}`, `the negative constraint of '${String(name)}' is not known`);
        if (!out.some((r) => r.kind === 'NEGATIVE' && r.of === of)) out.push({ kind: 'NEGATIVE', of });
      }
      continue;
    }
    const reader = READERS[key];
    if (!reader) continue;
    if (!Array.isArray(v)) return badRuleText(reader.kind, `${key} is not a list`, key);
    for (let at = 0; at < v.length; at++) {
      const entry = v[at] as unknown;
      const ctx: Ctx = { n, key, kind: reader.kind, at };
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return fail(ctx, 'not an object');
      const bad = reader.read(entry as Obj, ctx, out);
      if (bad) return bad;
      if (out.length > MAX_RULES) return badRuleText(reader.kind, `more than ${MAX_RULES} rules`, key);
    }
  }
  return { ok: true, value: windokuOf(out, shape) };
}

/** Extra regions that are exactly the windoku windows (all of them) → one WINDOKU in the first one's place. */
function windokuOf(rules: Rule[], shape: Shape): Rule[] {
  const windows = windokuWindows(shape);
  if (windows.length === 0) return rules;
  const hits = windows.map((w) => rules.findIndex((r) => r.kind === 'EXTRA_REGION' && sameCells(r.cells, w)));
  if (hits.some((h) => h < 0) || new Set(hits).size !== hits.length) return rules;
  const first = Math.min(...hits);
  return rules.flatMap((r, i) => (i === first ? [{ kind: 'WINDOKU' } as Rule] : hits.includes(i) ? [] : [r]));
}

const nameOf = (i: number, n: number): string => {
  const [r, c] = rc(i, n);
  return `R${r + 1}C${c + 1}`;
};
const namesOf = (cells: readonly number[], n: number) => cells.map((i) => nameOf(i, n));
const FROM_DIR: Readonly<Record<Diagonal, string>> = { UP_LEFT: 'UL', UP_RIGHT: 'UR', DOWN_LEFT: 'DL', DOWN_RIGHT: 'DR' };
const STEP: Readonly<Record<Diagonal, [number, number]>> = { UP_LEFT: [-1, -1], UP_RIGHT: [-1, 1], DOWN_LEFT: [1, -1], DOWN_RIGHT: [1, 1] };

/** The cells of a little killer diagonal, from the clue into the grid. */
export function littleKillerCells(clue: { row: number; col: number }, direction: Diagonal, n: number): number[] {
  const [dr, dc] = STEP[direction];
  const out: number[] = [];
  for (let r = clue.row + dr, c = clue.col + dc; ; r += dr, c += dc) {
    const inside = r >= 0 && r < n && c >= 0 && c < n;
    if (inside) out.push(r * n + c);
    else if (out.length > 0 || Math.abs(r - clue.row) > n + 1) break;
  }
  return out;
}

/** The circle cell an arrow's line leaves from: one next to the line's first cell, else the first. */
function arrowAnchor(circle: readonly number[], line: readonly number[], n: number): number {
  if (line.length === 0) return circle[0];
  const [r0, c0] = rc(line[0], n);
  return circle.find((i) => Math.max(Math.abs(rc(i, n)[0] - r0), Math.abs(rc(i, n)[1] - c0)) === 1) ?? circle[0];
}

/** Colours and widths the renban/whispers userscript gives its cosmetic lines (so viewers without it draw them). */
const LINE_STYLE: Readonly<Record<string, { outlineC: string; width: number }>> = {
  Renban: { outlineC: '#F067F0', width: 0.25 },
  'German Whispers': { outlineC: '#67F067', width: 0.1875 },
  'Dutch Whispers': { outlineC: '#FF9A00', width: 0.1875 },
  Whispers: { outlineC: '#67F067', width: 0.1875 },
};

/**
 * Rules (already checked with checkRuleData) → f-puzzles keys, in a fixed order. JIGSAW is not here:
 * it is the grid's `region` fields (fpuzzles.ts).
 */
export function writeConstraints(rules: readonly Rule[], shape: Shape): Obj {
  const n = shape.size;
  const out: Obj = {};
  const push = (key: string, entry: unknown) => ((out[key] ??= []) as unknown[]).push(entry);
  const lineOf = (from: string, cells: readonly number[]) =>
    push('line', { lines: [namesOf(cells, n)], ...LINE_STYLE[from], fromConstraint: from });
  const half = Math.ceil(n / 2);
  for (const r of rules) {
    switch (r.kind) {
      case 'DIAGONAL':
        out[r.direction === 'MAIN' ? 'diagonal-' : 'diagonal+'] = true;
        break;
      case 'ANTI_KNIGHT':
        out.antiknight = true;
        break;
      case 'ANTI_KING':
        out.antiking = true;
        break;
      case 'DISJOINT_GROUPS':
        out.disjointgroups = true;
        break;
      case 'NON_CONSECUTIVE':
        out.nonconsecutive = true;
        break;
      case 'NEGATIVE': {
        const name = r.of === 'WHITE' ? 'difference' : r.of === 'BLACK' ? 'ratio' : 'xv';
        const list = (out.negative ??= []) as string[];
        if (!list.includes(name)) list.push(name);
        break;
      }
      case 'EXTRA_REGION':
        push('extraregion', { cells: namesOf(r.cells, n) });
        break;
      case 'WINDOKU':
        for (const w of windokuWindows(shape)) push('extraregion', { cells: namesOf(w, n) });
        break;
      case 'KILLER_CAGE':
        push('killercage', r.sum === undefined ? { cells: namesOf(r.cells, n) } : { cells: namesOf(r.cells, n), value: String(r.sum) });
        break;
      case 'KROPKI':
        push(r.color === 'WHITE' ? 'difference' : 'ratio', {
          cells: namesOf(r.cells, n),
          ...(r.value === undefined ? {} : { value: String(r.value) }),
        });
        break;
      case 'XV':
        push('xv', { cells: namesOf(r.cells, n), value: r.sum === 10 ? 'X' : 'V' });
        break;
      case 'PARITY':
        push(r.parity === 'EVEN' ? 'even' : 'odd', { cell: nameOf(r.cell, n) });
        break;
      case 'GREATER_THAN':
        push('thermometer', { lines: [namesOf([r.lesser, r.greater], n)] });
        break;
      case 'THERMOMETER':
        push('thermometer', { lines: [namesOf(r.cells, n)] });
        break;
      case 'PALINDROME':
        push('palindrome', { lines: [namesOf(r.cells, n)] });
        break;
      case 'RENBAN':
        push('renban', { lines: [namesOf(r.cells, n)] });
        lineOf('Renban', r.cells);
        break;
      case 'WHISPERS': {
        const d = r.difference;
        push('whispers', { lines: [namesOf(r.cells, n)], ...(d === undefined ? {} : { value: String(d) }) });
        lineOf(d === undefined || d === half ? 'German Whispers' : d === half - 1 ? 'Dutch Whispers' : 'Whispers', r.cells);
        break;
      }
      case 'ARROW': {
        const anchor = arrowAnchor(r.circle, r.line, n);
        push('arrow', { cells: namesOf(r.circle, n), lines: [namesOf([anchor, ...r.line], n)] });
        break;
      }
      case 'LITTLE_KILLER':
        push('littlekillersum', {
          cell: `R${r.clue.row + 1}C${r.clue.col + 1}`,
          cells: namesOf(littleKillerCells(r.clue, r.direction, n), n),
          direction: FROM_DIR[r.direction],
          value: String(r.sum),
        });
        break;
      case 'SANDWICH':
        push('sandwichsum', { cell: r.line === 'COLUMN' ? `R0C${r.index + 1}` : `R${r.index + 1}C0`, value: String(r.sum) });
        break;
      case 'QUADRUPLE': {
        const i = r.cell;
        push('quadruple', { cells: namesOf([i, i + 1, i + n, i + n + 1], n), values: [...r.values] });
        break;
      }
      case 'JIGSAW':
        break;
    }
  }
  return out;
}

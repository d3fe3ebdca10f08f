// npm run practice:bank [-- --shapes 9,6,8,12] [-- --only T,U]: builds src/engine/generate/practice-bank.ts, the
// bank generate draws practice puzzles from (engine/generate/practice.ts, docs/logic.md "Practice").
//
// For each shape, sources in a fixed order: generated puzzles of every level (seeds bank-0…), and
// on 9×9 the public sets too (17clue_20k, magictour_top1465, the first lines of
// forum_hardest_1905_11plus for the nested chains). Every source is analysed; it is a candidate for
// the technique of its hardest step (Sudoku Explainer's path), and for every other technique on
// its paths it is planted: the board just before that technique's first step (the givens and
// every value placed before it) is a puzzle where the technique is at hand, and while something
// harder than it remains on SE's path, givens are added from the solution (the values placed after
// the first harder step, outside the technique's own cells, the first that keeps the technique on
// the path) until it is the hardest; where that board loses the technique, the source itself is.
//
// A candidate's tier says how well it teaches its technique T (0 best): 0 the players' level is
// T's, the players' path's hardest step is T and T is its first step past singles; 1 the first
// two; 2 the level only; 3 T is on the players' path; 4 only SE's path has it. Each technique keeps
// its PER_TECHNIQUE best (lowest tier, then the first found), no two images of one puzzle (the
// canonical key). Every bound is a count: the same engine and data give the same bank.
//
// Targets: a technique no source has on its paths (BUG_TYPE_3 on 9×9) is searched for by generate
// itself, its requireTechnique search (seeds target-T-0…, up to the plan's count), after the
// sources; its finds are candidates as above. `--only T,U` rebuilds just those techniques' targets
// and keeps every other entry as it was: for a technique only targets supply, what a full build gives.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  analyze,
  canonicalize,
  DIFFICULTIES,
  generate,
  stepWeight,
  TECHNIQUES,
  type Analysis,
  type Board,
  type Shape,
  type Step,
  type TechniqueName,
} from '../src/engine/index.js';
import { formatCells } from '../src/engine/codec.js';
import { PRACTICE_BANK, shapeKey } from '../src/engine/review.js';
import { readLines } from '../support/oracle.js';

const OUT = fileURLToPath(new URL('../src/engine/generate/practice-bank.ts', import.meta.url));
const SINGLES = new Set<string>(['FULL_HOUSE', 'HIDDEN_SINGLE', 'NAKED_SINGLE']);
const FACTS = new Map(TECHNIQUES.map((t) => [t.name, t]));
const PRACTISED = TECHNIQUES.map((t) => t.name).filter((t) => t !== 'TRIAL');

const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
/** `--seeds K`: generated sources per level on every shape (a trial run; the bank uses the plans'). */
const seedsFlag = flag('seeds');

interface ShapePlan {
  readonly shape: Shape;
  readonly perTechnique: number;
  /** Generated sources: seeds per level. */
  readonly seeds: number;
  /** Public sets (9×9): file and lines. */
  readonly sets: readonly { readonly file: string; readonly lines: number }[];
  /** Analysis work per source and per planted puzzle (the analysis's own budget otherwise). */
  readonly maxWork: number;
  /** Techniques searched for by generate's requireTechnique (see the header): seeds each. */
  readonly targets: readonly { readonly technique: TechniqueName; readonly seeds: number }[];
}

const PLANS: Record<string, ShapePlan> = {
  '9': {
    shape: { size: 9, boxRows: 3, boxCols: 3 },
    perTechnique: 10,
    seeds: 40,
    sets: [
      { file: '9x9/17clue_20k.txt', lines: 20_000 },
      { file: '9x9/magictour_top1465.txt', lines: 1465 },
      { file: '9x9/forum_hardest_1905_11plus_20k.txt', lines: 12 },
    ],
    maxWork: 2_000_000_000,
    // The search met BUG_TYPE_3 on 4 of the first 158 seeds (0.3 s of CPU each): 400 give about 10;
    // HIDDEN_QUAD on 1 of the first 135.
    targets: [
      { technique: 'BUG_TYPE_3', seeds: 400 },
      { technique: 'HIDDEN_QUAD', seeds: 800 },
    ],
  },
  '6': {
    shape: { size: 6, boxRows: 2, boxCols: 3 },
    perTechnique: 6,
    seeds: 150,
    sets: [],
    maxWork: 200_000_000,
    // Of 12 techniques probed that the 6×6 bank lacks, the search met these on 2 and 1 of 10 seeds
    // (0.15 s of CPU a seed), the other ten on none (NAKED_SINGLE, the triples, SWORDFISH,
    // UNIQUE_RECTANGLE_3, ALIGNED_PAIR_EXCLUSION, the NISHIO, CELL and DYNAMIC forcing chains).
    targets: [
      { technique: 'UNIQUE_LOOP_1', seeds: 60 },
      { technique: 'BUG_TYPE_4', seeds: 60 },
    ],
  },
  '8': {
    shape: { size: 8, boxRows: 2, boxCols: 4 },
    perTechnique: 6,
    seeds: 60,
    sets: [],
    maxWork: 200_000_000,
    // The search met HIDDEN_TRIPLE, BUG_TYPE_4 and UNIQUE_LOOP_2 on 4 of 10 seeds each (0.3 s of CPU
    // a seed), JELLYFISH and ALIGNED_PAIR_EXCLUSION on none of 10: those and the rest get 100 seeds
    // (NAKED_QUAD and HIDDEN_QUAD met none of 100: not targets).
    targets: [
      ...(['HIDDEN_TRIPLE', 'BUG_TYPE_4', 'UNIQUE_LOOP_2'] as const).map((technique) => ({ technique, seeds: 40 })),
      ...(['UNIQUE_LOOP_3', 'UNIQUE_LOOP_4', 'JELLYFISH', 'BUG_TYPE_3', 'ALIGNED_PAIR_EXCLUSION'] as const).map((technique) => ({
        technique,
        seeds: 100,
      })),
    ],
  },
  '12': { shape: { size: 12, boxRows: 3, boxCols: 4 }, perTechnique: 6, seeds: 16, sets: [], maxWork: 200_000_000, targets: [] },
};
/** `--only T,U`: only these techniques' targets are run (see the header). */
const onlyFlag = flag('only')?.split(',');

interface Entry {
  readonly cells: string;
  readonly score: number;
  readonly level: string;
  readonly levelTechnique: string | null;
  readonly tier: number;
  readonly key: string;
}

function tierOf(a: Analysis, t: TechniqueName): number {
  const level = FACTS.get(t)!.level;
  const first = a.levelSteps.find((s) => !SINGLES.has(s.technique));
  // A single has no step past singles to be: its puzzles are singles alone.
  if (a.level === level && a.levelStep?.technique === t) return first?.technique === t || SINGLES.has(t) ? 0 : 1;
  if (a.level === level) return 2;
  return a.levelSteps.some((s) => s.technique === t) ? 3 : 4;
}

function analysed(board: Board, maxWork: number): Analysis | null {
  const o = analyze(board, { maxWork, deadlineMs: 600_000, maxNodes: 10_000_000 });
  return o.status === 'ANALYZED' && o.analysis.unique && o.analysis.solvedByLogic ? o.analysis : null;
}

class Bank {
  readonly entries = new Map<TechniqueName, Entry[]>();
  constructor(readonly plan: ShapePlan) {}

  /** Puzzles kept of `t` at its best two tiers (0 and 1). */
  count(t: TechniqueName): number {
    return (this.entries.get(t) ?? []).filter((e) => e.tier <= 1).length;
  }

  /** Does the technique still want candidates (fewer than its count at tier 0)? */
  wants(t: TechniqueName): boolean {
    const list = this.entries.get(t) ?? [];
    return list.length < this.plan.perTechnique || list.some((e) => e.tier > 0);
  }

  consider(board: Board, a: Analysis): void {
    const t = a.hardest as TechniqueName | null;
    if (t === null || t === 'TRIAL' || !this.wants(t)) return;
    const tier = tierOf(a, t);
    const list = this.entries.get(t) ?? [];
    if (list.length >= this.plan.perTechnique && list[list.length - 1].tier <= tier) return;
    const canon = canonicalize(board);
    const key = canon.status === 'CANONICAL' ? canon.key : formatCells(board.cells);
    if (list.some((e) => e.key === key)) return;
    const entry: Entry = {
      cells: formatCells(board.cells),
      score: a.score,
      level: a.level!,
      levelTechnique: a.levelStep?.technique ?? null,
      tier,
      key,
    };
    list.push(entry);
    list.sort((x, y) => x.tier - y.tier);
    if (list.length > this.plan.perTechnique) list.pop();
    this.entries.set(t, list);
  }
}

/** The puzzle just before `t`'s first step on `path` (the givens and every value placed before it). */
function before(board: Board, path: readonly Step[], t: TechniqueName): Board | null {
  const i = path.findIndex((s) => s.technique === t);
  if (i <= 0) return i === 0 ? board : null;
  const cells = board.cells.slice();
  const n = board.shape.size;
  for (const s of path.slice(0, i)) for (const p of s.placements) cells[p.row * n + p.col] = p.value;
  return { shape: board.shape, cells };
}

const ROUNDS = 8;
const TRIES = 4;
const PLANTS_PER_SOURCE = 3;

/** Plants `t` from a source (see the header): from the board just before its first step, else from the source itself. */
function plant(bank: Bank, source: Board, a: Analysis, solution: Uint8Array, t: TechniqueName): void {
  const start = before(source, a.levelSteps, t) ?? before(source, a.steps, t);
  if (start !== null && grow(bank, start, analysed(start, bank.plan.maxWork), solution, t)) return;
  grow(bank, source, a, solution, t);
}

/**
 * While something harder than `t` remains on SE's path, a given from the solution: the values placed
 * from the first harder step on, outside the cells of `t`'s own step, the first that keeps `t` on
 * the path. True when `t` became the hardest step (the puzzle is offered to the bank).
 */
function grow(bank: Bank, from: Board, a: Analysis | null, solution: Uint8Array, t: TechniqueName): boolean {
  const n = from.shape.size;
  const w = FACTS.get(t)!.weight;
  let board = from;
  let b = a;
  for (let round = 0; round < ROUNDS && b !== null; round++) {
    if (b.hardest === t) {
      bank.consider(board, b);
      return true;
    }
    const own = b.steps.find((s) => s.technique === t);
    const over = b.steps.findIndex((s) => stepWeight(s) > w + 1e-9);
    if (over < 0 || own === undefined) return false;
    const keep = new Set(own.cells);
    // Values placed from the first step harder than t on: given, the need for that step may go.
    const cells = b.steps
      .slice(over)
      .flatMap((s) => s.placements.map((p) => p.row * n + p.col))
      .filter((c) => !keep.has(c));
    let next: { board: Board; a: Analysis } | null = null;
    for (const cell of cells.slice(0, TRIES)) {
      const tried = board.cells.slice();
      tried[cell] = solution[cell];
      const candidate = { shape: board.shape, cells: tried };
      const c = analysed(candidate, bank.plan.maxWork);
      if (c !== null && c.steps.some((s) => s.technique === t)) {
        next = { board: candidate, a: c };
        break;
      }
    }
    if (next === null) return false;
    board = next.board;
    b = next.a;
  }
  return false;
}

function solutionOf(a: Analysis, board: Board): Uint8Array {
  const cells = board.cells.slice();
  const n = board.shape.size;
  for (const s of a.steps) for (const p of s.placements) cells[p.row * n + p.col] = p.value;
  return cells;
}

function feed(bank: Bank, board: Board): void {
  const a = analysed(board, bank.plan.maxWork);
  if (a === null) return;
  bank.consider(board, a);
  const solution = solutionOf(a, board);
  const present = new Set<TechniqueName>([...a.steps, ...a.levelSteps].map((s) => s.technique));
  // The techniques with fewest puzzles first, a few per source (a plant takes up to ROUNDS × TRIES analyses).
  const wanted = PRACTISED.filter((t) => present.has(t) && t !== a.hardest && bank.count(t) < bank.plan.perTechnique);
  wanted.sort((x, y) => bank.count(x) - bank.count(y));
  for (const t of wanted.slice(0, PLANTS_PER_SOURCE)) plant(bank, board, a, solution, t);
}

function cellsOf(line: string, n: number): Uint8Array {
  return Uint8Array.from(
    [...line.slice(0, n * n)].map((ch) => (ch === '.' || ch === '0' ? 0 : ch <= '9' ? Number(ch) : ch.charCodeAt(0) - 55)),
  );
}

function build(plan: ShapePlan): Bank {
  const bank = new Bank(plan);
  const { shape } = plan;
  const t0 = performance.now();
  const report = (what: string) =>
    console.log(`${shape.size}x${shape.size} ${what}: ${bank.entries.size} techniques, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const seeds = onlyFlag !== undefined ? 0 : seedsFlag === undefined ? plan.seeds : Number(seedsFlag);
  for (let k = 0; k < seeds; k++) {
    for (const difficulty of DIFFICULTIES) {
      const g = generate({ ...shape, difficulty, seed: `bank-${k}`, deadlineMs: 600_000 });
      if (g.status === 'GENERATED') feed(bank, g.puzzle);
    }
    if (k % 10 === 9) report(`seed ${k + 1}`);
  }
  for (const set of seedsFlag === undefined && onlyFlag === undefined ? plan.sets : []) {
    for (const line of readLines(set.file, set.lines)) feed(bank, { shape, cells: cellsOf(line, shape.size) });
    report(set.file);
  }
  for (const { technique: t, seeds: count } of plan.targets) {
    if (onlyFlag !== undefined && !onlyFlag.includes(t)) continue;
    // The search must not draw from the bank this run rebuilds (generate answers from it first).
    delete (PRACTICE_BANK[shapeKey(shape)] as Record<string, unknown> | undefined)?.[t];
    for (let k = 0; k < count && bank.wants(t); k++) {
      const g = generate({ ...shape, requireTechnique: t, seed: `target-${t}-${k}`, deadlineMs: 600_000 });
      if (g.status !== 'GENERATED' || g.rating.hardest !== t) continue;
      const a = analysed(g.puzzle, plan.maxWork);
      if (a !== null) bank.consider(g.puzzle, a);
    }
    report(`target ${t}`);
  }
  return bank;
}

const chosen = flag('shapes')?.split(',') ?? Object.keys(PLANS);
const banks = new Map<string, Bank>();
for (const s of chosen) banks.set(s, build(PLANS[s]));

// The shapes not rebuilt keep their entries as they were.
const kept: Record<string, Record<string, unknown[]>> = {};
if (existsSync(OUT)) {
  const text = readFileSync(OUT, 'utf8');
  const json = text.slice(text.indexOf('= {') + 2, text.lastIndexOf('}') + 1);
  // The file is this script's own output: a TypeScript object literal of strings, numbers and null.
  Object.assign(kept, new Function(`return (${json});`)() as typeof kept);
}
for (const [, bank] of banks) {
  const { shape } = bank.plan;
  const key = `${shape.size}:${shape.boxRows}x${shape.boxCols}`;
  // With --only, the entries kept are the ones outside the targets rebuilt.
  const rebuilt = (t: string) => onlyFlag === undefined || (onlyFlag.includes(t) && bank.plan.targets.some((x) => x.technique === t));
  const entries: Record<string, unknown[]> = {};
  for (const t of PRACTISED) {
    if (!rebuilt(t)) {
      if (kept[key]?.[t] !== undefined) entries[t] = kept[key][t];
      continue;
    }
    const list = bank.entries.get(t);
    if (list && list.length > 0) entries[t] = list.map((e) => [e.cells, e.score, e.level, e.levelTechnique, e.tier]);
  }
  kept[key] = entries;
}
// Cells past 100 characters (12×12) are two strings joined, so that no line passes 140 characters.
const literal = (v: unknown): string =>
  typeof v === 'string' && v.length > 100
    ? `'${v.slice(0, v.length >> 1)}' + '${v.slice(v.length >> 1)}'`
    : JSON.stringify(v).replaceAll('"', "'");
const order = (k: string) => Number(k.split(':')[0]);
const body = Object.keys(kept)
  .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
  .map(
    (key) =>
      `'${key}': {${Object.entries(kept[key])
        .map(([t, list]) => `${t}: [${list.map((e) => `[${(e as unknown[]).map(literal).join(', ')}]`).join(', ')}]`)
        .join(', ')}}`,
  )
  .join(', ');
const source = [
  '// Generated by scripts/practice-bank.ts (npm run practice:bank): do not edit. Per shape (N:RxC),',
  '// per technique, entries [cells, score, level, levelTechnique, tier] (engine/generate/practice.ts).',
  '',
  '/** One bank puzzle: its cells (N² symbols, . empty), score, level, the technique setting the level, tier. */',
  'export type BankLine = readonly [cells: string, score: number, level: string, levelTechnique: string | null, tier: number];',
  '',
  `export const PRACTICE_BANK: Readonly<Record<string, Readonly<Record<string, readonly BankLine[]>>>> = {${body}};`,
  '',
].join('\n');
writeFileSync(OUT, await format(source, { ...(await resolveConfig(OUT)), filepath: OUT }));
for (const [, bank] of banks) {
  const { shape } = bank.plan;
  // With --only, what this run searched for; else the whole shape.
  const asked = PRACTISED.filter((t) => onlyFlag === undefined || onlyFlag.includes(t));
  const have = asked.filter((t) => bank.entries.has(t));
  const tiers = have.map(
    (t) =>
      `${t} ${bank.entries
        .get(t)!
        .map((e) => e.tier)
        .join('')}`,
  );
  console.log(
    `${shape.size}x${shape.size}: ${have.length} of ${asked.length} techniques; none for ${asked.filter((t) => !bank.entries.has(t)).join(', ')}`,
  );
  console.log(`  tiers: ${tiers.join('; ')}`);
}
console.log(`wrote ${join('src/engine/generate', 'practice-bank.ts')}`);

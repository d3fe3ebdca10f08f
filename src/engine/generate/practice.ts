// Practice puzzles (generate's requireTechnique): drawn by seed from a bank of puzzles whose hardest
// step is the technique, each shown as a random image of itself. The bank (practice-bank.ts) is
// made by scripts/practice-bank.ts (`npm run practice:bank`, docs/logic.md "Practice"): for each
// standard shape it holds, per technique, puzzles on which Sudoku Explainer's path's hardest step
// is that technique, the best first: the players' level the technique's, the players' path's
// hardest step of that technique, and that technique the first step past singles.
//
// An image (values relabelled, rows within bands and bands, columns within stacks and stacks
// permuted, transposed when the boxes are square) is analysed exactly as its bank puzzle
// (analyze grades the canonical form), so the bank's grade is the image's: a drawn puzzle needs no
// analysis, and a seed gives the same image every time. Where the bank has nothing for the request
// (another shape, a symmetry, a clue pattern, minimal, a score band or level none of its puzzles
// meet) generate searches as before, and a miss names the nearest technique the bank offers.
//
// The rule steps (RULES, LINES, KILLER and SUMS families) are not banked: a bank puzzle's rules
// would have to be imaged with it, and a relabelling breaks sums and dots. A request for one that
// names no variants is generated with the variant the step needs (RULE_STEP_VARIANTS, generate's
// variant search), or a killer step on killers searched for around generation (KILLER_STEPS,
// generate.ts practiseOnKillers). What can never be a hardest step is refused at once (practiceNever).
import type { Variant } from '../rules/types.js';
import { solve } from '../solve.js';
import { randomFromSeed, shuffle, type Random } from '../rng.js';
import { LEVELS, WEIGHTS, TECHNIQUE_TABLE } from '../logic/table.js';
import type { TechniqueName } from '../logic/types.js';
import { difficultyRank, isDifficulty, type Difficulty, type Rating, type Shape } from '../types.js';
import { PRACTICE_BANK, type BankLine } from './practice-bank.js';

/** One bank puzzle: its cells (N² symbols, '.' empty) and its grade. */
export interface BankPuzzle {
  readonly cells: string;
  readonly score: number;
  readonly level: Difficulty;
  readonly levelTechnique: TechniqueName | null;
  /** How well it teaches its technique: 0 best (practice-bank.ts's header). */
  readonly tier: number;
}

/** The bank's key of a shape. */
export const shapeKey = (shape: Shape): string => `${shape.size}:${shape.boxRows}x${shape.boxCols}`;

export function parseBankLine([cells, score, level, levelTechnique, tier]: BankLine): BankPuzzle {
  if (!isDifficulty(level)) throw new Error(`practice bank: bad level in '${cells.slice(0, 40)}'`);
  return { cells, score, level, levelTechnique: levelTechnique as TechniqueName | null, tier };
}

/** The bank's puzzles of a technique on a shape, best tier first (as stored). */
export function bankPuzzles(shape: Shape, technique: string): BankPuzzle[] {
  const lines = PRACTICE_BANK[shapeKey(shape)]?.[technique];
  return lines === undefined ? [] : lines.map(parseBankLine);
}

export interface PracticeFilter {
  readonly level?: Difficulty;
  readonly minScore?: number;
  readonly maxScore?: number;
}

export interface Drawn {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  readonly rating: Rating;
}

const EPS = 1e-9;

/**
 * The practice puzzle for `seed`: a bank puzzle of the technique that meets the filter (the best
 * tier among them), as a random image. Null when the bank has none.
 */
export function drawPractice(shape: Shape, technique: TechniqueName, seed: string, filter: PracticeFilter = {}): Drawn | null {
  const fits = bankPuzzles(shape, technique).filter(
    (p) =>
      (filter.level === undefined || p.level === filter.level) &&
      (filter.minScore === undefined || p.score >= filter.minScore - EPS) &&
      (filter.maxScore === undefined || p.score <= filter.maxScore + EPS),
  );
  if (fits.length === 0) return null;
  const best = Math.min(...fits.map((p) => p.tier));
  const pool = fits.filter((p) => p.tier === best);
  const random = randomFromSeed(`${seed}|practice|${shapeKey(shape)}|${technique}`);
  const chosen = pool[Math.floor(random() * pool.length)];
  const puzzle = imageOf(shape, cellsOf(chosen.cells), random);
  const solved = solve({ shape, cells: puzzle }, { limit: 2 });
  // A bank puzzle has one solution, and so has every image of it.
  if (solved.status !== 'SOLVED' || solved.unique !== true || !solved.solution) throw new Error(`practice bank: ${technique} not unique`);
  return {
    puzzle,
    solution: solved.solution,
    rating: { level: chosen.level, score: chosen.score, hardest: technique, levelTechnique: chosen.levelTechnique },
  };
}

function cellsOf(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    out[i] = ch === 46 ? 0 : ch <= 57 ? ch - 48 : ch - 55; // '.', '1'–'9', 'A'=10 …
  }
  return out;
}

/** Row (or column) order: the bands (stacks) shuffled, and the lines within each. */
function lineOrder(n: number, group: number, random: Random): number[] {
  const groups = Array.from({ length: n / group }, (_, g) => g);
  shuffle(groups, random);
  const out: number[] = [];
  for (const g of groups) {
    const inner = Array.from({ length: group }, (_, k) => g * group + k);
    shuffle(inner, random);
    out.push(...inner);
  }
  return out;
}

/** A random image of a puzzle under its shape's symmetries (the canonical form's own group). */
export function imageOf(shape: Shape, cells: Uint8Array, random: Random): Uint8Array {
  const n = shape.size;
  const labels = Array.from({ length: n }, (_, v) => v + 1);
  shuffle(labels, random);
  const rows = lineOrder(n, shape.boxRows, random);
  const cols = lineOrder(n, shape.boxCols, random);
  const transpose = shape.boxRows === shape.boxCols && random() < 0.5;
  const out = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const v = cells[rows[r] * n + cols[c]];
      const at = transpose ? c * n + r : r * n + c;
      out[at] = v === 0 ? 0 : labels[v - 1];
    }
  }
  return out;
}

/** The techniques a shape's bank has, in the technique table's order: what requireTechnique delivers there at once. */
export function practiceTechniques(shape: Shape): TechniqueName[] {
  const have = PRACTICE_BANK[shapeKey(shape)] ?? {};
  return (Object.keys(TECHNIQUE_TABLE) as TechniqueName[]).filter((t) => Object.hasOwn(have, t));
}

/** Does the shape have practice (a bank: the four standard shapes)? */
const practised = (shape: Shape): boolean => PRACTICE_BANK[shapeKey(shape)] !== undefined;

/**
 * The variants a rule step's practice puzzle is generated with when the request names none: the
 * variant search (generate/variants/) meets each on 40 of 40 9×9 seeds in tens of milliseconds
 * (bench:practice). Not here: the killer steps (KILLER_STEPS, searched for around generation) and
 * RULE_ELIMINATION (refused at once, practiceNever; docs/logic.md, "Practice").
 */
export const RULE_STEP_VARIANTS: Partial<Readonly<Record<TechniqueName, readonly Variant[]>>> = {
  QUADRUPLE_VALUES: ['QUADRUPLE'],
  THERMOMETER_RANGE: ['THERMO'],
  PAIR_RELATION: ['KROPKI'],
  RENBAN_RUN: ['RENBAN'],
  ARROW_SUM: ['ARROW'],
  LITTLE_KILLER_SUM: ['LITTLE_KILLER'],
  SANDWICH_SUM: ['SANDWICH'],
};

/**
 * Rule steps practised on killers searched for around generation: pure killers drawn by seed at the
 * step's level (the killer generator meets EASY and MEDIUM: generate-variants.ts's level hooks),
 * each analysed in full up to that level, until one's hardest step is the step, within KILLER_TRIES.
 * The generator cannot be asked for the step itself (its rating stops at the level asked).
 * INNIES_OUTIES: MEDIUM killers, the 45 rule the hardest step of most (40 of 40 bench seeds, 79 ms
 * of CPU median). CAGE_COMBINATION (`givens` true): an EASY killer's hardest is mostly the naked
 * single (2.3), so a killer gains givens from its solution while a step heavier than the technique
 * remains, the first value placed from that step on, up to KILLER_GIVENS (40 of 40, 80 ms).
 */
export const KILLER_STEPS: ReadonlyMap<TechniqueName, { readonly givens: boolean }> = new Map([
  ['INNIES_OUTIES', { givens: false }],
  ['CAGE_COMBINATION', { givens: true }],
]);

/** Killers tried for a killer step (drawn at EASY, 3 in 20 had the 45 rule as hardest: 32 tries missed about 1 seed in 200). */
export const KILLER_TRIES = 32;

/** Givens added to one killer at most (`givens` steps). */
export const KILLER_GIVENS = 24;

/**
 * How practice of `t` searches killers on this shape (KILLER_STEPS); undefined: it does not. On
 * 6×6 and 8×8 both steps met 6 of 6 seeds (23–382 ms of CPU); on 12×12 none of 6 (2.2–3.1 s each).
 */
export const killerPractice = (shape: Shape, t: TechniqueName): { readonly givens: boolean } | undefined =>
  practised(shape) && shape.size <= 9 ? KILLER_STEPS.get(t) : undefined;

/** The rule steps' families: steps that only a board with rules has. */
const RULE_FAMILIES: ReadonlySet<string> = new Set(['RULES', 'LINES', 'KILLER', 'SUMS']);

/** Is the technique a rule step (it needs a variant's rules on the board)? */
export const isRuleStep = (t: TechniqueName): boolean => RULE_FAMILIES.has(TECHNIQUE_TABLE[t].family);

/**
 * The variants generate uses for a practice request of `t` that names none (null: a classic
 * puzzle, or none): on every shape with practice (10 of 10 seeds of each step on 6×6, 8×8 and
 * 12×12 met, 2–141 ms of CPU median).
 */
export function practiceVariants(shape: Shape, t: TechniqueName): readonly Variant[] | null {
  return practised(shape) ? (RULE_STEP_VARIANTS[t] ?? null) : null;
}

/**
 * Why `t` can never be the hardest step of a puzzle on a classic board of `shape` (no variants
 * asked), with the technique to offer instead; null when it can. A refusal from here costs nothing.
 * - DIRECT_CLAIMING where boxes have at most 3 rows and 3 columns (4×4, 6×6, 9×9): a line's value
 *   locked in one box whose clearing leaves another line of the band one place outside it leaves
 *   the band's other boxes (each its value in the remaining lines) a hidden single in the middle
 *   box or a direct pointing into it, both tried first (practice.test.ts); the pointing is offered.
 * - a rule step without the variant it needs: no classic board has it.
 */
export function practiceNever(shape: Shape, t: TechniqueName): { why: string; instead: TechniqueName | null } | null {
  const dims = `${shape.size}×${shape.size}`;
  if (t === 'DIRECT_CLAIMING' && shape.boxRows <= 3 && shape.boxCols <= 3) {
    return {
      why:
        `DIRECT_CLAIMING is never a step on ${dims}: wherever it would apply, a hidden single or a direct pointing ` +
        `(tried first) already gives the same value`,
      instead: 'DIRECT_POINTING',
    };
  }
  if (isRuleStep(t) && practiceVariants(shape, t) === null && killerPractice(shape, t) === undefined) {
    return {
      why: `${t} is a step of variant puzzles: practice does not generate it on ${dims} (docs/logic.md, "Practice")`,
      instead: null,
    };
  }
  return null;
}

/**
 * What to offer instead of a technique the bank lacks on a shape (a refusal's `offer`): what the
 * board always has instead (practiceNever), else of the techniques it delivers there (the bank's
 * and the rule steps generated with their variant), one of the same family, else of the same
 * level, else any, each time the nearest in weight (the lighter among equals). Null when the bank
 * has nothing for the shape.
 */
export function practiceOffer(shape: Shape, technique: TechniqueName): TechniqueName | null {
  const instead = practiceNever(shape, technique)?.instead;
  if (instead != null && bankPuzzles(shape, instead).length > 0) return instead;
  const delivered = [
    ...Object.keys(PRACTICE_BANK[shapeKey(shape)] ?? {}),
    ...(Object.keys(RULE_STEP_VARIANTS) as TechniqueName[]).filter((t) => practiceVariants(shape, t) !== null),
    ...[...KILLER_STEPS.keys()].filter((t) => killerPractice(shape, t) !== undefined),
  ];
  const have = delivered.filter((t) => t !== technique) as TechniqueName[];
  if (have.length === 0) return null;
  const near = (list: TechniqueName[]) =>
    list.sort(
      (a, b) => Math.abs(WEIGHTS[a] - WEIGHTS[technique]) - Math.abs(WEIGHTS[b] - WEIGHTS[technique]) || WEIGHTS[a] - WEIGHTS[b],
    )[0];
  const family = have.filter((t) => TECHNIQUE_TABLE[t].family === TECHNIQUE_TABLE[technique].family);
  if (family.length > 0) return near(family);
  const level = have.filter((t) => difficultyRank(LEVELS[t]) === difficultyRank(LEVELS[technique]));
  return near(level.length > 0 ? level : have);
}

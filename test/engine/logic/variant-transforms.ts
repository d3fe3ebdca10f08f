// The transforms that keep a puzzle with rules the same puzzle (issue 48's invariance), for the
// variant invariance test: which grid symmetries and digit relabellings each rule kind admits
// (RULE_TRANSFORMS, the one table; docs/variants.md "Transforms that keep a puzzle"), and the image
// of a board with rules under one (every rule's cells, clues and digits mapped).
//
// Grid transforms: the square's eight symmetries (identity, quarter turns, half turn, the two mirrors,
// the two diagonal reflections), and, for the kinds whose meaning needs no geometry (a set of cells,
// or a line as its chain of pairs: cages, regions, parity, thermometers, whispers, renban,
// palindromes, arrows with a one-cell circle), the sudoku transforms too (rows within a band, bands,
// columns within a stack, stacks), as rules/canon.ts admits them for canonical keys. All are written
// as support/transforms.ts's Symmetry. A transform must keep rows and columns (all do) and the boxes
// (quarter turns and diagonal reflections need square boxes) unless a JIGSAW rule replaces them.
// canon.ts relabels digits only where no rule tells values apart; this table also admits the
// relabellings that keep a kind's clues once mapped (the complement, parity-keeping permutations).
import type { Board } from '../../../src/engine/index.js';
import type { Diagonal, Rule, RuleKind } from '../../../src/engine/rules/types.js';
import { windows } from '../../../src/engine/rules/kinds/windoku.js';
import { sourceCells, type Symmetry } from '../../../support/transforms.js';

/**
 * The digit relabellings a kind admits: ANY permutation; PARITY: permutations that keep each digit's
 * parity; COMPLEMENT: v → N+1−v (and the identity), with the rule's clue mapped where the kind says
 * how; NONE: the identity only.
 */
export type DigitMaps = 'ANY' | 'PARITY' | 'COMPLEMENT' | 'NONE';

export interface KindTransforms {
  /**
   * SUDOKU: the eight symmetries and the sudoku transforms (bands, rows within them, stacks, columns
   * within them); SQUARE: the eight symmetries only; WINDOWS: those of the eight that map the windows
   * onto the windows. Always only those that keep the board's houses.
   */
  readonly grid: 'SUDOKU' | 'SQUARE' | 'WINDOWS';
  readonly digits: DigitMaps;
  /** Why, in a few words (docs/variants.md repeats it). */
  readonly why: string;
}

/** What each rule kind admits. */
export const RULE_TRANSFORMS: { readonly [K in RuleKind]: KindTransforms } = {
  DIAGONAL: { grid: 'SQUARE', digits: 'ANY', why: 'a diagonal maps to a diagonal (MAIN and ANTI swap under a quarter turn or a mirror)' },
  JIGSAW: {
    grid: 'SUDOKU',
    digits: 'ANY',
    why: 'regions move with their cells and replace the boxes, so quarter turns need no square boxes',
  },
  EXTRA_REGION: { grid: 'SUDOKU', digits: 'ANY', why: 'a set of cells' },
  WINDOKU: {
    grid: 'WINDOWS',
    digits: 'ANY',
    why: 'the windows sit at fixed places: only symmetries that keep them (all eight on 9×9, none but the identity on 6×6)',
  },
  DISJOINT_GROUPS: { grid: 'SQUARE', digits: 'ANY', why: 'a symmetry that keeps the boxes keeps the position within them' },
  KILLER_CAGE: { grid: 'SUDOKU', digits: 'COMPLEMENT', why: 'the sum of k cells becomes k·(N+1) − sum' },
  ANTI_KNIGHT: { grid: 'SQUARE', digits: 'ANY', why: 'a knight’s move stays one' },
  ANTI_KING: { grid: 'SQUARE', digits: 'ANY', why: 'a king’s move stays one' },
  NON_CONSECUTIVE: { grid: 'SQUARE', digits: 'COMPLEMENT', why: 'differences are kept by v → N+1−v only' },
  KROPKI: {
    grid: 'SQUARE',
    digits: 'NONE',
    why: 'a black dot’s ratio survives no relabelling (a white one alone would admit the complement)',
  },
  XV: { grid: 'SQUARE', digits: 'NONE', why: 'sums 5 and 10 survive no relabelling' },
  NEGATIVE: { grid: 'SQUARE', digits: 'NONE', why: 'as the dots or letters it negates' },
  PARITY: { grid: 'SUDOKU', digits: 'PARITY', why: 'a relabelling that keeps parity keeps every even/odd clue' },
  GREATER_THAN: { grid: 'SQUARE', digits: 'COMPLEMENT', why: 'the complement reverses the order: greater and lesser swap' },
  THERMOMETER: {
    grid: 'SUDOKU',
    digits: 'COMPLEMENT',
    why: 'keeps its direction under a symmetry; the complement reverses it (the bulb moves to the other end)',
  },
  ARROW: {
    grid: 'SUDOKU',
    digits: 'NONE',
    why: 'a sum with its total in a cell survives no relabelling; a pill only symmetries that keep its reading order',
  },
  LITTLE_KILLER: {
    grid: 'SQUARE',
    digits: 'COMPLEMENT',
    why: 'the clue moves with its diagonal; the sum of k cells becomes k·(N+1) − sum',
  },
  SANDWICH: { grid: 'SQUARE', digits: 'NONE', why: 'the clue moves with its row or column; the sum between 1 and N has no fixed length' },
  WHISPERS: { grid: 'SUDOKU', digits: 'COMPLEMENT', why: 'differences are kept by v → N+1−v only' },
  RENBAN: { grid: 'SUDOKU', digits: 'COMPLEMENT', why: 'a run of consecutive values stays one under v → N+1−v only' },
  PALINDROME: { grid: 'SUDOKU', digits: 'ANY', why: 'equal values stay equal' },
  QUADRUPLE: { grid: 'SQUARE', digits: 'ANY', why: 'the listed values are relabelled with the grid' },
};

const identity = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const reversed = (n: number): number[] => identity(n).reverse();

/** The square's eight symmetries of an N×N grid (identity first), digits unchanged. */
export function gridSymmetries(n: number): Symmetry[] {
  const relabel = identity(n + 1);
  const out: Symmetry[] = [];
  for (const transpose of [false, true])
    for (const rowsReversed of [false, true])
      for (const colsReversed of [false, true])
        out.push({ rows: rowsReversed ? reversed(n) : identity(n), cols: colsReversed ? reversed(n) : identity(n), relabel, transpose });
  return out;
}

/** v → N+1−v (0 stays 0). */
export const complement = (n: number): number[] => [0, ...identity(n).map((i) => n - i)];

/** Whether a relabelling is of a class (DigitMaps). */
export function relabelIn(relabel: readonly number[], maps: DigitMaps): boolean {
  const n = relabel.length - 1;
  const same = (m: readonly number[]) => m.every((v, i) => relabel[i] === v);
  switch (maps) {
    case 'ANY':
      return true;
    case 'PARITY':
      return relabel.every((v, i) => v % 2 === i % 2);
    case 'COMPLEMENT':
      return same(identity(n + 1)) || same(complement(n));
    case 'NONE':
      return same(identity(n + 1));
  }
}

const isReversed = (p: readonly number[]) => p.length > 1 && p[0] === p.length - 1;

/**
 * Where a point (row, col) of the grid, or a clue position just outside it (−1 or N), goes: the
 * image of `sourceCells` extended to the border (rows and columns only kept or reversed).
 */
function point(n: number, t: Symmetry, row: number, col: number): [number, number] {
  const r = isReversed(t.rows) ? n - 1 - row : row;
  const c = isReversed(t.cols) ? n - 1 - col : col;
  return t.transpose ? [c, r] : [r, c];
}

const STEPS: Record<Diagonal, [number, number]> = { UP_LEFT: [-1, -1], UP_RIGHT: [-1, 1], DOWN_LEFT: [1, -1], DOWN_RIGHT: [1, 1] };

function direction(n: number, t: Symmetry, d: Diagonal): Diagonal {
  const [dr, dc] = STEPS[d];
  const [r0, c0] = point(n, t, 0, 0);
  const [r1, c1] = point(n, t, dr, dc);
  const step = [r1 - r0, c1 - c0].join();
  return (Object.keys(STEPS) as Diagonal[]).find((k) => STEPS[k].join() === step)!;
}

/** The image of each board cell: imageCell[boardCell]. */
export function imageCells(n: number, t: Symmetry): number[] {
  const out: number[] = [];
  sourceCells(n, t).forEach((from, to) => (out[from] = to));
  return out;
}

/** Whether rows stay within bands and columns within stacks, bands and stacks moving whole (all of the eight do). */
function keepsBoxes(shape: Board['shape'], t: Symmetry): boolean {
  const whole = (p: readonly number[], k: number) => p.every((v, i) => Math.floor(v / k) === Math.floor(p[Math.floor(i / k) * k] / k));
  return whole(t.rows, shape.boxRows) && whole(t.cols, shape.boxCols);
}

const isDihedral = (t: Symmetry, n: number) =>
  [t.rows, t.cols].every((p) => p.every((v, i) => v === i) || p.every((v, i) => v === n - 1 - i));

/**
 * Whether `t` keeps the board the same puzzle: it keeps the board's houses and every rule's kind
 * admits it (RULE_TRANSFORMS), an arrow's pill kept in reading order by one of the eight symmetries.
 */
export function admits(board: Board, t: Symmetry): boolean {
  const { size: n, boxRows, boxCols } = board.shape;
  const rules = board.rules ?? [];
  if (t.transpose && boxRows !== boxCols && !rules.some((r) => r.kind === 'JIGSAW')) return false;
  if (!keepsBoxes(board.shape, t)) return false;
  const square = isDihedral(t, n);
  const at = imageCells(n, t);
  for (const rule of rules) {
    const kind = RULE_TRANSFORMS[rule.kind];
    if (!relabelIn(t.relabel, kind.digits)) return false;
    if (!square && kind.grid !== 'SUDOKU') return false;
    if (kind.grid === 'WINDOWS') {
      const key = (w: readonly number[]) => [...w].sort((a, b) => a - b).join();
      const all = new Set(windows(board.shape).map(key));
      if (!windows(board.shape).every((w) => all.has(key(w.map((c) => at[c]))))) return false;
    }
    if (rule.kind === 'ARROW' && rule.circle.length > 1) {
      if (!square) return false;
      const image = rule.circle.map((c) => at[c]);
      if (!image.every((c, k) => k === 0 || c > image[k - 1])) return false;
    }
  }
  return true;
}

/** The image of one rule under an admitted `t` (see admits). */
export function ruleImage(rule: Rule, n: number, t: Symmetry): Rule {
  const at = imageCells(n, t);
  const cells = (cs: readonly number[]) => cs.map((c) => at[c]);
  // The complement (admitted by COMPLEMENT kinds) changes sums and reverses orders.
  const flip = n > 1 && complement(n).every((v, i) => t.relabel[i] === v);
  switch (rule.kind) {
    case 'DIAGONAL': {
      // A diagonal's image is the diagonal its first end lands on.
      const [r, c] = point(n, t, 0, rule.direction === 'MAIN' ? 0 : n - 1);
      return { kind: 'DIAGONAL', direction: r === c ? 'MAIN' : 'ANTI' };
    }
    case 'JIGSAW': {
      const regions: number[] = [];
      rule.regions.forEach((k, c) => (regions[at[c]] = k));
      return { kind: 'JIGSAW', regions };
    }
    case 'EXTRA_REGION':
    case 'RENBAN':
    case 'PALINDROME':
      return { ...rule, cells: cells(rule.cells) };
    case 'WHISPERS':
      return { ...rule, cells: cells(rule.cells) };
    case 'THERMOMETER':
      return { kind: 'THERMOMETER', cells: flip ? cells(rule.cells).reverse() : cells(rule.cells) };
    case 'KILLER_CAGE':
      return rule.sum === undefined || !flip
        ? { ...rule, cells: cells(rule.cells) }
        : { kind: 'KILLER_CAGE', cells: cells(rule.cells), sum: rule.cells.length * (n + 1) - rule.sum };
    case 'KROPKI':
      return { ...rule, cells: [at[rule.cells[0]], at[rule.cells[1]]] };
    case 'XV':
      return { ...rule, cells: [at[rule.cells[0]], at[rule.cells[1]]] };
    case 'PARITY':
      return { kind: 'PARITY', cell: at[rule.cell], parity: rule.parity };
    case 'GREATER_THAN':
      return flip
        ? { kind: 'GREATER_THAN', greater: at[rule.lesser], lesser: at[rule.greater] }
        : { kind: 'GREATER_THAN', greater: at[rule.greater], lesser: at[rule.lesser] };
    case 'ARROW':
      return { kind: 'ARROW', circle: cells(rule.circle), line: cells(rule.line) };
    case 'LITTLE_KILLER': {
      const [row, col] = point(n, t, rule.clue.row, rule.clue.col);
      const [dr, dc] = STEPS[rule.direction];
      let k = 0;
      for (let r = rule.clue.row + dr, c = rule.clue.col + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) k++;
      return {
        kind: 'LITTLE_KILLER',
        clue: { row, col },
        direction: direction(n, t, rule.direction),
        sum: flip ? k * (n + 1) - rule.sum : rule.sum,
      };
    }
    case 'SANDWICH': {
      const [a, b] = rule.line === 'ROW' ? [rule.index * n, rule.index * n + 1] : [rule.index, rule.index + n];
      const [ia, ib] = [at[a], at[b]];
      const sameRow = Math.floor(ia / n) === Math.floor(ib / n);
      return { kind: 'SANDWICH', line: sameRow ? 'ROW' : 'COLUMN', index: sameRow ? Math.floor(ia / n) : ia % n, sum: rule.sum };
    }
    case 'QUADRUPLE': {
      const block = [rule.cell, rule.cell + 1, rule.cell + n, rule.cell + n + 1].map((c) => at[c]);
      return { kind: 'QUADRUPLE', cell: Math.min(...block), values: rule.values.map((v) => t.relabel[v]) };
    }
    default:
      return rule;
  }
}

/** The image of a board with rules under an admitted `t`: givens moved and relabelled, every rule mapped. */
export function variantImageOf(board: Board, t: Symmetry): Board {
  const n = board.shape.size;
  const source = sourceCells(n, t);
  const cells = new Uint8Array(n * n);
  for (let k = 0; k < n * n; k++) cells[k] = t.relabel[board.cells[source[k]]];
  return { shape: board.shape, cells, ...(board.rules === undefined ? {} : { rules: board.rules.map((r) => ruleImage(r, n, t)) }) };
}

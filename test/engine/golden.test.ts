// Golden solutions: a classic puzzle and the shared data sets, checked against given solutions
// and the independent oracle (never against the engine itself).
import { describe, expect, it } from 'vitest';
import { formatCells, parseBoardText } from '../../src/engine/codec.js';
import { solve } from '../../src/engine/index.js';
import { isValidSolution, oracleSolve, readLines, toText, toValues } from '../../support/oracle.js';

const BOX9 = { boxRows: 3, boxCols: 3 };
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASSIC_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

function solveText(text: string, box?: { boxRows: number; boxCols: number }) {
  const parsed = parseBoardText(text, box);
  if (!parsed.ok) throw new Error(`parse failed: ${parsed.error.message}`);
  return solve(parsed.value, { limit: 2 });
}

describe('classic 9×9', () => {
  it('the expected answer is itself a valid completion of the givens, and the only one', () => {
    expect(isValidSolution(toValues(CLASSIC_SOLUTION), 9, BOX9, toValues(CLASSIC))).toBe(true);
    const oracle = oracleSolve(toValues(CLASSIC), 9, BOX9, { limit: 2, order: 'mrv' });
    expect(oracle.gaveUp).toBe(false);
    expect(oracle.count).toBe(1);
    expect(toText(oracle.first!)).toBe(CLASSIC_SOLUTION);
  });

  it('solves to the golden solution, unique', () => {
    const r = solveText(CLASSIC);
    expect(r.status).toBe('SOLVED');
    expect(r.unique).toBe(true);
    expect(r.solutionCount).toBe(1);
    expect(r.conflicts).toEqual([]);
    expect(formatCells(r.solution!)).toBe(CLASSIC_SOLUTION);
    expect(r.stats.nodes).toBeGreaterThanOrEqual(1);
  });
});

describe.each([
  ['9x9/kaggle_easy_10k.txt', 20],
  ['9x9/17clue_20k.txt', 10],
  ['9x9/magictour_top1465.txt', 12],
  ['9x9/forum_hardest_1905_11plus_20k.txt', 10],
  ['9x9/forum_hardest_1106.txt', 10],
])('%s (first %i): unique solution equal to the oracle’s', (file, count) => {
  const puzzles = readLines(file, count);
  it('has the puzzles it should', () => {
    expect(puzzles).toHaveLength(count);
    for (const p of puzzles) expect(p).toHaveLength(81);
  });
  it.each(puzzles.map((p, i) => [i + 1, p]))('puzzle %i', (_, puzzle) => {
    const r = solveText(puzzle as string);
    expect(r.status).toBe('SOLVED');
    expect(r.unique).toBe(true);
    expect(r.solutionCount).toBe(1);
    const givens = toValues(puzzle as string);
    const got = toValues(formatCells(r.solution!));
    expect(isValidSolution(got, 9, BOX9, givens)).toBe(true);
    const oracle = oracleSolve(givens, 9, BOX9, { limit: 2, order: 'mrv' });
    expect(oracle.gaveUp).toBe(false);
    expect(oracle.count).toBe(1);
    expect(formatCells(r.solution!)).toBe(toText(oracle.first!));
  });
});

describe.each([
  // Every 16×16 puzzle: most nodes of these searches look ahead (lookahead.ts) before branching.
  ['16x16/algts_d0.5_100.txt', 16, 100, 4],
  ['16x16/algts_d1.0_100.txt', 16, 100, 4],
  ['4x4/algts_d1.0_1000.txt', 4, 1000, 2],
])('%s: solutions equal the given ones', (file, n, count, side) => {
  const puzzles = readLines(file, count);
  const solutions = readLines(`${file}.solutions`, count);
  const box = { boxRows: side, boxCols: side };
  it('has matching puzzle and solution lines', () => {
    expect(puzzles).toHaveLength(count);
    expect(solutions).toHaveLength(count);
    for (let i = 0; i < count; i++) {
      expect(puzzles[i]).toHaveLength(n * n);
      expect(isValidSolution(toValues(solutions[i]), n, box, toValues(puzzles[i]))).toBe(true);
    }
  });
  it('solves every puzzle to its given solution, unique', () => {
    const wrong: string[] = [];
    for (let i = 0; i < count; i++) {
      const r = solveText(puzzles[i]);
      const got = r.solution ? formatCells(r.solution) : r.status;
      if (r.status !== 'SOLVED' || r.unique !== true || got !== solutions[i])
        wrong.push(`line ${i + 1}: ${r.status} unique=${r.unique} ${got}`);
    }
    expect(wrong).toEqual([]);
  });
});

it('reads lowercase letters and 0 for empty the same as upper case and .', () => {
  const [puzzle] = readLines('16x16/algts_d0.5_100.txt', 1);
  const [solution] = readLines('16x16/algts_d0.5_100.txt.solutions', 1);
  const r = solveText(puzzle.toLowerCase().replaceAll('.', '0'));
  expect(formatCells(r.solution!)).toBe(solution);
});

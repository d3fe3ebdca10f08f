// analyze and nextStep: grades, counts, the TRIAL step, the work budget, and the typed outcomes.
import { describe, expect, it } from 'vitest';
import { analyze, defaultWorkLimit, nextStep } from '../../../src/engine/logic/index.js';
import { geometryOf } from '../../../src/engine/geometry.js';
import { generate } from '../../../src/engine/generate/generate.js';
import { solve } from '../../../src/engine/solve.js';
import { canonicalize } from '../../../src/engine/canon.js';
import { GOLDEN_9X9 } from './golden-boards.js';
import { boardOf } from './golden-helpers.js';

// The first puzzle of the shared kaggle easy data set.
const KAGGLE = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
// Line 35 of the shared magictour_top1465 set: needs a dynamic forcing chain, analysed in tens of ms.
const TOP1465_34 = '....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..';

function analysis(text: string) {
  const r = analyze(boardOf(text));
  if (r.status !== 'ANALYZED') throw new Error(r.status);
  return r.analysis;
}

describe('analyze', () => {
  it('grades a kaggle easy puzzle EASY, solved by singles, its score its hardest single', () => {
    const a = analysis(KAGGLE);
    expect(a.level).toBe('EASY');
    expect(a.solvedByLogic).toBe(true);
    expect(a.end).toBe('SOLVED');
    expect(a.steps.every((s) => ['FULL_HOUSE', 'HIDDEN_SINGLE', 'NAKED_SINGLE'].includes(s.technique))).toBe(true);
    const placed = a.steps.reduce((k, s) => k + s.placements.length, 0);
    expect(placed).toBe([...KAGGLE].filter((c) => c === '.').length);
    expect(a.counts.reduce((k, c) => k + c.count, 0)).toBe(a.steps.length);
    expect([1.0, 1.2, 1.5, 2.3]).toContain(a.score);
  });

  it('grades a magictour top1465 puzzle MASTER by dynamic forcing chains, solved by logic, every step sound', () => {
    const board = boardOf(TOP1465_34);
    const a = analysis(TOP1465_34);
    expect(a.level).toBe('MASTER');
    expect(a.hardest).toBe('DYNAMIC_FORCING_CHAIN');
    expect(a.score).toBeGreaterThanOrEqual(8.5);
    expect(a.score).toBeLessThan(9.5);
    expect(a.solvedByLogic).toBe(true);
    expect(a.steps.some((s) => s.technique === 'TRIAL')).toBe(false);
    const solution = solve(board).solution!;
    for (const s of a.steps) {
      for (const p of s.placements) expect(p.value).toBe(solution[p.row * 9 + p.col]);
      for (const e of s.eliminations) expect(e.value).not.toBe(solution[e.row * 9 + e.col]);
    }
  });

  it('score is the hardest step: a board whose first step is an X-Wing scores at least 3.2', () => {
    const c = GOLDEN_9X9.find((g) => g.technique === 'X_WING')!;
    const a = analysis(c.values);
    expect(a.score).toBeGreaterThanOrEqual(3.2);
    expect(a.counts.find((x) => x.technique === 'X_WING')!.count).toBeGreaterThanOrEqual(1);
  });

  it('a board with several solutions: unique false, logic cannot finish it, TRIAL places the first solution', () => {
    // The first puzzle of the shared serg_benchmark set (every one has 2 or more solutions).
    const text = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
    const a = analysis(text);
    expect(a.unique).toBe(false);
    expect(a.solvedByLogic).toBe(false);
    expect(a.hardest).toBe('TRIAL');
    const first = solve(boardOf(text)).solution!;
    const trial = a.steps[a.steps.length - 1];
    for (const p of trial.placements) expect(p.value).toBe(first[p.row * 9 + p.col]);
  });

  it('a full board: no steps, EASY, score 0', () => {
    const full = solve(boardOf(KAGGLE)).solution!;
    const r = analyze({ shape: boardOf(KAGGLE).shape, cells: full });
    if (r.status !== 'ANALYZED') throw new Error(r.status);
    expect(r.analysis).toMatchObject({ level: 'EASY', score: 0, hardest: null, solvedByLogic: true, steps: [] });
  });

  it('answers CONFLICT and NO_SOLUTION as values', () => {
    expect(analyze(boardOf('11' + '.'.repeat(79))).status).toBe('CONFLICT');
    // r1c9 can hold nothing: 1..8 in its row, 9 in its column.
    expect(analyze(boardOf('12345678.' + '........9' + '.'.repeat(63))).status).toBe('NO_SOLUTION');
  });

  it('9×9: nested chains run to the end within the default budget (forum_hardest_1905_11+ line 324, past the 500 M units that would end it in TRIAL)', () => {
    const board = boardOf('98.7..6..75.....9...6......4...3.2.6..867..5...52...7...98...6.....2.5..........1');
    const r = analyze(board);
    if (r.status !== 'ANALYZED') throw new Error(r.status);
    expect([r.analysis.end, r.analysis.score, r.analysis.hardest, r.analysis.solvedByLogic]).toEqual([
      'SOLVED',
      11.3,
      'NESTED_FORCING_CHAIN',
      true,
    ]);
    expect(r.analysis.work).toBeGreaterThan(500_000_000);
    expect(r.analysis.work).toBeLessThan(defaultWorkLimit(geometryOf(board.shape)));
  }, 60_000);

  it('the work budget bounds a 25×25 run: a small budget ends with BUDGET and TRIAL, never far past the limit', () => {
    const g = generate({ size: 25, difficulty: 'EASY', seed: 'budget' });
    if (g.status !== 'GENERATED') throw new Error(g.status);
    const r = analyze(g.puzzle, { maxWork: 20_000 });
    if (r.status !== 'ANALYZED') throw new Error(r.status);
    expect(r.analysis.end).toBe('BUDGET');
    expect(r.analysis.hardest).toBe('TRIAL');
    // One technique call may overshoot by at most a scan of the board's units.
    expect(r.analysis.work).toBeLessThan(20_000 + 3 * 25 * 25 * 25);
  });

  it("with what the caller knows (its solution and canonical form, as createPuzzle's task has them) grades the same, without searching again", () => {
    for (const text of [KAGGLE, TOP1465_34]) {
      const board = boardOf(text);
      const solved = solve(board, {});
      const canon = canonicalize(board, 200_000);
      if (solved.status !== 'SOLVED' || canon.status !== 'CANONICAL') throw new Error('fixture');
      const known = { solution: solved.solution!, unique: solved.unique === true };
      // One search node would not settle the board: the known solution is used, not searched for.
      expect(analyze(board, { maxNodes: 1, known: { ...known, canon } })).toEqual(analyze(board));
      // A canonical search cut short by a smaller budget than analyze's own is redone, not trusted.
      expect(analyze(board, { known: { ...known, canon: { status: 'LIMIT_EXCEEDED', nodes: 11 } } })).toEqual(analyze(board));
    }
  });
});

describe('nextStep', () => {
  it('without notes: the simplest step of the board', () => {
    const r = nextStep(boardOf(KAGGLE));
    expect(r.status).toBe('STEP');
  });

  it('a note that leaves out the solution value: WRONG_NOTES names that cell', () => {
    const board = boardOf(KAGGLE);
    const solution = solve(board).solution!;
    // r1c1 is empty; note every value but the right one.
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => v !== solution[0]);
    expect(nextStep(board, [{ row: 0, col: 0, values }])).toEqual({ status: 'WRONG_NOTES', cells: [{ row: 0, col: 0 }] });
  });

  it('a note off the board or with a value past N: BAD_NOTES with the entry and field', () => {
    const board = boardOf(KAGGLE);
    expect(
      nextStep(board, [
        { row: 0, col: 0, values: [1] },
        { row: 9, col: 0, values: [1] },
      ]),
    ).toEqual({ status: 'BAD_NOTES', index: 1, field: 'row' });
    expect(nextStep(board, [{ row: 0, col: 0, values: [10] }])).toEqual({ status: 'BAD_NOTES', index: 0, field: 'values' });
  });

  it('a board with one solution that needs chains: nextStep gives a forcing chain with its links, never TRIAL', () => {
    const board = boardOf(TOP1465_34);
    const solution = solve(board).solution!;
    // Play the singles and simpler steps first, through analyze's own path, up to its first chain.
    const a = analysis(TOP1465_34);
    const k = a.steps.findIndex((s) => s.links !== undefined && s.links.length > 0);
    expect(k).toBeGreaterThan(0);
    const cells = board.cells.slice();
    for (const s of a.steps.slice(0, k)) for (const p of s.placements) cells[p.row * 9 + p.col] = p.value;
    const r = nextStep({ shape: board.shape, cells });
    if (r.status !== 'STEP') throw new Error(r.status);
    expect(r.step.technique).not.toBe('TRIAL');
    for (const p of r.step.placements) expect(p.value).toBe(solution[p.row * 9 + p.col]);
    for (const e of r.step.eliminations) expect(e.value).not.toBe(solution[e.row * 9 + e.col]);
  });

  it('notes narrow the candidates: on a board where nothing applies, one cell noted with its value gives a step', () => {
    // The empty board (many solutions): nothing is implied, so TRIAL.
    const board = boardOf('.'.repeat(81));
    const solution = solve(board).solution!;
    const plain = nextStep(board);
    if (plain.status !== 'STEP') throw new Error(plain.status);
    expect(plain.step.technique).toBe('TRIAL');
    const cell = board.cells.indexOf(0);
    const row = Math.floor(cell / 9);
    const col = cell % 9;
    const r = nextStep(board, [{ row, col, values: [solution[cell]] }]);
    if (r.status !== 'STEP') throw new Error(r.status);
    expect(r.step.technique).not.toBe('TRIAL');
    // The note makes the cell a naked single, or (simpler) a hidden single of another value in its units.
    if (r.step.technique === 'NAKED_SINGLE') expect(r.step.placements).toEqual([{ row, col, value: solution[cell] }]);
    for (const p of r.step.placements) expect(p.value).toBe(solution[p.row * 9 + p.col]);
  });

  it('a full board is COMPLETE', () => {
    const board = boardOf(KAGGLE);
    expect(nextStep({ shape: board.shape, cells: solve(board).solution! }).status).toBe('COMPLETE');
  });
});

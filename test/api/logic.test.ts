// analyze, nextStep and Puzzle.rating through real HTTP (the pool runs the logic).
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/index.js';
import { parseBoardText } from '../../src/engine/codec.js';
import { codes, useApi } from './harness.js';
import { ONE_COMPUTE_MESSAGE } from '../../src/server/cost/rules.js';
import { CLASSIC, CLASSIC_SOLUTION, CONFLICT_9X9, NO_SOLUTION_9X9 } from '../../support/boards.js';

const api = useApi();

function engineAnalysis(cells: string) {
  const p = parseBoardText(cells);
  if (!p.ok) throw new Error(p.error.message);
  const r = analyze(p.value);
  if (r.status !== 'ANALYZED') throw new Error(r.status);
  return r.analysis;
}

const STEP = `technique score explanation placements { row col value symbol } eliminations { row col value } cells { row col } units { kind index }`;
const ANALYZE = `query($b: BoardInput!) { analyze(board: $b) { level score hardest solvedByLogic unique techniques { technique count } steps { ${STEP} } } }`;
const NEXT = `query($b: BoardInput!, $n: [CellNotes!]) { nextStep(board: $b, notes: $n) { ${STEP} } }`;
// A board whose simplest step is an X-Wing in rows 5 and 8 on 7 (from the golden cases).
const X_WING = '9..7..3...5..2..17..7.....93..6..7...6..5..3...2..8..61..4..6...4..6..8...6..3..4';

describe('analyze', () => {
  it('answers the engine analysis: level, score, steps with their cells and units', async () => {
    const r = await api.gql(ANALYZE, { b: { cells: CLASSIC } });
    expect(r.errors).toBeUndefined();
    const engine = engineAnalysis(CLASSIC);
    const a = r.data.analyze;
    expect(a.level).toBe(engine.level);
    expect(a.score).toBe(engine.score);
    expect(a.hardest).toBe(engine.hardest);
    expect(a.solvedByLogic).toBe(true);
    expect(a.unique).toBe(true);
    expect(a.steps).toHaveLength(engine.steps.length);
    expect(a.techniques.reduce((k: number, t: any) => k + t.count, 0)).toBe(a.steps.length);
    // Every placement, in order, fills the classic puzzle's solution.
    for (const s of a.steps) for (const p of s.placements) expect(p.symbol).toBe(CLASSIC_SOLUTION[p.row * 9 + p.col]);
  });

  it('BOARD_CONFLICT and NO_SOLUTION as hint answers them', async () => {
    expect(codes(await api.gql(ANALYZE, { b: { cells: CONFLICT_9X9 } }))).toEqual(['BOARD_CONFLICT']);
    expect(codes(await api.gql(ANALYZE, { b: { cells: NO_SOLUTION_9X9 } }))).toEqual(['NO_SOLUTION']);
  });
});

describe('nextStep', () => {
  it('the X-Wing with its corners, units and sentence', async () => {
    const r = await api.gql(NEXT, { b: { cells: X_WING } });
    expect(r.errors).toBeUndefined();
    const s = r.data.nextStep;
    expect(s.technique).toBe('X_WING');
    expect(s.score).toBe(3.2);
    expect(s.cells).toEqual([
      { row: 4, col: 0 },
      { row: 4, col: 5 },
      { row: 7, col: 0 },
      { row: 7, col: 5 },
    ]);
    expect(s.eliminations).toEqual([
      { row: 5, col: 0, value: 7 },
      { row: 6, col: 5, value: 7 },
      { row: 8, col: 0, value: 7 },
    ]);
    expect(s.units).toEqual([
      { kind: 'ROW', index: 4 },
      { kind: 'ROW', index: 7 },
      { kind: 'COLUMN', index: 0 },
      { kind: 'COLUMN', index: 5 },
    ]);
  });

  it('null on a full board', async () => {
    const r = await api.gql(NEXT, { b: { cells: CLASSIC_SOLUTION } });
    expect(r.errors).toBeUndefined();
    expect(r.data.nextStep).toBeNull();
  });

  it('WRONG_NOTES names the cell whose notes leave out its solution value', async () => {
    const first = CLASSIC.indexOf('.');
    const row = Math.floor(first / 9);
    const col = first % 9;
    const right = Number(CLASSIC_SOLUTION[first]);
    const r = await api.gql(NEXT, {
      b: { cells: CLASSIC },
      n: [{ row, col, values: [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => v !== right) }],
    });
    expect(codes(r)).toEqual(['WRONG_NOTES']);
    expect(r.errors![0].extensions!.cells).toEqual([{ row, col }]);
  });

  it('BAD_USER_INPUT naming notes[i].field for a note off the board', async () => {
    const r = await api.gql(NEXT, { b: { cells: CLASSIC }, n: [{ row: 0, col: 12, values: [1] }] });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors![0].extensions!.field).toBe('notes[0].col');
  });
});

describe('the per-operation compute limit', () => {
  it('refuses two analyses in one query, and an analyze beside a nextStep', async () => {
    const two = await api.gql(
      `query { a: analyze(board: { cells: "${CLASSIC}" }) { level } b: analyze(board: { cells: "${CLASSIC}" }) { level } }`,
    );
    expect(codes(two)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(two.errors![0].message).toBe(ONE_COMPUTE_MESSAGE);
    const mixed = await api.gql(
      `query { analyze(board: { cells: "${CLASSIC}" }) { level } nextStep(board: { cells: "${CLASSIC}" }) { technique } }`,
    );
    expect(codes(mixed)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('Puzzle.rating and EXPERT', () => {
  it('generatePuzzle stores the rating; EXPERT generates a puzzle graded EXPERT', async () => {
    const q = `mutation($d: Difficulty) { generatePuzzle(size: 9, difficulty: $d, seed: "rating") { id difficulty rating { level score hardest } board { cells } } }`;
    const r = await api.gql(q, { d: 'EXPERT' });
    expect(r.errors).toBeUndefined();
    const p = r.data.generatePuzzle;
    expect(p.difficulty).toBe('EXPERT');
    expect(p.rating.level).toBe('EXPERT');
    const engine = engineAnalysis(p.board.cells);
    expect(p.rating).toEqual({ level: engine.level, score: engine.score, hardest: engine.hardest });
    const again = await api.gql(`query($id: ID!) { puzzle(id: $id) { rating { level score hardest } } }`, { id: p.id });
    expect(again.data.puzzle.rating).toEqual(p.rating);
  });
});

describe('chain links', () => {
  // Line 35 of the shared magictour_top1465 set: solved by dynamic forcing chains.
  const TOP1465_34 = '....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..';
  it('analyze answers each chain step with the engine links, in order, as cells and values', async () => {
    const q = `query($b: BoardInput!) { analyze(board: $b) { level steps { technique links { branch from { row col value symbol isValue } to { row col value isValue } } } } }`;
    const r = await api.gql(q, { b: { cells: TOP1465_34 } });
    expect(r.errors).toBeUndefined();
    const a = (r.data as { analyze: { level: string; steps: { technique: string; links: unknown[] }[] } }).analyze;
    expect(a.level).toBe('MASTER');
    const engine = engineAnalysis(TOP1465_34);
    expect(a.steps.length).toBe(engine.steps.length);
    a.steps.forEach((s, i) => {
      const links = engine.steps[i].links ?? [];
      expect(s.links).toEqual(
        links.map((l) => ({
          branch: l.branch,
          from: {
            row: Math.floor(l.fromCell / 9),
            col: l.fromCell % 9,
            value: l.fromValue,
            symbol: String(l.fromValue),
            isValue: l.fromOn,
          },
          to: { row: Math.floor(l.toCell / 9), col: l.toCell % 9, value: l.toValue, isValue: l.toOn },
        })),
      );
    });
    expect(a.steps.some((s) => s.technique === 'DYNAMIC_FORCING_CHAIN' && s.links.length > 2)).toBe(true);
  });
});

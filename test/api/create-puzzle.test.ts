// createPuzzle over HTTP: a unique board is stored as IMPORTED and can be fetched, solved by id and
// listed; a board with no, several or clashing solutions is refused with its code and stores nothing.
import { describe, expect, it } from 'vitest';
import { CLASSIC, CLASSIC_SOLUTION, CONFLICT_9X9, NO_SOLUTION_9X9 } from '../../support/boards.js';
import { analyze, parseCells } from '../../src/engine/index.js';
import { codes, rowCounts, useApi } from './harness.js';

function parsed(cells: string) {
  const p = parseCells(cells);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

const api = useApi();

const CREATE = `mutation($board: BoardInput!, $difficulty: Difficulty) {
  createPuzzle(board: $board, difficulty: $difficulty) { id source difficulty seed givens size { id } board { cells } solution { cells } }
}`;

describe('createPuzzle', () => {
  it('stores a board with exactly one solution as IMPORTED, solvable by id and listed in history', async () => {
    const r = await api.gql(CREATE, { board: { cells: CLASSIC }, difficulty: 'HARD' });
    expect(r.errors).toBeUndefined();
    const p = r.data.createPuzzle;
    expect(p).toMatchObject({
      source: 'IMPORTED',
      difficulty: 'HARD',
      seed: '',
      givens: 30,
      size: { id: '9x9' },
      board: { cells: CLASSIC },
      solution: { cells: CLASSIC_SOLUTION },
    });
    const byId = await api.gql(
      `mutation($id: ID!) { solve(puzzleId: $id) { status solution { cells } record { puzzle { id source } } } }`,
      { id: p.id },
    );
    expect(byId.data.solve).toMatchObject({
      status: 'SOLVED',
      solution: { cells: CLASSIC_SOLUTION },
      record: { puzzle: { id: p.id, source: 'IMPORTED' } },
    });
    const listed = await api.gql('{ puzzles(first: 5) { edges { node { id source } } } }');
    expect(listed.data.puzzles.edges[0].node).toEqual({ id: p.id, source: 'IMPORTED' });
    const fetched = await api.gql(`query($id: ID!) { puzzle(id: $id) { source board { cells } } }`, { id: p.id });
    expect(fetched.data.puzzle).toEqual({ source: 'IMPORTED', board: { cells: CLASSIC } });
  });

  it('without a difficulty, takes the logic grade and stores the rating (the engine analysis of the same board)', async () => {
    // CLASSIC needs singles only: EASY, although its 51 blanks of 81 are HARD's removal share.
    const graded = analyze(parsed(CLASSIC));
    if (graded.status !== 'ANALYZED') throw new Error(graded.status);
    expect(graded.analysis.level).toBe('EASY');
    const r = await api.gql(`mutation($board: BoardInput!) { createPuzzle(board: $board) { difficulty rating { level score hardest } } }`, {
      board: { values: chunk(CLASSIC) },
    });
    expect(r.data.createPuzzle).toEqual({
      difficulty: 'EASY',
      rating: { level: 'EASY', score: graded.analysis.score, hardest: graded.analysis.hardest },
    });
    // The client's own level is kept as given; the rating still says what the logic found.
    const given = await api.gql(
      `mutation($board: BoardInput!) { createPuzzle(board: $board, difficulty: HARD) { difficulty rating { level } } }`,
      {
        board: { cells: CLASSIC },
      },
    );
    expect(given.data.createPuzzle).toEqual({ difficulty: 'HARD', rating: { level: 'EASY' } });
  });

  it('refuses not unique, no solution and clashing boards with their codes, storing nothing', async () => {
    const before = await rowCounts(api);
    const several = await api.gql(CREATE, { board: { cells: '.'.repeat(81) } });
    expect(codes(several)).toEqual(['NOT_UNIQUE']);
    expect(several.errors![0].extensions).toMatchObject({ field: 'board' });
    const none = await api.gql(CREATE, { board: { cells: NO_SOLUTION_9X9 } });
    expect(codes(none)).toEqual(['NO_SOLUTION']);
    const clash = await api.gql(CREATE, { board: { cells: CONFLICT_9X9 } });
    expect(codes(clash)).toEqual(['BOARD_CONFLICT']);
    expect(clash.errors![0].extensions!.conflicts).toEqual([
      { row: 0, col: 0, value: 5, units: ['ROW', 'BOX'] },
      { row: 0, col: 1, value: 5, units: ['ROW', 'BOX'] },
    ]);
    expect(await rowCounts(api)).toEqual(before);
  });

  it('generated puzzles read source GENERATED', async () => {
    const r = await api.gql('mutation { generatePuzzle(size: 4, difficulty: EASY, seed: "s") { source seed } }');
    expect(r.data.generatePuzzle).toEqual({ source: 'GENERATED', seed: 's' });
  });
});

function chunk(cells: string): number[][] {
  return Array.from({ length: 9 }, (_, r) => [...cells.slice(r * 9, r * 9 + 9)].map((c) => (c === '.' ? 0 : Number(c))));
}

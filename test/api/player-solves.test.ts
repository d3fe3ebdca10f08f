// startGame + submitSolution and Puzzle.playerSolves: a finish is checked against the stored
// solution, kept in its own table, and never mixed into the engine's solve records.
import { describe, expect, it } from 'vitest';
import { codes, useApi } from './harness.js';

const GENERATE = `mutation($size: Int) { generatePuzzle(size: $size, difficulty: EASY) { id board { cells } solution { cells } } }`;
const START = `mutation($p: ID!) { startGame(puzzleId: $p) { id } }`;
const SUBMIT_GAME = `mutation($g: ID!, $c: String!, $e: Int, $h: Int!) {
  submitSolution(gameId: $g, cells: $c, claimedElapsedMs: $e, hintsUsed: $h) { id elapsedMs claimedElapsedMs hintsUsed createdAt puzzle { id } }
}`;
const FINISHES = `query($p: ID!, $first: Int, $after: String) { puzzle(id: $p) {
  solveRecords { totalCount }
  playerSolves(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id elapsedMs hintsUsed } } }
} }`;

const api = useApi();

/** A fresh game of puzzle `p`, then its finish with `c`, claim `e` and `h` hints. */
async function submit(vars: { p: string; c: string; e?: number; h: number }) {
  const g = await api.gql(START, { p: vars.p });
  if (g.errors) return g;
  const r = await api.gql(SUBMIT_GAME, { g: g.data.startGame.id, c: vars.c, e: vars.e, h: vars.h });
  return r;
}

async function puzzle(size: number): Promise<{ id: string; cells: string; solution: string }> {
  const r = await api.gql(GENERATE, { size });
  expect(r.errors).toBeUndefined();
  const p = r.data.generatePuzzle;
  return { id: p.id, cells: p.board.cells, solution: p.solution.cells };
}

/** The solution with one cell changed to another symbol of the board. */
function withWrongCell(solution: string, index: number): string {
  const other = solution[index] === '1' ? '2' : '1';
  return solution.slice(0, index) + other + solution.slice(index + 1);
}

describe('submitSolution', () => {
  it('stores a correct finish and lists it, newest first, apart from solve records', async () => {
    const p = await puzzle(4);
    const first = await submit({ p: p.id, c: p.solution, e: 252_000, h: 1 });
    expect(first.errors).toBeUndefined();
    expect(first.data.submitSolution).toMatchObject({ claimedElapsedMs: 252_000, hintsUsed: 1, puzzle: { id: p.id } });
    // The server's time is the game's: a moment here, whatever the client claims.
    expect(first.data.submitSolution.elapsedMs).toBeLessThan(60_000);
    // Whitespace between symbols is ignored, as in BoardInput.cells.
    const spaced = p.solution.match(/.{1,4}/g)!.join(' ');
    const second = await submit({ p: p.id, c: spaced, e: 1000, h: 0 });
    expect(second.errors).toBeUndefined();
    const list = await api.gql(FINISHES, { p: p.id, first: 1 });
    expect(list.errors).toBeUndefined();
    const finishes = list.data.puzzle.playerSolves;
    expect(finishes.totalCount).toBe(2);
    expect(finishes.edges.map((e: any) => e.node)).toEqual([
      { id: second.data.submitSolution.id, elapsedMs: second.data.submitSolution.elapsedMs, hintsUsed: 0 },
    ]);
    expect(finishes.pageInfo.hasNextPage).toBe(true);
    const older = await api.gql(FINISHES, { p: p.id, first: 5, after: finishes.pageInfo.endCursor });
    expect(older.data.puzzle.playerSolves.edges.map((e: any) => e.node.id)).toEqual([first.data.submitSolution.id]);
    expect(list.data.puzzle.solveRecords.totalCount).toBe(0);
  });

  it('refuses a wrong grid with WRONG_SOLUTION naming the first wrong cell, and stores nothing', async () => {
    const p = await puzzle(9);
    const wrong = withWrongCell(withWrongCell(p.solution, 40), 70);
    const r = await submit({ p: p.id, c: wrong, e: 5000, h: 0 });
    expect(codes(r)).toEqual(['WRONG_SOLUTION']);
    expect(r.errors![0].extensions).toMatchObject({ field: 'cells', row: 4, col: 4 });
    expect(r.errors![0].message).toBe('cells: row 5, column 5 differs from the solution');
    // The unfinished puzzle itself (empty cells) is refused at its first empty cell.
    const firstEmpty = p.cells.indexOf('.');
    const unfinished = await submit({ p: p.id, c: p.cells, e: 5000, h: 0 });
    expect(codes(unfinished)).toEqual(['WRONG_SOLUTION']);
    expect(unfinished.errors![0].extensions).toMatchObject({ row: Math.floor(firstEmpty / 9), col: firstEmpty % 9 });
    expect(unfinished.errors![0].message).toContain('is empty');
    const list = await api.gql(FINISHES, { p: p.id });
    expect(list.data.puzzle.playerSolves.totalCount).toBe(0);
  });

  it('answers NOT_FOUND for an unknown puzzle and BAD_USER_INPUT naming the field for bad values', async () => {
    const p = await puzzle(4);
    const unknown = await submit({ p: 'nope', c: p.solution, e: 1, h: 0 });
    expect(codes(unknown)).toEqual(['NOT_FOUND']);
    expect(unknown.errors![0].extensions!.field).toBe('puzzleId');
    const cases: [Record<string, unknown>, string][] = [
      [{ e: -1 }, 'claimedElapsedMs'],
      [{ e: 7 * 24 * 3600 * 1000 + 1 }, 'claimedElapsedMs'],
      [{ h: -1 }, 'hintsUsed'],
      [{ h: 17 }, 'hintsUsed'],
      [{ c: p.solution + '1' }, 'cells'],
      [{ c: p.solution.slice(0, 15) + 'Z' }, 'cells'],
      [{ c: p.solution.repeat(300) }, 'cells'],
    ];
    for (const [change, field] of cases) {
      const r = await submit({ p: p.id, c: p.solution, e: 1000, h: 0, ...change });
      expect(codes(r), JSON.stringify(change)).toEqual(['BAD_USER_INPUT']);
      expect(r.errors![0].extensions!.field).toBe(field);
    }
    const list = await api.gql(FINISHES, { p: p.id });
    expect(list.data.puzzle.playerSolves.totalCount).toBe(0);
  });
});

// createPuzzle over HTTP: a unique board is stored as IMPORTED and can be fetched, solved by id and
// listed; a board with no, several or clashing solutions is refused with its code and stores nothing.
import { describe, expect, it, vi } from 'vitest';
import { CLASSIC, CLASSIC_SOLUTION, CONFLICT_9X9, NO_SOLUTION_9X9 } from '../../support/boards.js';
import { analyze, canonicalize } from '../../src/engine/index.js';
import { parseBoardText } from '../../src/engine/codec.js';
import { poolFor } from '../../src/pool/compute.js';
import { poolConfigFromEnv } from '../../src/pool/config.js';
import { createCompute } from '../../src/server/compute.js';
import { keyOldPuzzles } from '../../src/server/old-keys.js';
import { codes, rowCounts, startApi, useApi, watchedPool } from './harness.js';

function parsed(cells: string) {
  const p = parseBoardText(cells);
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
    // CLASSIC needs singles only: EASY, although its 51 blanks of 81 are HARD's removal share. A
    // board with one more given is a different puzzle (CLASSIC itself is stored by the test above).
    const board = withGivens(1);
    const graded = analyze(parsed(board));
    if (graded.status !== 'ANALYZED') throw new Error(graded.status);
    expect(graded.analysis.level).toBe('EASY');
    const r = await api.gql(`mutation($board: BoardInput!) { createPuzzle(board: $board) { difficulty rating { level score hardest } } }`, {
      board: { values: chunk(board) },
    });
    expect(r.data.createPuzzle).toEqual({
      difficulty: 'EASY',
      rating: { level: 'EASY', score: graded.analysis.score, hardest: graded.analysis.hardest },
    });
    // The client's own level is kept as given; the rating still says what the logic found.
    const given = await api.gql(
      `mutation($board: BoardInput!) { createPuzzle(board: $board, difficulty: HARD) { difficulty rating { level } } }`,
      {
        board: { cells: withGivens(2) },
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

  it('generated puzzles read source GENERATED and carry the canonical key of their board', async () => {
    const r = await api.gql(
      'mutation { generatePuzzle(size: 4, difficulty: EASY, seed: "s") { source seed canonicalKey board { cells } } }',
    );
    const p = r.data.generatePuzzle;
    expect({ source: p.source, seed: p.seed }).toEqual({ source: 'GENERATED', seed: 's' });
    expect(p.canonicalKey).toBe(keyOf(p.board.cells));
  });

  it('a row stored before keys (null canonicalKey, as the migration leaves old rows) is never keyed on read; prune keys it, then it is found by key', async () => {
    const cells = withGivens(4);
    const old = await api.app.repo.puzzles.create({
      size: 9,
      boxRows: 3,
      boxCols: 3,
      difficulty: 'EASY',
      seed: '',
      cells,
      solution: CLASSIC_SOLUTION,
      givens: [...cells].filter((c) => c !== '.').length,
      source: 'IMPORTED',
    });
    expect(old.canonicalKey).toBeNull();
    const before = await api.gql(`query($key: String!) { puzzleByKey(key: $key) { id } }`, { key: keyOf(cells) });
    expect(before.data.puzzleByKey).toBeNull();
    // A read computes nothing (once, every read of such a row was a pool task): the key stays unknown.
    const keyed = vi.spyOn(api.app.compute, 'canonicalKey');
    const read = await api.gql(`query($id: ID!) { puzzle(id: $id) { canonicalKey alreadyStored } }`, { id: old.id });
    expect(read.data.puzzle).toEqual({ canonicalKey: null, alreadyStored: false });
    expect(keyed).not.toHaveBeenCalled();
    keyed.mockRestore();
    expect((await api.app.repo.puzzles.find(old.id))!.canonicalKey).toBeNull();
    // The maintenance command (npm run prune) fills it in, once.
    expect(await keyOldPuzzles(api.app.repo, 10_000)).toMatchObject({ keyed: expect.any(Number) });
    const filled = await api.gql(`query($id: ID!) { puzzle(id: $id) { canonicalKey } }`, { id: old.id });
    expect(filled.data.puzzle).toEqual({ canonicalKey: keyOf(cells) });
    const after = await api.gql(`query($key: String!) { puzzleByKey(key: $key) { id } }`, { key: keyOf(cells) });
    expect(after.data.puzzleByKey).toEqual({ id: old.id });
  });

  it('an image of a stored puzzle (digits relabelled, transposed, bands swapped) returns the stored one, alreadyStored, storing nothing', async () => {
    const first = await api.gql(`mutation($board: BoardInput!) { createPuzzle(board: $board) { id alreadyStored canonicalKey } }`, {
      board: { cells: withGivens(3) },
    });
    const stored = first.data.createPuzzle;
    expect(stored.alreadyStored).toBe(false);
    expect(stored.canonicalKey).toBe(keyOf(withGivens(3)));
    const before = await rowCounts(api);
    const image = imageOf(withGivens(3));
    expect(image).not.toBe(withGivens(3));
    const again = await api.gql(`mutation($board: BoardInput!) { createPuzzle(board: $board) { id alreadyStored board { cells } } }`, {
      board: { cells: image },
    });
    expect(again.data.createPuzzle).toEqual({ id: stored.id, alreadyStored: true, board: { cells: withGivens(3) } });
    expect(await rowCounts(api)).toEqual(before);
    const byKey = await api.gql(`query($key: String!) { puzzleByKey(key: $key) { id } }`, { key: stored.canonicalKey });
    expect(byKey.data.puzzleByKey).toEqual({ id: stored.id });
    const key = await api.gql(`query($board: BoardInput!) { canonicalKey(board: $board) }`, { board: { cells: image } });
    expect(key.data.canonicalKey).toBe(stored.canonicalKey);
    const none = await api.gql(`query { puzzleByKey(key: "9-3-3:nothing") { id } }`);
    expect(none.data.puzzleByKey).toBeNull();
  });
});

describe('createPuzzle in the pool', () => {
  it('is one pool task that solves, keys and grades the board (once three trips: two searches, two canonical forms)', async () => {
    const config = { ...poolConfigFromEnv({}), threads: 1 };
    const pool = poolFor(config);
    const kinds: string[] = [];
    const watched = watchedPool(pool, (task) => kinds.push((task as { kind: string }).kind));
    const own = await startApi({ compute: createCompute({}, config, watched) });
    try {
      const board = withGivens(5);
      const graded = analyze(parsed(board));
      if (graded.status !== 'ANALYZED') throw new Error(graded.status);
      const query = `mutation($board: BoardInput!) {
        createPuzzle(board: $board) { alreadyStored canonicalKey solution { cells } rating { level score hardest } }
      }`;
      const r = await own.gql(query, { board: { cells: board } });
      expect(r.data.createPuzzle).toEqual({
        alreadyStored: false,
        canonicalKey: keyOf(board),
        solution: { cells: CLASSIC_SOLUTION },
        rating: { level: graded.analysis.level, score: graded.analysis.score, hardest: graded.analysis.hardest },
      });
      expect(kinds).toEqual(['import']);
      // An image: one task again, and the stored puzzle is returned.
      const again = await own.gql(query, { board: { cells: imageOf(board) } });
      expect(again.data.createPuzzle).toMatchObject({ alreadyStored: true, canonicalKey: keyOf(board) });
      expect(kinds).toEqual(['import', 'import']);
      // A board with two solutions ends after the search, refused as before.
      const several = await own.gql(query, { board: { cells: '.'.repeat(81) } });
      expect(codes(several)).toEqual(['NOT_UNIQUE']);
      expect(kinds).toEqual(['import', 'import', 'import']);
    } finally {
      await own.stop();
      own.db.remove();
    }
  });
});

describe('createPuzzle when the canonical form is out of budget', () => {
  // A compute whose canonical keys run past their budget (as 16×16 and 25×25 boards' did), so only
  // the exact board can tell a copy: once, 3 of 3 copies were stored.
  const real = createCompute();
  let searches = 0;
  const api = useApi({
    compute: {
      ...real,
      importPuzzle: async (board) => {
        searches++;
        return { ...(await real.importPuzzle(board)), canonicalKey: null };
      },
    },
  });
  const CREATE_ONE = `mutation($c: String!) { createPuzzle(board: { cells: $c }) { id alreadyStored canonicalKey } }`;

  it('stores a board once: later copies are found by the exact board, before any search', async () => {
    const cells = withGivens(11);
    const first = (await api.gql(CREATE_ONE, { c: cells })).data.createPuzzle;
    expect(first).toMatchObject({ alreadyStored: false, canonicalKey: null });
    expect(searches).toBe(1);
    for (let i = 0; i < 2; i++)
      expect((await api.gql(CREATE_ONE, { c: cells })).data.createPuzzle).toEqual({ ...first, alreadyStored: true });
    expect(searches).toBe(1);
    // Stored as "out of budget" (''), never computed again on read: the API says null.
    expect((await api.app.repo.puzzles.find(first.id))!.canonicalKey).toBe('');
    expect((await rowCounts(api)).puzzles).toBe(1);
  });

  it('five copies at once store one row (the unique exact-board key decides)', async () => {
    const cells = withGivens(12);
    const before = (await rowCounts(api)).puzzles;
    const all = await Promise.all(Array.from({ length: 5 }, () => api.gql(CREATE_ONE, { c: cells })));
    const rows = all.map((r) => r.data.createPuzzle);
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
    expect(rows.filter((r) => !r.alreadyStored)).toHaveLength(1);
    expect((await rowCounts(api)).puzzles).toBe(before + 1);
  });
});

/** CLASSIC with its first k empty cells filled from the solution: still unique, another puzzle. */
function withGivens(k: number): string {
  const cells = [...CLASSIC];
  for (let i = 0, done = 0; done < k; i++) {
    if (cells[i] === '.') {
      cells[i] = CLASSIC_SOLUTION[i];
      done++;
    }
  }
  return cells.join('');
}

function keyOf(cells: string): string {
  const r = canonicalize(parsed(cells));
  if (r.status !== 'CANONICAL') throw new Error(r.status);
  return r.key;
}

/** The board transposed, its bands reversed and its digits shifted by one (9 → 1). */
function imageOf(cells: string): string {
  let out = '';
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const ch = cells[c * 9 + (8 - r)];
      out += ch === '.' ? '.' : String((Number(ch) % 9) + 1);
    }
  }
  return out;
}

function chunk(cells: string): number[][] {
  return Array.from({ length: 9 }, (_, r) => [...cells.slice(r * 9, r * 9 + 9)].map((c) => (c === '.' ? 0 : Number(c))));
}

// Exact totals with no per-process state: two repositories on one database (two connections or
// pools, as two replicas have) insert concurrently, and every total either answers equals a fresh
// COUNT(*) at once. Also the rows other branches store through the repository: a puzzle's source
// and rating, and player solves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRepository, type Repository } from '../../src/db/repository.js';
import { sqlAt } from '../../support/databases.js';
import { tempDb, type TempDatabase } from './harness.js';

let db: TempDatabase;
let a: Repository;
let b: Repository;

beforeAll(async () => {
  db = await tempDb();
  [a, b] = await Promise.all([openRepository(db.url, { poolMax: 4 }), openRepository(db.url, { poolMax: 4 })]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await db?.remove();
});

const puzzle = (size: number, difficulty: string) => ({
  size,
  boxRows: size === 6 ? 2 : Math.sqrt(size),
  boxCols: size === 6 ? 3 : Math.sqrt(size),
  difficulty,
  seed: 's',
  cells: '.',
  solution: '1',
  givens: 0,
});
const record = (puzzleId: string | null, status: string) => ({
  puzzleId,
  size: 4,
  boxRows: 2,
  boxCols: 2,
  cells: '.',
  status,
  solution: null,
  unique: null,
  nodes: 1,
  backtracks: 0,
  durationMs: 0.5,
});

async function fresh(table: string, where: Record<string, unknown>): Promise<number> {
  const keys = Object.keys(where);
  const cond = keys.length ? `WHERE ${keys.map((k, i) => `"${k}" = $${i + 1}`).join(' AND ')}` : '';
  return Number((await sqlAt<{ n: number | string }>(db, `SELECT COUNT(*) AS n FROM "${table}" ${cond}`, Object.values(where)))[0].n);
}

describe('totals across two writers on one database', () => {
  it('concurrent inserts (single rows and batches) through both leave every filter’s total equal to a fresh COUNT, read from either', async () => {
    const seeds = await Promise.all([a.puzzles.create(puzzle(4, 'EASY')), b.puzzles.create(puzzle(9, 'HARD'))]);
    const work: Promise<unknown>[] = [];
    const sizes = [4, 6, 9];
    const levels = ['EASY', 'MEDIUM', 'HARD'];
    const statuses = ['SOLVED', 'NO_SOLUTION', 'CONFLICT'];
    for (let i = 0; i < 60; i++) {
      const repo = i % 2 ? a : b;
      work.push(repo.puzzles.create(puzzle(sizes[i % 3], levels[(i >> 1) % 3])));
      work.push(repo.solveRecords.create(record(i % 4 === 3 ? null : seeds[i % 2].id, statuses[i % 3])));
      // One statement of several rows (a solveMany's records): its totals grow by its rows, per filter.
      if (i % 10 === 0)
        work.push(
          repo.solveRecords.createMany([0, 1, 2, 3, 4].map((k) => record(k === 4 ? null : seeds[k % 2].id, statuses[(i + k) % 3]))),
        );
    }
    await Promise.all(work);
    for (const size of [undefined, ...sizes]) {
      for (const difficulty of [undefined, ...levels]) {
        const f = { ...(size ? { size } : {}), ...(difficulty ? { difficulty } : {}) };
        const n = await fresh('Puzzle', f);
        expect(await a.puzzles.count(f), JSON.stringify(f)).toBe(n);
        expect(await b.puzzles.count(f), JSON.stringify(f)).toBe(n);
      }
    }
    for (const puzzleId of [undefined, seeds[0].id, seeds[1].id, 'nosuchpuzzle']) {
      for (const status of [undefined, ...statuses]) {
        const f = { ...(puzzleId ? { puzzleId } : {}), ...(status ? { status } : {}) };
        const n = await fresh('SolveRecord', f);
        expect(await a.solveRecords.count(f), JSON.stringify(f)).toBe(n);
        expect(await b.solveRecords.count(f), JSON.stringify(f)).toBe(n);
      }
    }
    expect(await a.puzzles.count({})).toBe(62);
    expect(await b.solveRecords.count({})).toBe(60 + 6 * 5);
  });

  it('a row one writer stores is on the other’s first page and found by id at once', async () => {
    const p = await a.puzzles.create(puzzle(16, 'MEDIUM'));
    expect((await b.puzzles.list({ size: 16 }, { first: 1 })).rows.map((r) => r.id)).toEqual([p.id]);
    expect(await b.puzzles.find(p.id)).toEqual(p);
    const r = await b.solveRecords.create(record(p.id, 'SOLVED'));
    expect((await a.solveRecords.list({ puzzleId: p.id }, { first: 5 })).rows).toEqual([r]);
    expect(await a.solveRecords.count({ puzzleId: p.id })).toBe(1);
  });
});

describe('variant totals (PuzzleVariant rows written by the Puzzle insert trigger)', () => {
  it('concurrent single and batch inserts, a puzzle of two variants, and a deleted puzzle: every total a fresh COUNT', async () => {
    const combos = [['KILLER'], ['KILLER', 'X'], ['JIGSAW'], []];
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 24; i++) {
      const repo = i % 2 ? a : b;
      const variants = combos[i % 4];
      const p = { ...puzzle([4, 9][i % 2], ['EASY', 'HARD'][(i >> 1) % 2]), variants, rules: variants.length ? '[]' : null };
      work.push(i % 6 === 0 ? repo.puzzles.createMany([p, p]) : repo.puzzles.create(p));
    }
    await Promise.all(work);
    // Two replicas make the same daily killer X: the second's claim loses and deletes its puzzle row.
    const kept = await a.puzzles.create({ ...puzzle(9, 'HARD'), variants: ['KILLER', 'X'], rules: '[]' });
    const gone = await b.puzzles.create({ ...puzzle(9, 'HARD'), variants: ['KILLER', 'X'], rules: '[]' });
    expect(await a.daily.claim('2026-01-01', 9, kept.id, 'KILLER')).toBe(kept.id);
    expect(await b.daily.claim('2026-01-01', 9, gone.id, 'KILLER')).toBe(kept.id);
    expect(await a.puzzles.find(gone.id)).toBeNull();
    for (const variant of ['KILLER', 'X', 'JIGSAW', 'WINDOKU']) {
      for (const size of [undefined, 4, 9]) {
        for (const difficulty of [undefined, 'EASY', 'HARD']) {
          const f = { variant, ...(size ? { size } : {}), ...(difficulty ? { difficulty } : {}) };
          const n = await fresh('PuzzleVariant', f);
          expect(await a.puzzles.count(f), JSON.stringify(f)).toBe(n);
          expect(await b.puzzles.count(f), JSON.stringify(f)).toBe(n);
          // The page lists the same puzzles as the filter over Puzzle itself.
          const page = await b.puzzles.list(f, { first: 100, withTotal: true });
          expect(page.rows.length).toBe(n);
          expect(page.total ?? n).toBe(n);
          for (const row of page.rows) expect(JSON.parse(row.variants!)).toContain(variant);
        }
      }
    }
    // 24 creates (4 of them batches of two, of KILLER and JIGSAW puzzles), and the daily one kept.
    expect(await a.puzzles.count({ variant: 'KILLER' })).toBe(15);
    expect(await a.puzzles.count({ variant: 'X' })).toBe(7);
    expect(await a.puzzles.count({ variant: 'WINDOKU' })).toBe(0);
  });
});

describe('the rows other features store', () => {
  it('a puzzle keeps its source and rating; the defaults are GENERATED and no rating', async () => {
    const imported = await a.puzzles.create({
      ...puzzle(9, 'EXPERT'),
      source: 'IMPORTED',
      rating: { level: 'EXPERT', score: 7.2, hardest: 'X_WING', levelTechnique: 'XY_CHAIN' },
    });
    expect(imported).toMatchObject({
      source: 'IMPORTED',
      ratingLevel: 'EXPERT',
      ratingScore: 7.2,
      ratingHardest: 'X_WING',
      ratingLevelTechnique: 'XY_CHAIN',
    });
    expect(await b.puzzles.find(imported.id)).toEqual(imported);
    const made = await a.puzzles.create(puzzle(9, 'EASY'));
    expect(await b.puzzles.find(made.id)).toMatchObject({
      source: 'GENERATED',
      ratingLevel: null,
      ratingScore: null,
      ratingHardest: null,
      ratingLevelTechnique: null,
    });
  });

  it('player solves: stored, listed newest first per puzzle, counted, and refused for an unknown puzzle', async () => {
    const p = await a.puzzles.create(puzzle(4, 'EASY'));
    const other = await a.puzzles.create(puzzle(4, 'EASY'));
    const first = await a.playerSolves.create({ puzzleId: p.id, elapsedMs: 61_000, hintsUsed: 2 });
    const second = await b.playerSolves.create({ puzzleId: p.id, elapsedMs: 45_500, hintsUsed: 0 });
    await b.playerSolves.create({ puzzleId: other.id, elapsedMs: 1, hintsUsed: 0 });
    expect(first).toMatchObject({ puzzleId: p.id, elapsedMs: 61_000, hintsUsed: 2 });
    const page = await b.playerSolves.list({ puzzleId: p.id }, { first: 1 });
    expect(page).toEqual({ rows: [second], hasNextPage: true });
    expect((await a.playerSolves.list({ puzzleId: p.id }, { first: 5, afterId: second.id })).rows).toEqual([first]);
    expect(await a.playerSolves.count({ puzzleId: p.id })).toBe(2);
    expect(await a.playerSolves.count({})).toBe(await fresh('PlayerSolve', {}));
    await expect(a.playerSolves.create({ puzzleId: 'nosuchpuzzle', elapsedMs: 1, hintsUsed: 0 })).rejects.toThrow();
    expect(await a.playerSolves.count({})).toBe(3);
  });
});

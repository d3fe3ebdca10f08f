// Retention of puzzles (docs/storage.md): `npm run prune` deletes generated puzzles older than their
// cutoff that nothing refers to (no game, finish, solve record or daily date), keeps every other
// puzzle, keeps the totals exact, forgets idle rate buckets, and keys puzzles stored before keys.
// Once, 4 clients on one address stored 47,860 puzzles in 10 s and nothing ever removed them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUCKET_IDLE_MS } from '../../src/db/retention.js';
import { sqlAt } from '../../support/databases.js';
import { ROOT, useApi } from './harness.js';

const GENERATE = `mutation($s: String) { generatePuzzle(size: 4, difficulty: EASY, seed: $s) { id solution { cells } } }`;
const ids = async (api: ReturnType<typeof useApi>, table: string) =>
  new Set((await sqlAt<{ id: string }>(api.db, `SELECT "id" FROM "${table}"`)).map((r) => r.id));

describe('npm run prune: unplayed generated puzzles', () => {
  const api = useApi({ rateLimits: { finishMsPerEmptyCell: 0 } });

  it('deletes the generated puzzles nothing refers to, keeps the rest, and the totals stay exact', async () => {
    const made = async (s: string) => (await api.gql(GENERATE, { s })).data.generatePuzzle as { id: string; solution: { cells: string } };
    const unplayed = await Promise.all(['u1', 'u2', 'u3'].map(made));
    const started = await made('started');
    await api.gql(`mutation($p: ID!) { startGame(puzzleId: $p) { id } }`, { p: started.id });
    const solved = await made('solved');
    await api.gql(`mutation($p: ID) { solve(puzzleId: $p) { status } }`, { p: solved.id });
    const daily = (await api.gql(`{ dailyPuzzle(size: 4, date: "2022-02-02") { id } }`)).data.dailyPuzzle.id as string;
    const importedId = (
      await api.gql(`mutation($c: String!) { createPuzzle(board: { cells: $c }) { id } }`, {
        c: unplayed[0].solution.cells.slice(0, 12) + '....',
      })
    ).data.createPuzzle.id as string;
    const total = async () => (await api.gql('{ puzzles(first: 1) { totalCount } }')).data.puzzles.totalCount as number;
    const before = await total();

    // Nothing is older than an hour ago: nothing goes.
    expect((await api.app.repo.prune(new Date(Date.now() - 3_600_000))).puzzles).toBe(0);
    // Games and records younger than their cutoff stay; puzzles older than theirs go when unreferenced.
    const pruned = await api.app.repo.prune(new Date(Date.now() - 3_600_000), { puzzlesBefore: new Date(Date.now() + 1000) });
    expect(pruned.puzzles).toBe(3);
    const left = await ids(api, 'Puzzle');
    for (const p of unplayed) expect(left.has(p.id)).toBe(false);
    for (const id of [started.id, solved.id, daily, importedId]) expect(left.has(id)).toBe(true);
    expect(await total()).toBe(before - 3);
    expect(await api.app.repo.puzzles.count({ size: 4 })).toBe(left.size);
    // A pruned puzzle is gone for every reader (never answered from memory).
    expect((await api.gql(`query($id: ID!) { puzzle(id: $id) { id } }`, { id: unplayed[1].id })).data.puzzle).toBeNull();
    expect((await api.gql(`mutation($p: ID!) { startGame(puzzleId: $p) { id } }`, { p: unplayed[1].id })).errors![0].extensions!.code).toBe(
      'NOT_FOUND',
    );

    // Once the history that referred to them is pruned too, the generated ones go (the daily and the import stay).
    const all = await api.app.repo.prune(new Date(Date.now() + 1000));
    expect(all).toMatchObject({ solveRecords: 1, games: 1, puzzles: 2 });
    expect(await ids(api, 'Puzzle')).toEqual(new Set([daily, importedId]));
    expect(await total()).toBe(2);
  });

  it('forgets rate buckets idle for a day', async () => {
    const spec = { capacity: 5, windowMs: 3_600_000 };
    const now = Date.now();
    await api.app.repo.rateBuckets.take('test|old', 1, spec, now - BUCKET_IDLE_MS - 1000);
    await api.app.repo.rateBuckets.take('test|new', 1, spec, now);
    const pruned = await api.app.repo.prune(new Date(now - 3_600_000), { now });
    expect(pruned.rateBuckets).toBeGreaterThanOrEqual(1);
    const keys = (await sqlAt<{ key: string }>(api.db, `SELECT "key" FROM "RateBucket"`)).map((r) => r.key);
    expect(keys).toContain('test|new');
    expect(keys).not.toContain('test|old');
  });

  it('the command: options, counts, and old rows keyed', async () => {
    await api.app.repo.puzzles.create({
      size: 4,
      boxRows: 2,
      boxCols: 2,
      difficulty: 'EASY',
      seed: '',
      cells: '1...........4...',
      solution: '1234341221434321',
      givens: 2,
      source: 'IMPORTED',
      canonicalKey: null,
    });
    const run = (...args: string[]) =>
      execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/prune.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: api.db.url },
        encoding: 'utf8',
      });
    expect(run('--older-than', '90d', '--puzzles-older-than', '30d')).toMatch(
      /0 unplayed generated puzzles, \d+ idle rate buckets; canonical keys for 1 older puzzles \(0 out of budget\)/,
    );
    const keys = await sqlAt<{ canonicalKey: string | null }>(api.db, `SELECT "canonicalKey" FROM "Puzzle"`);
    expect(keys.every((k) => k.canonicalKey !== null)).toBe(true);
    expect(() => run('--older-than', '90d', '--puzzles-older-than', 'soon')).toThrow(/--puzzles-older-than: a positive age/);
  });
});

// Games, finishes that can be trusted, players, the daily puzzle, statistics, rate limits and
// retention (issues 24 item 6 and 27), on both databases.
import { afterAll, describe, expect, it } from 'vitest';
import { playerKey } from '../../src/db/repository.js';
import { sqlAt } from '../../support/databases.js';
import { codes, startApi, useApi, type TestApi } from './harness.js';

const GENERATE = `mutation($size: Int) { generatePuzzle(size: $size, difficulty: EASY) { id solution { cells } } }`;
const START = `mutation($p: ID!, $pl: String) { startGame(puzzleId: $p, player: $pl) { id startedAt puzzle { id } finish { id } } }`;
const SUBMIT = `mutation($g: ID!, $c: String!, $h: Int!, $e: Int) {
  submitSolution(gameId: $g, cells: $c, hintsUsed: $h, claimedElapsedMs: $e) {
    id elapsedMs claimedElapsedMs hintsUsed createdAt puzzle { id } game { id finish { id } }
  }
}`;
const STATS = `query($pl: String!) { playerStats(player: $pl) {
  shapes { size boxRows boxCols difficulty finished bestMs medianMs hintsUsed }
  currentDailyStreak longestDailyStreak dailyFinished
} }`;
const MINE = `query($pl: String!, $first: Int, $after: String) { playerSolves(player: $pl, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id elapsedMs puzzle { id } } }
} }`;
const DAILY = `query($s: Int, $d: String) { dailyPuzzle(size: $s, date: $d) { id seed difficulty size { size } solution { cells } } }`;

// Finishes here are scripted, milliseconds after their start: no floor (test/api/finish-floor.test.ts has it).
const api = useApi({ rateLimits: { playerFinishesPerHour: 1000, addressFinishesPerHour: 1000, finishMsPerEmptyCell: 0 } });
const playerA = 'WxOWN3MrrMkQOT90zxf_UjH7';
const playerB = 'mXs3ksZ2AaGAhH6EIrN40nL6';

async function puzzle(size = 4): Promise<{ id: string; solution: string }> {
  const r = await api.gql(GENERATE, { size });
  expect(r.errors).toBeUndefined();
  return { id: r.data.generatePuzzle.id, solution: r.data.generatePuzzle.solution.cells };
}
async function start(p: string, pl?: string, on: TestApi = api) {
  const r = await on.gql(START, { p, pl });
  expect(r.errors).toBeUndefined();
  return r.data.startGame as { id: string; startedAt: string };
}
const today = () => new Date().toISOString().slice(0, 10);

describe('games and finishes', () => {
  it('times a game on the server; the client figure is kept only as a claim', async () => {
    const p = await puzzle();
    const g = await start(p.id, playerA);
    await new Promise((r) => setTimeout(r, 120));
    const r = await api.gql(SUBMIT, { g: g.id, c: p.solution, h: 2, e: 1 });
    expect(r.errors).toBeUndefined();
    const f = r.data.submitSolution;
    expect(f.claimedElapsedMs).toBe(1);
    expect(f.elapsedMs).toBeGreaterThanOrEqual(120);
    // Exactly the stored start to the stored finish.
    expect(f.elapsedMs).toBeLessThanOrEqual(new Date(f.createdAt).getTime() - new Date(g.startedAt).getTime() + 1);
    expect(f.game).toEqual({ id: g.id, finish: { id: f.id } });
  });

  it('refuses forged finishes: an unknown or missing game, a wrong grid; nothing is stored', async () => {
    const p = await puzzle();
    const before = await api.app.repo.playerSolves.count({});
    const unknown = await api.gql(SUBMIT, { g: 'no-such-game-aaaaaaaaaaa', c: p.solution, h: 0 });
    expect(codes(unknown)).toEqual(['NOT_FOUND']);
    expect(unknown.errors![0].extensions!.field).toBe('gameId');
    // The old form (a puzzle id, a client time) is no longer a finish.
    const old = await api.gql(
      `mutation { submitSolution(puzzleId: "${p.id}", cells: "${p.solution}", elapsedMs: 0, hintsUsed: 0) { id } }`,
    );
    expect(new Set(codes(old))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
    const missing = await api.gql(`mutation { submitSolution(cells: "${p.solution}", hintsUsed: 0) { id } }`);
    expect(new Set(codes(missing))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
    // A game of another puzzle does not finish this one.
    const other = await puzzle();
    const g = await start(other.id);
    if (other.solution !== p.solution) expect(codes(await api.gql(SUBMIT, { g: g.id, c: p.solution, h: 0 }))).toEqual(['WRONG_SOLUTION']);
    expect(await api.app.repo.playerSolves.count({})).toBe(before);
  });

  it('a replayed finish returns the first unchanged and is stored once, even 20 at once', async () => {
    const p = await puzzle();
    const g = await start(p.id, playerA);
    const first = await api.gql(SUBMIT, { g: g.id, c: p.solution, h: 1, e: 5000 });
    const replays = await Promise.all(Array.from({ length: 20 }, () => api.gql(SUBMIT, { g: g.id, c: p.solution, h: 3, e: 9 })));
    for (const r of replays) expect(r.data.submitSolution).toEqual(first.data.submitSolution);
    const g2 = await start(p.id);
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => api.gql(SUBMIT, { g: g2.id, c: p.solution, h: i })));
    const ids = new Set(racing.map((r) => r.data.submitSolution.id));
    expect(ids.size).toBe(1);
    const rows = await sqlAt<{ n: number | string }>(api.db, 'SELECT COUNT(*) AS n FROM "PlayerSolve" WHERE "gameId" IN ($1, $2)', [
      g.id,
      g2.id,
    ]);
    expect(Number(rows[0].n)).toBe(2);
    const list = await api.gql(`query($p: ID!) { puzzle(id: $p) { playerSolves { totalCount } } }`, { p: p.id });
    expect(list.data.puzzle.playerSolves.totalCount).toBe(2);
  });

  it('validates the player id by form and length, naming `player`, without echoing it', async () => {
    const p = await puzzle();
    for (const bad of ['short', 'x'.repeat(65), 'has space in it 0123456789', 'é'.repeat(30)]) {
      const r = await api.gql(START, { p: p.id, pl: bad });
      expect(codes(r)).toEqual(['BAD_USER_INPUT']);
      expect(r.errors![0].extensions!.field).toBe('player');
      expect(r.errors![0].message).not.toContain(bad);
    }
    expect(codes(await api.gql(STATS, { pl: 'short' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('never shows the player: not in any public field, and only its hash is stored', async () => {
    const p = await puzzle();
    const g = await start(p.id, playerB);
    await api.gql(SUBMIT, { g: g.id, c: p.solution, h: 0 });
    const everything = await api.gql(
      `query($p: ID!) { puzzle(id: $p) { playerSolves { edges { node { id elapsedMs claimedElapsedMs hintsUsed createdAt game { id startedAt } } } } } }`,
      { p: p.id },
    );
    expect(JSON.stringify(everything)).not.toContain(playerB);
    expect(JSON.stringify(everything)).not.toContain(playerKey(playerB));
    const stored = await sqlAt<{ player: string }>(api.db, 'SELECT "player" FROM "Game" WHERE "id" = $1', [g.id]);
    expect(stored[0].player).toBe(playerKey(playerB));
    // Introspection: no type of the schema has a field named player.
    const types = await api.gql(`{ __schema { types { name fields { name } } } }`);
    const withPlayer = types.data.__schema.types.filter((t: any) =>
      (t.fields ?? []).some((f: any) => /player$/i.test(f.name) && f.name !== 'player'),
    );
    expect(withPlayer).toEqual([]);
  });

  it("lists a player's own puzzles (those they started a game on) newest first, once each, with an exact total", async () => {
    const OWN = `query($pl: String, $first: Int, $after: String) { puzzles(player: $pl, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id } }
    } }`;
    const pl = 'XNrCwGgPdSvdd01fpdxxgn0C';
    const [p1, p2, p3] = [await puzzle(), await puzzle(), await puzzle()];
    await start(p1.id, pl);
    await start(p3.id, pl);
    await start(p3.id, pl);
    await start(p2.id, playerA);
    await start(p2.id);
    const first = await api.gql(OWN, { pl, first: 1 });
    expect(first.errors).toBeUndefined();
    expect(first.data.puzzles.edges.map((e: any) => e.node.id)).toEqual([p3.id]);
    expect(first.data.puzzles.totalCount).toBe(2);
    expect(first.data.puzzles.pageInfo.hasNextPage).toBe(true);
    const rest = await api.gql(OWN, { pl, first: 5, after: first.data.puzzles.pageInfo.endCursor });
    expect(rest.data.puzzles.edges.map((e: any) => e.node.id)).toEqual([p1.id]);
    expect(rest.data.puzzles.pageInfo.hasNextPage).toBe(false);
    // A player with no games has no puzzles; a malformed id is refused naming `player`, not echoed.
    const none = await api.gql(OWN, { pl: 'Qm7Tz2KcVb9Rx4LpWn6Hs1Jd', first: 5 });
    expect(none.data.puzzles).toMatchObject({ totalCount: 0, edges: [] });
    const bad = await api.gql(OWN, { pl: 'short', first: 5 });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors![0].extensions!.field).toBe('player');
    // Without `player` every puzzle is listed, as before.
    const all = await api.gql(OWN, { first: 100 });
    expect(all.data.puzzles.edges.map((e: any) => e.node.id)).toEqual(expect.arrayContaining([p1.id, p2.id, p3.id]));
  });
});

describe('a player: own finishes and exact statistics', () => {
  const me = 'ipwgli0_5vP_VoHXGOy6Mzt4';
  const stranger = 'VcXsLayvyph2LkHZZtd_w7jc';

  it('after three scripted finishes the statistics are exact, and another player sees none of them', async () => {
    const four = await puzzle(4);
    const nine = await puzzle(9);
    const finishes: { elapsedMs: number; hintsUsed: number; size: number }[] = [];
    for (const [p, hints, size] of [
      [four, 1, 4],
      [four, 0, 4],
      [nine, 5, 9],
    ] as const) {
      const g = await start(p.id, me);
      await new Promise((r) => setTimeout(r, 20));
      const r = await api.gql(SUBMIT, { g: g.id, c: p.solution, h: hints });
      expect(r.errors).toBeUndefined();
      finishes.push({ elapsedMs: r.data.submitSolution.elapsedMs, hintsUsed: hints, size });
    }
    const stats = (await api.gql(STATS, { pl: me })).data.playerStats;
    const fours = finishes.filter((f) => f.size === 4).map((f) => f.elapsedMs);
    expect(stats.shapes).toEqual([
      {
        size: 4,
        boxRows: 2,
        boxCols: 2,
        difficulty: 'EASY',
        finished: 2,
        bestMs: Math.min(...fours),
        medianMs: Math.min(...fours),
        hintsUsed: 1,
      },
      {
        size: 9,
        boxRows: 3,
        boxCols: 3,
        difficulty: 'EASY',
        finished: 1,
        bestMs: finishes[2].elapsedMs,
        medianMs: finishes[2].elapsedMs,
        hintsUsed: 5,
      },
    ]);
    expect(stats).toMatchObject({ currentDailyStreak: 0, longestDailyStreak: 0, dailyFinished: [] });
    const mine = (await api.gql(MINE, { pl: me, first: 2 })).data.playerSolves;
    expect(mine.totalCount).toBe(3);
    expect(mine.edges.map((e: any) => e.node.puzzle.id)).toEqual([nine.id, four.id]);
    const rest = (await api.gql(MINE, { pl: me, first: 2, after: mine.pageInfo.endCursor })).data.playerSolves;
    expect(rest.edges.map((e: any) => e.node.puzzle.id)).toEqual([four.id]);
    expect((await api.gql(STATS, { pl: stranger })).data.playerStats).toEqual({
      shapes: [],
      currentDailyStreak: 0,
      longestDailyStreak: 0,
      dailyFinished: [],
    });
    expect((await api.gql(MINE, { pl: stranger })).data.playerSolves.totalCount).toBe(0);
  });

  it("a daily puzzle finished on its date starts a streak; yesterday's finished today is listed but no streak", async () => {
    const d = (await api.gql(DAILY, { s: 4 })).data.dailyPuzzle;
    const g = await start(d.id, me);
    expect((await api.gql(SUBMIT, { g: g.id, c: d.solution.cells, h: 0 })).errors).toBeUndefined();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const y = (await api.gql(DAILY, { s: 4, d: yesterday })).data.dailyPuzzle;
    const gy = await start(y.id, me);
    expect((await api.gql(SUBMIT, { g: gy.id, c: y.solution.cells, h: 0 })).errors).toBeUndefined();
    const stats = (await api.gql(STATS, { pl: me })).data.playerStats;
    expect(stats.dailyFinished).toEqual([today(), yesterday]);
    expect(stats.currentDailyStreak).toBe(1);
    expect(stats.longestDailyStreak).toBe(1);
  });
});

describe('the daily puzzle', () => {
  it('is the same puzzle for a date on every request, derived from the date, at the weekday level', async () => {
    const date = '2026-11-30'; // a Monday: EASY
    const [a, b] = await Promise.all([api.gql(DAILY, { s: 9, d: date }), api.gql(DAILY, { s: 9, d: date })]);
    expect(a.errors, JSON.stringify(a.errors)).toBeUndefined();
    expect(b.errors, JSON.stringify(b.errors)).toBeUndefined();
    expect(b.data.dailyPuzzle.id).toBe(a.data.dailyPuzzle.id);
    expect(a.data.dailyPuzzle.seed).toBe(`daily ${date} 9`);
    expect(a.data.dailyPuzzle.difficulty).toBe('EASY');
    const rows = await sqlAt<{ n: number | string }>(api.db, `SELECT COUNT(*) AS n FROM "Puzzle" WHERE "seed" = $1`, [`daily ${date} 9`]);
    expect(Number(rows[0].n)).toBe(1);
    const thursday = (await api.gql(DAILY, { s: 9, d: '2026-11-26' })).data.dailyPuzzle;
    expect(['MEDIUM', 'HARD', 'EXPERT']).toContain(thursday.difficulty);
  });

  it('refuses a bad size or date naming it', async () => {
    for (const [vars, field] of [
      [{ s: 7 }, 'size'],
      [{ s: 9, d: '2026-13-01' }, 'date'],
      [{ s: 9, d: '2026-02-30' }, 'date'],
      [{ s: 9, d: 'yesterday' }, 'date'],
      [{ s: 9, d: '2019-12-31' }, 'date'],
      [{ s: 9, d: '2999-01-01' }, 'date'],
    ] as const) {
      const r = await api.gql(DAILY, vars);
      expect(codes(r), JSON.stringify(vars)).toEqual(['BAD_USER_INPUT']);
      expect(r.errors![0].extensions!.field).toBe(field);
    }
  });

  it('two servers on one database give the same puzzle for a date, stored once, even asked at the same moment', async () => {
    const other = await startApi({}, api.db);
    try {
      const date = '2026-11-29';
      const [a, b] = await Promise.all([api.gql(DAILY, { s: 6, d: date }), other.gql(DAILY, { s: 6, d: date })]);
      expect(a.errors).toBeUndefined();
      expect(b.errors).toBeUndefined();
      expect(b.data.dailyPuzzle.id).toBe(a.data.dailyPuzzle.id);
      const rows = await sqlAt<{ n: number | string }>(api.db, `SELECT COUNT(*) AS n FROM "Puzzle" WHERE "seed" = $1`, [`daily ${date} 6`]);
      expect(Number(rows[0].n)).toBe(1);
      // The totals left exact whichever server lost the key.
      const counted = await sqlAt<{ n: number | string }>(api.db, 'SELECT COUNT(*) AS n FROM "Puzzle"');
      expect(await api.app.repo.puzzles.count({})).toBe(Number(counted[0].n));
      // One game finished on both servers at the same moment: one finish, the same on both.
      const d = a.data.dailyPuzzle;
      const g = await start(d.id, playerA);
      const [fa, fb] = await Promise.all([
        api.gql(SUBMIT, { g: g.id, c: d.solution.cells, h: 0 }),
        other.gql(SUBMIT, { g: g.id, c: d.solution.cells, h: 4 }),
      ]);
      expect(fb.data.submitSolution).toEqual(fa.data.submitSolution);
      const finishes = await sqlAt<{ n: number | string }>(api.db, 'SELECT COUNT(*) AS n FROM "PlayerSolve" WHERE "gameId" = $1', [g.id]);
      expect(Number(finishes[0].n)).toBe(1);
    } finally {
      await other.stop();
    }
  });
});

describe('rate limits', () => {
  const limited = useApi({ rateLimits: { playerFinishesPerHour: 2, addressGamesPerHour: 5, addressRecordsPerMinute: 150 } });

  it('finishes per player: past the limit RATE_LIMITED with HTTP 429 and Retry-After, across the player', async () => {
    const r = await limited.gql(GENERATE, { size: 4 });
    const p = { id: r.data.generatePuzzle.id, solution: r.data.generatePuzzle.solution.cells };
    const me = 'LTqhFRgn8VROgpDIwvfMrbFr';
    const games = [];
    for (let i = 0; i < 3; i++) games.push((await limited.gql(START, { p: p.id, pl: me })).data.startGame.id);
    expect((await limited.gql(SUBMIT, { g: games[0], c: p.solution, h: 0 })).errors).toBeUndefined();
    expect((await limited.gql(SUBMIT, { g: games[1], c: p.solution, h: 0 })).errors).toBeUndefined();
    const res = await fetch(limited.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: SUBMIT, variables: { g: games[2], c: p.solution, h: 0 } }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    // A retry of a stored finish is still answered.
    expect((await limited.gql(SUBMIT, { g: games[0], c: p.solution, h: 0 })).errors).toBeUndefined();
  });

  it('games per address, and stored solves per address (solveMany counts its boards); nothing stored past it', async () => {
    const r = await limited.gql(GENERATE, { size: 4 });
    let refused = 0;
    for (let i = 0; i < 6; i++) if (codes(await limited.gql(START, { p: r.data.generatePuzzle.id })).includes('RATE_LIMITED')) refused++;
    // Three games were started by the test before: five per hour from this address.
    expect(refused).toBe(4);
    const board = { cells: '.'.repeat(16) };
    const before = await limited.app.repo.solveRecords.count({});
    const many = `mutation($b: [BoardInput!]!) { solveMany(boards: $b) { status } }`;
    expect((await limited.gql(many, { b: Array(100).fill(board) })).errors).toBeUndefined();
    const over = await limited.gql(many, { b: Array(100).fill(board) });
    expect(codes(over)).toEqual(['RATE_LIMITED']);
    expect(over.status).toBe(429);
    expect(await limited.app.repo.solveRecords.count({})).toBe(before + 100);
  });
});

describe('retention', () => {
  const old = useApi();
  afterAll(() => undefined);

  it('prune deletes solve records, games and their finishes older than the cutoff; totals stay exact; puzzles stay', async () => {
    const r = await old.gql(GENERATE, { size: 4 });
    const p = { id: r.data.generatePuzzle.id, solution: r.data.generatePuzzle.solution.cells };
    await old.gql(`mutation($p: ID) { solve(puzzleId: $p) { status } }`, { p: p.id });
    const g = (await old.gql(START, { p: p.id })).data.startGame.id;
    await old.gql(SUBMIT, { g, c: p.solution, h: 0 });
    const keep = await old.app.repo.puzzles.count({});
    // Nothing is older than an hour ago.
    expect(await old.app.repo.prune(new Date(Date.now() - 3_600_000))).toMatchObject({ solveRecords: 0, games: 0 });
    // Unplayed generated puzzles have their own cutoff (test/hardening/retention.test.ts): here none.
    const pruned = await old.app.repo.prune(new Date(Date.now() + 1000), { puzzlesBefore: new Date(Date.now() - 3_600_000) });
    expect(pruned).toMatchObject({ solveRecords: 1, games: 1, playerSolves: 1 });
    expect(await old.app.repo.solveRecords.count({})).toBe(0);
    expect(await old.app.repo.solveRecords.count({ puzzleId: p.id, status: 'SOLVED' })).toBe(0);
    expect(await old.app.repo.playerSolves.count({})).toBe(0);
    expect(await old.app.repo.playerSolves.count({ puzzleId: p.id })).toBe(0);
    expect(await old.app.repo.puzzles.count({})).toBe(keep);
    expect(codes(await old.gql(SUBMIT, { g, c: p.solution, h: 0 }))).toEqual(['NOT_FOUND']);
  });
});

// Limits on what clients make the server store, on both databases: exact under concurrent requests
// (token buckets in the database, one conditional statement per take), per address with IPv4
// addresses told apart, for everyone together, stored puzzles per address, new player ids, and
// finishes too fast to be played kept out of statistics. Two replicas: test/api/replicas.test.ts.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codes, useApi, type GqlResponse, type TestApi } from './harness.js';

const GENERATE = `mutation($size: Int) { generatePuzzle(size: $size, difficulty: EASY) { id solution { cells } board { cells } } }`;
const START = `mutation($p: ID!, $pl: String) { startGame(puzzleId: $p, player: $pl) { id } }`;
const SUBMIT = `mutation($g: ID!, $c: String!) { submitSolution(gameId: $g, cells: $c, hintsUsed: 0) { id elapsedMs tooFast } }`;
const STATS = `query($pl: String!) { playerStats(player: $pl) { shapes { size finished bestMs medianMs } } }`;
const MINE = `query($pl: String!) { playerSolves(player: $pl) { totalCount edges { node { tooFast elapsedMs } } } }`;
const player = () => randomBytes(18).toString('base64url');

async function puzzle(api: TestApi, size = 4): Promise<{ id: string; solution: string; cells: string }> {
  const r = await api.gql(GENERATE, { size });
  expect(r.errors).toBeUndefined();
  const p = r.data.generatePuzzle;
  return { id: p.id, solution: p.solution.cells, cells: p.board.cells };
}

/** A GraphQL request sent from a given loopback address (127.0.0.0/8 is all this host's). */
function gqlFrom(api: TestApi, localAddress: string, query: string, variables: Record<string, unknown>): Promise<GqlResponse> {
  const url = new URL(api.url);
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ ...(JSON.parse(text) as GqlResponse), status: res.statusCode! }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('per-player limits under concurrent requests', () => {
  const api = useApi({ rateLimits: { playerGamesPerHour: 10, playerFinishesPerHour: 5, finishMsPerEmptyCell: 0 } });

  it('60 startGame at once for one player against a limit of 10: exactly 10 started', async () => {
    const p = await puzzle(api);
    const me = player();
    const all = await Promise.all(Array.from({ length: 60 }, () => api.gql(START, { p: p.id, pl: me })));
    const started = all.filter((r) => r.data?.startGame?.id).length;
    expect(started).toBe(10);
    expect(all.filter((r) => codes(r).includes('RATE_LIMITED')).every((r) => r.status === 429)).toBe(true);
    expect(all.filter((r) => codes(r)[0] === 'RATE_LIMITED')).toHaveLength(50);
  });

  it('10 finishes at once for one player against a limit of 5: exactly 5 stored', async () => {
    const p = await puzzle(api);
    const me = player();
    const games: string[] = [];
    for (let i = 0; i < 10; i++) games.push((await api.gql(START, { p: p.id, pl: me })).data.startGame.id);
    const all = await Promise.all(games.map((g) => api.gql(SUBMIT, { g, c: p.solution })));
    expect(all.filter((r) => r.data?.submitSolution?.id).length).toBe(5);
    expect((await api.gql(MINE, { pl: me })).data.playerSolves.totalCount).toBe(5);
    // A retry of a stored finish is answered and charged nothing; 20 retries at once of one game store it once.
    const stored = all.find((r) => r.data?.submitSolution?.id)!;
    const again = await api.gql(SUBMIT, { g: games[all.indexOf(stored)], c: p.solution });
    expect(again.data.submitSolution.id).toBe(stored.data.submitSolution.id);
  });
});

describe('per address, and for everyone together', () => {
  const api = useApi({ rateLimits: { addressGamesPerHour: 3, gamesPerHour: 10, addressNewPlayersPerHour: 2, newPlayersPerHour: 1000 } });

  it('addresses are told apart, and all of them together stop at the global cap: 5 addresses × 5 games → 10', async () => {
    const p = await puzzle(api);
    const per: number[] = [];
    for (let a = 2; a <= 6; a++) {
      let ok = 0;
      for (let i = 0; i < 5; i++) if ((await gqlFrom(api, `127.0.0.${a}`, START, { p: p.id })).data?.startGame?.id) ok++;
      per.push(ok);
    }
    // Each address at most its 3; all of them together the server's 10 (the first three addresses
    // take 9, the fourth 1, the fifth none).
    expect(per).toEqual([3, 3, 3, 1, 0]);
    const over = await gqlFrom(api, '127.0.0.7', START, { p: p.id });
    expect(codes(over)).toEqual(['RATE_LIMITED']);
    expect(over.errors![0].message).toMatch(/games started on this server/);
  });
});

describe('new player ids per address', () => {
  const api = useApi({ rateLimits: { addressNewPlayersPerHour: 2 } });
  it('a third fresh id from one address is refused; ids already seen go on', async () => {
    const p = await puzzle(api);
    const [a, b, c] = [player(), player(), player()];
    expect(codes(await api.gql(START, { p: p.id, pl: a }))).toEqual([]);
    expect(codes(await api.gql(START, { p: p.id, pl: b }))).toEqual([]);
    const refused = await api.gql(START, { p: p.id, pl: c });
    expect(codes(refused)).toEqual(['RATE_LIMITED']);
    expect(refused.status).toBe(429);
    // Seen before: no new-player charge.
    for (let i = 0; i < 3; i++) expect(codes(await api.gql(START, { p: p.id, pl: a }))).toEqual([]);
    // The refusal stored nothing and took nothing from c's own bucket.
    expect(codes(await api.gql(START, { p: p.id }))).toEqual([]);
  });
});

describe('stored puzzles per address', () => {
  const api = useApi({ rateLimits: { addressPuzzlesPerHour: 25 } });
  it('past the limit RATE_LIMITED (429) before anything is generated or stored; duplicates and failures are free', async () => {
    const batch = await api.gql(`mutation { generatePuzzles(count: 20, size: 4, difficulty: EASY) { id } }`);
    expect(batch.data.generatePuzzles).toHaveLength(20);
    const before = await api.app.repo.puzzles.count({});
    const over = await api.gql(`mutation { generatePuzzles(count: 10, size: 4, difficulty: EASY) { id } }`);
    expect(codes(over)).toEqual(['RATE_LIMITED']);
    expect(over.status).toBe(429);
    expect(await api.app.repo.puzzles.count({})).toBe(before);
    // What stores nothing costs nothing: an import refused after its search (not unique) gives its
    // charge back, five times over.
    for (let i = 0; i < 5; i++) {
      expect(codes(await api.gql(`mutation { createPuzzle(board: { cells: "${'.'.repeat(16)}" }) { id } }`))).toEqual(['NOT_UNIQUE']);
    }
    const p = await puzzle(api);
    // Importing a stored board again stores nothing and costs nothing.
    for (let i = 0; i < 3; i++) {
      const again = await api.gql(`mutation($c: String!) { createPuzzle(board: { cells: $c }) { id alreadyStored } }`, { c: p.cells });
      expect(again.data.createPuzzle).toEqual({ id: p.id, alreadyStored: true });
    }
    for (let i = 0; i < 4; i++) expect(codes(await api.gql(GENERATE, { size: 4 }))).toEqual([]);
    expect(codes(await api.gql(GENERATE, { size: 4 }))).toEqual(['RATE_LIMITED']);
    expect(codes(await api.gql(`{ dailyPuzzle(size: 4, date: "2021-03-04") { id } }`))).toEqual(['RATE_LIMITED']);
  });
});

describe('a finish faster than its board’s floor', () => {
  const api = useApi();
  it('is stored, flagged tooFast, and kept out of best times and statistics', async () => {
    const p = await puzzle(api, 4);
    const blanks = [...p.cells].filter((c) => c === '.').length;
    expect(blanks).toBeGreaterThan(0);
    const me = player();
    const g = (await api.gql(START, { p: p.id, pl: me })).data.startGame.id;
    const r = await api.gql(SUBMIT, { g, c: p.solution });
    expect(r.data.submitSolution.tooFast).toBe(true);
    expect(r.data.submitSolution.elapsedMs).toBeLessThan(blanks * 200);
    expect((await api.gql(MINE, { pl: me })).data.playerSolves).toMatchObject({ totalCount: 1, edges: [{ node: { tooFast: true } }] });
    expect((await api.gql(STATS, { pl: me })).data.playerStats.shapes).toEqual([]);
  });
});

describe('a finish past the floor', () => {
  // A floor of 2 ms per empty cell: a 4×4 (at most 16 blanks) is past it after 40 ms.
  const api = useApi({ rateLimits: { finishMsPerEmptyCell: 2 } });
  it('counts in the statistics', async () => {
    const p = await puzzle(api, 4);
    const me = player();
    const g = (await api.gql(START, { p: p.id, pl: me })).data.startGame.id;
    await new Promise((resolve) => setTimeout(resolve, 40));
    const r = await api.gql(SUBMIT, { g, c: p.solution });
    expect(r.data.submitSolution.tooFast).toBe(false);
    const stats = (await api.gql(STATS, { pl: me })).data.playerStats.shapes;
    expect(stats).toEqual([{ size: 4, finished: 1, bestMs: r.data.submitSolution.elapsedMs, medianMs: r.data.submitSolution.elapsedMs }]);
  });
});

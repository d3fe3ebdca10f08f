// Attacks on what lies beside GraphQL (issue 14 items 4, 6, 9 storage side, 10, and 7/8): a seed
// replayed beside concurrent generates, lone UTF-16 surrogates reaching the store, a contradiction
// spread over three rows, slow clients trickling their bodies, and the database file deleted under
// the server. `storageAttacks` breaks the server's storage for good: the script runs it last.
import net from 'node:net';
import { unlinkSync } from 'node:fs';
import { CLASSIC } from '../../support/boards.js';
import { threeRowsTwoColumns } from '../../support/hard-boards.js';
import { REFUSAL_MS, bounded, refused } from './judge.js';
import { codeOf, gqlPost, send, type Sent } from './http.js';
import type { Attack, AttackOutcome } from './types.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const generate = (size: number) =>
  `mutation($seed: String) { generatePuzzle(size: ${size}, difficulty: HARD, seed: $seed) { board { cells } } }`;
const REPLAY_SEED = 'replay-check-1';
/** A /health/live probe beside the slow sockets: generous for a loaded CI machine, far below the minutes the attack once took. */
const PROBE_MS = 2000;
const cellsOf = (s: Sent): string | undefined => s.body?.data?.generatePuzzle?.board?.cells;

/**
 * The replayed seed alone, then beside `others` concurrent generates (which slow it down, so the
 * deadline may cut it): its puzzle or LIMIT_EXCEEDED, never another puzzle. The crowd's first
 * requests take the workers, the replay waits in the queue and runs beside them; the rest of the
 * crowd keeps the server busy (or gets SERVER_BUSY at the door).
 */
function replayBeside(size: number, others: number): Attack {
  return {
    name: `seed replay ${size}×${size} HARD alone, then beside ${others} generates`,
    item: '14.4',
    async run(t): Promise<AttackOutcome> {
      const query = generate(size);
      const alone = await gqlPost(t.url, query, { seed: REPLAY_SEED });
      const reference = cellsOf(alone);
      if (reference === undefined) {
        const ok = codeOf(alone) === 'LIMIT_EXCEEDED';
        const note = ok ? 'the idle run hit its deadline: nothing to compare' : 'wanted the idle run to generate a puzzle';
        return { status: alone.status, code: codeOf(alone), ms: alone.ms, ok, note };
      }
      const crowd = (from: number, to: number) =>
        Array.from({ length: to - from }, (_, i) => gqlPost(t.url, query, { seed: `crowd-${from + i}` }));
      const first = crowd(0, Math.min(others, t.poolThreads));
      await sleep(30);
      const replay = gqlPost(t.url, query, { seed: REPLAY_SEED });
      await sleep(10);
      const rest = crowd(Math.min(others, t.poolThreads), others);
      const [again] = await Promise.all([replay, ...first, ...rest]);
      const code = codeOf(again);
      const cells = cellsOf(again);
      const verdict =
        cells === reference
          ? 'the same puzzle'
          : cells !== undefined
            ? undefined // a different puzzle: the failure this attack looks for
            : code === 'LIMIT_EXCEEDED' || (again.status === 503 && code === 'SERVER_BUSY')
              ? `no puzzle (${code})`
              : undefined;
      return {
        status: again.status,
        code: cells !== undefined ? (cells === reference ? 'SAME_PUZZLE' : 'DIFFERENT_PUZZLE') : code,
        ms: again.ms,
        ok: verdict !== undefined,
        note: verdict ?? 'wanted the same puzzle or LIMIT_EXCEEDED, never another one',
      };
    },
  };
}

/** A field holding a lone surrogate: BAD_USER_INPUT naming it, and no SQL or board in the server's log. */
function surrogate(name: string, query: string, variables: Record<string, unknown>, field: string): Attack {
  const answer = refused(name, '14.9', (t) => gqlPost(t.url, query, variables), {
    status: 200,
    code: 'BAD_USER_INPUT',
    check: (s) => {
      const named = s.body?.errors?.[0]?.extensions?.field;
      return named === field ? undefined : `wanted the error to name ${field}, got ${String(named)}`;
    },
  });
  return {
    name,
    item: '14.9',
    async run(t): Promise<AttackOutcome> {
      const logBefore = t.serverOutput().length;
      const o = await answer.run(t);
      const logged = t.serverOutput().slice(logBefore);
      const leaked = /SELECT|INSERT|\$queryRaw|\$executeRaw/.test(logged) || logged.includes(CLASSIC);
      return leaked ? { ...o, ok: false, note: `${o.note}; SQL or a board in the server's log` } : o;
    },
  };
}

/** `count` sockets that announce a body and trickle one byte a second, while /health/live is probed. */
function slowClients(count: number): Attack {
  return {
    name: `${count} sockets trickling a body byte/s; /health/live meanwhile`,
    item: '14.6',
    async run(t): Promise<AttackOutcome> {
      const { hostname, port } = new URL(t.origin);
      const sockets: net.Socket[] = [];
      const timers: NodeJS.Timeout[] = [];
      let closedByServer = 0;
      const started = performance.now();
      for (let i = 0; i < count; i++) {
        const s = net.connect(Number(port), hostname);
        s.on('error', () => {});
        s.on('close', () => closedByServer++);
        s.on('connect', () => {
          s.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{');
          timers.push(setInterval(() => s.writable && s.write(' '), 1000));
        });
        sockets.push(s);
      }
      await sleep(300);
      // Probes on fresh connections for a while (the server's own timeouts are longer: this only
      // checks that it keeps answering beside the slow sockets).
      const probeUntil = performance.now() + (t.short ? 2000 : 6000);
      const probes: Sent[] = [];
      while (performance.now() < probeUntil) {
        probes.push(await send(`${t.origin}/health/live`, { headers: { Connection: 'close' } }, 3000));
        await sleep(100);
      }
      for (const timer of timers) clearInterval(timer);
      const held = sockets.length - closedByServer;
      for (const s of sockets) s.destroy();
      const ms = performance.now() - started;
      const failed = probes.filter((p) => p.status !== 200);
      const slowest = Math.max(...probes.map((p) => p.ms));
      const ok = probes.length > 0 && failed.length === 0 && slowest < PROBE_MS;
      const note = `${probes.length} probes, slowest ${slowest.toFixed(0)} ms; ${held} slow sockets still open`;
      return {
        status: failed[0]?.status ?? 200,
        code: '-',
        ms,
        ok,
        note: ok ? note : `${note}, ${failed.length} failed; wanted every probe 200 within ${PROBE_MS} ms`,
      };
    },
  };
}

export const processAttacks = (short: boolean): Attack[] => [
  ...(short ? [replayBeside(16, 3)] : [replayBeside(16, 7), replayBeside(25, 7)]),
  surrogate(
    'lone surrogate in generatePuzzle(seed)',
    `mutation($s: String) { generatePuzzle(size: 4, seed: $s) { id } }`,
    { s: 'x\ud800y' },
    'seed',
  ),
  surrogate('lone surrogate in puzzle(id)', `query($id: ID!) { puzzle(id: $id) { id } }`, { id: '\udc00' }, 'id'),
  surrogate('lone surrogate in solve(puzzleId)', `mutation($id: ID) { solve(puzzleId: $id) { status } }`, { id: 'a\ud83d' }, 'puzzleId'),
  bounded(
    '25×25: three rows whose 1 fits only two columns',
    '14.10',
    (t) => gqlPost(t.url, `mutation($c: String) { solve(board: { cells: $c }) { status } }`, { c: threeRowsTwoColumns() }),
    // A proof, not the budget: well inside the search deadline.
    { codes: ['NO_SOLUTION'], maxMs: (t) => t.solveDeadlineMs / 2 },
  ),
  slowClients(200),
];

/** Deletes the server's SQLite file: run last, nothing that stores works afterwards. */
export const storageAttacks: Attack[] = [
  refused(
    'database file deleted, then a solve (a write)',
    '14.7',
    (t) => {
      unlinkSync(t.databaseFile);
      return gqlPost(t.url, `mutation($c: String) { solve(board: { cells: $c }) { status } }`, { c: CLASSIC });
    },
    { status: 503, code: 'STORAGE_UNAVAILABLE' },
  ),
  {
    name: 'database file deleted: /health/ready',
    item: '14.8',
    async run(t): Promise<AttackOutcome> {
      const s = await send(`${t.origin}/health/ready`);
      const problem = typeof s.body?.problem === 'string' ? s.body.problem : '-';
      const ok = s.status === 503 && problem === 'FILE_MISSING' && s.ms < REFUSAL_MS;
      return { status: s.status, code: problem, ms: s.ms, ok, note: ok ? 'not ready' : 'wanted 503 FILE_MISSING' };
    },
  },
];

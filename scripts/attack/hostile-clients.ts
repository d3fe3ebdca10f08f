// Attacks of issue 24 (hostile clients on the surface added since issue 14), one per item this file
// covers: unique padded documents (item 1), …
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { CLASSIC } from '../../support/boards.js';
import { CHEAP_QUERY, EMPTY_25X25 } from '../../support/attacks.js';
import { codeOf, gqlPost, percentile, post, send, type Sent } from './http.js';
import { refused } from './judge.js';
import type { Attack, AttackOutcome, AttackTarget } from './types.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server's resident set in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
}

/** RSS may grow by this much at most over the whole run: flat, not the gigabytes it once grew. */
const RSS_GROWTH_MB = 150;

/**
 * `count` unique documents `{ __typename }` each padded with a `bytes`-long comment, from 4 clients;
 * the answers tallied, the server's RSS before and after. Over maxQueryBytes they are refused
 * (413 QUERY_TOO_LARGE) before parsing; under it they are parsed and cached, and the cache's bytes
 * bound keeps memory flat.
 */
function paddedDocuments(count: number, bytes: number, want: { status: number; code: string }): Attack {
  return {
    name: `${count.toLocaleString('en')} unique {__typename} padded with ${Math.round(bytes / 1000)} KB comments`,
    item: '24.1',
    async run(t: AttackTarget): Promise<AttackOutcome> {
      const before = rssMb(t.serverPid);
      const pad = 'x'.repeat(bytes);
      const started = performance.now();
      let next = 0;
      let wrong = 0;
      let firstWrong = '';
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < count) {
            const i = next++;
            const s = await post(t.url, { query: `# ${i} ${pad}\n{ __typename }` });
            if (s.status !== want.status || (want.code !== '-' && codeOf(s) !== want.code)) {
              wrong++;
              firstWrong ||= `${s.status} ${codeOf(s)}`;
            }
          }
        }),
      );
      const ms = performance.now() - started;
      const after = rssMb(t.serverPid);
      const growth = after - before;
      const ok = wrong === 0 && growth <= RSS_GROWTH_MB;
      const note = `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(0)}, bound +${RSS_GROWTH_MB})${wrong > 0 ? `; ${wrong} answered ${firstWrong}` : ''}`;
      return { status: want.status, code: want.code, ms, ok, note };
    },
  };
}

/** 625 ones: every cell of a 25×25 clashes (625 conflicts). */
export const CLASHING_25 = '1'.repeat(625);
const many = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');
export const VALIDATE_CONFLICTS = (n: number) =>
  `query($b: BoardInput!) { ${many(n, 'validate(board: $b) { conflicts { row col value units } }')} }`;

/** A cheap probe beside the page flood: answered within this, or the attack fails. */
const PROBE_TIMEOUT_MS = 10_000;

/** A history page the main thread must fill and serialise: 100 records, both boards as text (8,100 of work). */
export const LARGE_PAGE = `{ solveRecords(first: 100) { edges { node { id board { cells } solution { cells } } } } }`;

/**
 * Item 4: `count` requests for a large history page (after 300 records are stored), 50 at a time,
 * while the cheap query is probed on fresh connections: every probe answered, quickly. Beyond the
 * main thread's admission the pages are answered SERVER_BUSY (503, Retry-After) at once.
 */
function largePages(count: number): Attack {
  return {
    name: `${count} requests for a 100-record history page; cheap probes beside`,
    item: '24.4',
    async run(t): Promise<AttackOutcome> {
      const boards = Array.from({ length: 100 }, () => ({ cells: CLASSIC }));
      for (let i = 0; i < 3; i++) await gqlPost(t.url, `mutation($b: [BoardInput!]!) { solveMany(boards: $b) { status } }`, { b: boards });
      const started = performance.now();
      const tally: Record<string, number> = {};
      let next = 0;
      let done = false;
      const flood = Promise.all(
        Array.from({ length: 50 }, async () => {
          while (next < count) {
            next++;
            const s = await gqlPost(t.url, LARGE_PAGE);
            const key = `${s.status} ${codeOf(s)}`;
            tally[key] = (tally[key] ?? 0) + 1;
          }
        }),
      ).then(() => (done = true));
      const probes: Sent[] = [];
      while (!done) {
        probes.push(
          await send(
            t.url,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', connection: 'close' },
              body: JSON.stringify({ query: CHEAP_QUERY }),
            },
            PROBE_TIMEOUT_MS,
          ),
        );
        await sleep(50);
      }
      await flood;
      const ms = performance.now() - started;
      const failed = probes.filter((p) => p.status !== 200).length;
      const lat = probes.map((p) => p.ms);
      const p99 = percentile(lat, 99);
      const bad = Object.keys(tally).filter((k) => k !== '200 -' && k !== '503 SERVER_BUSY');
      // Every probe answered within its timeout (once none of 44 was, for ~58 s); p99 printed.
      const ok = failed === 0 && probes.length > 0 && bad.length === 0;
      const heavy = Object.entries(tally)
        .map(([k, n]) => `${n}× ${k}`)
        .join(', ');
      return {
        status: 200,
        code: '-',
        ms,
        ok,
        note: `${probes.length - failed}/${probes.length} probes answered, p99 ${p99.toFixed(0)} ms; pages: ${heavy}`,
      };
    },
  };
}

/** Item 3: every board priced by one rule (defaults too), and the answer priced as well as the input. */
const pricingAttacks: Attack[] = [
  refused(
    '12 candidates of an empty 25×25 given as a variable default',
    '24.3',
    (t) => gqlPost(t.url, `query($b: BoardInput = { cells: "${EMPTY_25X25}" }) { ${many(12, 'candidates(board: $b) { row values }')} }`),
    { status: 400, code: 'COST_LIMIT_EXCEEDED' },
  ),
  refused(
    'solveMany of 30 empty 25×25 given as a variable default',
    '24.3',
    (t) =>
      gqlPost(
        t.url,
        `mutation($b: [BoardInput!]! = [${Array.from({ length: 30 }, () => `{ cells: "${EMPTY_25X25}" }`).join(',')}]) { solveMany(boards: $b) { status } }`,
      ),
    { status: 400, code: 'COST_LIMIT_EXCEEDED' },
  ),
  refused(
    '15 validates of an all-clashing 25×25 (625 conflicts each)',
    '24.3',
    (t) => gqlPost(t.url, VALIDATE_CONFLICTS(15), { b: { cells: CLASHING_25 } }),
    {
      status: 400,
      code: 'COST_LIMIT_EXCEEDED',
    },
  ),
  refused(
    'history page of 100 records with board and solution rows',
    '24.3',
    (t) => gqlPost(t.url, `{ solveRecords(first: 100) { edges { node { board { rows } solution { rows } } } } }`),
    { status: 400, code: 'COST_LIMIT_EXCEEDED' },
  ),
];

/** Item 7: a mutation's writes are all in its answer or none are stored. */
const mutationAnswerAttacks: Attack[] = [
  {
    name: 'solveMany of 25 all-clashing 25×25 with conflicts (answer > 1 MiB)',
    item: '24.7',
    async run(t): Promise<AttackOutcome> {
      const count = async () => (await gqlPost(t.url, '{ solveRecords(first: 1) { totalCount } }')).body?.data?.solveRecords?.totalCount;
      const before = await count();
      const s = await gqlPost(
        t.url,
        `mutation($b: [BoardInput!]!) { solveMany(boards: $b) { status conflicts { row col value symbol units } record { id } } }`,
        {
          b: Array.from({ length: 25 }, () => ({ cells: CLASHING_25 })),
        },
      );
      const stored = (await count()) - before;
      const ok = s.status === 400 && codeOf(s) === 'RESPONSE_TOO_LARGE' && stored === 0;
      return {
        status: s.status,
        code: codeOf(s),
        ms: s.ms,
        ok,
        note: `${stored} records stored${ok ? '' : '; wanted 400 RESPONSE_TOO_LARGE and none'}`,
      };
    },
  },
  refused(
    'a search beside a write in one mutation',
    '24.7',
    (t) =>
      gqlPost(
        t.url,
        `mutation($c: String) { a: submitSolution(gameId: "x", cells: "", hintsUsed: 0) { id } b: solve(board: { cells: $c }) { status } }`,
        { c: CLASSIC },
      ),
    { status: 400, code: 'GRAPHQL_VALIDATION_FAILED' },
  ),
  // A failing second write nulled the whole answer (every Mutation field is non-null) after the
  // first was stored: a mutation is its operation's only root field.
  refused(
    'two writes in one mutation (startGame twice)',
    '24.7',
    (t) => gqlPost(t.url, `mutation { a: startGame(puzzleId: "x") { id } b: startGame(puzzleId: "y") { id } }`),
    { status: 400, code: 'GRAPHQL_VALIDATION_FAILED' },
  ),
];

/** A POST with a chosen Host header (fetch will not send one of its own choosing). */
function postWithHost(url: string, host: string, body: string): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { host, origin: `http://${host}`, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, text, ms: performance.now() - started }));
      },
    );
    req.on('error', (e) => resolve({ status: 0, text: String(e), ms: performance.now() - started }));
    req.end(body);
  });
}

/** Item 8 (low): DNS rebinding, busy logs, echoed client text. */
const lowAttacks: Attack[] = [
  {
    name: 'DNS rebinding: a mutation with Host and Origin evil.example',
    item: '24.8',
    async run(t): Promise<AttackOutcome> {
      const s = await postWithHost(
        t.url,
        `evil.example:${new URL(t.url).port}`,
        JSON.stringify({ query: `mutation { solve(board: { cells: "${CLASSIC}" }) { status } }` }),
      );
      const code = /HOST_NOT_ALLOWED/.test(s.text) ? 'HOST_NOT_ALLOWED' : '-';
      const ok = s.status === 421 && code === 'HOST_NOT_ALLOWED';
      return { status: s.status, code, ms: s.ms, ok, note: ok ? 'refused before any route' : 'wanted 421 HOST_NOT_ALLOWED' };
    },
  },
  {
    name: 'a flood of SERVER_BUSY: lines logged',
    item: '24.8',
    async run(t): Promise<AttackOutcome> {
      const logBefore = t.serverOutput().length;
      const started = performance.now();
      // Pages beyond the main thread's share, 40 at a time for 2 s.
      let busy = 0;
      await Promise.all(
        Array.from({ length: 40 }, async () => {
          while (performance.now() - started < 2000) if ((await gqlPost(t.url, LARGE_PAGE)).status === 503) busy++;
        }),
      );
      const ms = performance.now() - started;
      const logged = t
        .serverOutput()
        .slice(logBefore)
        .split('\n')
        .filter((l) => l.includes('"status":503'));
      const errors = logged.filter((l) => l.includes('"level":50')).length;
      // At most one line a second (plus one at each edge of the window).
      const ok = busy > 0 && errors === 0 && logged.length <= Math.ceil(ms / 1000) + 1;
      return { status: 503, code: 'SERVER_BUSY', ms, ok, note: `${busy} answered 503, ${logged.length} lines logged (${errors} at error)` };
    },
  },
  refused(
    'NOT_FOUND with a 50,000-character puzzleId',
    '24.8',
    (t) => gqlPost(t.url, `mutation($id: ID) { solve(puzzleId: $id) { status } }`, { id: 'x'.repeat(50_000) }),
    { status: 200, code: 'NOT_FOUND', check: (s) => (s.bytes > 1000 ? `answer of ${s.bytes} B echoes the id` : undefined) },
  ),
  refused(
    'BAD_SYMBOL with a 50,000-character cell',
    '24.8',
    (t) =>
      gqlPost(t.url, `query($b: BoardInput!) { validate(board: $b) { emptyCells } }`, {
        b: {
          rows: [
            ['y'.repeat(50_000), '', '', ''],
            ['', '', '', ''],
            ['', '', '', ''],
            ['', '', '', ''],
          ],
        },
      }),
    { status: 200, code: 'BAD_USER_INPUT', check: (s) => (s.bytes > 1000 ? `answer of ${s.bytes} B echoes the cell` : undefined) },
  ),
];

export const hostileClientAttacks = (short: boolean): Attack[] => [
  // The short (CI) form sends fewer: 30,000 of 90 KB take about 70 s on a quiet 2-core machine.
  paddedDocuments(short ? 1_500 : 30_000, 90_000, { status: 413, code: 'QUERY_TOO_LARGE' }),
  paddedDocuments(short ? 1_500 : 30_000, 30_000, { status: 200, code: '-' }),
  ...pricingAttacks,
  largePages(short ? 300 : 900),
  ...mutationAnswerAttacks,
  ...lowAttacks,
];

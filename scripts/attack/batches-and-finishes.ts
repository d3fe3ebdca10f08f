// Attacks of issue 24 items 5 and 6: a batch beside another search keeps every solvable item
// SOLVED (one clock per task, nothing lost to the backstop), generatePuzzles at its per-shape
// maximum succeeds, and finishes cannot be forged, replayed into many rows, or flooded.
import { randomBytes } from 'node:crypto';
import { budgetEater } from '../../support/hard-boards.js';
import { codeOf, gqlPost } from './http.js';
import type { Attack, AttackOutcome } from './types.js';

const SOLVE = `mutation($c: String) { solve(board: { cells: $c }) { status } }`;
const MANY = `mutation($b: [BoardInput!]!) { solveMany(boards: $b) { status } }`;
const GENERATE = `mutation { generatePuzzle(size: 4, difficulty: EASY) { id solution { cells } } }`;
const START = `mutation($p: ID!, $pl: String) { startGame(puzzleId: $p, player: $pl) { id } }`;
const SUBMIT = `mutation($g: ID!, $c: String!) { submitSolution(gameId: $g, cells: $c, hintsUsed: 0, claimedElapsedMs: 0) { id elapsedMs } }`;
const FINISHES = `query($p: ID!) { puzzle(id: $p) { playerSolves { totalCount } } }`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function storedPuzzle(url: string): Promise<{ id: string; solution: string }> {
  const r = await gqlPost(url, GENERATE);
  return { id: r.body?.data?.generatePuzzle?.id, solution: r.body?.data?.generatePuzzle?.solution?.cells };
}

const randomPlayer = () => randomBytes(18).toString('base64url');

export const batchAndFinishAttacks: Attack[] = [
  {
    name: 'solveMany of 10 empty boards (16×16 short, 25×25 long) beside another search: every item SOLVED',
    item: '24.5',
    async run(t): Promise<AttackOutcome> {
      // Short (1.5 s per search): ten empty 16×16; long (3 s): ten empty 25×25 (about 60 ms each on
      // a quiet core, the batch one task beside the other search).
      const cells = '.'.repeat(t.short ? 256 : 625);
      const boards = Array.from({ length: 10 }, () => ({ cells }));
      const other = gqlPost(t.url, SOLVE, { c: budgetEater() });
      await sleep(200);
      const r = await gqlPost(t.url, MANY, { b: boards });
      await other;
      const statuses: string[] = (r.body?.data?.solveMany ?? []).map((s: { status: string }) => s.status);
      const solved = statuses.filter((s) => s === 'SOLVED').length;
      const ok = r.status === 200 && solved === boards.length;
      return { status: r.status, code: codeOf(r), ms: r.ms, ok, note: `${solved} of ${boards.length} SOLVED` };
    },
  },
  {
    name: 'generatePuzzles at its per-shape maximum (9×9 HARD: 20 short; 16×16 HARD: 1 long)',
    item: '24.5',
    async run(t): Promise<AttackOutcome> {
      // The maximum is set for the default 5 s deadline; the attack server's is 1.5 s (short) or 3 s.
      const [size, count] = t.short ? [9, 20] : [16, 1];
      const r = await gqlPost(t.url, `mutation { generatePuzzles(count: ${count}, size: ${size}, difficulty: HARD) { id } }`);
      const n = r.body?.data?.generatePuzzles?.length ?? 0;
      const over = await gqlPost(t.url, `mutation { generatePuzzles(count: ${count + 1}, size: ${size}, difficulty: HARD) { id } }`);
      const ok = r.status === 200 && n === count && codeOf(over) === 'BAD_USER_INPUT';
      return { status: r.status, code: codeOf(r), ms: r.ms, ok, note: `${n} of ${count} generated; ${count + 1}: ${codeOf(over)}` };
    },
  },
  {
    name: 'forged finish (unknown game) and 50 replays of one finish',
    item: '24.6',
    async run(t): Promise<AttackOutcome> {
      const p = await storedPuzzle(t.url);
      const forged = await gqlPost(t.url, SUBMIT, { g: 'forged-game-id-000000000', c: p.solution });
      const g = (await gqlPost(t.url, START, { p: p.id })).body?.data?.startGame?.id;
      const started = performance.now();
      const replays = await Promise.all(Array.from({ length: 50 }, () => gqlPost(t.url, SUBMIT, { g, c: p.solution })));
      const ms = performance.now() - started;
      const ids = new Set(replays.map((r) => r.body?.data?.submitSolution?.id));
      const stored = (await gqlPost(t.url, FINISHES, { p: p.id })).body?.data?.puzzle?.playerSolves?.totalCount;
      const ok = codeOf(forged) === 'NOT_FOUND' && ids.size === 1 && stored === 1;
      return {
        status: forged.status,
        code: codeOf(forged),
        ms,
        ok,
        note: `forged: ${codeOf(forged)}; 50 replays: ${ids.size} finish, ${stored} stored`,
      };
    },
  },
  {
    name: 'finish flood from one player: past 120 per hour RATE_LIMITED (429, Retry-After)',
    item: '24.6',
    async run(t): Promise<AttackOutcome> {
      const p = await storedPuzzle(t.url);
      const player = randomPlayer();
      let accepted = 0;
      let limited = 0;
      let retryAfter = true;
      const started = performance.now();
      for (let i = 0; i < 130; i++) {
        const g = (await gqlPost(t.url, START, { p: p.id, pl: player })).body?.data?.startGame?.id;
        const r = await gqlPost(t.url, SUBMIT, { g, c: p.solution });
        if (r.status === 200 && r.body?.data?.submitSolution) accepted++;
        else if (r.status === 429 && codeOf(r) === 'RATE_LIMITED') {
          limited++;
          retryAfter &&= Number(r.headers?.get('retry-after')) >= 1;
        }
      }
      const ok = accepted === 120 && limited === 10 && retryAfter;
      return {
        status: limited > 0 ? 429 : 200,
        code: limited > 0 ? 'RATE_LIMITED' : '-',
        ms: performance.now() - started,
        ok,
        note: `${accepted} stored, ${limited} RATE_LIMITED${retryAfter ? ' (Retry-After)' : ' (no Retry-After)'}`,
      };
    },
  },
];

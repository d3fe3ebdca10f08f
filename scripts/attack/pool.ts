// Attacks on the worker pool (issue 14 item 3): a queued easy solve must not inherit the time its
// neighbours used, and a flood of worst-case searches gets SERVER_BUSY at once beyond the pool's
// slots while every accepted one ends by its budget.
import { EMPTY_16X16 } from '../../support/boards.js';
import { budgetEater } from '../../support/hard-boards.js';
import { codeOf, gqlPost } from './http.js';
import type { Attack } from './types.js';

const SOLVE = `mutation($c: String) { solve(board: { cells: $c }) { status } }`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const poolAttacks: Attack[] = [
  {
    name: 'easy (empty) 16×16 queued behind searches on every worker',
    item: '14.3',
    async run(t) {
      const eaters = Array.from({ length: t.poolThreads }, () => gqlPost(t.url, SOLVE, { c: budgetEater() }));
      await sleep(300);
      const easy = await gqlPost(t.url, SOLVE, { c: EMPTY_16X16 });
      await Promise.all(eaters);
      const code = codeOf(easy);
      const bound = 2 * t.solveDeadlineMs + 3000;
      const ok = easy.status === 200 && code === 'SOLVED' && easy.ms < bound;
      return {
        status: easy.status,
        code,
        ms: easy.ms,
        ok,
        note: ok ? 'waited, then got its full deadline' : `wanted 200 SOLVED within ${bound} ms`,
      };
    },
  },
  {
    name: 'flood: 4× the pool slots of budget-long searches',
    item: '14.3',
    async run(t) {
      const slots = t.poolThreads + t.poolMaxQueue;
      const started = performance.now();
      const all = await Promise.all(Array.from({ length: 4 * slots }, () => gqlPost(t.url, SOLVE, { c: budgetEater() })));
      const ms = performance.now() - started;
      const busy = all.filter((s) => s.status === 503 && codeOf(s) === 'SERVER_BUSY');
      const ended = all.filter((s) => s.status === 200 && ['NO_SOLUTION', 'LIMIT_EXCEEDED'].includes(codeOf(s)));
      const retryAfter = busy.every((s) => s.headers?.get('retry-after') === '1');
      const bound = Math.ceil(slots / t.poolThreads) * t.solveDeadlineMs + 3000;
      const ok = busy.length + ended.length === all.length && busy.length > 0 && ended.length <= slots && retryAfter && ms < bound;
      const note = `${ended.length} ended by budget, ${busy.length} SERVER_BUSY${retryAfter ? ' (Retry-After)' : ' (no Retry-After)'}`;
      return {
        status: busy.length > 0 ? 503 : all[0].status,
        code: busy.length > 0 ? 'SERVER_BUSY' : codeOf(all[0]),
        ms,
        ok,
        note: ok ? note : `${note}; wanted only those, within ${bound} ms`,
      };
    },
  },
];

// Issue 27's player: an anonymous id per browser, finishes through the server-timed game
// (startGame / submitSolution(gameId)), history that shows only *your* finishes, exact statistics
// after three scripted finishes, the daily puzzle, and a finish made offline that reaches the
// server once when the network is back. These need the server side of issues 24 and 27
// (startGame, submitSolution(gameId), playerSolves(player), playerStats, dailyPuzzle).
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { cells, currentPuzzle, generate, solutionOf, text, typeSolution, type PageContext } from '../page-helpers.js';

async function api<T>(ctx: PageContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(ctx.server.url + '/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const playerOf = (page: Page): Promise<string> => page.evaluate<string>("localStorage.getItem('sudoku:player') ?? ''");

async function freshPage(ctx: PageContext): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(ctx.server.url + '/');
  await page.waitForSelector('#size option >> nth=8', { state: 'attached' });
  return { context, page };
}

/** Generates a 4×4 and plays it to the finish by keyboard; waits until the server recorded it. */
async function finishOne(ctx: PageContext, page: Page): Promise<string> {
  const board = await generate(page, '4:2x2', 'EASY', 4);
  const id = await currentPuzzle(page);
  // The game is started when the puzzle opens.
  await expect.poll(() => page.evaluate<string | null>(`JSON.parse(localStorage.getItem('sudoku:game:${id}')).gameId`)).toBeTruthy();
  await typeSolution(page, 4, await solutionOf(ctx.server, id), (i) => board[i]!.given);
  await expect.poll(() => text(page, '#finish-note'), { timeout: 20_000 }).toMatch(/^Recorded: \d+:\d\d by the server's clock\.$/);
  return id;
}

export function playerSuite(ctx: PageContext): void {
  describe('player: your games, statistics, daily, offline finish (needs the server side of issues 24 and 27)', () => {
    it('keeps an anonymous id per browser; a finish in context A is not "yours" in context B', async () => {
      const a = await freshPage(ctx);
      const b = await freshPage(ctx);
      const [pa, pb] = [await playerOf(a.page), await playerOf(b.page)];
      expect(pa).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(pb).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(pa).not.toBe(pb);
      const id = await finishOne(ctx, a.page);
      await a.page.reload();
      await expect
        .poll(() => text(a.page, `.history-item[data-puzzle="${id}"]`))
        .toMatch(/solved by you in \d+:\d\d, no hints · 1 finish by players/);
      await b.page.reload();
      // B's own list is B's puzzles: A's is not among them, but among everyone's.
      await expect.poll(() => text(b.page, '#history-note')).toBe('No puzzles of yours yet: generate one, or see everyone’s.');
      expect(await b.page.locator(`.history-item[data-puzzle="${id}"]`).count()).toBe(0);
      await b.page.click('#history-all');
      await expect.poll(() => text(b.page, `.history-item[data-puzzle="${id}"]`)).toContain('not solved by you yet · 1 finish by players');
      await a.context.close();
      await b.context.close();
    });

    it('shows exact statistics after three scripted finishes', async () => {
      const { context, page } = await freshPage(ctx);
      for (let k = 0; k < 3; k++) await finishOne(ctx, page);
      const player = await playerOf(page);
      const solves = await api<{ playerSolves: { totalCount: number; edges: { node: { elapsedMs: number; hintsUsed: number } }[] } }>(
        ctx,
        'query($p: String!) { playerSolves(player: $p) { totalCount edges { node { elapsedMs hintsUsed } } } }',
        { p: player },
      );
      expect(solves.playerSolves.totalCount).toBe(3);
      const times = solves.playerSolves.edges.map((e) => e.node.elapsedMs).sort((x, y) => x - y);
      const fmt = (ms: number) => `${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;
      await page.reload();
      await page.click('#stats summary');
      const row = page.locator('#stats-table tr[data-shape="4:2x2:EASY"]');
      await expect.poll(() => row.count()).toBe(1);
      const tds = await row.locator('td').allTextContents();
      expect(tds).toEqual(['4×4', 'Easy', '3', fmt(times[0]!), fmt(times[1]!), '0']);
      await context.close();
    });

    it('opens the daily puzzle with one click and shows that you finished it', async () => {
      const { context, page } = await freshPage(ctx);
      await page.click('#daily');
      // The day's first request generates it: a Sunday's 9×9 MASTER attempt takes seconds of CPU.
      await expect.poll(() => text(page, '#status'), { timeout: 30_000 }).toMatch(/^Daily puzzle for \d{4}-\d\d-\d\d\.$/);
      const date = new Date().toISOString().slice(0, 10);
      const daily = await api<{ dailyPuzzle: { id: string } }>(ctx, 'query($d: String) { dailyPuzzle(size: 9, date: $d) { id } }', {
        d: date,
      });
      expect(await currentPuzzle(page)).toBe(daily.dailyPuzzle.id);
      const board = await cells(page);
      await typeSolution(page, 9, await solutionOf(ctx.server, daily.dailyPuzzle.id), (i) => board[i]!.given);
      await expect.poll(() => text(page, '#finish-note'), { timeout: 20_000 }).toMatch(/^Recorded/);
      await expect.poll(() => text(page, '#daily')).toBe('Daily puzzle ✓');
      expect(await text(page, '#daily-note')).toBe(`You finished today's daily puzzle (${date}).`);
      await context.close();
    });

    it('asks again for the daily puzzle when the server answers LIMIT_EXCEEDED (busy generating it), and shows the error after the last try', async () => {
      const { context, page } = await freshPage(ctx);
      let refused = 0;
      let limit = 1;
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('dailyPuzzle(') && refused < limit) {
          refused++;
          const errors = [{ message: 'dailyPuzzle: not generated in time; retry shortly', extensions: { code: 'LIMIT_EXCEEDED' } }];
          return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors, data: null }) });
        }
        return route.continue();
      });
      await page.click('#daily');
      await expect.poll(() => text(page, '#status'), { timeout: 30_000 }).toMatch(/^Daily puzzle for \d{4}-\d\d-\d\d\.$/);
      expect(refused).toBe(1);
      // Three refusals in a row: the page gives up and says why.
      refused = 0;
      limit = 3;
      await page.click('#daily');
      await expect
        .poll(() => text(page, '#status'), { timeout: 30_000 })
        .toBe("No daily puzzle yet: the server is still making today's. Try again in a minute.");
      expect(refused).toBe(3);
      await context.close();
    });

    it('finishes a game offline and sends the finish once when the network is back', async () => {
      const { context, page } = await freshPage(ctx);
      const board = await generate(page, '4:2x2', 'EASY', 4);
      const id = await currentPuzzle(page);
      const solution = await solutionOf(ctx.server, id);
      await expect.poll(() => page.evaluate<string | null>(`JSON.parse(localStorage.getItem('sudoku:game:${id}')).gameId`)).toBeTruthy();
      await context.setOffline(true);
      await page.click('#hint');
      await expect.poll(() => text(page, '#status')).toMatch(/^Hint: /);
      await page.click('#step-reveal');
      await page.click('#step-apply');
      const hinted = (await cells(page)).flatMap((c, i) => (c.text !== '' && !board[i]!.given ? [i] : []));
      await typeSolution(page, 4, solution, (i) => board[i]!.given || hinted.includes(i));
      await expect.poll(() => page.isVisible('#finish')).toBe(true);
      await expect.poll(() => text(page, '#finish-note')).toBe('Offline: the finish is sent when the network is back.');
      await context.setOffline(false);
      await expect.poll(() => text(page, '#finish-note'), { timeout: 20_000 }).toMatch(/^Recorded/);
      // A second 'online' event must not send it again.
      await page.evaluate("window.dispatchEvent(new Event('online'))");
      await page.waitForTimeout(500);
      const player = await playerOf(page);
      const mine = await api<{ playerSolves: { totalCount: number } }>(
        ctx,
        'query($p: String!) { playerSolves(player: $p) { totalCount } }',
        {
          p: player,
        },
      );
      expect(mine.playerSolves.totalCount).toBe(1);
      await page.reload();
      await expect.poll(() => text(page, `.history-item[data-puzzle="${id}"]`)).toMatch(/solved by you in \d+:\d\d, 1 hint/);
      await context.close();
    });
  });
}

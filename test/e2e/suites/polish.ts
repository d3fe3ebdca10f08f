// What a demanding player notices: a pause that hides the board and stops the clock, status lines
// that clear, a wrong value named while the hint still comes, singular counts, shapes only the API
// offers (7×7) opened with the size chooser showing them, a solution path that shows candidates,
// and a finish that celebrates in view on a phone.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  api,
  candidatesOf,
  cell,
  cells,
  currentPuzzle,
  generate,
  notesOf,
  placeWrongValue,
  SHOTS,
  solutionOf,
  text,
  typeSolution,
  waitStatus,
  type PageContext,
} from '../page-helpers.js';

const toSeconds = (t: string) => t.split(':').reduce((a, x) => a * 60 + Number(x), 0);

async function fresh(ctx: PageContext, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const page = await ctx.browser.newPage({ viewport });
  await page.goto(ctx.server.url + '/');
  await expect.poll(() => page.locator('#size option').count()).toBe(9);
  return page;
}

export function polishSuite(ctx: PageContext): void {
  describe('pause, status, wrong values, counts, API-only shapes, path candidates, the finish', () => {
    it('pauses: the board is hidden and out of reach, the clock stops, and resumes where it was', async () => {
      const page = await fresh(ctx);
      const board = await generate(page, '4:2x2', 'EASY', 4);
      await expect.poll(() => text(page, '#timer')).not.toBe('0:00');
      await page.click('#pause');
      expect(await page.isVisible('#paused')).toBe(true);
      expect(await page.getAttribute('#pause', 'aria-pressed')).toBe('true');
      expect(await page.getAttribute('#timer', 'data-state')).toBe('paused');
      expect(await page.evaluate("document.getElementById('grid').inert")).toBe(true);
      // The cover hides the whole board.
      const [cover, grid] = [(await page.locator('#paused').boundingBox())!, (await page.locator('#grid').boundingBox())!];
      expect(cover.x).toBeLessThanOrEqual(grid.x);
      expect(cover.y).toBeLessThanOrEqual(grid.y);
      expect(cover.x + cover.width).toBeGreaterThanOrEqual(grid.x + grid.width);
      expect(cover.y + cover.height).toBeGreaterThanOrEqual(grid.y + grid.height);
      const shown = await text(page, '#timer');
      await page.waitForTimeout(1300);
      expect(await text(page, '#timer')).toBe(shown);
      // Keys do nothing while paused; the hint, check and entry buttons are off.
      const empty = board.findIndex((c) => c.text === '');
      await page.keyboard.press('1');
      expect((await cells(page))[empty]!.text).toBe('');
      expect(await page.isDisabled('#hint')).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, 'paused.png') });
      await page.click('#resume');
      expect(await page.isVisible('#paused')).toBe(false);
      expect(await page.getAttribute('#timer', 'data-state')).toBe('running');
      // It goes on from where it stopped: the pause's seconds are not counted.
      await expect.poll(() => text(page, '#timer'), { timeout: 5000 }).not.toBe(shown);
      expect(toSeconds(await text(page, '#timer'))).toBeLessThanOrEqual(toSeconds(shown) + 2);
      await page.close();
    });

    it('clears "New puzzle ready" on the next move, or after a few seconds', async () => {
      const page = await fresh(ctx);
      const board = await generate(page, '9:3x3', 'EASY', 9);
      const empty = board.findIndex((c) => c.text === '');
      await cell(page, empty).click();
      await page.keyboard.press('5');
      expect(await text(page, '#status')).toBe('');
      await generate(page, '9:3x3', 'EASY', 9);
      await expect.poll(() => text(page, '#status'), { timeout: 15_000 }).toBe('');
      await page.close();
    });

    it('names a wrong value (no clash, but not the solution), marks it, and still gives the hint', async () => {
      const page = await fresh(ctx);
      const board = await generate(page, '9:3x3', 'EASY', 9);
      const i = await placeWrongValue(page, ctx.server, board);
      await page.click('#hint');
      const said = await waitStatus(page, `The value at r${Math.floor(i / 9) + 1}c${(i % 9) + 1} is wrong (marked). Hint: look at `);
      expect(said).toMatch(/ for an? .+\.$/);
      expect((await cells(page)).flatMap((c, j) => (c.wrong ? [j] : []))).toEqual([i]);
      expect(await page.isVisible('#step')).toBe(true);
      // The answer is a step of the board without the wrong value: it never changes another cell wrongly.
      await page.click('#step-reveal');
      const target = (await cells(page)).findIndex((c) => c.hint);
      expect(target).toBeGreaterThanOrEqual(0);
      await page.close();
    });

    it('writes counts in the singular when there is one: a pasted puzzle with 1 given', async () => {
      const page = await fresh(ctx);
      await page.click('#paste-open');
      await page.fill('#paste-text', '1' + '.'.repeat(80));
      expect(await text(page, '#paste-detected')).toBe('Cells string (81, 256… symbols): 9×9, 1 given.');
      await page.click('#paste-play');
      await waitStatus(page, 'Puzzle pasted');
      expect(await text(page, '#puzzle-info')).toBe('Pasted 9×9 puzzle · 1 given');
      await page.close();
    });

    it('opens a 7×7 made through the API (a shape the size chooser does not offer) and shows it in the chooser', async () => {
      const made = await api<{ generatePuzzle: { id: string } }>(
        ctx.server,
        'mutation { generatePuzzle(size: 7, difficulty: EASY) { id } }',
        {},
      );
      const page = await fresh(ctx);
      await page.click('#history-all');
      await page.click(`.history-item[data-puzzle="${made.generatePuzzle.id}"]`);
      await waitStatus(page, 'Puzzle loaded');
      expect(await page.locator('#grid .cell').count()).toBe(49);
      expect(await page.inputValue('#size')).toBe('7:1x7');
      expect(await page.$eval('#size', (s) => (s as unknown as { selectedOptions: { text: string }[] }).selectedOptions[0]!.text)).toBe(
        '7×7 (boxes 1×7)',
      );
      // Generating goes on at that shape; choosing a standard size drops the extra option again.
      await page.click('[data-difficulty="EASY"]');
      await expect.poll(() => currentPuzzle(page), { timeout: 30_000 }).not.toBe(made.generatePuzzle.id);
      expect(await page.locator('#grid .cell').count()).toBe(49);
      await page.selectOption('#size', '9:3x3');
      expect(await page.locator('#size option').count()).toBe(9);
      await page.close();
    });

    it('shows the candidates on the solution path, the removed ones struck out at the cells a step changes', async () => {
      const page = await fresh(ctx);
      // A hard puzzle whose fifth step is a pointing pair (the engine's path for it).
      const puzzle = '...62...5.7.1.....3....9.184...9.2.68..5........36...75........784..........4.591';
      await page.click('#paste-open');
      await page.fill('#paste-text', puzzle);
      await page.click('#paste-play');
      await waitStatus(page, 'Puzzle pasted');
      const board = await cells(page);
      await page.click('#path-open');
      await page.click('#confirm-yes');
      await expect.poll(() => page.isVisible('#path')).toBe(true);
      // Before the first step every open cell shows exactly its candidates.
      const candidates = await candidatesOf(ctx.server, board, 9);
      const now = await cells(page);
      for (const [i, vs] of candidates) expect(notesOf(now[i]!), `cell ${i}`).toEqual(vs);
      // A step that removes candidates strikes them out where it removes them, and nowhere else.
      const total = Number(/of (\d+)/.exec(await text(page, '#path-title'))![1]);
      let seen = 0;
      for (let k = 0; k < Math.min(total, 10) && seen === 0; k++) {
        const struck = await page.$$eval('#grid .cell', (els) =>
          els.flatMap((e) => (e.querySelector('.marks .elim') ? [{ hint: e.classList.contains('hint') }] : [])),
        );
        seen = struck.length;
        for (const s of struck) expect(s.hint).toBe(true);
        if (seen) await page.screenshot({ path: path.join(SHOTS, 'path-candidates.png') });
        else await page.click('#path-next');
      }
      expect(seen).toBeGreaterThan(0);
      await page.close();
    });

    it('celebrates the finish on a phone: the board lights up and the sheet rises below it', async () => {
      const page = await fresh(ctx, { width: 390, height: 844 });
      const board = await generate(page, '4:2x2', 'EASY', 4);
      const solution = await solutionOf(ctx.server, await currentPuzzle(page));
      await typeSolution(page, 4, solution, (i) => board[i]!.given);
      await expect.poll(() => page.isVisible('#finish')).toBe(true);
      expect(await page.getAttribute('#board', 'class')).toContain('won');
      expect(await text(page, '#finish-title')).toMatch(/^Solved!/);
      // Measured once it has risen into place.
      // Polled from here: the page's Content-Security-Policy forbids waitForFunction's string eval.
      await expect
        .poll(() => page.evaluate<boolean>("document.getElementById('finish').getAnimations().every((a) => a.playState === 'finished')"))
        .toBe(true);
      const [finish, grid] = [(await page.locator('#finish').boundingBox())!, (await page.locator('#grid').boundingBox())!];
      expect(finish.y + finish.height).toBeLessThanOrEqual(844);
      expect(grid.y + grid.height).toBeLessThanOrEqual(finish.y);
      await page.waitForTimeout(800);
      await page.screenshot({ path: path.join(SHOTS, 'phone-finish.png') });
      await page.close();
    });
  });
}

// The page's first tests, kept: sizes, givens locked, clashes, hint, solve, history, keyboard,
// requests while editing, history paging, a 16×16 on a phone. They run first, on a fresh database.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  cell,
  cells,
  generate,
  hintAnswer,
  SHOTS,
  solveNow,
  symbolOf,
  text,
  valueOf,
  waitStatus,
  type CellState,
  type PageContext,
} from '../page-helpers.js';

/** An empty cell and a given value in the same row: typing that value must clash. */
function clash(board: CellState[], n: number): { index: number; value: number; peer: number } {
  for (let r = 0; r < n; r++) {
    const row = board.slice(r * n, r * n + n);
    const empty = row.findIndex((c) => c.text === '');
    const given = row.findIndex((c) => c.given);
    if (empty >= 0 && given >= 0) return { index: r * n + empty, value: valueOf(row[given]!.text), peer: r * n + given };
  }
  throw new Error('no row with both an empty cell and a given');
}

/** Type a clashing symbol, see red and a disabled Solve, clear it, take a hint, solve, check. */
async function playThrough(page: Page, n: number): Promise<void> {
  const board = await cells(page);
  const { index, value, peer } = clash(board, n);
  await cell(page, index).click();
  await page.keyboard.press(symbolOf(value));
  // Local detection paints at once; the server's validate confirms shortly after.
  await expect.poll(async () => (await cells(page))[index]!.conflict).toBe(true);
  const after = await cells(page);
  expect(after[index]!.text).toBe(symbolOf(value));
  expect(after[peer]!.conflict).toBe(true);
  expect(await page.isDisabled('#solve')).toBe(true);
  await expect.poll(() => text(page, '#conflict-note')).toContain('confirmed by the server');
  await page.screenshot({ path: path.join(SHOTS, `page-${n}x${n}-conflict.png`), fullPage: true });
  // Hint is allowed but the server refuses a clashing board with BOARD_CONFLICT.
  await page.click('#hint');
  await waitStatus(page, 'No hint while the board has conflicts');
  await cell(page, index).focus();

  await page.keyboard.press('Backspace');
  const cleared = await cells(page);
  expect(cleared[index]!.text).toBe('');
  expect(cleared.some((c) => c.conflict)).toBe(false);
  expect(await page.isDisabled('#solve')).toBe(false);
  await expect.poll(() => text(page, '#conflict-note')).toBe('No conflicts.');

  const hintText = await hintAnswer(page);
  // The hint marks its cell and waits for Apply before it places anything.
  expect((await cells(page)).filter((c) => c.text !== '').length).toBe(board.filter((c) => c.text !== '').length);
  const h = (await cells(page)).findIndex((c) => c.hint);
  await page.click('#step-apply');
  const hinted = await cells(page);
  expect(h).toBeGreaterThanOrEqual(0);
  expect(hinted[h]!.given).toBe(false);
  expect(hintText).toContain(`${hinted[h]!.text} at r${Math.floor(h / n) + 1}c${(h % n) + 1}.`);
  expect(hinted.filter((c) => c.text !== '').length).toBe(board.filter((c) => c.text !== '').length + 1);

  await solveNow(page);
  await waitStatus(page, 'Solved (');
  const solved = await cells(page);
  expect(solved.every((c) => c.text !== '' && !c.conflict)).toBe(true);
  // Givens and the hinted cell keep their values.
  board.forEach((c, i) => c.given && expect(solved[i]!.text).toBe(c.text));
  expect(solved[h]!.text).toBe(hinted[h]!.text);

  // The engine's solve ends the game: no finish of the player's is claimed.
  expect(await page.isVisible('#finish')).toBe(false);
  expect(await page.isDisabled('#check')).toBe(true);
}

export function basicsSuite(ctx: PageContext): void {
  describe('web page basics', () => {
    let page!: Page;
    beforeAll(() => {
      page = ctx.page;
    });

    it('lists every standard size from the API', async () => {
      await page.goto(ctx.server.url + '/');
      await expect.poll(() => page.locator('#size option').count()).toBe(9);
      const options = await page.$$eval('#size option', (os) => os.map((o) => o.getAttribute('value')));
      expect(options).toEqual(['4:2x2', '6:2x3', '8:2x4', '9:3x3', '10:2x5', '12:3x4', '15:3x5', '16:4x4', '25:5x5']);
    });

    it('plays a 9×9: givens locked, clash shown red, hint, solve, check', async () => {
      const board = await generate(page, '9:3x3', 'EASY', 9);
      const g = board.findIndex((c) => c.given);
      await cell(page, g).click();
      await page.keyboard.press('Backspace');
      expect((await cells(page))[g]!.text).toBe(board[g]!.text);
      // Box borders follow the 3×3 shape.
      expect(await cell(page, 2).getAttribute('class')).toContain('box-right');
      expect(await cell(page, 3).getAttribute('class')).not.toContain('box-right');
      await playThrough(page, 9);
      await page.screenshot({ path: path.join(SHOTS, 'page-9x9.png'), fullPage: true });
    });

    it('moves with the arrow keys and ignores other keys', async () => {
      await page.selectOption('#size', '9:3x3');
      await cell(page, 0).click();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('data-index')")).toBe('10');
      await page.keyboard.press('q');
      await page.keyboard.press('0');
      await page.keyboard.press('A'); // 10 does not exist on a 9×9
      expect((await cells(page))[10]!.text).toBe('');
      await page.keyboard.press('7');
      expect((await cells(page))[10]!.text).toBe('7');
    });

    it('plays a 16×16 and types letters and two-digit numbers', async () => {
      const board = await generate(page, '16:4x4', 'MEDIUM', 16);
      expect(await cell(page, 3).getAttribute('class')).toContain('box-right');
      const empty = board.findIndex((c) => c.text === '');
      await cell(page, empty).click();
      await page.keyboard.press('1');
      await page.keyboard.press('4');
      expect((await cells(page))[empty]!.text).toBe('E');
      await page.keyboard.press('g');
      expect((await cells(page))[empty]!.text).toBe('G');
      await page.keyboard.press('Delete');
      expect((await cells(page))[empty]!.text).toBe('');
      await playThrough(page, 16);
      await page.screenshot({ path: path.join(SHOTS, 'page-16x16.png'), fullPage: true });
    });

    it('finds both puzzles in the history after a reload and loads one by click', async () => {
      await page.reload();
      await page.waitForSelector('.history-item');
      const items = await page.$$eval('.history-item', (els) => els.map((e) => e.textContent ?? ''));
      expect(items).toHaveLength(2);
      // The label is the rated level: a 16×16 MEDIUM request can come back rated otherwise (gradeMet false).
      expect(items[0]).toMatch(/^16x16 · (Easy|Medium|Hard|Expert|Master) · \d+ givens/);
      expect(items[0]).toContain('engine: 1 solve record: Solved');
      expect(items[1]).toMatch(/^9x9 · Easy · \d+ givens/);
      await page.click('.history-item >> nth=1');
      await waitStatus(page, 'Puzzle loaded');
      const board = await cells(page);
      expect(board).toHaveLength(81);
      expect(board.filter((c) => c.given).length).toBe(Number(/(\d+) givens/.exec(items[1]!)![1]));
    });

    it('answers "no solution" for a hand-typed 4×4 that cannot be completed', async () => {
      await page.selectOption('#size', '4:2x2');
      expect(await page.locator('#grid .cell').count()).toBe(16);
      expect(await cell(page, 1).getAttribute('class')).toContain('box-right');
      expect(await cell(page, 4).getAttribute('class')).toContain('box-bottom');
      // Row 0 holds 2 and 3, column 0 holds 4 and 1: cell (0,0) has no candidate, yet nothing clashes.
      for (const [i, key] of [
        [1, '2'],
        [2, '3'],
        [4, '4'],
        [8, '1'],
      ] as const) {
        await cell(page, i).click();
        await page.keyboard.press(key);
      }
      await expect.poll(() => text(page, '#conflict-note')).toBe('No conflicts.');
      await page.click('#hint');
      await waitStatus(page, 'No hint: this board has no solution');
      await solveNow(page);
      await waitStatus(page, 'No solution: one of the entries is wrong');
      expect((await cells(page)).filter((c) => c.text !== '').length).toBe(4);
    });

    it('works with the keyboard alone', async () => {
      await page.goto(ctx.server.url + '/');
      await expect.poll(() => page.locator('#size option').count()).toBe(9);
      const focused = () =>
        page.evaluate<string>(
          "(document.activeElement?.id || document.activeElement?.dataset.difficulty || document.activeElement?.dataset.index && 'cell') ?? ''",
        );
      for (let i = 0; i < 6 && (await focused()) !== 'EASY'; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe('EASY');
      await page.keyboard.press('Enter');
      // The hand-typed 4×4 is unfinished work: the page asks first, and the dialog is keyboard-operable.
      await expect.poll(() => page.isVisible('#confirm')).toBe(true);
      expect(await focused()).toBe('confirm-no');
      await page.keyboard.press('Enter');
      expect(await page.isVisible('#confirm')).toBe(false);
      // Go on as a new visitor (nothing saved): a fresh 9×9 page.
      await page.close();
      page = ctx.page = await ctx.browser.newPage({ viewport: { width: 1200, height: 1000 } });
      await page.goto(ctx.server.url + '/');
      await expect.poll(() => page.locator('#size option').count()).toBe(9);
      for (let i = 0; i < 6 && (await focused()) !== 'EASY'; i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await waitStatus(page, 'New puzzle ready');
      // Medium, Hard, Expert, Master, the practice technique and its button, Daily, Paste, Pause,
      // then the board; the keypad is skipped, then the pens, entry and action buttons.
      for (let i = 0; i < 9; i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('cell');
      const board = await cells(page);
      const empty = board.findIndex((c) => c.text === '');
      expect(await page.evaluate<string>('document.activeElement.dataset.index')).toBe('0');
      const [r, c] = [Math.floor(empty / 9), empty % 9];
      for (let i = 0; i < r; i++) await page.keyboard.press('ArrowDown');
      for (let i = 0; i < c; i++) await page.keyboard.press('ArrowRight');
      expect(await page.evaluate<string>('document.activeElement.dataset.index')).toBe(String(empty));
      for (let i = 0; i < 16 && (await focused()) !== 'hint'; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe('hint');
      await page.keyboard.press('Enter');
      await waitStatus(page, 'Hint:');
      // Hint again shows the answer: the cell it changes.
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await cells(page)).some((c) => c.hint)).toBe(true);
      expect(await page.isVisible('#step-apply')).toBe(true);
    });

    it('keeps the board usable while a request runs and drops an answer for a changed board', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('nextStep(')) await gate;
        await route.continue();
      });
      // A new hint, not the second tier of the keyboard test's: that one is dismissed first.
      await page.click('#step-close');
      const board = await cells(page);
      const empty = board.findIndex((c) => c.text === '' && !c.hint);
      const hinted = (b: CellState[]) => b.flatMap((c, i) => (c.hint ? [i] : []));
      await page.click('#hint');
      await expect.poll(() => page.getAttribute('#hint', 'aria-busy')).toBe('true');
      await cell(page, empty).click();
      await page.keyboard.press('5');
      expect((await cells(page))[empty]!.text).toBe('5');
      release();
      await waitStatus(page, 'The board changed while the server was answering');
      expect(await page.getAttribute('#hint', 'aria-busy')).toBeNull();
      const after = await cells(page);
      expect(hinted(after)).toEqual(hinted(board));
      expect(after.filter((c) => c.text !== '').length).toBe(board.filter((c) => c.text !== '').length + 1);
      await page.unroute('**/graphql');
    });

    it('pages through the history', async () => {
      // Puzzles made through the API are nobody's: they are listed among everyone's.
      await page.click('#history-all');
      await expect.poll(() => text(page, '#history-note')).toMatch(/^\d+ puzzles? · 0 finished by you$/);
      const before = Number(/^(\d+)/.exec(await text(page, '#history-note'))![1]);
      for (let i = 0; i < 8; i++) {
        const res = await fetch(ctx.server.url + '/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: 'mutation { generatePuzzle(size: 4, difficulty: EASY) { id } }' }),
        });
        expect(res.status).toBe(200);
      }
      await page.reload();
      await expect.poll(() => page.locator('.history-item').count()).toBe(8);
      // This browser's player has finished nothing yet in this suite (the solves above are the engine's).
      expect(await text(page, '#history-note')).toBe(`${before + 8} puzzles · 0 finished by you`);
      expect(await page.isVisible('#history-more')).toBe(true);
      await page.click('#history-more');
      await expect.poll(() => page.locator('.history-item').count()).toBe(before + 8);
      expect(await page.isVisible('#history-more')).toBe(false);
      const ids = await page.$$eval('.history-item', (els) => els.map((e) => e.getAttribute('data-puzzle')));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('fits a phone screen with a 16×16 board', async () => {
      const phone = await ctx.browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      await phone.goto(ctx.server.url + '/');
      await expect.poll(() => phone.locator('#size option').count()).toBe(9);
      await generate(phone, '16:4x4', 'EASY', 16);
      const box = (await phone.locator('#grid').boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(390);
      expect(box.x).toBeGreaterThanOrEqual(0);
      const scrollWidth = await phone.evaluate<number>('document.documentElement.scrollWidth');
      expect(scrollWidth).toBeLessThanOrEqual(390);
      await phone.screenshot({ path: path.join(SHOTS, 'page-16x16-phone.png'), fullPage: true });
      await phone.close();
    });
  });
}

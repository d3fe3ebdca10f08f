// Layout and accessibility: everything needed to play fits the common laptop screens; on a 390×844
// phone the board, the keypad and Hint are the first screen, the hint sheet never covers the cells
// it points at, no dialog or menu leaves the screen; centre and corner marks never overlap; axe
// (label-content-name-mismatch enabled) finds nothing serious. Screenshots for a human to look at.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseSize, generate, openSetup, SHOTS, waitStatus, type PageContext, axeSerious } from '../page-helpers.js';

const MUST_SHOW = ['#grid', '#keypad', '#hint', '#check', '#solve', '#status'];
const PHONE = { width: 390, height: 844 };

/** An empty board of that size with these keys typed from the first cell. */
async function emptyBoard(page: Page, size: string, keys: string[]): Promise<void> {
  await chooseSize(page, size);
  await page.click('#grid .cell >> nth=0');
  for (const k of keys) await page.keyboard.press(k);
}

type Box = { x: number; y: number; width: number; height: number };

/** Within the screen, not one pixel outside. */
function onScreen(box: Box | null, what: string, view = PHONE): void {
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right`).toBeLessThanOrEqual(view.width);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(view.height);
}

/** Boxes of the cells the hint highlights (its area, pattern, target), in page order. */
const highlighted = (page: Page): Promise<Box[]> =>
  page.$$eval('#grid .cell.unit, #grid .cell.pattern, #grid .cell.hint', (els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );

/** Marks every listed cell with `centre` centre marks and `corner` corner marks (1, 2, … by the keypad). */
async function markCells(page: Page, plan: { cell: number; centre: number; corner: number }[]): Promise<void> {
  for (const { cell, centre, corner } of plan) {
    await page.click(`#grid .cell[data-index="${cell}"]`);
    for (const [pen, count] of [
      ['#pen-corner', corner],
      ['#notes', centre],
    ] as const) {
      if (count === 0) continue;
      if ((await page.getAttribute(pen, 'aria-pressed')) !== 'true') await page.click(pen);
      for (let v = 1; v <= count; v++) await page.click(`#keypad [data-value="${v}"]`);
    }
    await page.click('#pen-value');
  }
}

/** For each listed cell: its mark boxes that overlap one another or leave the cell, and the symbols shown. */
const markReport = (page: Page, cells: number[]) =>
  page.$$eval(
    '#grid .cell',
    (els, list) =>
      list.map((i) => {
        const el = els[i]!;
        const c = el.getBoundingClientRect();
        const parts = [...el.querySelectorAll('.marks .notes, .marks .cm')].map((e) => ({
          r: e.getBoundingClientRect(),
          text: e.textContent ?? '',
        }));
        const meet = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
          a.left < b.right - 0.01 && b.left < a.right - 0.01 && a.top < b.bottom - 0.01 && b.top < a.bottom - 0.01;
        const overlaps: string[] = [];
        parts.forEach((p, k) => parts.slice(k + 1).forEach((q) => meet(p.r, q.r) && overlaps.push(`${p.text}/${q.text}`)));
        const outside = parts.filter(
          (p) => p.r.left < c.left - 0.5 || p.r.right > c.right + 0.5 || p.r.top < c.top - 0.5 || p.r.bottom > c.bottom + 0.5,
        );
        return {
          cell: i,
          overlaps,
          outside: outside.map((p) => p.text),
          centre: el.querySelector('.marks .notes')?.textContent ?? '',
          corner: [...el.querySelectorAll('.marks .cm')].map((e) => e.textContent).join(''),
        };
      }),
    cells,
  );

const symbols = (k: number) => Array.from({ length: k }, (_, v) => (v < 9 ? String(v + 1) : String.fromCharCode(65 + v - 9))).join('');

export function layoutSuite(ctx: PageContext): void {
  describe('layout and accessibility', () => {
    for (const [width, height] of [
      [1366, 768],
      [1280, 720],
    ] as const) {
      it(`shows board, keypad, Hint, Check, Solve and status without scrolling at ${width}×${height}`, async () => {
        const page = await ctx.browser.newPage({ viewport: { width, height } });
        await page.goto(ctx.server.url + '/');
        await expect.poll(() => page.locator('#size option').count()).toBe(9);
        for (const [size, n] of [
          ['9:3x3', 9],
          ['16:4x4', 16],
        ] as const) {
          await generate(page, size, 'EASY', n);
          for (const sel of MUST_SHOW) onScreen(await page.locator(sel).boundingBox(), `${sel} at ${n}x${n}`, { width, height });
          expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
          if (width === 1366 && n === 16) {
            await page.click('#fill-notes');
            await waitStatus(page, 'Notes filled');
            await page.screenshot({ path: path.join(SHOTS, 'play-16x16-notes.png') });
          }
        }
        await page.close();
      });
    }

    it('has no serious or critical axe violations (label-content-name-mismatch on) on 9×9, 16×16 and 25×25, in light and dark', async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        // The page's Content-Security-Policy refuses inline scripts: axe is injected past it (bypassCSP).
        const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 768 }, colorScheme, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(ctx.server.url + '/');
        await expect.poll(() => page.locator('#size option').count()).toBe(9);
        expect(await page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")).toBe(colorScheme === 'dark');
        for (const [size, n] of [
          ['9:3x3', 9],
          ['16:4x4', 16],
          ['25:5x5', 25],
        ] as const) {
          // 16×16 and 25×25: typed boards (generating them costs seconds), with a few values of their own;
          // centre marks everywhere on 9×9 and 16×16 (25×25 with 625 × 25 marks would make axe crawl).
          if (n === 9) await generate(page, size, 'EASY', n);
          else await emptyBoard(page, size, ['a', 'ArrowRight', 'p', 'ArrowDown', '7']);
          if (n !== 25) {
            await page.click('#fill-notes');
            await waitStatus(page, 'Notes filled');
          } else {
            await page.keyboard.press(' ');
            for (const k of ['1', '2', 'b', 'k']) await page.keyboard.press(k);
            await page.keyboard.press(' ');
          }
          // A corner mark and a colour too, so every kind of cell content is checked.
          const empty = await page.$$eval('#grid .cell', (els) => els.findIndex((e) => e.getAttribute('aria-label')?.startsWith('empty')));
          await page.click(`#grid .cell[data-index="${empty}"]`);
          await page.keyboard.press('x');
          await page.keyboard.press('2');
          await page.keyboard.press('v');
          await page.keyboard.press('3');
          await page.keyboard.press('z');
          if (n === 9) {
            await page.click('#hint');
            await waitStatus(page, 'Hint:');
          }
          expect(await axeSerious(page), `${n}x${n} ${colorScheme}`).toEqual([]);
          if (n === 9) {
            // The answer tier, and the colour palette on the keypad.
            await page.click('#step-reveal');
            await page.click('#pen-colour');
            expect(await axeSerious(page), `${n}x${n} ${colorScheme}, answer and palette`).toEqual([]);
            await page.click('#pen-value');
          }
          if (n !== 16) await page.screenshot({ path: path.join(SHOTS, `axe-${n}x${n}-${colorScheme}.png`) });
        }
        // The phone layout: the menu open, then the hint sheet.
        await page.setViewportSize(PHONE);
        await openSetup(page);
        expect(await axeSerious(page), `phone menu ${colorScheme}`).toEqual([]);
        await page.keyboard.press('Escape');
        await generate(page, '9:3x3', 'EASY', 9);
        await page.click('#hint');
        await waitStatus(page, 'Hint:');
        expect(await axeSerious(page), `phone hint sheet ${colorScheme}`).toEqual([]);
        await context.close();
      }
    }, 300_000);

    it('keeps a 9×9 keypad in one row and cells of at least 36 px on a 390×844 phone; 25×25 fits without sideways scroll and zooms', async () => {
      const phone = await ctx.browser.newPage({ viewport: PHONE, deviceScaleFactor: 2 });
      await phone.goto(ctx.server.url + '/');
      await expect.poll(() => phone.locator('#size option').count()).toBe(9);
      await generate(phone, '9:3x3', 'EASY', 9);
      const keys = await phone.$$eval('#keypad button', (bs) => bs.map((b) => b.getBoundingClientRect().top));
      expect(keys).toHaveLength(9);
      expect(new Set(keys).size).toBe(1);
      const cellBox = (await phone.locator('#grid .cell').first().boundingBox())!;
      expect(cellBox.width).toBeGreaterThanOrEqual(36);
      expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await phone.click('#grid .cell >> nth=40');
      await phone.screenshot({ path: path.join(SHOTS, 'play-9x9-phone.png'), fullPage: true });
      // 25×25: the whole board fits the width; neither the page nor the board's frame scrolls sideways.
      await emptyBoard(phone, '25:5x5', ['a', 'ArrowRight', 'p', 'ArrowDown', '7']);
      const frame = await phone.$eval('.board-wrap', (e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
      expect(frame.scroll).toBeLessThanOrEqual(frame.client);
      const last = (await phone.locator('#grid .cell').last().boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(390);
      expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await phone.click('#fill-notes');
      await waitStatus(phone, 'Notes filled');
      await phone.screenshot({ path: path.join(SHOTS, 'play-25x25-phone-fit.png') });
      // Centre marks keep every symbol (no "+"), and the readout under the board shows them full size.
      const empty = await phone.$$eval('#grid .cell', (els) => els.findIndex((e) => e.querySelector('.notes')));
      await phone.click(`#grid .cell >> nth=${empty}`);
      const described = (await phone.getAttribute(`#grid .cell >> nth=${empty}`, 'aria-description'))!;
      const marks = /^notes ([^,]+)/.exec(described)![1]!.split(' ');
      expect((await phone.textContent(`#grid .cell >> nth=${empty}`))!.split('').sort()).toEqual([...marks].sort());
      expect(await phone.textContent('#cell-readout')).toContain(`centre ${marks.join(' ')}`);
      const fontPx = Number(
        (
          await phone.$eval(
            '#cell-readout',
            (e) => (globalThis as unknown as { getComputedStyle(x: unknown): { fontSize: string } }).getComputedStyle(e).fontSize,
          )
        ).replace('px', ''),
      );
      expect(fontPx).toBeGreaterThanOrEqual(14);
      // Zoom 3×: cells big enough to read marks; the board's frame scrolls, the page still does not.
      await phone.click('#zoom');
      await phone.click('#zoom');
      expect(await phone.textContent('#zoom')).toBe('Zoom 3×');
      const zoomed = (await phone.locator('#grid .cell').first().boundingBox())!;
      expect(zoomed.width).toBeGreaterThanOrEqual(40);
      expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await phone.click(`#grid .cell >> nth=${empty}`);
      await phone.screenshot({ path: path.join(SHOTS, 'play-25x25-phone-zoom.png') });
      // Typing on 25×25: Space switches to centre marks, N is the symbol 23.
      await phone.click('#zoom');
      await phone.click('#grid .cell >> nth=0');
      await phone.keyboard.press('Escape');
      const first = await phone.$$eval('#grid .cell', (els) => els.findIndex((e) => e.getAttribute('aria-readonly') === 'false'));
      await phone.click(`#grid .cell >> nth=${first}`);
      await phone.keyboard.press('n');
      expect(await phone.getAttribute(`#grid .cell >> nth=${first}`, 'aria-description')).toBe('N');
      await phone.close();
    }, 180_000);

    it('on a 390×844 phone, for 9×9 and 16×16: board, keypad and Hint on the first screen; the hint sheet leaves the highlighted cells visible', async () => {
      const phone = await ctx.browser.newPage({ viewport: PHONE });
      await phone.goto(ctx.server.url + '/');
      await expect.poll(() => phone.locator('#size option').count()).toBe(9);
      for (const [size, n] of [
        ['9:3x3', 9],
        ['16:4x4', 16],
      ] as const) {
        await generate(phone, size, 'EASY', n);
        expect(await phone.evaluate('window.scrollY')).toBe(0);
        for (const sel of ['#grid', '#keypad', '#hint']) onScreen(await phone.locator(sel).boundingBox(), `${sel} at ${n}x${n}`);
        // Both tiers of a hint: what it highlights stays above the sheet, and the sheet is on screen.
        await phone.click('#hint');
        await waitStatus(phone, 'Hint:');
        for (const tier of [1, 2]) {
          if (tier === 2) await phone.click('#step-reveal');
          const sheet = (await phone.locator('#step').boundingBox())!;
          onScreen(sheet, `hint sheet, tier ${tier}, ${n}x${n}`);
          const cells = await highlighted(phone);
          expect(cells.length, `highlighted cells, tier ${tier}`).toBeGreaterThan(0);
          for (const c of cells) {
            expect(c.y, `a highlighted cell's top, tier ${tier}, ${n}x${n}`).toBeGreaterThanOrEqual(0);
            expect(c.y + c.height, `a highlighted cell's bottom, tier ${tier}, ${n}x${n}`).toBeLessThanOrEqual(sheet.y);
          }
          await phone.screenshot({ path: path.join(SHOTS, `phone-${n}x${n}-hint-tier${tier}.png`) });
        }
        await phone.click('#step-close');
        expect(await phone.isVisible('#step')).toBe(false);
      }
      await phone.close();
    }, 180_000);

    it('on a 390×844 phone no dialog or menu leaves the screen: the menu, Share, Paste, the Solve question', async () => {
      const phone = await ctx.browser.newPage({ viewport: PHONE });
      await phone.goto(ctx.server.url + '/');
      await expect.poll(() => phone.locator('#size option').count()).toBe(9);
      await generate(phone, '9:3x3', 'EASY', 9);
      const fits = async (sel: string) => {
        onScreen(await phone.locator(sel).boundingBox(), sel);
        const inner = await phone.$eval(sel, (e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
        expect(inner.scroll, `${sel} scrolls sideways`).toBeLessThanOrEqual(inner.client);
      };
      await openSetup(phone);
      await fits('#setup');
      await phone.screenshot({ path: path.join(SHOTS, 'phone-menu.png') });
      await phone.keyboard.press('Escape');
      await phone.click('#share-open');
      await expect.poll(() => phone.inputValue('#share-position')).toMatch(/#s=/);
      await fits('#share');
      await phone.screenshot({ path: path.join(SHOTS, 'phone-share.png') });
      await phone.keyboard.press('Escape');
      await openSetup(phone);
      await phone.click('#paste-open');
      await phone.fill('#paste-text', '1'.repeat(300));
      await fits('#paste');
      await phone.screenshot({ path: path.join(SHOTS, 'phone-paste.png') });
      await phone.keyboard.press('Escape');
      await phone.click('#solve');
      await expect.poll(() => phone.isVisible('#confirm')).toBe(true);
      await fits('#confirm');
      await phone.click('#confirm-no');
      expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await phone.close();
    }, 120_000);

    it('never lets centre and corner marks overlap: 9×9 and 16×16 on a desktop, a phone and zoomed, and 4×4 and 25×25', async () => {
      // Every mix of counts, from one mark to a full cell of each layer.
      const plans: Record<number, [number, number][]> = {
        4: [
          [4, 4],
          [1, 3],
          [3, 1],
        ],
        9: [
          [9, 9],
          [2, 4],
          [5, 8],
          [7, 6],
          [3, 1],
          [9, 2],
          [1, 9],
          [6, 7],
          [4, 5],
        ],
        16: [
          [16, 16],
          [10, 8],
          [4, 12],
          [16, 3],
          [7, 9],
          [12, 12],
          [2, 16],
        ],
        25: [
          [25, 25],
          [12, 9],
          [5, 17],
        ],
      };
      const runs: { size: string; n: number; view: { width: number; height: number }; zoom: number }[] = [
        { size: '9:3x3', n: 9, view: { width: 1366, height: 768 }, zoom: 1 },
        { size: '16:4x4', n: 16, view: { width: 1366, height: 768 }, zoom: 1 },
        { size: '9:3x3', n: 9, view: PHONE, zoom: 1 },
        { size: '16:4x4', n: 16, view: PHONE, zoom: 2 },
        { size: '4:2x2', n: 4, view: PHONE, zoom: 1 },
        { size: '25:5x5', n: 25, view: { width: 1366, height: 768 }, zoom: 3 },
      ];
      const page = await ctx.browser.newPage({ viewport: runs[0]!.view });
      await page.goto(ctx.server.url + '/');
      await expect.poll(() => page.locator('#size option').count()).toBe(9);
      for (const { size, n, view, zoom } of runs) {
        await page.setViewportSize(view);
        await chooseSize(page, size);
        for (let z = 1; z < zoom; z++) await page.click('#zoom');
        const plan = plans[n]!.map(([centre, corner], k) => ({ cell: k * (n + 1), centre, corner }));
        await markCells(page, plan);
        const report = await markReport(
          page,
          plan.map((p) => p.cell),
        );
        for (const [k, r] of report.entries()) {
          const want = plan[k]!;
          const where = `${n}x${n} at ${view.width}px, zoom ${zoom}, cell ${r.cell} (${want.centre} centre, ${want.corner} corner)`;
          expect(r.overlaps, where).toEqual([]);
          expect(r.outside, where).toEqual([]);
          // Every mark is drawn: the centre line(s) and the corners together hold each symbol once.
          expect(r.centre, where).toBe(symbols(want.centre));
          expect(r.corner, where).toBe(symbols(want.corner));
        }
        await page.screenshot({ path: path.join(SHOTS, `marks-mixed-${n}x${n}-${view.width}-zoom${zoom}.png`) });
        for (let z = zoom; z % 3 !== 1; z++) await page.click('#zoom');
      }
      await page.close();
    }, 300_000);
  });
}

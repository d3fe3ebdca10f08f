// Layout and accessibility: everything needed to play fits the common laptop screens, the phone
// keypad is one block, axe finds nothing serious; screenshots for a human to look at.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generate, SHOTS, waitStatus, type PageContext } from '../page-helpers.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const MUST_SHOW = ['#grid', '#keypad', '#hint', '#check', '#solve', '#status'];

async function axeSerious(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate<{ id: string; impact: string; nodes: number }[]>(
    "axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })))",
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes)`);
}

/** An empty board of that size with these keys typed from the first cell. */
async function emptyBoard(page: Page, size: string, keys: string[]): Promise<void> {
  await page.selectOption('#size', size);
  await page.waitForTimeout(50);
  if (await page.isVisible('#confirm')) await page.click('#confirm-yes');
  await page.click('#grid .cell >> nth=0');
  for (const k of keys) await page.keyboard.press(k);
}

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
          for (const sel of MUST_SHOW) {
            const box = (await page.locator(sel).boundingBox())!;
            expect(box, sel).not.toBeNull();
            expect(box.x, sel).toBeGreaterThanOrEqual(0);
            expect(box.y, sel).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, `${sel} right edge at ${n}x${n}`).toBeLessThanOrEqual(width);
            expect(box.y + box.height, `${sel} bottom edge at ${n}x${n}`).toBeLessThanOrEqual(height);
          }
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

    it('has no serious or critical axe violations on 9×9, 16×16 and 25×25, in light and dark', async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 768 }, colorScheme });
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
          if (n !== 16) await page.screenshot({ path: path.join(SHOTS, `axe-${n}x${n}-${colorScheme}.png`) });
        }
        await context.close();
      }
    }, 240_000);

    it('keeps a 9×9 keypad in one row and cells of at least 36 px on a 390×844 phone; 25×25 fits without sideways scroll and zooms', async () => {
      const phone = await ctx.browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
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
  });
}

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

    it('has no serious or critical axe violations on 9×9 and 16×16', async () => {
      const page = await ctx.browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(ctx.server.url + '/');
      await expect.poll(() => page.locator('#size option').count()).toBe(9);
      for (const [size, n] of [
        ['9:3x3', 9],
        ['16:4x4', 16],
      ] as const) {
        await generate(page, size, 'MEDIUM', n);
        await page.click('#fill-notes');
        await waitStatus(page, 'Notes filled');
        await page.click('#hint');
        await waitStatus(page, 'Hint:');
        expect(await axeSerious(page), `${n}x${n}`).toEqual([]);
      }
      await page.close();
    });

    it('keeps a 9×9 keypad in one row and cells of at least 36 px on a 390×844 phone, and 25×25 playable', async () => {
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
      // 25×25 stays playable: the board scrolls sideways inside its frame, the page does not.
      await phone.selectOption('#size', '25:5x5');
      const big = (await phone.locator('#grid .cell').first().boundingBox())!;
      expect(big.width).toBeGreaterThanOrEqual(26);
      expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await phone.click('#grid .cell >> nth=0');
      await phone.keyboard.press(' ');
      for (const k of ['a', 'p', '3', '7', 'k']) await phone.keyboard.press(k);
      await phone.keyboard.press('ArrowRight');
      await phone.keyboard.press(' ');
      await phone.keyboard.press('n'); // 23 on 25×25: a value, not the notes key
      expect(await phone.getAttribute('#grid .cell >> nth=1', 'aria-description')).toBe('N');
      expect(await phone.getAttribute('#grid .cell >> nth=0', 'aria-description')).toBe('notes 3 7 A K P');
      expect(await phone.textContent('#grid .cell >> nth=0')).toBe('37A+');
      await phone.screenshot({ path: path.join(SHOTS, 'play-25x25-phone.png') });
      await phone.close();
    });
  });
}

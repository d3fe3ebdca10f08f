// Offline: the page is an installable PWA (manifest, service worker) and with the network cut it
// loads from the service worker's cache, makes a puzzle with the engine in its Web Worker, gives a
// nextStep hint, fills notes, shows the solution path and detects the finish.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cell, cells, SHOTS, text, waitStatus, type PageContext } from '../page-helpers.js';

export function offlineSuite(ctx: PageContext): void {
  describe('offline (service worker and the engine in a Web Worker)', () => {
    it('is installable: a manifest with an icon and a service worker that controls the page', async () => {
      const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await page.goto(ctx.server.url + '/');
      const manifest = (await (await fetch(ctx.server.url + '/manifest.webmanifest')).json()) as { icons: unknown[] };
      expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
      expect(manifest.icons.length).toBeGreaterThan(0);
      expect(await page.getAttribute('link[rel="manifest"]', 'href')).toBe('/manifest.webmanifest');
      await expect
        .poll(() => page.evaluate('navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)'), { timeout: 20_000 })
        .toBe(true);
      // The WebAssembly kernels the engine's worker fetches are kept for offline use too.
      const cached = (await page.evaluate(
        'caches.keys().then((ks) => Promise.all(ks.map((k) => caches.open(k).then((c) => c.keys())))).then((rs) => rs.flat().map((r) => new URL(r.url).pathname))',
      )) as string[];
      expect(
        cached
          .filter((p) => p.endsWith('.wasm'))
          .map((p) => p.replace(/-[\w-]+\.wasm$/, '.wasm'))
          .sort(),
      ).toEqual(['/assets/search9.wasm', '/assets/searchn.wasm']);
      await context.close();
    }, 120_000);

    it('with the network cut: loads, generates, hints, fills notes, shows the path and detects the finish', async () => {
      const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await page.goto(ctx.server.url + '/');
      await expect
        .poll(() => page.evaluate('navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)'), { timeout: 20_000 })
        .toBe(true);
      await context.setOffline(true);
      await page.reload();
      await waitStatus(page, 'Offline: the engine in this browser');
      expect(await page.locator('#size option').count()).toBe(9);
      await page.selectOption('#size', '4:2x2');
      await page.click('[data-difficulty="EASY"]');
      // 4×4 runs on searchn.wasm in the worker (searchn takes every shape but 9×9).
      expect(await waitStatus(page, 'New puzzle ready (made offline')).toBe(
        'New puzzle ready (made offline by the engine in this browser, WebAssembly search).',
      );
      expect(await text(page, '#puzzle-info')).toMatch(/^4x4 · Easy · made offline in this browser · rated Easy \d\.\d/);
      const board = await cells(page);
      expect(board.filter((c) => c.given).length).toBeGreaterThan(0);
      await page.click('#fill-notes');
      await waitStatus(page, 'Notes filled in');
      await page.click('#hint');
      await waitStatus(page, 'Hint:');
      expect(await text(page, '#step-title')).toMatch(/^Hint: (Full house|Hidden single|Naked single)$/);
      await page.click('#step-reveal');
      await page.click('#step-apply');
      // The solution path (analyze in the worker) gives the remaining values.
      await page.click('#path-open');
      await page.click('#confirm-yes');
      await expect.poll(() => page.isVisible('#path')).toBe(true);
      const total = Number(/of (\d+)/.exec(await text(page, '#path-title'))![1]);
      for (let k = 0; k < total; k++) await page.click('#path-next');
      const solved = await cells(page);
      await page.click('#path-close');
      const now = await cells(page);
      for (const [i, c] of now.entries()) {
        if (c.text !== '') continue;
        await cell(page, i).click();
        await page.keyboard.press(solved[i]!.text.toLowerCase());
      }
      await expect.poll(() => page.isVisible('#finish')).toBe(true);
      expect(await text(page, '#finish-text')).toMatch(/^Time \d+:\d\d · 1 hint · rated Easy/);
      await page.screenshot({ path: path.join(SHOTS, 'offline-finish.png') });
      // 9×9 offline runs on the worker's other module, search9.wasm (fetched from the cache).
      await page.selectOption('#size', '9:3x3');
      await page.click('[data-difficulty="EASY"]');
      expect(await waitStatus(page, 'New puzzle ready (made offline')).toBe(
        'New puzzle ready (made offline by the engine in this browser, WebAssembly search).',
      );
      await context.close();
    }, 180_000);
  });
}

// Screenshots of each state of the page for docs/web.md, at 1366×768 and 390×844 (two of them in
// dark mode too): `npx tsx web/tools/screenshots.ts` (builds the page, starts the e2e harness's
// server and Chromium, writes docs/web/*.jpg).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildWeb, launchBrowser, ROOT, startServer } from '../../test/e2e/harness.js';

const OUT = path.join(ROOT, 'docs', 'web');
const VIEWPORTS = [
  ['desktop', 1366, 768],
  ['phone', 390, 844],
] as const;

const wait = (page: Page, prefix: string) =>
  page.waitForFunction((p) => document.querySelector('#status')?.textContent?.startsWith(p), prefix, { timeout: 60_000 });

async function confirmIfAsked(page: Page): Promise<void> {
  await page.waitForTimeout(80);
  if (await page.isVisible('#confirm')) await page.click('#confirm-yes');
}

async function states(browser: Browser, url: string, name: string, width: number, height: number, dark: boolean): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: dark ? 'dark' : 'light', deviceScaleFactor: 1 });
  const page = await context.newPage();
  // Dark mode: two states are enough to show it. JPEG keeps the repository small.
  const shot = async (state: string) => {
    if (dark && !['marks-colours-9x9', 'finish-4x4'].includes(state)) return;
    await page.screenshot({ path: path.join(OUT, `${state}-${name}${dark ? '-dark' : ''}.jpg`), type: 'jpeg', quality: 80 });
  };
  await page.goto(url);
  await page.waitForSelector('#size option >> nth=8', { state: 'attached' });
  await page.click('[data-difficulty="MEDIUM"]');
  await wait(page, 'New puzzle ready');
  await shot('new-9x9');
  // Marks and colours: fill notes, a corner mark, a coloured multi-selection.
  await page.click('#fill-notes');
  await wait(page, 'Notes filled');
  const open = await page.$$eval('#grid .cell', (els) => els.flatMap((e, i) => (e.getAttribute('aria-readonly') === 'false' ? [i] : [])));
  await page.click(`#grid .cell[data-index="${open[0]}"]`);
  await page.keyboard.press('x');
  await page.keyboard.press('1');
  await page.keyboard.press('v');
  for (const i of open.slice(1, 4)) await page.click(`#grid .cell[data-index="${i}"]`, { modifiers: ['Shift'] });
  await page.keyboard.press('3');
  await page.keyboard.press('z');
  await shot('marks-colours-9x9');
  await page.click('#hint');
  await wait(page, 'Hint:');
  await shot('hint-9x9');
  await page.click('#path-open');
  await confirmIfAsked(page);
  await page.waitForSelector('#path:not([hidden])');
  for (let k = 0; k < 3; k++) await page.click('#path-next');
  await shot('solution-path-9x9');
  await page.click('#path-close');
  await page.click('#share-open');
  await page.waitForSelector('#share[open]');
  await shot('share-9x9');
  await page.keyboard.press('Escape');
  // A finish: a 4×4 solved by hand through its solution path.
  await page.selectOption('#size', '4:2x2');
  await confirmIfAsked(page);
  await page.click('[data-difficulty="EASY"]');
  await confirmIfAsked(page);
  await wait(page, 'New puzzle ready');
  const givens = await page.$$eval('#grid .cell', (els) => els.map((e) => e.textContent ?? ''));
  await page.click('#path-open');
  await confirmIfAsked(page);
  await page.waitForSelector('#path:not([hidden])');
  const total = Number(/of (\d+)/.exec((await page.textContent('#path-title')) ?? '')![1]);
  for (let k = 0; k < total; k++) await page.click('#path-next');
  const solved = await page.$$eval('#grid .cell', (els) => els.map((e) => e.textContent ?? ''));
  await page.click('#path-close');
  for (let i = 0; i < 16; i++) {
    if (givens[i]) continue;
    await page.click(`#grid .cell[data-index="${i}"]`);
    await page.keyboard.press(solved[i]!);
  }
  await page.waitForSelector('#finish:not([hidden])');
  await shot('finish-4x4');
  await page.click('#stats summary');
  await shot('statistics');
  // 16×16 and 25×25 with every candidate noted.
  for (const [size, n] of [
    ['16:4x4', 16],
    ['25:5x5', 25],
  ] as const) {
    await page.selectOption('#size', size);
    await confirmIfAsked(page);
    if (n === 16) {
      await page.click('[data-difficulty="EASY"]');
      await confirmIfAsked(page);
      await wait(page, 'New puzzle ready');
    }
    await page.click('#fill-notes');
    await wait(page, 'Notes filled');
    await page.click('#grid .cell >> nth=0');
    await shot(`notes-${n}x${n}`);
    if (n === 25) {
      await page.click('#zoom');
      await page.click('#zoom');
      await page.click('#grid .cell >> nth=0');
      await shot('notes-25x25-zoom');
      await page.click('#zoom');
    }
  }
  await context.close();
}

mkdirSync(OUT, { recursive: true });
buildWeb();
const [browser, server] = await Promise.all([launchBrowser(), startServer()]);
try {
  for (const [name, w, h] of VIEWPORTS) {
    await states(browser, server.url + '/', name, w, h, false);
    await states(browser, server.url + '/', name, w, h, true);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${path.relative(ROOT, OUT)}`);

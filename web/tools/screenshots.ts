// Screenshots of each state of the page for docs/web.md, on a 390×844 phone and at 1366×768 (a few
// in dark mode too): `npx tsx web/tools/screenshots.ts` (builds the page, starts the e2e harness's
// server and Chromium, writes docs/web/*.png). Look at every one before committing them.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildWeb, launchBrowser, ROOT, startServer } from '../../test/e2e/harness.js';

const OUT = path.join(ROOT, 'docs', 'web');
const VIEWPORTS = [
  ['phone', 390, 844],
  ['desktop', 1366, 768],
] as const;
/** The states shown in dark mode as well (enough to see it). */
const DARK = new Set(['marks-9x9', 'hint-9x9', 'finish-4x4']);
/** A hard puzzle whose fifth step is a pointing pair: the solution path shows its candidates. */
const POINTING = '...62...5.7.1.....3....9.184...9.2.68..5........36...75........784..........4.591';

const wait = (page: Page, prefix: string) =>
  page.waitForFunction((p) => document.querySelector('#status')?.textContent?.startsWith(p), prefix, { timeout: 60_000 });

async function confirmIfAsked(page: Page): Promise<void> {
  await page.waitForTimeout(80);
  if (await page.isVisible('#confirm')) await page.click('#confirm-yes');
}

/** The setup, through the menu on a phone. */
async function setup(page: Page): Promise<void> {
  if ((await page.isVisible('#menu-open')) && !(await page.isVisible('#size'))) await page.click('#menu-open');
}

async function newPuzzle(page: Page, size: string, level: string): Promise<void> {
  await setup(page);
  if ((await page.inputValue('#size')) !== size) {
    await page.selectOption('#size', size);
    await confirmIfAsked(page);
    await setup(page);
  }
  await page.click(`[data-difficulty="${level}"]`);
  await confirmIfAsked(page);
  await wait(page, 'New puzzle ready');
}

async function states(browser: Browser, url: string, name: string, width: number, height: number, dark: boolean): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: dark ? 'dark' : 'light', deviceScaleFactor: 1 });
  const page = await context.newPage();
  const shot = async (state: string) => {
    if (dark && !DARK.has(state)) return;
    // Status lines clear themselves after a few seconds; the shot is of a settled page.
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(OUT, `${state}-${name}${dark ? '-dark' : ''}.png`) });
  };
  await page.goto(url);
  await page.waitForSelector('#size option >> nth=8', { state: 'attached' });
  if (name === 'phone' && !dark) {
    await setup(page);
    await shot('menu');
    await page.keyboard.press('Escape');
  }
  await newPuzzle(page, '9:3x3', 'MEDIUM');
  await page.click('#grid .cell >> nth=40');
  await shot('new-9x9');
  // Marks and colours: fill notes, corner marks, a coloured multi-selection.
  await page.click('#fill-notes');
  await wait(page, 'Notes filled');
  const open = await page.$$eval('#grid .cell', (els) => els.flatMap((e, i) => (e.getAttribute('aria-readonly') === 'false' ? [i] : [])));
  for (const [k, i] of open.slice(0, 2).entries()) {
    await page.click(`#grid .cell[data-index="${i}"]`);
    await page.keyboard.press('x');
    for (const key of k === 0 ? ['1', '2'] : ['3', '4', '5']) await page.keyboard.press(key);
  }
  await page.keyboard.press('v');
  for (const i of open.slice(3, 6)) await page.click(`#grid .cell[data-index="${i}"]`, { modifiers: ['Shift'] });
  await page.keyboard.press('3');
  await page.keyboard.press('z');
  await shot('marks-9x9');
  await page.click('#hint');
  await wait(page, 'Hint:');
  await shot('hint-9x9');
  await page.click('#step-reveal');
  await shot('hint-answer-9x9');
  await page.click('#step-close');
  await page.click('#share-open');
  await page.waitForSelector('#share[open]');
  await page.waitForFunction(() => (document.querySelector('#share-position') as HTMLInputElement | null)?.value.includes('#s='));
  await shot('share-9x9');
  await page.keyboard.press('Escape');
  // The solution path of a puzzle with a pointing pair, at that step.
  await setup(page);
  await page.click('#paste-open');
  await page.fill('#paste-text', POINTING);
  await page.click('#paste-play');
  await confirmIfAsked(page);
  await wait(page, 'Puzzle pasted');
  await page.click('#path-open');
  await confirmIfAsked(page);
  await page.waitForSelector('#path:not([hidden])');
  for (let k = 0; k < 4; k++) await page.click('#path-next');
  await shot('solution-path-9x9');
  await page.click('#path-close');
  // A finish: a 4×4 solved by hand through its solution path.
  await newPuzzle(page, '4:2x2', 'EASY');
  const givens = await page.$$eval('#grid .cell', (els) => els.map((e) => e.textContent ?? ''));
  await page.click('#path-open');
  await confirmIfAsked(page);
  await page.waitForSelector('#path:not([hidden])');
  const total = Number(/of (\d+)/.exec((await page.textContent('#path-title')) ?? '')![1]);
  for (let k = 0; k < total; k++) await page.click('#path-next');
  const solved = await page.$$eval('#grid .cell', (els) => els.map((e) => (e.querySelector('.marks') ? '' : (e.textContent ?? ''))));
  await page.click('#path-close');
  // A few seconds of play, so the finish shows a time.
  await page.waitForTimeout(3000);
  for (let i = 0; i < 16; i++) {
    if (givens[i]) continue;
    await page.click(`#grid .cell[data-index="${i}"]`);
    await page.keyboard.press(solved[i]!);
  }
  await page.waitForSelector('#finish:not([hidden])');
  await page.waitForTimeout(900);
  await shot('finish-4x4');
  if (dark) return void (await context.close());
  // Paused, on a fresh 9×9.
  await newPuzzle(page, '9:3x3', 'EASY');
  await page.click('#pause');
  await shot('paused');
  await page.click('#resume');
  // 16×16 and 25×25 with every candidate noted (25×25 zoomed on the phone).
  await newPuzzle(page, '16:4x4', 'EASY');
  await page.click('#fill-notes');
  await wait(page, 'Notes filled');
  await page.click('#grid .cell >> nth=0');
  await shot('notes-16x16');
  await setup(page);
  await page.selectOption('#size', '25:5x5');
  await confirmIfAsked(page);
  if (await page.isVisible('#menu-open')) await page.keyboard.press('Escape');
  await page.click('#fill-notes');
  await wait(page, 'Notes filled');
  if (name === 'phone') {
    await page.click('#zoom');
    await page.click('#zoom');
  }
  await page.click('#grid .cell >> nth=0');
  await shot('notes-25x25');
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

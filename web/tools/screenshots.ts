// Screenshots of each state of the page for docs/web.md, on a 390×844 phone and at 1366×768 (a few
// in dark mode too): `npx tsx web/tools/screenshots.ts` (builds the page, starts the e2e harness's
// server and Chromium, writes docs/web/*.png; `… screenshots.ts variants` makes only the variant
// boards, light and dark, and `… variants windoku-9x9 kropki-9x9` only those named). Look at every
// one before committing them.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { encodeBoard } from '../../src/engine/codec.js';
import type { Rule } from '../../src/engine/index.js';
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

/** Every drawn rule kind on one 9×9 (a drawing sample, not a puzzle), r/c 0-based. */
const at = (r: number, c: number) => r * 9 + c;
const EVERY_RULE: Rule[] = [
  { kind: 'KILLER_CAGE', cells: [at(0, 0), at(0, 1), at(1, 0)], sum: 12 },
  { kind: 'KILLER_CAGE', cells: [at(0, 2), at(0, 3)], sum: 17 },
  { kind: 'THERMOMETER', cells: [at(2, 0), at(3, 0), at(4, 1), at(4, 2)] },
  { kind: 'ARROW', circle: [at(1, 4)], line: [at(2, 4), at(3, 5), at(3, 6)] },
  { kind: 'ARROW', circle: [at(6, 0), at(6, 1)], line: [at(7, 2), at(8, 3)] },
  { kind: 'KROPKI', cells: [at(5, 5), at(5, 6)], color: 'WHITE' },
  { kind: 'KROPKI', cells: [at(5, 6), at(6, 6)], color: 'BLACK' },
  { kind: 'XV', cells: [at(2, 7), at(2, 8)], sum: 10 },
  { kind: 'XV', cells: [at(3, 7), at(4, 7)], sum: 5 },
  { kind: 'PARITY', cell: at(8, 8), parity: 'EVEN' },
  { kind: 'PARITY', cell: at(8, 6), parity: 'ODD' },
  { kind: 'GREATER_THAN', greater: at(1, 7), lesser: at(1, 8) },
  { kind: 'WHISPERS', cells: [at(0, 5), at(0, 6), at(1, 6)] },
  { kind: 'RENBAN', cells: [at(3, 2), at(3, 3), at(2, 3)] },
  { kind: 'PALINDROME', cells: [at(6, 2), at(7, 3), at(8, 4), at(7, 5)] },
  { kind: 'QUADRUPLE', cell: at(4, 4), values: [1, 2, 5] },
  { kind: 'LITTLE_KILLER', clue: { row: -1, col: 0 }, direction: 'DOWN_RIGHT', sum: 30 },
  { kind: 'LITTLE_KILLER', clue: { row: 9, col: 8 }, direction: 'UP_LEFT', sum: 41 },
  { kind: 'SANDWICH', line: 'ROW', index: 4, sum: 15 },
  { kind: 'SANDWICH', line: 'COLUMN', index: 6, sum: 0 },
  { kind: 'EXTRA_REGION', cells: [at(5, 1), at(5, 2), at(6, 3)] },
  { kind: 'DIAGONAL', direction: 'ANTI' },
];

/** Ticks exactly these variants in the setup menu's chooser. */
async function chooseVariants(page: Page, variants: string[]): Promise<void> {
  await setup(page);
  if (!(await page.isVisible('#variant-list'))) await page.click('#variant-summary');
  await page.check('#variant-list input[data-variant="CLASSIC"]');
  for (const v of variants) await page.check(`#variant-list input[data-variant="${v}"]`);
  await page.click('#variant-summary');
}

/**
 * The generated variant boards shown: every variant the generator makes is in one of them (kropki
 * and XV come with their negative rules; the global rules without a drawing are named in the legend).
 */
const GENERATED = [
  [['KILLER'], 'killer-9x9'],
  [['JIGSAW'], 'jigsaw-9x9'],
  [['X', 'ANTI_KNIGHT'], 'x-anti-knight-9x9'],
  [['THERMO'], 'thermo-9x9'],
  [['WINDOKU'], 'windoku-9x9'],
  [['DISJOINT_GROUPS'], 'disjoint-groups-9x9'],
  [['ANTI_KING'], 'anti-king-9x9'],
  [['NON_CONSECUTIVE'], 'non-consecutive-9x9'],
  [['KROPKI'], 'kropki-9x9'],
  [['XV'], 'xv-9x9'],
] as const;

/** Variant boards: the generated ones, every drawn rule at once, a broken rule (`wanted`: only those states). */
async function variantStates(
  browser: Browser,
  url: string,
  name: string,
  width: number,
  height: number,
  dark: boolean,
  wanted: (state: string) => boolean,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: dark ? 'dark' : 'light', deviceScaleFactor: 1 });
  const page = await context.newPage();
  const shot = async (state: string) => {
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(OUT, `variant-${state}-${name}${dark ? '-dark' : ''}.png`) });
  };
  const closeMenu = async () => {
    if ((await page.isVisible('#menu-open')) && (await page.isVisible('#size'))) await page.keyboard.press('Escape');
  };
  await page.goto(url);
  await page.waitForSelector('#size option >> nth=8', { state: 'attached' });
  for (const [variants, state] of GENERATED) {
    if (!wanted(state)) continue;
    await chooseVariants(page, [...variants]);
    await newPuzzle(page, '9:3x3', 'EASY');
    await closeMenu();
    await page.click('#fill-notes');
    await wait(page, 'Notes filled');
    await page.click('#grid .cell >> nth=10');
    await shot(state);
    if (state === 'killer-9x9') {
      // The same digit twice in one cage: both cells red, the cage red, and the note names it.
      const saved = await page.evaluate<string>("localStorage.getItem('sudoku:game:' + localStorage.getItem('sudoku:current'))");
      const rules = (JSON.parse(saved) as { game: { rules: Rule[] } }).game.rules;
      const cage = rules.find((r) => r.kind === 'KILLER_CAGE' && r.cells.length > 1) as Extract<Rule, { kind: 'KILLER_CAGE' }>;
      await page.keyboard.press('z');
      for (const i of cage.cells.slice(0, 2)) {
        await page.click(`#grid .cell[data-index="${i}"]`);
        await page.keyboard.press('1');
      }
      await page.waitForSelector('g.rule.broken');
      await shot('killer-conflict-9x9');
      await page.keyboard.press('Backspace');
    }
  }
  if (!wanted('every-rule-9x9')) return void (await context.close());
  // Every drawn rule at once, pasted as an f-puzzles link.
  const text = encodeBoard(
    { board: { shape: { size: 9, boxRows: 3, boxCols: 3 }, cells: new Uint8Array(81), rules: EVERY_RULE } },
    'FPUZZLES',
  );
  if (!text.ok) throw new Error(text.error.message);
  await setup(page);
  await page.click('#paste-open');
  await page.fill('#paste-text', text.value);
  await page.click('#paste-play');
  await confirmIfAsked(page);
  await wait(page, 'Puzzle pasted');
  await page.click('#grid .cell >> nth=0');
  await page.click('#fill-notes');
  await wait(page, 'Notes filled');
  await shot('every-rule-9x9');
  await context.close();
}

mkdirSync(OUT, { recursive: true });
buildWeb();
const [browser, server] = await Promise.all([launchBrowser(), startServer()]);
const [only, ...names] = process.argv.slice(2);
const wanted = (state: string) => names.length === 0 || names.includes(state);
try {
  for (const [name, w, h] of VIEWPORTS) {
    for (const dark of [false, true]) {
      if (only !== 'variants') await states(browser, server.url + '/', name, w, h, dark);
      await variantStates(browser, server.url + '/', name, w, h, dark, wanted);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${path.relative(ROOT, OUT)}`);

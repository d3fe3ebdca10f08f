// Teaching on the page, end to end (its own server and browser): Learn's cards show an example
// where the technique's step applies (checked with the API's nextStep on the board and candidates
// the card draws), judge a wrong and a right "try it" answer, and "Practise this" opens a puzzle
// whose hardest step is the technique; a rule step's card does the same on a variant puzzle, its
// rules drawn on the example and sent with it; a game played move by move on the page (the scripted game
// of the review's tests, with a mistake undone and the hidden pair skipped) is reviewed on its
// finish card, with the techniques found, and another player's id cannot read that review; "Your
// games" shows the same review under the puzzle, and Learn marks the techniques the review says the
// player met and applied.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_WEB_DIR } from '../../src/server/web.js';
import { startApi } from '../api/harness.js';
import { buildWeb, launchBrowser, type RunningServer } from './harness.js';
import { api, axeSerious, cell, cells, chooseSize, currentPuzzle, gradeOf, SHOTS, symbolOf, text, waitStatus } from './page-helpers.js';
import { PUZZLE, scriptedGame } from '../engine/review/scripted-game.js';
import { TECHNIQUES } from '../../src/engine/index.js';
import { practiceTechniques } from '../../src/engine/review.js';
import { killerPractice, practiceVariants } from '../../src/engine/generate/practice.js';
import type { TechniqueName } from '../../src/engine/logic/types.js';
import { techniqueName } from '../../web/src/info.js';

let server: RunningServer;
let browser: Browser;
/** The page the helpers below act on (the offline block swaps in its own context's page). */
let page: Page;

beforeAll(async () => {
  buildWeb();
  // The page's server, with no finish floor: the scripted game is played in seconds, and a finish
  // faster than the floor would be kept out of the statistics this test reads.
  const served = await startApi({ webDir: DEFAULT_WEB_DIR, rateLimits: { finishMsPerEmptyCell: 0 } });
  server = {
    url: new URL(served.url).origin,
    async stop() {
      await served.stop();
      served.db.remove();
    },
  };
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
  await page.goto(server.url);
  // A locator, not a string evaluated in the page: the page's CSP refuses that.
  await page.locator('#status', { hasText: /^Pick a size/ }).waitFor({ timeout: 30_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Drawn {
  cells: string;
  /** The board's rules as BoardInput.rules (none on a classic board). */
  rules: unknown[] | null;
  candidates: Map<number, number[]>;
}

/** The example board a card draws: its cells, its rules and each open cell's candidates. */
async function drawn(card: string): Promise<Drawn> {
  const grid = page.locator(`${card} .learn-grid`);
  const cells = (await grid.getAttribute('data-cells'))!;
  const rules = await grid.getAttribute('data-rules');
  const list = await page.$$eval(`${card} .learn-cell[data-candidates]`, (els) =>
    els.map((e) => [Number(e.getAttribute('data-index')), e.getAttribute('data-candidates')!.split(' ').map(Number)] as const),
  );
  return { cells, rules: rules === null ? null : (JSON.parse(rules) as unknown[]), candidates: new Map(list.map(([i, c]) => [i, [...c]])) };
}

const NEXT = `query($b: BoardInput!, $n: [CellNotes!]) { nextStep(board: $b, notes: $n) {
  technique placements { row col value } eliminations { row col value } } }`;

/** Marks a candidate of the example (or unmarks it). */
const mark = (card: string, index: number, value: number) =>
  page.click(`${card} .learn-cell[data-index="${index}"] .cand[data-value="${value}"]`);

async function verdict(card: string): Promise<string> {
  await page.click(`${card} .learn-check`);
  return (await page.getAttribute(`${card} .learn-verdict`, 'data-verdict')) ?? '';
}

const NINE = { size: 9, boxRows: 3, boxCols: 3 };
const FAMILY = new Map<string, string>(TECHNIQUES.map((x) => [x.name, x.family]));
/** The families of the rule steps: steps only a board with rules has. */
const RULE_FAMILIES = new Set(['RULES', 'LINES', 'KILLER', 'SUMS']);
/** The rule steps practice makes a puzzle of on 9×9 (with the variant each needs, or on killers), as the table orders them. */
const RULE_STEPS_NINE = TECHNIQUES.map((x) => x.name as TechniqueName).filter(
  (t) => practiceVariants(NINE, t) !== null || killerPractice(NINE, t) !== undefined,
);

/** The candidates "Show the answer" marks struck (removed) or placed. */
async function shown(card: string, n: number, kind: 'struck' | 'placed'): Promise<{ row: number; col: number; value: number }[]> {
  const list = await page.$$eval(`${card} .cand.${kind}`, (els) =>
    els.map((e) => [Number(e.closest('.learn-cell')!.getAttribute('data-index')), Number(e.getAttribute('data-value'))] as const),
  );
  return list.map(([i, value]) => ({ row: Math.floor(i / n), col: i % n, value }));
}
const SIX = { size: 6, boxRows: 2, boxCols: 3 };

/** Opens a card, draws its example, checks it with nextStep and answers wrong, then right. */
async function tryTechnique(t: string, shape: typeof NINE): Promise<void> {
  const n = shape.size;
  const card = `.learn-card[data-technique="${t}"]`;
  // Open the card (a card Practise this left open stays open).
  if (!(await page.locator(card).evaluate((e) => e.hasAttribute('open')))) await page.click(`${card} > summary`);
  await page.click(`${card} .learn-example`);
  // The example, or the sentence saying why there is none (shown in the failure).
  await page.waitForSelector(`${card} .learn-grid, ${card} .learn-note:text-matches("^No ")`, { timeout: 30_000 });
  expect(await page.locator(`${card} .learn-grid`).count(), (await page.textContent(`${card} .learn-note`)) ?? '').toBe(1);
  const { cells, rules, candidates } = await drawn(card);
  expect(cells).toHaveLength(n * n);
  // A rule step's example is a variant board, its rules drawn (rule-layer.ts) and named; a classic one has none.
  const ruleStep = RULE_FAMILIES.has(FAMILY.get(t)!);
  expect(rules !== null).toBe(ruleStep);
  expect((await page.locator(`${card} .learn-frame svg g.rule`).count()) > 0).toBe(ruleStep);
  expect((await page.locator(`${card} .learn-rules li`).count()) > 0).toBe(ruleStep);
  const notes = [...candidates].map(([i, values]) => ({ row: Math.floor(i / n), col: i % n, values }));
  const b = { cells, boxRows: shape.boxRows, boxCols: shape.boxCols, ...(rules ? { rules } : {}) };
  const step = (await api(server, NEXT, { b, n: notes })).nextStep;
  let want: { row: number; col: number; value: number }[] = step.eliminations.length ? step.eliminations : step.placements;
  if (step.technique !== t) {
    // A forcing chain's rung: the hint may take another chain of the rung first (the page then
    // checks against the path's own step, shown by "Show the answer" and sound by the solution).
    expect([t, step.technique].map((x) => FAMILY.get(x))).toEqual(['FORCING_CHAINS', 'FORCING_CHAINS']);
    await page.click(`${card} .learn-answer`);
    const struck = await shown(card, n, 'struck');
    want = struck.length ? struck : await shown(card, n, 'placed');
    expect(want.length).toBeGreaterThan(0);
    const solved = (await api(server, `mutation($b: BoardInput!) { solve(board: $b) { solution { cells } } }`, { b })).solve;
    const value = (e: { row: number; col: number }) => Number(solved.solution.cells[e.row * n + e.col]);
    for (const e of want) expect(value(e) === e.value).toBe(struck.length === 0);
  } else expect(step.technique).toBe(t);
  expect(want.length).toBeGreaterThan(0);
  // Wrong: a candidate the step keeps.
  const wanted = new Set(want.map((e) => `${e.row * n + e.col}:${e.value}`));
  const [keptCell, keptValues] = [...candidates].find(([i, vs]) => vs.some((v) => !wanted.has(`${i}:${v}`)))!;
  const kept = keptValues.find((v) => !wanted.has(`${keptCell}:${v}`))!;
  await mark(card, keptCell, kept);
  expect(await verdict(card)).toBe('wrong');
  // Right: exactly the step's eliminations (or its placement).
  await mark(card, keptCell, kept);
  for (const e of want) await mark(card, e.row * n + e.col, e.value);
  expect(await verdict(card)).toBe('right');
  expect(await page.textContent(`${card} .learn-verdict`)).toMatch(/^Right: /);
  await page.click(`${card} > summary`);
}

describe('Learn', () => {
  it('has one card per technique of the engine table but trial, simplest first', async () => {
    await page.click('#learn-open');
    await page.waitForSelector('#learn[open] .learn-card');
    const names = await page.$$eval('.learn-card', (els) => els.map((e) => e.getAttribute('data-technique')));
    expect(names).toEqual(TECHNIQUES.map((t) => t.name).filter((t) => t !== 'TRIAL'));
    // The techniques the 9×9 bank draws at once are marked.
    await expect.poll(() => page.locator('.learn-card.banked').count()).toBeGreaterThan(40);
  });

  // Every technique the 9×9 practice bank draws at once (46 of the table's 48 but trial).
  it.each(practiceTechniques(NINE))('9×9 %s: an example where the step applies (nextStep), a wrong and a right try judged so', (t) =>
    tryTechnique(t, NINE),
  );

  it('Practise this opens a puzzle whose hardest step is the technique', async () => {
    const before = await currentPuzzle(page);
    await page.click('.learn-card[data-technique="X_WING"] > summary');
    await page.click('.learn-card[data-technique="X_WING"] .learn-practice');
    await expect.poll(() => page.locator('#learn[open]').count()).toBe(0);
    await expect.poll(() => currentPuzzle(page), { timeout: 30_000 }).not.toBe(before);
    await waitStatus(page, 'New puzzle ready');
    const grade = await gradeOf(server, await currentPuzzle(page));
    expect(grade.rating?.hardest).toBe('X_WING');
  });
});

describe('Learn rule steps', () => {
  beforeAll(async () => {
    if ((await page.locator('#learn[open]').count()) === 0) await page.click('#learn-open');
    await page.waitForSelector('#learn[open] .learn-card');
  });

  it('covers every rule step practice makes on 9×9', () => {
    expect(RULE_STEPS_NINE).toEqual([
      'QUADRUPLE_VALUES',
      'THERMOMETER_RANGE',
      'PAIR_RELATION',
      'RENBAN_RUN',
      'CAGE_COMBINATION',
      'ARROW_SUM',
      'LITTLE_KILLER_SUM',
      'SANDWICH_SUM',
      'INNIES_OUTIES',
    ]);
  });

  it.each(RULE_STEPS_NINE)(
    '9×9 %s: an example with its rules drawn where the step applies (nextStep), a wrong and a right try judged so',
    (t) => tryTechnique(t, NINE),
  );

  // The examples' rules drawn and named pass axe (the drawing is hidden from screen readers, the
  // list names the rules), on a phone and a desktop, light and dark; the shots are for a person to look at.
  it('the examples with rules pass axe on a phone and a desktop, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      // The page's Content-Security-Policy refuses inline scripts: axe is injected past it (bypassCSP).
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme, bypassCSP: true });
      const other = await context.newPage();
      await other.goto(server.url);
      await other.locator('#status', { hasText: /^Pick a size/ }).waitFor({ timeout: 30_000 });
      await other.click('#learn-open');
      for (const t of ['CAGE_COMBINATION', 'SANDWICH_SUM', 'QUADRUPLE_VALUES', 'PAIR_RELATION']) {
        const card = `.learn-card[data-technique="${t}"]`;
        await other.click(`${card} > summary`);
        await other.click(`${card} .learn-example`);
        await other.waitForSelector(`${card} .learn-frame g.rule`, { timeout: 30_000 });
        await other.locator(`${card} .learn-frame`).screenshot({ path: `${SHOTS}/learn-${t.toLowerCase()}-phone-${colorScheme}.png` });
      }
      expect(await axeSerious(other), `Learn, phone, ${colorScheme}`).toEqual([]);
      await other.setViewportSize({ width: 1366, height: 900 });
      expect(await axeSerious(other), `Learn, desktop, ${colorScheme}`).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('Practise this opens the practice puzzle with its rules', async () => {
    const before = await currentPuzzle(page);
    await page.click('.learn-card[data-technique="ARROW_SUM"] > summary');
    await page.click('.learn-card[data-technique="ARROW_SUM"] .learn-practice');
    await expect.poll(() => page.locator('#learn[open]').count()).toBe(0);
    await expect.poll(() => currentPuzzle(page), { timeout: 30_000 }).not.toBe(before);
    await waitStatus(page, 'New puzzle ready');
    const id = await currentPuzzle(page);
    expect((await gradeOf(server, id)).rating?.hardest).toBe('ARROW_SUM');
    // The board draws the puzzle's arrows, as the server stored them.
    const stored = await api(server, `query($id: ID!) { puzzle(id: $id) { board { rules { kind } } } }`, { id });
    const arrows = (stored.puzzle.board.rules as { kind: string }[]).filter((r) => r.kind === 'ARROW').length;
    expect(arrows).toBeGreaterThan(0);
    expect(await page.locator('#board g.rule-arrow').count()).toBe(arrows);
  });
});

// Offline: with the network cut, the page is served by its service worker, and Learn's example,
// "try it" and "Practise this" come from the engine in the page's worker (its practice bank included).
describe('Learn offline', () => {
  let online: Page;
  let offline: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
    offline = await context.newPage();
    await offline.goto(server.url);
    // (expect.poll belongs to tests: a hook waits by hand.)
    for (
      let waited = 0;
      !(await offline.evaluate('navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)'));
      waited += 200
    ) {
      if (waited > 20_000) throw new Error('no service worker controls the page');
      await offline.waitForTimeout(200);
    }
    await context.setOffline(true);
    await offline.reload();
    await offline.locator('#status', { hasText: /^Offline: the engine in this browser/ }).waitFor({ timeout: 30_000 });
    online = page;
    page = offline;
  }, 60_000);
  afterAll(async () => {
    page = online;
    await offline?.context().close();
  });

  it('9×9 X-Wing: the example is made in this browser, the step applies (nextStep), a wrong and a right try judged so', async () => {
    await page.click('#learn-open');
    await page.waitForSelector('#learn[open] .learn-card');
    await tryTechnique('X_WING', NINE);
    expect(await page.textContent('.learn-card[data-technique="X_WING"] .learn-note')).toMatch(
      /^Step \d+ of a practice puzzle \(made offline in this browser\), with every candidate left then\./,
    );
  });

  it('9×9 arrow sum: the arrow puzzle is made in this browser, its rules drawn and sent with it; a wrong and a right try judged so', async () => {
    await tryTechnique('ARROW_SUM', NINE);
    expect(await page.textContent('.learn-card[data-technique="ARROW_SUM"] .learn-note')).toMatch(
      /^Step \d+ of a practice puzzle \(made offline in this browser\)/,
    );
    expect(await page.locator('.learn-card[data-technique="ARROW_SUM"] .learn-frame g.rule-arrow').count()).toBeGreaterThan(0);
  });

  it('Practise this: a puzzle made in this browser whose hardest step is the technique', async () => {
    await page.click('.learn-card[data-technique="SWORDFISH"] > summary');
    await page.click('.learn-card[data-technique="SWORDFISH"] .learn-practice');
    await waitStatus(page, 'New puzzle ready (made offline');
    expect(await text(page, '#puzzle-info')).toMatch(/^9x9 · \w+ · practice: Swordfish · made offline in this browser · rated /);
    const givens = (await cells(page)).map((c) => (c.given ? c.text : '.')).join('');
    const a = (await api(server, `query($b: BoardInput!) { analyze(board: $b) { hardest } }`, { b: { cells: givens } })).analyze;
    expect(a.hardest).toBe('SWORDFISH');
  });
});

describe('Learn on 6×6', () => {
  it('makes its examples for the shape on the board', async () => {
    await chooseSize(page, '6:2x3');
    await page.click('#learn-open');
    await page.waitForSelector('#learn[open]');
    expect(await page.textContent('#learn-shape')).toBe('6×6');
  });

  // Every technique the 6×6 bank draws at once.
  it.each(practiceTechniques(SIX))('6×6 %s: an example where the step applies (nextStep), a wrong and a right try judged so', (t) =>
    tryTechnique(t, SIX),
  );

  // A hidden quad never comes first on 6×6: its complement in a unit is a naked pair, found before it.
  it('says so where the shape has no example of a technique, naming the nearest it has', async () => {
    await page.click('.learn-card[data-technique="HIDDEN_QUAD"] > summary');
    await page.click('.learn-card[data-technique="HIDDEN_QUAD"] .learn-example');
    await expect
      .poll(() => page.textContent('.learn-card[data-technique="HIDDEN_QUAD"] .learn-note'), { timeout: 30_000 })
      .toMatch(/^No 6×6 example of Hidden quad was found(: try .+, the nearest this size has)?\.$/);
    expect(await page.locator('.learn-card[data-technique="HIDDEN_QUAD"] .learn-grid').count()).toBe(0);
    await page.click('#learn-close');
  });
});

describe('the review of a finished game', () => {
  const game = scriptedGame();
  const name = (i: number) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
  const needed = techniqueName(game.path[game.hard]!.technique);
  const wrongLine = `Move ${game.j0 + 1}: ${game.wrong} at ${name(game.wrongCell)} was wrong; taken back at move ${game.j + 1}.`;
  const skipLine = new RegExp(
    `Move ${game.k + 1}: ${game.solution[game.late]} at ${name(game.late)} needed an? ${needed}; a Hidden pair was there first\\.`,
  );
  let gameId = '';
  let player = '';

  it('shows the mistake undone, the hidden pair skipped and the techniques found; another player cannot read it', async () => {
    const created = await api(server, `mutation($b: BoardInput!) { createPuzzle(board: $b) { id } }`, { b: { cells: PUZZLE } });
    const id: string = created.createPuzzle.id;
    await page.evaluate(`localStorage.setItem('sudoku:current', ${JSON.stringify(id)})`);
    await page.reload();
    await waitStatus(page, 'Puzzle loaded');
    // The server's game has started (its id is saved with the game).
    const gameIdOf = () => page.evaluate<string | null>(`JSON.parse(localStorage.getItem('sudoku:game:${id}') ?? '{}').gameId ?? null`);
    await expect.poll(gameIdOf).not.toBeNull();
    // Every move as a player makes it: a click and a key, Undo for the undo (the script's hint is typed too).
    for (const m of game.moves) {
      if (m.kind === 'UNDO') {
        await page.click('#undo');
        continue;
      }
      const { row, col, value } = m.changes[0]!;
      await cell(page, row * 9 + col).click();
      await page.keyboard.press(symbolOf(value));
    }
    await page.waitForSelector('#review-summary', { timeout: 60_000 });
    const moments = (await page.textContent('#review-moments')) ?? '';
    expect(moments).toContain(wrongLine);
    expect(moments).toMatch(skipLine);
    expect(await page.textContent('#review-summary')).toContain('1 mistake taken back');
    const found = (await page.textContent('#review-techniques')) ?? '';
    expect(found).toContain('Hidden single');
    expect(found).toContain(needed);
    // The statistics count the techniques found, by games.
    await page.click('#stats > summary');
    await expect.poll(() => page.textContent('#stats-techniques'), { timeout: 30_000 }).toContain('Hidden single (1)');
    // The review is the game's player's alone.
    gameId = (await gameIdOf())!;
    player = (await page.evaluate<string | null>("localStorage.getItem('sudoku:player')"))!;
    const REVIEW = `query($g: ID!, $p: String!) { gameReview(gameId: $g, player: $p) { mistakes } }`;
    expect((await api(server, REVIEW, { g: gameId, p: player })).gameReview.mistakes).toBe(1);
    const res = await fetch(server.url + '/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: REVIEW, variables: { g: gameId, p: randomBytes(18).toString('base64url') } }),
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('"Your games" lists the finished puzzle with the same review, unfolded on demand', async () => {
    expect(gameId).not.toBe('');
    // The player's own puzzles (the default list), the finished game's entry carrying its review.
    expect(await page.getAttribute('#history-yours', 'aria-pressed')).toBe('true');
    const entry = page.locator(`#history-list .history-review[data-game="${gameId}"]`);
    await expect.poll(() => entry.count(), { timeout: 30_000 }).toBe(1);
    expect(await entry.locator('.review-summary').count()).toBe(0);
    await entry.locator('summary').click();
    await entry.locator('.review-moments').waitFor({ timeout: 60_000 });
    const moments = (await entry.locator('.review-moments').textContent()) ?? '';
    expect(moments).toContain(wrongLine);
    expect(moments).toMatch(skipLine);
    expect(await entry.locator('.review-summary').textContent()).toContain('1 mistake taken back');
    const found = (await entry.locator('.review-techniques').textContent()) ?? '';
    expect(found).toContain('Hidden single');
    expect(found).toContain(needed);
    // The finish card's ids stay the finish card's own.
    expect(await page.locator('#history-list [id^="review-"]').count()).toBe(0);
  });

  it("Learn marks each technique the game's review met and applied", async () => {
    const REVIEW = `query($g: ID!, $p: String!) { gameReview(gameId: $g, player: $p) {
      techniquesFound placements { simplest { technique } needed { technique } } } }`;
    const review = (await api(server, REVIEW, { g: gameId, p: player })).gameReview as {
      techniquesFound: string[];
      placements: { simplest: { technique: string } | null; needed: { technique: string } | null }[];
    };
    const applied = new Set(review.techniquesFound);
    const met = new Set(review.placements.flatMap((p) => [p.simplest?.technique, p.needed?.technique]).filter((t) => t !== undefined));
    for (const t of applied) met.delete(t);
    // The review's own words: singles and the HARD step applied, the hidden pair met at move k.
    expect(applied).toContain('HIDDEN_SINGLE');
    expect(applied).toContain(game.path[game.hard]!.technique);
    expect(met).toContain('HIDDEN_PAIR');
    await page.click('#learn-open');
    await page.waitForSelector('#learn[open] .learn-card');
    const marks = await page.$$eval('.learn-card', (els) =>
      els.map((e) => [e.getAttribute('data-technique')!, e.classList.contains('applied'), e.classList.contains('met')] as const),
    );
    for (const [t, isApplied, isMet] of marks) {
      expect([t, isApplied]).toEqual([t, applied.has(t)]);
      expect([t, isMet]).toEqual([t, met.has(t)]);
    }
    const card = (t: string) => `.learn-card[data-technique="${t}"] .learn-progress`;
    expect(await page.textContent(card('HIDDEN_SINGLE'))).toBe(' · applied in 1 game');
    expect(await page.textContent(card('HIDDEN_PAIR'))).toBe(' · met in 1 game, not applied yet');
    expect(await page.textContent('#learn-progress')).toBe(
      `In your finished games: ${applied.size} techniques applied (✔), ${[...met].filter((t) => t !== 'TRIAL').length} more met (○) but not applied yet.`,
    );
    await page.click('#learn-close');
    // Reviews this browser has not read (its progress cleared here) are read when Learn opens.
    await page.evaluate("localStorage.removeItem('sudoku:progress')");
    await page.click('#learn-open');
    await page.waitForSelector('#learn[open]');
    await expect
      .poll(() => page.locator('.learn-card[data-technique="HIDDEN_PAIR"]').getAttribute('class'), { timeout: 30_000 })
      .toMatch(/\bmet\b/);
    expect(await page.textContent(card('HIDDEN_SINGLE'))).toBe(' · applied in 1 game');
    expect(await page.evaluate<boolean>("localStorage.getItem('sudoku:progress') !== null")).toBe(true);
    await page.click('#learn-close');
  });
});

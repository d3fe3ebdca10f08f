// Variant puzzles on the page: a killer, a jigsaw, an X, a thermo and an anti-knight puzzle each
// generated from the variant chooser, drawn as their rules say (every cage sum legible in its
// top-left cell and clear of the marks, a thick border wherever the jigsaw's region changes, both
// diagonals, each thermometer's bulb on its cell, the legend), a rule broken on the way shown red and
// named, then played to the finish; a variant share link in a fresh browser; a pasted f-puzzles
// killer played to its published solution; a hint on a killer with the network cut; a killer on a
// 390×844 phone; axe on a killer, light and dark.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findConflicts, solve, type Rule, type Shape } from '../../../src/engine/index.js';
import { regionEdges } from '../../../web/src/outline.js';
import { sumCell } from '../../../web/src/rule-shapes.js';
import { ruleName } from '../../../web/src/rule-words.js';
import {
  cell,
  cells,
  notesOf,
  openSetup,
  SHOTS,
  symbolOf,
  text,
  typeSolution,
  waitStatus,
  type PageContext,
  axeSerious,
} from '../page-helpers.js';

const DATASETS = path.join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'datasets', 'variants');
const PHONE = { width: 390, height: 844 };

interface Puzzle {
  shape: Shape;
  givens: number[];
  rules: Rule[];
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The puzzle on screen as the page keeps it (its save): shape, givens and rules. */
async function onScreen(page: Page): Promise<Puzzle> {
  const saved = await page.evaluate<string>("localStorage.getItem('sudoku:game:' + localStorage.getItem('sudoku:current'))");
  const { game } = JSON.parse(saved) as { game: Puzzle };
  return { shape: game.shape, givens: game.givens, rules: game.rules ?? [] };
}

/** Ticks exactly these variants in the setup menu's chooser (none: classic). */
async function chooseVariants(page: Page, variants: string[]): Promise<void> {
  await openSetup(page);
  if (!(await page.locator('#variant-picker').evaluate((d) => (d as unknown as { open: boolean }).open)))
    await page.click('#variant-summary');
  await page.check('#variant-list input[data-variant="CLASSIC"]');
  for (const v of variants) await page.check(`#variant-list input[data-variant="${v}"]`);
  await page.click('#variant-summary');
}

/** A new puzzle of the chosen variants at a level; waits for it to be on screen. */
async function newVariantPuzzle(page: Page, variants: string[], level = 'EASY'): Promise<Puzzle> {
  await chooseVariants(page, variants);
  const before = await page.evaluate<string | null>("localStorage.getItem('sudoku:current')");
  const previous = before ? JSON.stringify(await onScreen(page)) : '';
  await page.click(`[data-difficulty="${level}"]`);
  // Unfinished work asks first; a quick generation may already be done when the status is read.
  await expect
    .poll(async () => (await page.isVisible('#confirm')) || /^(Making a|New puzzle ready)/.test(await text(page, '#status')), {
      timeout: 10_000,
    })
    .toBe(true);
  if (await page.isVisible('#confirm')) await page.click('#confirm-yes');
  await waitStatus(page, 'New puzzle ready');
  await expect.poll(async () => JSON.stringify(await onScreen(page)), { timeout: 10_000 }).not.toBe(previous);
  return onScreen(page);
}

/** Every cage's sum is written in its top-left cell, inside it, and clear of the cell's marks. */
async function checkCageSums(page: Page, p: Puzzle): Promise<number> {
  let checked = 0;
  for (const [i, rule] of p.rules.entries()) {
    if (rule.kind !== 'KILLER_CAGE' || rule.sum === undefined) continue;
    const sum = page.locator(`[data-layer="rules-under"] g[data-rule="${i}"] text.cage-sum`);
    expect(await sum.textContent()).toBe(String(rule.sum));
    const box = (await sum.boundingBox())!;
    const at = cell(page, sumCell(rule.cells));
    expect(inside(box, (await at.boundingBox())!), `cage ${i}'s sum inside r${Math.floor(sumCell(rule.cells) / 9) + 1}`).toBe(true);
    // Legible: at least 8 px tall on this screen.
    expect(box.height).toBeGreaterThanOrEqual(8);
    for (const mark of await at.locator('.marks span span, .v').all()) {
      const m = await mark.boundingBox();
      if (m) expect(overlap(box, m), `cage ${i}'s sum covers a mark or value`).toBe(false);
    }
    checked++;
  }
  expect(await page.locator('text.cage-sum').count()).toBe(checked);
  return checked;
}

/** A thick border exactly where the jigsaw's region changes (and nowhere else inside the grid). */
async function checkRegionBorders(page: Page, regions: readonly number[], n: number): Promise<void> {
  const edges = regionEdges(regions, n);
  const drawn = await page.$$eval('#grid .cell', (els) => {
    type Style = { borderRightWidth: string; borderBottomWidth: string };
    const style = (e: unknown) => (globalThis as unknown as { getComputedStyle(x: unknown): Style }).getComputedStyle(e);
    return els.map((e) => ({
      right: e.classList.contains('box-right') && parseFloat(style(e).borderRightWidth) >= 2,
      bottom: e.classList.contains('box-bottom') && parseFloat(style(e).borderBottomWidth) >= 2,
    }));
  });
  expect(drawn).toEqual(edges);
}

/**
 * A value for an empty cell that breaks exactly one rule of the puzzle, found by the engine: one that
 * breaks no row, column or box where there is one (a jigsaw: its region alone), else one that also
 * repeats in a row, column or box (an X puzzle may leave no diagonal clash free of them).
 */
function ruleBreaker(p: Puzzle, values: number[]): { cell: number; value: number; rules: number[] } {
  const n = p.shape.size;
  const jigsaw = p.rules.some((r) => r.kind === 'JIGSAW');
  // The engine reports a region clash as the box unit or as the jigsaw rule.
  const inRegion = (c: ReturnType<typeof findConflicts>[number]) =>
    (c.units.length === 1 && c.units[0] === 'BOX' && !c.rules?.length) ||
    (c.units.length === 0 && c.rules?.length === 1 && p.rules[c.rules[0]!]!.kind === 'JIGSAW');
  for (const pure of [true, false]) {
    for (let i = 0; i < n * n; i++) {
      if (values[i]) continue;
      for (let v = 1; v <= n; v++) {
        const cells = Uint8Array.from(values);
        cells[i] = v;
        const found = findConflicts({ shape: p.shape, cells, rules: p.rules });
        if (found.length === 0) continue;
        const rules = [...new Set(found.flatMap((c) => c.rules ?? []))];
        const ok = jigsaw ? found.every(inRegion) : rules.length === 1 && (!pure || found.every((c) => c.units.length === 0));
        if (ok) return { cell: i, value: v, rules };
      }
    }
  }
  throw new Error('no single value breaks a rule');
}

/** Enters a value that breaks a rule: the cells turn red, the rule's drawing too, the note names it; then erases it. */
async function breakARule(page: Page, p: Puzzle, name: string): Promise<void> {
  const values = (await cells(page)).map((c, i) => p.givens[i] || (c.text ? Number.parseInt(c.text, 36) : 0));
  const b = ruleBreaker(p, values);
  await cell(page, b.cell).click();
  await page.keyboard.press(symbolOf(b.value));
  const after = await cells(page);
  expect(after[b.cell]!.conflict, `${name}: the cell turns red`).toBe(true);
  const note = await text(page, '#conflict-note');
  if (p.rules.some((r) => r.kind === 'JIGSAW')) expect(note).toMatch(/, breaking a jigsaw region\.$/);
  for (const r of b.rules) {
    expect(note, `${name}: the note names the rule`).toContain(ruleName(p.rules[r]!, p.shape.size).split(' at ')[0]!);
    const kind = p.rules[r]!.kind;
    // The grid's own borders draw a jigsaw: its clash is the red cells and the note.
    if (kind === 'JIGSAW') continue;
    if (kind === 'ANTI_KNIGHT' || kind === 'ANTI_KING') expect(await page.locator('.clash-link').count()).toBeGreaterThan(0);
    else expect(await page.locator(`g.rule.broken[data-rule="${r}"]`).count(), `${name}: rule ${r} drawn red`).toBe(1);
  }
  await page.screenshot({ path: path.join(SHOTS, `variant-${name}-conflict.png`) });
  await page.keyboard.press('Backspace');
  expect((await cells(page))[b.cell]!.conflict).toBe(false);
  expect(await page.locator('g.rule.broken, .clash-link').count()).toBe(0);
}

/** Types the engine's solution into every empty cell; the finish sheet must come. */
async function playToFinish(page: Page, p: Puzzle): Promise<void> {
  const o = solve({ shape: p.shape, cells: Uint8Array.from(p.givens), rules: p.rules });
  expect(o.status).toBe('SOLVED');
  expect(o.unique).toBe(true);
  const solution = [...o.solution!];
  const board = await cells(page);
  await typeSolution(page, p.shape.size, solution, (i) => board[i]!.given);
  await expect.poll(() => page.isVisible('#finish'), { timeout: 10_000 }).toBe(true);
}

const onPhone = (b: Box | null, what: string) =>
  expect(b && b.y >= 0 && b.x >= 0 && b.x + b.width <= PHONE.width && b.y + b.height <= PHONE.height, `${what} inside 390×844`).toBe(true);

/**
 * On the phone with a killer: both hint tiers leave the cells they highlight above the sheet, and the
 * menu (its variant chooser open), Share and Paste stay inside the screen without sideways scroll.
 */
async function phoneSheetsAndDialogs(phone: Page): Promise<void> {
  await phone.click('#hint');
  await waitStatus(phone, 'Hint:');
  for (const tier of [1, 2]) {
    if (tier === 2) await phone.click('#step-reveal');
    const sheet = (await phone.locator('#step').boundingBox())!;
    onPhone(sheet, `hint sheet, tier ${tier}`);
    const lit = await phone.$$eval('#grid .cell.unit, #grid .cell.pattern, #grid .cell.hint', (els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { y: r.y, bottom: r.bottom };
      }),
    );
    expect(lit.length, `highlighted cells, tier ${tier}`).toBeGreaterThan(0);
    for (const c of lit) expect(c.y >= 0 && c.bottom <= sheet.y, `a highlighted cell above the sheet, tier ${tier}`).toBe(true);
  }
  await phone.click('#step-close');
  const fits = async (sel: string) => {
    onPhone(await phone.locator(sel).boundingBox(), sel);
    const inner = await phone.$eval(sel, (e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(inner.scroll, `${sel} scrolls sideways`).toBeLessThanOrEqual(inner.client);
  };
  await openSetup(phone);
  await phone.click('#variant-summary');
  await fits('#setup');
  await phone.click('#variant-summary');
  await phone.keyboard.press('Escape');
  await phone.click('#share-open');
  await expect.poll(() => phone.inputValue('#share-export')).toMatch(/^https:/);
  await fits('#share');
  await phone.keyboard.press('Escape');
  await openSetup(phone);
  await phone.click('#paste-open');
  await phone.fill('#paste-text', 'https://www.f-puzzles.com/?load=' + 'A'.repeat(300));
  await fits('#paste');
  await phone.keyboard.press('Escape');
}

/** The published killer of datasets/variants/fpuzzles-setters.jsonl: its link and solution. */
function publishedKiller(): { link: string; solution: number[] } {
  const lines = readFileSync(path.join(DATASETS, 'fpuzzles-setters.jsonl'), 'utf8').trim().split('\n');
  const entry = lines
    .map((l) => JSON.parse(l) as { title: string; puzzle: string; solution: string })
    .find((x) => x.title.startsWith('October 10, 2023: Killer'))!;
  return { link: `https://www.f-puzzles.com/?load=${entry.puzzle}`, solution: [...entry.solution].map(Number) };
}

export function variantsSuite(ctx: PageContext): void {
  describe('variant puzzles', () => {
    const played: [string, string, (page: Page, p: Puzzle) => Promise<void>][] = [
      [
        'KILLER',
        'killer',
        async (page, p) => {
          expect(p.rules.every((r) => r.kind === 'KILLER_CAGE')).toBe(true);
          expect(await checkCageSums(page, p)).toBe(p.rules.length);
          expect(await text(page, '#legend-names')).toBe('Rules: Killer');
        },
      ],
      [
        'JIGSAW',
        'jigsaw',
        async (page, p) => {
          const jigsaw = p.rules.find((r) => r.kind === 'JIGSAW');
          expect(jigsaw).toBeDefined();
          await checkRegionBorders(page, jigsaw!.kind === 'JIGSAW' ? jigsaw!.regions : [], 9);
        },
      ],
      [
        'X',
        'x',
        async (page, p) => {
          expect(p.rules.filter((r) => r.kind === 'DIAGONAL')).toHaveLength(2);
          const d = await page.$$eval('[data-layer="rules-under"] .diagonal', (els) => els.map((e) => e.getAttribute('d')).sort());
          expect(d).toEqual(['M0 0L9 9', 'M0 9L9 0']);
        },
      ],
      [
        'THERMO',
        'thermo',
        async (page, p) => {
          const thermos = p.rules.flatMap((r, i) => (r.kind === 'THERMOMETER' ? [[i, r.cells[0]!] as const] : []));
          expect(thermos.length).toBeGreaterThan(0);
          for (const [i, bulb] of thermos) {
            const b = (await page.locator(`g[data-rule="${i}"] .thermo-bulb`).boundingBox())!;
            const c = (await cell(page, bulb).boundingBox())!;
            expect(Math.abs(b.x + b.width / 2 - (c.x + c.width / 2))).toBeLessThan(2);
            expect(Math.abs(b.y + b.height / 2 - (c.y + c.height / 2))).toBeLessThan(2);
          }
        },
      ],
      [
        'ANTI_KNIGHT',
        'anti-knight',
        async (page, p) => {
          expect(p.rules).toEqual([{ kind: 'ANTI_KNIGHT' }]);
          expect(await text(page, '#legend-list')).toContain("Cells a chess knight's move apart never hold the same digit.");
        },
      ],
    ];
    let page!: Page;

    for (const [variant, name, drawn] of played) {
      it(`generates a ${name} puzzle, draws its rules, shows a broken rule red and plays it to the finish`, async () => {
        page ??= await ctx.browser.newPage({ viewport: { width: 1366, height: 768 } });
        if (page.url() === 'about:blank') {
          await page.goto(ctx.server.url + '/');
          await page.waitForSelector('#size option >> nth=8', { state: 'attached' });
        }
        const p = await newVariantPuzzle(page, [variant]);
        expect(p.shape.size).toBe(9);
        expect(await text(page, '#variant-summary')).toContain(`Variant: `);
        // Drawn with every cell's candidates noted, so the marks' boxes are there to be checked too.
        await page.click('#fill-notes');
        await waitStatus(page, 'Notes filled');
        await drawn(page, p);
        await page.screenshot({ path: path.join(SHOTS, `variant-${name}.png`) });
        await breakARule(page, p, name);
        await playToFinish(page, p);
        await page.screenshot({ path: path.join(SHOTS, `variant-${name}-finish.png`) });
      }, 120_000);
    }

    it('opens a killer share link in a fresh browser with the same rules drawn', async () => {
      page ??= await ctx.browser.newPage({ viewport: { width: 1366, height: 768 } });
      const p = await newVariantPuzzle(page, ['KILLER']);
      await page.click('#share-open');
      await expect.poll(() => page.inputValue('#share-puzzle')).toMatch(/#s=/);
      const link = await page.inputValue('#share-puzzle');
      // The export picks a format that holds the cages.
      expect(await page.inputValue('#share-format')).toBe('FPUZZLES');
      expect(await page.inputValue('#share-export')).toMatch(/^https:\/\/www\.f-puzzles\.com\/\?load=/);
      await page.keyboard.press('Escape');
      const fresh = await ctx.browser.newContext({ viewport: { width: 1366, height: 768 } });
      const other = await fresh.newPage();
      await other.goto(link);
      await waitStatus(other, 'Shared puzzle opened');
      const q = await onScreen(other);
      expect(q.rules).toEqual(p.rules);
      expect(q.givens).toEqual(p.givens);
      expect(await checkCageSums(other, q)).toBe(p.rules.length);
      await fresh.close();
    }, 120_000);

    it('plays a pasted f-puzzles killer to its published solution', async () => {
      page ??= await ctx.browser.newPage({ viewport: { width: 1366, height: 768 } });
      const { link, solution } = publishedKiller();
      await openSetup(page);
      await page.click('#paste-open');
      await page.fill('#paste-text', link);
      expect(await text(page, '#paste-detected')).toBe('f-puzzles link: Killer, 9×9, 0 givens.');
      await page.click('#paste-play');
      await page.waitForTimeout(50);
      if (await page.isVisible('#confirm')) await page.click('#confirm-yes');
      await waitStatus(page, 'Puzzle pasted');
      const p = await onScreen(page);
      await checkCageSums(page, p);
      await typeSolution(page, 9, solution, () => false);
      await expect.poll(() => page.isVisible('#finish'), { timeout: 10_000 }).toBe(true);
    }, 120_000);

    it('gives a hint on a killer with the network cut (the engine in the worker plays the rules)', async () => {
      const context = await ctx.browser.newContext({ viewport: { width: 1366, height: 768 } });
      const off = await context.newPage();
      await off.goto(ctx.server.url + '/');
      await expect
        .poll(() => off.evaluate('navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)'), { timeout: 20_000 })
        .toBe(true);
      await context.setOffline(true);
      await off.reload();
      await waitStatus(off, 'Offline: the engine in this browser');
      const p = await newVariantPuzzle(off, ['KILLER']);
      expect(await text(off, '#puzzle-info')).toContain('made offline in this browser');
      const solution = solve({ shape: p.shape, cells: Uint8Array.from(p.givens), rules: p.rules }).solution!;
      // A killer's first steps are cage eliminations: with every candidate noted, applying one shows.
      await off.click('#fill-notes');
      await waitStatus(off, 'Notes filled');
      await off.click('#hint');
      await waitStatus(off, 'Hint: look at');
      await off.click('#step-reveal');
      await off.click('#step-apply');
      // The step places a value (the solution's) or removes candidates (never a cell's solution value).
      const after = await cells(off);
      const placed = after.flatMap((c, i) => (c.text && !c.given ? [[i, Number(c.text)] as const] : []));
      const noted = after.flatMap((c, i) => (notesOf(c).length ? [[i, notesOf(c)] as const] : []));
      expect(placed.length + noted.length, 'the applied step changed the board').toBeGreaterThan(0);
      expect(placed.length).toBeLessThanOrEqual(1);
      for (const [i, v] of placed) expect(v).toBe(solution[i]);
      for (const [i, marks] of noted) expect(marks, `r${Math.floor(i / 9) + 1}c${(i % 9) + 1} keeps its value`).toContain(solution[i]);
      await context.close();
    }, 120_000);

    it('fits a 9×9 killer on a 390×844 phone: board, keypad and Hint on the first screen; no serious axe violation, light and dark', async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        // The page's Content-Security-Policy refuses inline scripts: axe is injected past it (bypassCSP).
        const context = await ctx.browser.newContext({ viewport: PHONE, colorScheme, bypassCSP: true });
        const phone = await context.newPage();
        await phone.goto(ctx.server.url + '/');
        await phone.waitForSelector('#size option >> nth=8', { state: 'attached' });
        const p = await newVariantPuzzle(phone, ['KILLER']);
        await phone.click('#fill-notes');
        await waitStatus(phone, 'Notes filled');
        await cell(phone, p.rules[0]!.kind === 'KILLER_CAGE' ? p.rules[0]!.cells[0]! : 0).click();
        expect(await phone.evaluate('window.scrollY')).toBe(0);
        for (const sel of ['#grid', '#keypad', '#hint']) {
          const b = (await phone.locator(sel).boundingBox())!;
          expect(b.y >= 0 && b.x >= 0 && b.x + b.width <= PHONE.width && b.y + b.height <= PHONE.height, `${sel} on the first screen`).toBe(
            true,
          );
        }
        expect(await phone.isVisible('#cage-help')).toBe(true);
        expect(await axeSerious(phone), `killer, phone, ${colorScheme}`).toEqual([]);
        await phone.screenshot({ path: path.join(SHOTS, `variant-killer-phone-${colorScheme}.png`) });
        if (colorScheme === 'light') await phoneSheetsAndDialogs(phone);
        // The same killer on a desktop, the legend open beside the board and the variant chooser open.
        await phone.setViewportSize({ width: 1366, height: 768 });
        await phone.click('#variant-summary');
        expect(await axeSerious(phone), `killer, desktop, ${colorScheme}`).toEqual([]);
        await phone.click('#variant-summary');
        await context.close();
      }
    }, 180_000);
  });
}

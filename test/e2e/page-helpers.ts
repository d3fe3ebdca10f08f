// What the page tests share: one server, one browser, and readers of the board as the user sees it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT, type RunningServer } from './harness.js';

export const SHOTS = path.join(ROOT, 'test-results');

/** Filled in by page.test.ts's beforeAll; the suites read it inside their tests. */
export interface PageContext {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

export interface CellState {
  text: string;
  given: boolean;
  conflict: boolean;
  hint: boolean;
  wrong: boolean;
  pattern: boolean;
  unit: boolean;
  peer: boolean;
  same: boolean;
  /** The accessible description: the value, "notes 1 2 3" or "empty", then tags. */
  description: string;
}

export const valueOf = (s: string): number => (s === '' ? 0 : /[0-9]/.test(s) ? Number(s) : s.charCodeAt(0) - 55);
export const symbolOf = (v: number): string => (v <= 9 ? String(v) : String.fromCharCode(55 + v));

export async function cells(page: Page): Promise<CellState[]> {
  return page.$$eval('#grid .cell', (els) =>
    els.map((e) => ({
      // A cell shows a value, or marks (centre and corner), or nothing.
      text: e.querySelector('.marks') ? '' : (e.textContent ?? ''),
      given: e.classList.contains('given'),
      conflict: e.classList.contains('conflict'),
      hint: e.classList.contains('hint'),
      wrong: e.classList.contains('wrong'),
      pattern: e.classList.contains('pattern'),
      unit: e.classList.contains('unit'),
      peer: e.classList.contains('peer'),
      same: e.classList.contains('same'),
      description: e.getAttribute('aria-description') ?? '',
    })),
  );
}

/** Noted values of each cell, read from its accessible description. */
export const notesOf = (c: CellState): number[] => {
  const m = /^notes ([^,]+)/.exec(c.description);
  return m ? m[1]!.split(' ').map(valueOf) : [];
};

export const cell = (page: Page, i: number) => page.locator(`#grid .cell[data-index="${i}"]`);

export const text = async (page: Page, selector: string): Promise<string> => (await page.textContent(selector)) ?? '';

export async function waitStatus(page: Page, prefix: string): Promise<string> {
  await expect.poll(() => text(page, '#status'), { timeout: 30_000 }).toSatisfy((t: string) => t.startsWith(prefix));
  return text(page, '#status');
}

/** Opens the setup menu when the setup is folded into one (a phone); a wide screen shows it always. */
export async function openSetup(page: Page): Promise<void> {
  if ((await page.isVisible('#menu-open')) && !(await page.isVisible('#size'))) {
    await page.click('#menu-open');
    await page.waitForSelector('#size', { state: 'visible' });
  }
}

/** Closes the setup menu if it is one and open. */
export async function closeSetup(page: Page): Promise<void> {
  if ((await page.isVisible('#menu-open')) && (await page.isVisible('#size'))) {
    await page.keyboard.press('Escape');
    await page.waitForSelector('#size', { state: 'hidden' });
  }
}

/** Chooses a size (an empty board of it), through the menu on a phone. */
export async function chooseSize(page: Page, sizeValue: string): Promise<void> {
  await openSetup(page);
  await page.selectOption('#size', sizeValue);
  await acceptDiscard(page);
  await closeSetup(page);
}

export async function generate(
  page: Page,
  sizeValue: string,
  difficulty: 'EASY' | 'MEDIUM' | 'HARD' | 'EXPERT' | 'MASTER',
  n: number,
): Promise<CellState[]> {
  await openSetup(page);
  if ((await page.inputValue('#size')) !== sizeValue) await page.selectOption('#size', sizeValue);
  await acceptDiscard(page);
  // The status may already say "New puzzle ready" from the last puzzle: wait for a new one.
  const before = await currentPuzzle(page);
  await openSetup(page);
  await page.click(`[data-difficulty="${difficulty}"]`);
  await acceptDiscard(page);
  await expect.poll(() => currentPuzzle(page), { timeout: 30_000 }).not.toBe(before);
  await waitStatus(page, 'New puzzle ready');
  const board = await cells(page);
  expect(board).toHaveLength(n * n);
  return board;
}

/** Presses Solve and says yes to its question (a puzzle with givens asks first). */
export async function solveNow(page: Page): Promise<void> {
  await page.click('#solve');
  await page.waitForTimeout(50);
  if (await page.isVisible('#confirm')) await page.click('#confirm-yes');
}

/** Confirms the "leave this game?" question when the page asks it. */
async function acceptDiscard(page: Page): Promise<void> {
  await page.waitForTimeout(50);
  if (await page.isVisible('#confirm')) await page.click('#confirm-yes');
}

/** One GraphQL request to the test server; fails the test on any error. */
export async function api<T = any>(server: RunningServer, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(server.url + '/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The id of the puzzle on screen (the page remembers which game is open). */
export const currentPuzzle = (page: Page): Promise<string> => page.evaluate<string>("localStorage.getItem('sudoku:current') ?? ''");

/** The stored puzzle's solution, from the API, as values. */
export async function solutionOf(server: RunningServer, id: string): Promise<number[]> {
  const data = await api<{ puzzle: { solution: { cells: string } } }>(
    server,
    'query($id: ID!) { puzzle(id: $id) { solution { cells } } }',
    { id },
  );
  return [...data.puzzle.solution.cells].map(valueOf);
}

/** The stored puzzle's logic rating, from the API. */
export async function ratingOf(server: RunningServer, id: string): Promise<{ level: string; score: number } | null> {
  const data = await api<{ puzzle: { rating: { level: string; score: number } | null } }>(
    server,
    'query($id: ID!) { puzzle(id: $id) { rating { level score } } }',
    { id },
  );
  return data.puzzle.rating;
}

/** The stored grade of a puzzle: its seed (to replay a failure), rated level, hardest technique and whether it is the level asked. */
export async function gradeOf(
  server: RunningServer,
  id: string,
): Promise<{
  seed: string;
  difficulty: string;
  gradeMet: boolean | null;
  rating: { level: string; score: number; hardest: string | null } | null;
}> {
  const data = await api<{
    puzzle: {
      seed: string;
      difficulty: string;
      gradeMet: boolean | null;
      rating: { level: string; score: number; hardest: string | null } | null;
    };
  }>(server, 'query($id: ID!) { puzzle(id: $id) { seed difficulty gradeMet rating { level score hardest } } }', { id });
  return data.puzzle;
}

/** The API's candidates for a board, by cell index. */
export async function candidatesOf(server: RunningServer, board: CellState[], n: number): Promise<Map<number, number[]>> {
  const cellsText = board.map((c) => (c.text === '' ? '.' : c.text)).join('');
  const data = await api<{ candidates: { row: number; col: number; values: number[] }[] }>(
    server,
    'query($b: BoardInput!) { candidates(board: $b) { row col values } }',
    { b: { cells: cellsText } },
  );
  return new Map(data.candidates.map((c) => [c.row * n + c.col, c.values]));
}

/** Moves the selection from `from` to `to` with the arrow keys. */
export async function walk(page: Page, n: number, from: number, to: number): Promise<void> {
  const dr = Math.floor(to / n) - Math.floor(from / n);
  const dc = (to % n) - (from % n);
  for (let k = 0; k < Math.abs(dr); k++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let k = 0; k < Math.abs(dc); k++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
}

/** Types the solution into every empty cell by keyboard alone, starting from the focused cell 0. */
export async function typeSolution(page: Page, n: number, solution: number[], skip: (i: number) => boolean): Promise<void> {
  await cell(page, 0).focus();
  let at = 0;
  for (let i = 0; i < n * n; i++) {
    if (skip(i)) continue;
    await walk(page, n, at, i);
    at = i;
    const v = solution[i]!;
    // Two-digit values on big boards go in as their letter, one key each.
    await page.keyboard.press(symbolOf(v).toLowerCase());
  }
}

/** Asks for a hint (its first tier: the technique and where to look) and then its answer; returns the answer's status line. */
export async function hintAnswer(page: Page): Promise<string> {
  await page.click('#hint');
  await waitStatus(page, 'Hint: look at');
  expect(await page.isVisible('#step-apply')).toBe(false);
  await page.click('#step-reveal');
  return waitStatus(page, 'Hint:');
}

/**
 * A keypad key's accessible name as the browser computes it ("5, 3 left": the visible symbol and
 * count with words around them); Chrome puts a space between the key's two lines, dropped here.
 */
export async function keyName(page: Page, v: number): Promise<string> {
  const snapshot = await page.locator(`#keypad [data-value="${v}"]`).ariaSnapshot();
  const name = /^- button "(.*)"/.exec(snapshot)?.[1] ?? snapshot;
  return name.replace(/\s+,/g, ',');
}

/**
 * Types into an empty cell a value that clashes with nothing but is not the solution's (a cell with
 * more than one candidate); returns the cell. The board must be a stored puzzle's.
 */
export async function placeWrongValue(page: Page, server: RunningServer, board: CellState[]): Promise<number> {
  const solution = await solutionOf(server, await currentPuzzle(page));
  const candidates = await candidatesOf(server, board, Math.sqrt(board.length));
  const [i, vs] = [...candidates].find(([j, c]) => c.length > 1 && board[j]!.text === '')!;
  await cell(page, i).click();
  await page.keyboard.press(symbolOf(vs.find((v) => v !== solution[i])!));
  expect((await cells(page))[i]!.conflict).toBe(false);
  return i;
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe's serious and critical violations on the page (label-content-name-mismatch enabled), as
 * "id (impact, n nodes)". The page's Content-Security-Policy refuses inline scripts: the context
 * must be made with bypassCSP for axe to be injected.
 */
export async function axeSerious(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate<{ id: string; impact: string; nodes: number }[]>(
    `axe.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
      .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })))`,
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes)`);
}

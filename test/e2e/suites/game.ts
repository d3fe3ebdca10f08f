// Playing as a player: whole games to the finish (stored by the server, shown in history after a
// reload), notes, undo/redo, highlights, Check, saved progress, the discard question, paste, timer.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  api,
  candidatesOf,
  cell,
  cells,
  currentPuzzle,
  generate,
  hintAnswer,
  notesOf,
  placeWrongValue,
  ratingOf,
  SHOTS,
  solutionOf,
  solveNow,
  symbolOf,
  text,
  typeSolution,
  valueOf,
  waitStatus,
  type CellState,
  type PageContext,
} from '../page-helpers.js';

const values = (b: CellState[]) => b.map((c) => valueOf(c.text));

/** Wikipedia's example puzzle: its first logical step is a hidden single, 8 at r1c6. */
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

async function pastePuzzle(page: Page, puzzle: string): Promise<void> {
  await page.click('#paste-open');
  await page.fill('#paste-text', puzzle);
  await page.click('#paste-play');
  await page.waitForTimeout(50);
  if (await page.isVisible('#confirm')) await page.click('#confirm-yes');
  await expect.poll(async () => (await cells(page)).map((c) => c.text || '.').join('')).toBe(puzzle);
  await waitStatus(page, 'Puzzle pasted');
}

export function gameSuite(ctx: PageContext): void {
  describe('playing a game', () => {
    let page!: Page;
    beforeAll(async () => {
      page = await ctx.browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(ctx.server.url + '/');
      await page.waitForSelector('#size option >> nth=8', { state: 'attached' });
    });

    it('plays a whole 4×4 by keyboard to the finish, which the server keeps and history shows after a reload', async () => {
      const board = await generate(page, '4:2x2', 'EASY', 4);
      const id = await currentPuzzle(page);
      const solution = await solutionOf(ctx.server, id);
      expect(await page.isVisible('#finish')).toBe(false);
      await typeSolution(page, 4, solution, (i) => board[i]!.given);
      await expect.poll(() => page.isVisible('#finish')).toBe(true);
      expect(await text(page, '#finish-text')).toMatch(/^Time \d+:\d\d · no hints · rated Easy \d\.\d/);
      expect(await page.getAttribute('#timer', 'data-state')).toBe('paused');
      await page.reload();
      await expect.poll(() => text(page, '.history-item >> nth=0')).toMatch(/^4x4 · Easy.*solved by you in \d+:\d\d/);
      // The finished game comes back finished, not replayable.
      await expect.poll(() => page.isVisible('#finish')).toBe(true);
      expect(values(await cells(page))).toEqual(solution);
    });

    it('plays a 9×9 by keyboard with one logical hint applied on request, and shows the rating', async () => {
      const board = await generate(page, '9:3x3', 'EASY', 9);
      const id = await currentPuzzle(page);
      const solution = await solutionOf(ctx.server, id);
      const { level, score } = (await ratingOf(ctx.server, id))!;
      expect(await text(page, '#puzzle-info')).toContain(`rated ${level.charAt(0)}${level.slice(1).toLowerCase()} ${score.toFixed(1)}`);
      const said = await hintAnswer(page);
      const hinted = await cells(page);
      const target = hinted.findIndex((c) => c.hint);
      expect(target).toBeGreaterThanOrEqual(0);
      expect(said).toContain(`${symbolOf(solution[target]!)} at r${Math.floor(target / 9) + 1}c${(target % 9) + 1}.`);
      expect(hinted[target]!.text).toBe('');
      // An easy puzzle's first step is a single, named by the logical solver.
      expect(await text(page, '#step-title')).toMatch(/^Hint: (Full house|Hidden single|Naked single)$/);
      await page.click('#step-apply');
      expect(values(await cells(page))[target]).toBe(solution[target]);
      expect(await page.isVisible('#step')).toBe(false);
      await typeSolution(page, 9, solution, (i) => board[i]!.given || i === target);
      await expect.poll(() => page.isVisible('#finish')).toBe(true);
      expect(await text(page, '#finish-text')).toMatch(/ · 1 hint · rated /);
      await page.screenshot({ path: path.join(SHOTS, 'play-9x9-finish.png') });
      await page.reload();
      await expect.poll(() => text(page, '.history-item >> nth=0')).toMatch(/^9x9 · Easy.*solved by you in \d+:\d\d.*, 1 hint/);
      expect(await text(page, '.history-item >> nth=0')).toContain('engine: no solves');
    });

    it("names a known puzzle's first step (a hidden single in box 2), highlights it and applies it on request", async () => {
      await pastePuzzle(page, CLASSIC);
      await page.click('#hint');
      // First the technique and where to look: box 2 (rows 1-3, columns 4-6), highlighted and
      // outlined; no cell is given away yet.
      expect(await waitStatus(page, 'Hint:')).toBe('Hint: look at box 2 for a Hidden single.');
      expect(await text(page, '#step-title')).toBe('Hint: Hidden single');
      expect(await text(page, '#step-text')).toBe('Look at box 2 for a Hidden single.');
      const box2 = [3, 4, 5, 12, 13, 14, 21, 22, 23];
      let hinted = await cells(page);
      expect(hinted.flatMap((c, i) => (c.unit ? [i] : []))).toEqual(box2);
      expect(hinted.some((c) => c.hint || c.pattern)).toBe(false);
      expect(await page.locator('#board [data-layer="hint"] path').count()).toBe(1);
      expect(await page.isVisible('#step-apply')).toBe(false);
      await page.screenshot({ path: path.join(SHOTS, 'play-9x9-hint-tier1.png') });
      // Then the answer. r1c6 (index 5): row 1, column 6 and box 2 hold no 8, r1c4's column and row 3 do.
      await page.click('#step-reveal');
      expect(await waitStatus(page, 'Hint:')).toBe('Hint: 8 at r1c6. Press Apply to place it.');
      expect(await text(page, '#step-text')).toBe('In box 2, 8 fits only r1c6, so r1c6 is 8.');
      hinted = await cells(page);
      expect(hinted.flatMap((c, i) => (c.hint ? [i] : []))).toEqual([5]);
      expect(hinted[5]!.text).toBe('');
      // The box the step reasons about stays highlighted as its unit.
      expect(hinted.flatMap((c, i) => (c.unit ? [i] : []))).toEqual(box2);
      await page.screenshot({ path: path.join(SHOTS, 'play-9x9-hint.png') });
      await page.click('#step-apply');
      const applied = await cells(page);
      expect(applied[5]!.text).toBe('8');
      expect(applied.filter((c) => c.text !== '').length).toBe(CLASSIC.replace(/\./g, '').length + 1);
      expect(await page.isVisible('#step')).toBe(false);
      // Apply is one undo step.
      await page.click('#undo');
      expect((await cells(page))[5]!.text).toBe('');
    });

    it("names the cell whose notes leave out the solution's value, marks it, and still gives the hint", async () => {
      await pastePuzzle(page, CLASSIC);
      // r1c3 (index 2): its solution is 4; notes 1 and 2 leave it out. r1c6's notes 6 and 8 are
      // partial (its candidates are 2, 4, 6 and 8; the solution's 8 is among them): they are kept.
      await cell(page, 2).click();
      await page.click('#notes');
      for (const k of ['1', '2']) await page.keyboard.press(k);
      await cell(page, 5).click();
      for (const k of ['6', '8']) await page.keyboard.press(k);
      await page.click('#notes');
      await page.click('#hint');
      const said = await waitStatus(page, 'The centre marks at r1c3 leave out the value that goes there (marked).');
      expect(said).toMatch(/\(marked\)\. Hint: look at .+ for an? .+\.$/);
      let now = await cells(page);
      expect(now.flatMap((c, i) => (c.wrong ? [i] : []))).toEqual([2]);
      expect(await page.isVisible('#step')).toBe(true);
      // The hint is the engine's step from the notes that are right: r1c6's partial ones, without r1c3's.
      const expected = await api<{ nextStep: { explanation: string } }>(
        ctx.server,
        'query($b: BoardInput!, $n: [CellNotes!]) { nextStep(board: $b, notes: $n) { explanation } }',
        { b: { cells: CLASSIC }, n: [{ row: 0, col: 5, values: [6, 8] }] },
      );
      await page.click('#step-reveal');
      expect(await text(page, '#step-text')).toBe(expected.nextStep.explanation);
      await page.click('#step-close');
      // Adding the missing note removes the mark, and the hint works again with the notes.
      await cell(page, 2).click();
      await page.click('#notes');
      await page.keyboard.press('4');
      await page.click('#notes');
      now = await cells(page);
      expect(now[2]!.wrong).toBe(false);
      expect(notesOf(now[2]!)).toEqual([1, 2, 4]);
      await page.click('#hint');
      await waitStatus(page, 'Hint:');
      expect(await page.isVisible('#step')).toBe(true);
    });

    it('takes notes, fills them from the API, and cleans peers on a placement', async () => {
      const board = await generate(page, '9:3x3', 'MEDIUM', 9);
      const empty = board.findIndex((c) => c.text === '');
      await cell(page, empty).click();
      expect(await page.getAttribute('#notes', 'aria-pressed')).toBe('false');
      await page.keyboard.press('n');
      expect(await page.getAttribute('#notes', 'aria-pressed')).toBe('true');
      for (const k of ['1', '5', '9', '5']) await page.keyboard.press(k);
      let now = await cells(page);
      expect(notesOf(now[empty]!)).toEqual([1, 9]);
      expect(now[empty]!.text).toBe('');
      await page.click('#notes');
      expect(await page.getAttribute('#notes', 'aria-pressed')).toBe('false');
      await page.click('#fill-notes');
      await waitStatus(page, 'Notes filled');
      const candidates = await candidatesOf(ctx.server, board, 9);
      now = await cells(page);
      for (const [i, vs] of candidates) expect(notesOf(now[i]!), `cell ${i}`).toEqual(vs);
      await page.screenshot({ path: path.join(SHOTS, 'play-9x9-notes.png') });
      // Place a candidate: every peer loses that note, cells elsewhere keep theirs. The puzzle is a
      // random one, so pick a cell and candidate that some peer shares (the first empty cell's first
      // candidate can be a hidden single in all three of its units).
      const peers = (p: number) => (i: number) =>
        i !== p &&
        (Math.floor(i / 9) === Math.floor(p / 9) ||
          i % 9 === p % 9 ||
          (Math.floor(i / 27) === Math.floor(p / 27) && Math.floor((i % 9) / 3) === Math.floor((p % 9) / 3)));
      let target = -1;
      let v = 0;
      for (const [p, vs] of candidates) {
        const shared = vs.find((x) => [...candidates].some(([i, ws]) => peers(p)(i) && ws.includes(x)));
        if (shared !== undefined) {
          [target, v] = [p, shared];
          break;
        }
      }
      expect(target).toBeGreaterThanOrEqual(0);
      await cell(page, target).click();
      await page.keyboard.press(String(v));
      const after = await cells(page);
      const isPeer = peers(target);
      let cleaned = 0;
      for (const [i, vs] of candidates) {
        if (i === target) continue;
        const expected = isPeer(i) ? vs.filter((x) => x !== v) : vs;
        if (expected.length !== vs.length) cleaned++;
        expect(notesOf(after[i]!), `cell ${i}`).toEqual(expected);
      }
      expect(cleaned).toBeGreaterThan(0);
      // Undo brings the placement and the cleaned notes back in one step.
      await page.keyboard.press('Control+z');
      const undone = await cells(page);
      for (const [i, vs] of candidates) expect(notesOf(undone[i]!)).toEqual(vs);
    });

    it('undoes and redoes five moves', async () => {
      const board = await generate(page, '9:3x3', 'EASY', 9);
      const empties = board.flatMap((c, i) => (c.text === '' ? [i] : [])).slice(0, 5);
      const snapshots = [values(await cells(page))];
      for (const [k, i] of empties.entries()) {
        await cell(page, i).click();
        await page.keyboard.press(String(k + 1));
        snapshots.push(values(await cells(page)));
      }
      expect(await page.isDisabled('#redo')).toBe(true);
      for (let k = 4; k >= 0; k--) {
        if (k % 2) await page.click('#undo');
        else await page.keyboard.press('Control+z');
        expect(values(await cells(page))).toEqual(snapshots[k]);
      }
      expect(await page.isDisabled('#undo')).toBe(true);
      for (let k = 1; k <= 5; k++) {
        if (k === 1) await page.click('#redo');
        else await page.keyboard.press(k % 2 ? 'Control+Shift+z' : 'Control+y');
        expect(values(await cells(page))).toEqual(snapshots[k]);
      }
      expect(await page.isDisabled('#redo')).toBe(true);
    });

    it('highlights the row, column and box of the selection and every equal value', async () => {
      const board = await cells(page);
      const i = board.findIndex((c) => c.given);
      await cell(page, i).click();
      const now = await cells(page);
      const [r, c] = [Math.floor(i / 9), i % 9];
      const box = (j: number) => Math.floor(j / 27) * 3 + Math.floor((j % 9) / 3);
      const peers = now.flatMap((x, j) => (x.peer ? [j] : []));
      const expected = now.flatMap((_, j) => (j !== i && (Math.floor(j / 9) === r || j % 9 === c || box(j) === box(i)) ? [j] : []));
      expect(peers).toEqual(expected);
      expect(peers).toHaveLength(20);
      const same = now.flatMap((x, j) => (x.same ? [j] : []));
      expect(same).toEqual(now.flatMap((x, j) => (j !== i && x.text === board[i]!.text ? [j] : [])));
      expect(same.length).toBeGreaterThan(0);
      expect(await cell(page, i).getAttribute('aria-selected')).toBe('true');
      expect(await page.locator('[role="gridcell"][aria-selected="true"]').count()).toBe(1);
      // The name starts with what the cell shows (axe's label-content-name-mismatch).
      expect(await cell(page, i).getAttribute('aria-label')).toBe(`${board[i]!.text}, row ${r + 1}, column ${c + 1}`);
    });

    it('Check marks a wrong entry that clashes with nothing', async () => {
      const board = await generate(page, '9:3x3', 'EASY', 9);
      const solution = await solutionOf(ctx.server, await currentPuzzle(page));
      const i = await placeWrongValue(page, ctx.server, board);
      await page.click('#check');
      await waitStatus(page, '1 entry is wrong (marked)');
      const now = await cells(page);
      expect(now.flatMap((c, j) => (c.wrong ? [j] : []))).toEqual([i]);
      expect(now[i]!.description).toContain('wrong');
      // Fixing the cell removes the mark.
      await cell(page, i).click();
      await page.keyboard.press(String(solution[i]));
      expect((await cells(page))[i]!.wrong).toBe(false);
    });

    it('keeps values, notes, the timer and undo across a reload', async () => {
      const board = await cells(page);
      const empty = board.findIndex((c) => c.text === '');
      await cell(page, empty).click();
      await page.click('#notes');
      await page.keyboard.press('3');
      await page.keyboard.press('7');
      await page.click('#notes');
      await expect.poll(() => text(page, '#timer')).not.toBe('0:00');
      const before = await cells(page);
      const clock = await text(page, '#timer');
      await page.reload();
      // Values and notes come back (Check's marks do not: they describe the moment of the check).
      const kept = (b: CellState[]) => b.map((c) => `${c.text}|${notesOf(c).join()}`);
      await expect.poll(async () => kept(await cells(page))).toEqual(kept(before));
      expect(notesOf((await cells(page))[empty]!)).toEqual([3, 7]);
      const toSeconds = (t: string) => t.split(':').reduce((a, x) => a * 60 + Number(x), 0);
      expect(toSeconds(await text(page, '#timer'))).toBeGreaterThanOrEqual(toSeconds(clock));
      await page.keyboard.press('Control+z');
      expect(notesOf((await cells(page))[empty]!)).toEqual([3]);
    });

    it('pauses the timer while the tab is hidden', async () => {
      const hide = (hidden: boolean) =>
        page.evaluate(`Object.defineProperty(document, 'hidden', { value: ${hidden}, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'))`);
      await hide(true);
      expect(await page.getAttribute('#timer', 'data-state')).toBe('paused');
      const shown = await text(page, '#timer');
      await page.waitForTimeout(1300);
      expect(await text(page, '#timer')).toBe(shown);
      await hide(false);
      expect(await page.getAttribute('#timer', 'data-state')).toBe('running');
    });

    it('asks before Generate discards unfinished work', async () => {
      const before = await cells(page);
      const id = await currentPuzzle(page);
      await page.click('[data-difficulty="HARD"]');
      await expect.poll(() => page.isVisible('#confirm')).toBe(true);
      expect(await text(page, '#confirm-text')).toContain('Leave this unfinished game?');
      await page.click('#confirm-no');
      expect(await page.isVisible('#confirm')).toBe(false);
      expect(await cells(page)).toEqual(before);
      expect(await currentPuzzle(page)).toBe(id);
      await page.click('[data-difficulty="EASY"]');
      await page.click('#confirm-yes');
      await waitStatus(page, 'New puzzle ready');
      expect(await currentPuzzle(page)).not.toBe(id);
      // The left game is still saved: opening it from history restores its progress.
      await page.click(`.history-item[data-puzzle="${id}"]`);
      await waitStatus(page, 'Puzzle loaded with your saved progress');
      expect((await cells(page)).map((c) => c.description)).toEqual(before.map((c) => c.description));
    });

    it('plays a pasted puzzle and solves it', async () => {
      const board = await generate(page, '9:3x3', 'EASY', 9);
      const pasted = board.map((c) => c.text || '.').join('');
      await page.click('#paste-open');
      await page.fill('#paste-text', '123');
      await page.click('#paste-play');
      expect(await text(page, '#paste-error')).toContain('3 symbols');
      await page.fill('#paste-text', pasted.replace(/(.{9})/g, '$1\n').replace(/\./g, '0'));
      await page.click('#paste-play');
      await waitStatus(page, 'Puzzle pasted');
      const now = await cells(page);
      expect(now.map((c) => c.given)).toEqual(board.map((c) => c.given));
      expect(await text(page, '#puzzle-info')).toContain('Pasted 9×9 puzzle');
      await page.click('#check');
      await waitStatus(page, 'The board still has a solution');
      await solveNow(page);
      await waitStatus(page, 'Solved (');
      expect((await cells(page)).every((c) => c.text !== '')).toBe(true);
    });
  });
}

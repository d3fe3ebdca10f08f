// Issue 23's proof through the page, and issue 27's level buttons: each level button on 9×9 opens a
// puzzle whose shown rating is the level asked (or, where the generator answers the nearest, says
// so), and Practice gives a puzzle whose hardest step is the chosen technique or says in plain words
// that none was found (never the server's code) and offers the nearest thing to try. The page
// sends no seed, so the test asserts the invariant, checked against the stored puzzle's grade.
import { describe, expect, it } from 'vitest';
import { currentPuzzle, generate, gradeOf, text, waitStatus, type PageContext } from '../page-helpers.js';

/** No error code (GRADE_NOT_REACHED, LIMIT_EXCEEDED…) ever reaches the player. */
const NO_CODE = /\b[A-Z]{2,}_[A-Z_]+\b/;

const title = (level: string) => level.charAt(0) + level.slice(1).toLowerCase();

export function levelsSuite(ctx: PageContext): void {
  describe('level buttons and practice', () => {
    // The generator meets these exactly on 9×9 (bench/RESULTS.md, graded generation: 20/20 each).
    it.each(['EASY', 'MEDIUM', 'HARD', 'EXPERT'] as const)('the %s button on 9×9 opens a puzzle rated that level', async (level) => {
      const { page } = ctx;
      await generate(page, '9:3x3', level, 9);
      const grade = await gradeOf(ctx.server, await currentPuzzle(page));
      // One object, so a failure prints the stored seed: generatePuzzle(difficulty, seed) replays it.
      expect(grade).toMatchObject({ gradeMet: true, difficulty: level, rating: { level } });
      expect(await text(page, '#puzzle-info')).toMatch(
        new RegExp(`^9x9 · ${title(level)} · rated ${title(level)} ${grade.rating!.score.toFixed(1)}`),
      );
      expect(await text(page, '#status')).toBe('New puzzle ready. Grey cells are givens and cannot be changed.');
    });

    it('MASTER on 9×9 opens a Master puzzle or says which level it got instead', async () => {
      const { page } = ctx;
      await generate(page, '9:3x3', 'MASTER', 9);
      const grade = await gradeOf(ctx.server, await currentPuzzle(page));
      const shown = title(grade.rating!.level);
      expect(grade.difficulty).toBe(grade.rating!.level);
      expect(await text(page, '#puzzle-info')).toMatch(new RegExp(`^9x9 · ${shown} · rated ${shown} ${grade.rating!.score.toFixed(1)}`));
      if (grade.gradeMet) {
        expect(grade.difficulty).toBe('MASTER');
        expect(await text(page, '#status')).toBe('New puzzle ready. Grey cells are givens and cannot be changed.');
      } else {
        expect(grade.difficulty).not.toBe('MASTER');
        expect(await text(page, '#status')).toBe(`New puzzle ready, but no master one was found in time: this one is rated ${shown}.`);
      }
    });

    it('Practice XY-Wing opens a puzzle whose hardest step is an XY-Wing, or shows the refusal', async () => {
      const { page } = ctx;
      const before = await currentPuzzle(page);
      await page.selectOption('#practice-technique', 'XY_WING:HARD');
      await page.click('#practice');
      await page.waitForTimeout(50);
      if (await page.isVisible('#confirm')) await page.click('#confirm-yes');
      // Done when the puzzle changed or the page said why not (the last status may still be the old "ready").
      await expect
        .poll(async () => (await currentPuzzle(page)) !== before || /^No (9×9 puzzle|new puzzle)/.test(await text(page, '#status')), {
          timeout: 30_000,
        })
        .toBe(true);
      if ((await currentPuzzle(page)) !== before) {
        await waitStatus(page, 'New puzzle ready');
        const id = await currentPuzzle(page);
        expect(id).not.toBe(before);
        const grade = await gradeOf(ctx.server, id);
        expect(grade.rating!.hardest).toBe('XY_WING');
        expect(grade.difficulty).toBe('HARD');
        expect(await text(page, '#puzzle-info')).toMatch(/^9x9 · Hard · rated Hard \d\.\d \(XY-Wing\)/);
      } else {
        expect(await text(page, '#status')).toMatch(/^No 9×9 puzzle needing an XY-Wing was found in time\. /);
        expect(await text(page, '#status')).not.toMatch(NO_CODE);
        expect(await currentPuzzle(page)).toBe(before);
      }
    });

    it('Practice XY-Wing on 4×4 says plainly that none was found, offers a 9×9, and keeps the puzzle on screen', async () => {
      // No 4×4 the generator makes needs an XY-Wing (its nearest rates Easy), so the server refuses every time.
      const { page } = ctx;
      await generate(page, '4:2x2', 'EASY', 4);
      const before = await currentPuzzle(page);
      const board = await text(page, '#grid');
      await page.selectOption('#practice-technique', 'XY_WING:HARD');
      await page.click('#practice');
      await expect
        .poll(() => text(page, '#status'), { timeout: 30_000 })
        .toBe('No 4×4 puzzle needing an XY-Wing was found in time. Boards this small rarely need it.');
      expect(await text(page, '#status')).not.toMatch(NO_CODE);
      expect(await page.isVisible('#status-action')).toBe(true);
      expect(await text(page, '#status-action')).toBe('Try it on 9×9');
      expect(await page.getAttribute('#status', 'data-tone')).toBe('error');
      expect(await currentPuzzle(page)).toBe(before);
      expect(await text(page, '#grid')).toBe(board);
      expect(await page.getAttribute('#practice', 'aria-busy')).toBeNull();
    });
  });
}

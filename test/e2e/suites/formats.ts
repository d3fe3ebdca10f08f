// Issue 26 on the page: Paste reads every board format through the engine's codec (the detected
// format named, variant rules read and drawn, a rule the engine does not play refused with the codec's
// message) and Share exports the position in each.
import { compressToBase64 } from 'lz-string';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cells, notesOf, text, valueOf, waitStatus, type PageContext } from '../page-helpers.js';

/** Wikipedia's example puzzle, and its solution's first row. */
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASSIC_ROW1 = '534678912';

/** SudokuWiki's layout (its "Sudoku String Definitions"): per cell two base-32 digits of (bits << 1) | clue. */
function wikiString(givens: string, candidates: Record<number, number[]>): string {
  return [...givens]
    .map((ch, i) => {
      const bits =
        ch === '.' ? (candidates[i] ?? [1, 2, 3, 4, 5, 6, 7, 8, 9]).reduce((m, v) => m | (1 << (v - 1)), 0) : 1 << (Number(ch) - 1);
      return ((bits << 1) | (ch === '.' ? 0 : 1)).toString(32).padStart(2, '0');
    })
    .join('');
}

/** An f-puzzles link as f-puzzles writes it: lz-string base64 of {size, grid[r][c]: {value, given}}, plus `extra` keys. */
function fpuzzlesLink(givens: string, extra: Record<string, unknown> = {}): string {
  const grid = Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) => {
      const ch = givens[9 * r + c]!;
      return ch === '.' ? {} : { value: Number(ch), given: true };
    }),
  );
  return `https://www.f-puzzles.com/?load=${compressToBase64(JSON.stringify({ size: 9, grid, ...extra }))}`;
}

const shown = async (page: Page) => (await cells(page)).map((c) => (c.given ? c.text : '.')).join('');

export function formatsSuite(ctx: PageContext): void {
  describe('board formats in Paste and Share', () => {
    let page!: Page;
    beforeAll(async () => {
      page = await ctx.browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(ctx.server.url + '/');
      await page.waitForSelector('#size option >> nth=8', { state: 'attached' });
    });

    async function pasteText(t: string): Promise<void> {
      await page.click('#paste-open');
      await page.fill('#paste-text', t);
    }
    async function play(): Promise<void> {
      await page.click('#paste-play');
      await page.waitForTimeout(50);
      if (await page.isVisible('#confirm')) await page.click('#confirm-yes');
      await waitStatus(page, 'Puzzle pasted');
    }

    it('pastes a HoDoKu line: the givens exactly, its placed value as an entry, the format named', async () => {
      // r1c3 placed as 4 ('+' before a value), the solution's value there.
      const line = `:0000:x:${CLASSIC.slice(0, 2)}+4${CLASSIC.slice(3)}:::`;
      await pasteText(line);
      expect(await text(page, '#paste-detected')).toBe('HoDoKu library line: 9×9, 30 givens, 1 placed value.');
      await play();
      expect(await text(page, '#status')).toContain('HoDoKu library line');
      expect(await shown(page)).toBe(CLASSIC);
      const b = await cells(page);
      expect(b[2]).toMatchObject({ text: CLASSIC_ROW1[2], given: false });
      expect(b.filter((c) => !c.given && c.text !== '').length).toBe(1);
      // Exported back to HoDoKu, the entry is a placed value again; CELLS writes it as a given.
      await page.click('#share-open');
      await page.selectOption('#share-format', 'HODOKU');
      await expect.poll(() => page.inputValue('#share-export')).toBe(line);
      await page.selectOption('#share-format', 'CELLS');
      await expect.poll(() => page.inputValue('#share-export')).toBe(`${CLASSIC.slice(0, 2)}4${CLASSIC.slice(3)}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.isVisible('#share')).toBe(false);
    });

    it('pastes a SudokuWiki 162-character string: the givens exactly, its candidates as centre marks', async () => {
      const wiki = wikiString(CLASSIC, { 2: [1, 2, 4], 3: [2, 6] });
      expect(wiki).toHaveLength(162);
      await pasteText(wiki);
      expect(await text(page, '#paste-detected')).toBe('SudokuWiki 162-character string: 9×9, 30 givens, candidates.');
      await play();
      expect(await shown(page)).toBe(CLASSIC);
      const b = await cells(page);
      expect(notesOf(b[2]!)).toEqual([1, 2, 4]);
      expect(notesOf(b[3]!)).toEqual([2, 6]);
      // The other 49 unfilled cells list all nine candidates, as the string says.
      expect(b.filter((c) => notesOf(c).join('') === '123456789').length).toBe(49);
    });

    it('pastes an f-puzzles link: the exact puzzle', async () => {
      await pasteText(fpuzzlesLink(CLASSIC));
      expect(await text(page, '#paste-detected')).toBe('f-puzzles link: 9×9, 30 givens.');
      await play();
      expect(await shown(page)).toBe(CLASSIC);
      expect((await cells(page)).map((c) => valueOf(c.text))).toEqual([...CLASSIC].map((ch) => (ch === '.' ? 0 : Number(ch))));
    });

    it('reads a variant f-puzzles link (its rules named and drawn), and refuses one with a rule the engine does not play, keeping the dialog open', async () => {
      // Variants play since the page draws rules: an X puzzle opens with both diagonals.
      await pasteText(fpuzzlesLink(CLASSIC, { 'diagonal+': true, 'diagonal-': true }));
      expect(await text(page, '#paste-detected')).toBe('f-puzzles link: Sudoku X, 9×9, 30 givens.');
      await play();
      expect(await page.locator('[data-layer="rules-under"] .diagonal').count()).toBe(2);
      expect(await text(page, '#legend-names')).toBe('Rules: Sudoku X');
      // A constraint no rule module reads is refused by name, never dropped.
      await pasteText(fpuzzlesLink(CLASSIC, { betweenline: [{ lines: [['R1C1', 'R2C2', 'R3C3']] }] }));
      const refusal = await text(page, '#paste-detected');
      expect(refusal).toMatch(/^Not read: .*betweenline/);
      await page.click('#paste-play');
      expect(await text(page, '#paste-error')).toBe(refusal);
      expect(await page.isVisible('#paste')).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.isVisible('#paste')).toBe(false);
      expect(await shown(page)).toBe(CLASSIC);
    });

    it('offers a format chooser when the text is ambiguous (64 cells: an 8×8 board or a 4×4 pencil-mark grid)', async () => {
      // As a pencil-mark grid: r1c1 keeps 1 and 2, every other cell all four values.
      await pasteText('12..' + '1234'.repeat(15));
      expect(await text(page, '#paste-detected')).toBe('This text reads in more than one format: choose the format above.');
      await page.click('#paste-play');
      expect(await page.evaluate('document.activeElement?.id')).toBe('paste-format');
      await page.selectOption('#paste-format', 'PENCILMARKS');
      expect(await text(page, '#paste-detected')).toBe('Pencil-mark grid (N³ characters): 4×4, 0 givens, candidates.');
      await page.selectOption('#paste-format', '');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.isVisible('#paste')).toBe(false);
    });

    it('exports the position to SDK and to the 81-character string, exactly', async () => {
      await pasteText(CLASSIC);
      await play();
      await page.click('#share-open');
      await page.selectOption('#share-format', 'SDK');
      await expect.poll(() => page.inputValue('#share-export')).toBe(CLASSIC.replace(/(.{9})(?=.)/g, '$1\n'));
      await page.selectOption('#share-format', 'CELLS');
      await expect.poll(() => page.inputValue('#share-export')).toBe(CLASSIC);
      expect(await text(page, '#share-export-note')).toBe('81 characters.');
      // Every format is offered.
      expect(await page.$$eval('#share-format option', (os) => os.map((o) => o.getAttribute('value')))).toEqual([
        'CELLS',
        'SUDOKUWIKI',
        'PENCILMARKS',
        'HODOKU',
        'SDK',
        'SDM',
        'SS',
        'FPUZZLES',
        'SUDOKUPAD',
        'KILLER_SHORT',
        'SUDOCUE_KILLER',
        'JIGSAW_TEXT',
      ]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.isVisible('#share')).toBe(false);
    });
  });
}

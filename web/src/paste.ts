// Paste…: a puzzle in any format the engine's codec reads (codec.ts), the detected format named
// as the player types, a refusal in the codec's words, then played as a board of the player's own.
import { $, grid, mayLeave, s, say, shared } from './app.js';
import type { Shape } from './board.js';
import { BOARD_FORMATS, FORMAT_NAMES, readPasted, type Alphabet, type BoardFormat, type PasteOutcome } from './codec.js';
import { askPuzzleText } from './dialogs.js';
import { givensText, openLocal } from './puzzles.js';
import { variantNames } from './rule-words.js';
import { plural } from './words.js';

const pasteFormat = $<HTMLSelectElement>('paste-format');
const pasteAlphabet = $<HTMLSelectElement>('paste-alphabet');
pasteFormat.replaceChildren(new Option('Detect the format', ''), ...BOARD_FORMATS.map((f) => new Option(FORMAT_NAMES[f], f)));

/** The pasted text read with the dialog's format and symbol choices. */
function readPaste(text: string): PasteOutcome {
  const fits = (sh: Shape) => shared.sizes.some((x) => x.size === sh.size && x.boxRows === sh.boxRows && x.boxCols === sh.boxCols);
  return readPasted(text, (pasteFormat.value || null) as BoardFormat | null, pasteAlphabet.value as Alphabet, fits);
}

function previewPaste(text: string): void {
  const out = $('paste-detected');
  if (!text.trim()) {
    out.textContent = '';
    return;
  }
  const r = readPaste(text);
  if (r.ok) {
    const { format, shape, givens, values, centre, rules } = r.board;
    const extra = [values ? `${plural(values.filter(Boolean).length, 'placed value')}` : '', centre ? 'candidates' : ''].filter(Boolean);
    const variants = variantNames(rules);
    out.textContent = `${FORMAT_NAMES[format]}: ${variants ? `${variants}, ` : ''}${shape.size}×${shape.size}, ${givensText(givens)}${extra.length ? `, ${extra.join(', ')}` : ''}.`;
  } else out.textContent = r.message;
}

export async function paste(): Promise<void> {
  const text = await askPuzzleText((t) => {
    const r = readPaste(t);
    // An ambiguous text needs its format named: the chooser takes the focus.
    if (!r.ok && r.ambiguous) pasteFormat.focus();
    return r.ok ? null : r.message;
  }, previewPaste);
  if (text === null || !(await mayLeave())) return;
  const r = readPaste(text);
  if (!r.ok) return;
  const { format, shape, givens, values, centre, rules } = r.board;
  const variants = variantNames(rules);
  openLocal(
    shape,
    givens,
    `Pasted ${shape.size}×${shape.size} ${variants ? `${variants} ` : ''}puzzle · ${givensText(givens)}`,
    null,
    null,
    rules,
  );
  if (values || centre) {
    const zero = new Array<number>(givens.length).fill(0);
    s.game.setPosition(values ?? zero, centre ?? zero, zero, zero);
    s.changed();
  }
  say(`Puzzle pasted (${FORMAT_NAMES[format]}): play it, or press Solve.`, 'ok');
  grid.select(0, true);
}

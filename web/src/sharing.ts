// Share links (#s=…, share.ts packs them): the Share dialog with the puzzle's and the position's
// links and an export in another solver's format, and opening a link (the stored puzzle when the
// server knows it and its givens match, else the board alone).
import { gql, Q } from './api.js';
import { $, button, s, say } from './app.js';
import { symbolFor } from './board.js';
import { BOARD_FORMATS, exportPosition, FORMAT_NAMES, type BoardFormat } from './codec.js';
import type { Game } from './game.js';
import { givensText, openLocal, openPuzzle } from './puzzles.js';
import { variantNames } from './rule-words.js';
import { decodeShare, encodeShare } from './share.js';

async function shareLink(withPosition: boolean): Promise<string> {
  const g = s.game;
  const data = g.toData();
  const code = await encodeShare({
    shape: s.shape,
    givens: [...g.givens],
    rules: g.rules,
    puzzleId: s.puzzleId,
    position: withPosition ? { values: data.values, centre: data.notes, corner: data.corner!, colours: data.colours! } : null,
  });
  return `${location.origin}${location.pathname}#s=${code}`;
}

const shareFormat = $<HTMLSelectElement>('share-format');
shareFormat.replaceChildren(...BOARD_FORMATS.map((f) => new Option(FORMAT_NAMES[f], f)));

export async function showShare(): Promise<void> {
  const dialog = $<HTMLDialogElement>('share');
  const [puzzleField, positionField] = [$<HTMLInputElement>('share-puzzle'), $<HTMLInputElement>('share-position')];
  // Open at once; the links fill in when compressed (a few milliseconds).
  puzzleField.value = positionField.value = '';
  $('share-sizes').textContent = '';
  dialog.showModal();
  const [puzzleOnly, position] = await Promise.all([shareLink(false), shareLink(true)]);
  puzzleField.value = puzzleOnly;
  positionField.value = position;
  $('share-sizes').textContent = `Puzzle link ${puzzleOnly.length} characters, position link ${position.length}.`;
  // A variant's rules need a format that carries them: f-puzzles (to 16×16) or SudokuPad.
  if (s.game.rules.length && !exportText().ok) shareFormat.value = s.shape.size <= 16 ? 'FPUZZLES' : 'SUDOKUPAD';
  showExport();
}

/** The current position (givens, values, centre marks) in the chosen format, for another solver. */
function exportText(): ReturnType<typeof exportPosition> {
  const data = s.game.toData();
  return exportPosition(s.shape, data.givens, data.values, data.notes, shareFormat.value as BoardFormat, s.game.rules);
}

function showExport(): void {
  const r = exportText();
  $<HTMLTextAreaElement>('share-export').value = r.ok ? r.text : '';
  $('share-export-note').textContent = r.ok ? `${r.text.length} characters.` : r.message;
}

function copy(field: HTMLInputElement | HTMLTextAreaElement, note: HTMLElement): void {
  field.select();
  void navigator.clipboard?.writeText(field.value).catch(() => undefined);
  note.textContent = 'Copied.';
}

export function wireShare(): void {
  button('share-open').addEventListener('click', () => void showShare());
  for (const id of ['share-puzzle', 'share-position'])
    button(`${id}-copy`).addEventListener('click', () => copy($<HTMLInputElement>(id), $('share-sizes')));
  shareFormat.addEventListener('change', showExport);
  button('share-export-copy').addEventListener('click', () => copy($<HTMLTextAreaElement>('share-export'), $('share-export-note')));
}

/** Opens a shared link (#s=…): the stored puzzle when the server knows it, else the board alone. */
export async function openShared(code: string): Promise<boolean> {
  const shared = await decodeShare(code);
  window.history.replaceState(null, '', location.pathname + location.search);
  if (!shared) {
    say('That share link is damaged: it could not be read.', 'error');
    return false;
  }
  const position = shared.position
    ? ([shared.position.values, shared.position.centre, shared.position.corner, shared.position.colours] as Parameters<Game['setPosition']>)
    : undefined;
  const opened = shared.position ? 'Shared position opened.' : 'Shared puzzle opened.';
  if (shared.puzzleId) {
    const res = await gql(Q.puzzle, { id: shared.puzzleId });
    const p = res.ok ? res.data.puzzle : null;
    if (p && p.board.cells === shared.givens.map((v) => (v ? symbolFor(v) : '.')).join('')) {
      openPuzzle(p, { position });
      say(opened, 'ok');
      return true;
    }
  }
  const n = shared.shape.size;
  const rules = shared.rules ?? [];
  const variants = variantNames(rules);
  openLocal(
    shared.shape,
    shared.givens,
    `Shared ${n}×${n} ${variants ? `${variants} ` : ''}puzzle · ${givensText(shared.givens)}`,
    null,
    null,
    rules,
  );
  if (position) {
    s.game.setPosition(...position);
    s.changed();
  }
  say(opened, 'ok');
  return true;
}

// Shared by the logic tests: boards and notes from text, steps as comparable text.
import { parseBoardText } from '../../../src/engine/codec.js';
import { valueOfChar } from '../../../src/engine/symbols.js';
import type { CellNotes } from '../../../src/engine/logic/index.js';
import type { CellValue } from '../../../src/engine/logic/types.js';
import type { Board } from '../../../src/engine/types.js';

export function boardOf(values: string): Board {
  const p = parseBoardText(values);
  if (!p.ok) throw new Error(`bad board: ${p.error.message}`);
  return p.value;
}

/** Notes from the candidates of the empty cells in row-major order ("12 379 …"). */
export function notesOf(board: Board, cands: string): CellNotes[] {
  const n = board.shape.size;
  const tokens = cands.trim().split(/\s+/);
  const notes: CellNotes[] = [];
  let t = 0;
  for (let i = 0; i < board.cells.length; i++) {
    if (board.cells[i] !== 0) continue;
    const values = [...tokens[t++]].map((ch) => valueOfChar(ch.charCodeAt(0)));
    notes.push({ row: Math.floor(i / n), col: i % n, values });
  }
  if (t !== tokens.length) throw new Error('candidate count does not match the empty cells');
  return notes;
}

/** "r1c2=5 r3c4=7" (1-based), sorted, as the golden cases write them. */
export function cellValuesText(xs: readonly CellValue[]): string {
  return xs
    .map((e) => ({ e, k: (e.row * 32 + e.col) * 32 + e.value }))
    .sort((a, b) => a.k - b.k)
    .map(({ e }) => `r${e.row + 1}c${e.col + 1}=${e.value}`)
    .join(' ');
}

export function sortedText(s: string): string {
  return cellValuesText(
    s
      .split(' ')
      .filter(Boolean)
      .map((x) => {
        const m = /^r(\d+)c(\d+)=(\d+)$/.exec(x)!;
        return { row: Number(m[1]) - 1, col: Number(m[2]) - 1, value: Number(m[3]) };
      }),
  );
}

// The page's words: one cell notation, counts with the right plural, units named as players name
// them, and plain sentences for every refusal (a player never sees an error code).
/** The one cell notation the page shows, as the engine's explanations write it: r3c4 (row 3, column 4). */
export const cellName = (index: number, n: number): string => `r${Math.floor(index / n) + 1}c${(index % n) + 1}`;

const PLURALS: Record<string, string> = { entry: 'entries', box: 'boxes', finish: 'finishes' };

const many = (word: string): string => PLURALS[word] ?? `${word}s`;

/** "1 given", "30 givens", "1 entry", "2 entries". */
export const plural = (count: number, word: string): string => `${count} ${count === 1 ? word : many(word)}`;

/** "a, b and c". */
export function listWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export interface UnitRef {
  kind: 'ROW' | 'COLUMN' | 'BOX';
  index: number;
}

const KIND = { ROW: 'row', COLUMN: 'column', BOX: 'box' } as const;

/** "box 2", "rows 2 and 7", "row 3 and box 1": units grouped by kind, 1-based (a jigsaw's boxes are its regions). */
export function unitsText(units: readonly UnitRef[], jigsaw = false): string {
  const parts: string[] = [];
  for (const kind of ['ROW', 'COLUMN', 'BOX'] as const) {
    const idx = [...new Set(units.filter((u) => u.kind === kind).map((u) => u.index + 1))].sort((a, b) => a - b);
    const word = kind === 'BOX' && jigsaw ? 'region' : KIND[kind];
    if (idx.length) parts.push(`${idx.length === 1 ? word : many(word)} ${listWords(idx.map(String))}`);
  }
  return listWords(parts);
}

/** Why a request failed, as a sentence a player can act on. */
export function plainError(e: { code: string }): string {
  const code = e.code;
  if (code === 'NETWORK') return 'The server cannot be reached: check the connection.';
  if (code === 'RATE_LIMITED') return 'Too many requests in a short time: wait a minute and try again.';
  if (code === 'SERVER_BUSY') return 'The server is busy: try again in a moment.';
  if (code === 'LIMIT_EXCEEDED') return 'The server ran out of time on it: try again.';
  if (code === 'COST_LIMIT_EXCEEDED' || code === 'RESPONSE_TOO_LARGE') return 'That is more than the server does in one request.';
  if (code === 'NOT_FOUND') return 'The server no longer has that puzzle.';
  if (code === 'BOARD_CONFLICT') return 'Two equal symbols share a row, column or box (red): fix them first.';
  if (code === 'NO_SOLUTION') return 'This board has no solution: one of the entries is wrong.';
  if (code === 'NOT_UNIQUE') return 'This board has more than one solution.';
  if (code === 'WRONG_SOLUTION') return 'The server found a cell that differs from the solution.';
  if (code === 'GRADE_NOT_REACHED') return 'No puzzle like that was found in time.';
  if (code === 'STORAGE_UNAVAILABLE' || code === 'DISK_FULL') return 'The server cannot store anything right now: try again later.';
  return 'Something went wrong on the server: try again later.';
}

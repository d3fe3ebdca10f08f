// The engine's codec door: boards as text in every alphabet, grids of strings, every board format
// (formats/, docs/formats.md) and the symbols of values. Tracked like the other doors (index.ts).
export { symbolFor, symbolsFor, formatCells } from './symbols.js';
export { parseRows } from './formats/rows.js';
export { parseBoardText, formatBoardText, alphabetFits, type Alphabet } from './formats/text.js';
export {
  decodeBoard,
  encodeBoard,
  convertBoard,
  formatNamed,
  BOARD_FORMATS,
  MAX_FORMAT_TEXT,
  type BoardFormat,
  type BoardState,
  type DecodedBoard,
  type FormatOptions,
} from './formats/index.js';

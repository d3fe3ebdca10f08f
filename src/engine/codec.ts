// The engine's codec door: boards as text in every alphabet, grids of strings, every board format
// (formats/, docs/formats.md), the symbols of values, and a search's time as answers, records, logs
// and the CLI write it (roundMs); rule data as clients send it, checked (checkRules). Tracked like
// the other doors (index.ts).
export { symbolFor, symbolsFor, formatCells } from './symbols.js';
export { roundMs } from './budget.js';
export { checkRules, maxRules, maxRuleWeight } from './rules/check.js';
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

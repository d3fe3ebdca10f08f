// BoardInput → engine Board (its givens and rules), or a typed error naming the field, the cell and,
// for rules, the rule: BAD_USER_INPUT for the board itself, BAD_RULES / UNSUPPORTED_RULE for its rules.
import { checkRules, decodeBoard, parseBoardText, parseRows, type Alphabet } from '../engine/codec.js';
import { cellLabel, resolveShape, type Board, type ParseError, type Result } from '../engine/index.js';
import type { BoardInput } from '../generated/graphql.js';
import { badInput, userError } from './errors.js';
import { boardDecodeItem, decodeKey, type Decoded } from './cost/boards.js';
import type { DecodeResult } from '../pool/compute.js';
import { rulesFromInput, type RuleInputError } from './rule-input.js';

type Source = 'cells' | 'rows' | 'values';

/** The GraphQL field of an engine error on a BoardInput at `base`, given as `source`. */
function fieldOf(error: ParseError, base: string, source: Source): string {
  switch (error.field) {
    case 'text': // a format's text is the input's cells
      return `${base}.cells`;
    case 'cells':
    case 'rows':
    case 'values':
    case 'alphabet':
    case 'boxRows':
    case 'boxCols':
      return `${base}.${error.field}`;
    case 'size': // from cells the size is their count (a bad one is BAD_LENGTH); from values, the row count
      return source === 'values' ? `${base}.values` : `${base}.boxRows/boxCols`;
    case 'box':
      return `${base}.boxRows/boxCols`;
    case 'format':
      return `${base}.format`;
    case 'rules':
      return `${base}.rules`;
  }
}

/** N rows of N numbers 0..N, exactly Board.rows' form. */
export function parseValues(
  rows: readonly (readonly number[])[],
  box: { boxRows?: number | null; boxCols?: number | null },
): Result<Board, ParseError> {
  const n = rows.length;
  for (let r = 0; r < n; r++) {
    if (rows[r].length !== n) {
      return {
        ok: false,
        error: {
          code: 'BAD_LENGTH',
          field: 'values',
          message: `row ${r + 1} has ${rows[r].length} values, expected ${n} (one per row)`,
          row: r,
        },
      };
    }
  }
  const shape = resolveShape(n, box.boxRows, box.boxCols);
  if (!shape.ok) return shape;
  const cells = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const v = rows[r][c];
      if (v < 0 || v > n) {
        const at = cellLabel(r, c);
        const code = v < 0 ? 'BAD_SYMBOL' : 'VALUE_TOO_LARGE';
        return { ok: false, error: { code, field: 'values', message: `value ${v} at ${at} is outside 0..${n}`, row: r, col: c } };
      }
      cells[r * n + c] = v;
    }
  }
  return { ok: true, value: { shape: shape.value, cells } };
}

const boardOf = (r: ReturnType<typeof decodeBoard>): Result<Board, ParseError> => (r.ok ? { ok: true, value: r.value.state.board } : r);

/** A BoardInput's text in its format: as decoded before the fields ran, or read now. */
function readText(input: BoardInput, base: string, decoded: Decoded | undefined): DecodeResult {
  const item = boardDecodeItem(input)!;
  const known = decoded?.get(decodeKey(item));
  if (known === null)
    throw userError('LIMIT_EXCEEDED', `${base}.cells: the text was not read within its budget`, { field: `${base}.cells` });
  return known ?? decodeBoard(item.text, item.format, item.options);
}

/**
 * An engine error as a client sees it: the field, the cell, and the code as `reason`. A rule's fault
 * (UNSUPPORTED_RULE, BAD_RULES) is its own code, naming the rule (index, kind, name); any other is
 * BAD_USER_INPUT.
 */
export function inputError(error: ParseError, field: string) {
  const ruleFault = error.code === 'UNSUPPORTED_RULE' || error.code === 'BAD_RULES';
  const e = ruleFault ? userError(error.code, `${field}: ${error.message}`, { field }) : badInput(field, error.message);
  if (error.row !== undefined) e.extensions.row = error.row;
  if (error.col !== undefined) e.extensions.col = error.col;
  if (error.rule !== undefined) e.extensions.rule = error.rule;
  if (error.kind !== undefined) e.extensions.kind = error.kind;
  if (error.name !== undefined) e.extensions.name = error.name;
  e.extensions.reason = error.code;
  return e;
}

/** The field of a rule's fault: the structured rule (and its field) it names, or the text that carried it. */
function ruleField(error: RuleInputError, base: string, structured: boolean): string {
  if (!structured) return `${base}.cells`;
  if (error.rule === undefined) return `${base}.rules`;
  return `${base}.rules[${error.rule}]${error.input ? `.${error.input}` : ''}`;
}

/**
 * The board a BoardInput describes. A text in a format is taken from `decoded` (read before any
 * field ran, decoding.ts), else read here; one not read within its budget is LIMIT_EXCEEDED.
 */
export function parseBoardInput(input: BoardInput, base = 'board', decoded?: Decoded): Board {
  const given = (['cells', 'rows', 'values'] as const).filter((k) => input[k] != null);
  if (given.length !== 1) {
    throw badInput(base, `pass exactly one of cells, rows or values (got ${given.length === 0 ? 'none' : given.join(' and ')})`);
  }
  const source = given[0];
  if (input.alphabet != null && source !== 'cells') throw badInput(`${base}.alphabet`, 'alphabet applies to cells only');
  if (input.format != null && source !== 'cells') throw badInput(`${base}.format`, 'format applies to cells only');
  if (input.format != null && input.format !== 'CELLS' && input.alphabet != null) {
    throw badInput(`${base}.alphabet`, `alphabet applies to the CELLS format only, not ${input.format}`);
  }
  const box = { boxRows: input.boxRows, boxCols: input.boxCols };
  const alphabet: Alphabet = input.alphabet ?? 'DIGITS_LETTERS';
  const parsed: Result<Board, ParseError> =
    source === 'cells' && input.format != null && input.format !== 'CELLS'
      ? boardOf(readText(input, base, decoded))
      : source === 'cells'
        ? parseBoardText(input.cells!, { ...box, alphabet })
        : source === 'rows'
          ? parseRows(input.rows!, box)
          : parseValues(input.values!, box);
  if (!parsed.ok) throw inputError(parsed.error, fieldOf(parsed.error, base, source));
  let board = parsed.value;
  const structured = input.rules != null && input.rules.length > 0;
  if (structured) {
    if (board.rules !== undefined && board.rules.length > 0) {
      throw badInput(`${base}.rules`, `the ${input.format} text carries its own rules: pass them there or here, not both`);
    }
    const rules = rulesFromInput(input.rules!, board.shape.size);
    if (!rules.ok) throw inputError(rules.error, ruleField(rules.error, base, true));
    board = { ...board, rules: rules.value };
  }
  // Every rule, from a structured list or a format's text, passes the engine's check here, once:
  // the operations then play it (an unchecked rule never reaches a search).
  if (board.rules !== undefined && board.rules.length > 0) {
    const checked = checkRules(board.shape, board.rules);
    if (!checked.ok) throw inputError(checked.error, ruleField(checked.error, base, structured));
  } else if (board.rules !== undefined) {
    board = { shape: board.shape, cells: board.cells };
  }
  return board;
}

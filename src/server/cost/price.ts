// An operation's price, from the cost table (table.ts), its boards (boards.ts) and its selections,
// before any resolver runs: its board work, the main thread's share of it (admission.ts), and the
// text it decodes. Board work of a root field is its boards' work (table.ts, BoardWork) plus what its
// answer weighs on the main thread, worst case since nothing has run yet:
// - per board cell for a field the row names (validate's conflicts: CONFLICT_WORK a cell);
// - a history page (`puzzles`, `solveRecords`, `playerSolves`, at any depth): `first` times its
//   row's work plus one; pages inside pages multiply; a stored board on a page as STORED_BOARD says.
// A pool row's boards are searched in the pool: only its answer is the main thread's share.
import type { DocumentNode, FieldNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import type { BoardFormat } from '../../engine/codec.js';
import { decodeRequest, decodeWork, ruleWork, weighBoards, type BoardWeight, type DecodeRequest } from './boards.js';
import { boardWork, costOf, isPage, KEPT_ROOTS, pageRows, STORED_BOARD, type RootCost } from './table.js';
import { argument, documentWalk, rootFields, selects, sumFields, type Walk } from './walk.js';

export interface WorkPrice {
  /** Board work of the operation; over `max` it is the running total where the walk stopped. */
  readonly work: number;
  /** The part done on the main thread: everything but a pooled field's search and the pool's decodes. */
  readonly main: number;
  /** Characters of text decoded (boards in a format, convert's text), each distinct text once; priced as decodeWork. */
  readonly decodeChars: number;
  /** The distinct texts the operation decodes (the walk's `decoded` holds those read so far). */
  readonly decodes: readonly DecodeRequest[];
}

/** Where a selection set sits: outside any page, in a page's rows, or in a stored board of a page. */
type Where = 'root' | 'page' | 'board';

/** Work of the pages (and the boards on them) a selection set asks for. */
function selectionWork(set: SelectionSetNode, walk: Walk, where: Where): number {
  if (where === 'board') {
    const rows = selects(set, walk, 'rows') ? STORED_BOARD.rows : 0;
    return STORED_BOARD.rest + rows + (selects(set, walk, 'cells') ? STORED_BOARD.cells : 0);
  }
  return sumFields(set, walk, `work:${where}`, (field) => fieldAnswerWork(field, walk, where));
}

function fieldAnswerWork(field: FieldNode, walk: Walk, where: Where): number {
  if (!field.selectionSet) return 0;
  if (isPage(field)) return pageRows(field, walk) * (1 + selectionWork(field.selectionSet, walk, 'page'));
  if (where === 'page' && STORED_BOARD.fields.has(field.name.value)) return selectionWork(field.selectionSet, walk, 'board');
  return selectionWork(field.selectionSet, walk, where);
}

interface FieldPrice {
  readonly total: number;
  readonly main: number;
}

/** The decode of a field's own text argument (convert's `text`, read with `from` and its options). */
function textDecode(field: FieldNode, arg: string, walk: Walk): { decode: DecodeRequest; board?: BoardWeight } | undefined {
  const text = argument(field, arg, walk);
  if (typeof text !== 'string') return undefined;
  const opt = (name: string) => argument(field, name, walk) as never;
  const decode = decodeRequest({
    text,
    format: (opt('from') ?? null) as BoardFormat | null,
    options: { alphabet: opt('alphabet') ?? undefined, boxRows: opt('boxRows') ?? null, boxCols: opt('boxCols') ?? null },
  });
  const read = walk.decoded?.get(decode.key);
  if (!read?.ok) return { decode };
  const { shape, rules } = read.value.state.board;
  return { decode, board: { cells: shape.size * shape.size, rules: ruleWork(rules, shape.size), decodeChars: text.length } };
}

function rootFieldPrice(field: FieldNode, row: RootCost | undefined, walk: Walk, decodes: Map<string, DecodeRequest>): FieldPrice {
  // The answer's pages, wherever they sit under this field.
  const answer = fieldAnswerWork(field, walk, 'root');
  let boards = 0;
  let cells = 0;
  let decodeMain = 0;
  let decodePool = 0;
  // Each distinct text is decoded once per operation, priced where it is first met.
  const decoding = (d: DecodeRequest) => {
    if (decodes.has(d.key)) return;
    decodes.set(d.key, d);
    if (d.onPool) decodePool += decodeWork(d.item.text.length);
    else decodeMain += decodeWork(d.item.text.length);
  };
  if (row?.boards) {
    for (const board of weighBoards(argument(field, row.boards.arg, walk), walk.decoded)) {
      boards += boardWork(board.cells, row.boards.work) + board.rules;
      cells += board.cells;
      if (board.decode) decoding(board.decode);
    }
  }
  if (row?.decodes) {
    const text = textDecode(field, row.decodes, walk);
    if (text) {
      decoding(text.decode);
      // The board the text reads as is written out again on the main thread (convert's `to`).
      if (text.board) boards += text.board.cells + text.board.rules;
    }
  }
  const perCell = row?.perCell && selects(field.selectionSet, walk, row.perCell.field) ? row.perCell.work * cells : 0;
  // A pool row's search and a decode on the pool are the pool's; everything else is the main thread's.
  const main = (row?.runs === 'main' ? boards : 0) + decodeMain + perCell + answer;
  return { total: boards + decodeMain + decodePool + perCell + answer, main };
}

/** The operation's work price; the walk stops at the first running total over `max`. */
export function priceWork(operation: OperationDefinitionNode, walk: Walk, max: number = Infinity): WorkPrice {
  let work = 0;
  let main = 0;
  const decodes = new Map<string, DecodeRequest>();
  rootFields(operation.selectionSet, walk.fragment, {
    keep: (field) => {
      const price = rootFieldPrice(field, costOf(operation.operation, field.name.value), walk, decodes);
      work += price.total;
      main += price.main;
      return price.total > 0;
    },
    done: () => work > max,
  });
  const list = [...decodes.values()];
  return { work, main, decodeChars: list.reduce((n, d) => n + d.item.text.length, 0), decodes: list };
}

/** Whether every root field of the operation, through its fragments, reads stored data alone (KEPT_ROOTS). */
export function readsStoredDataOnly(operation: OperationDefinitionNode | undefined, document: DocumentNode | undefined): boolean {
  if (operation?.operation !== 'query' || document === undefined) return false;
  const walk = documentWalk(document);
  let missing = false;
  const other = rootFields(
    operation.selectionSet,
    (name) => {
      const def = walk.fragment(name);
      if (!def) missing = true;
      return def;
    },
    { keep: (f) => f.name.value !== '__typename' && !KEPT_ROOTS.has(f.name.value), stopAfter: 1 },
  );
  return other.fields.length === 0 && !missing;
}

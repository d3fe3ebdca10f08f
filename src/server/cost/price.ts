// An operation's price, from the cost table (table.ts), its boards (boards.ts) and its selections,
// before any resolver runs: its board work, the main thread's share of it (admission.ts), and the
// text it decodes. Board work of a root field is its boards' work (table.ts, BoardWork) plus what its
// answer weighs on the main thread, worst case since nothing has run yet:
// - per board cell for a field the row names (validate's conflicts: CONFLICT_WORK a cell);
// - a history page (`puzzles`, `solveRecords`, `playerSolves`, at any depth): `first` times its
//   row's work plus one; pages inside pages multiply; a stored board on a page as STORED_BOARD says.
// A pool row's boards are searched in the pool: only its answer is the main thread's share.
import type { DocumentNode, FieldNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import { weighBoards } from './boards.js';
import { boardWork, costOf, isPage, KEPT_ROOTS, pageRows, STORED_BOARD, type RootCost } from './table.js';
import { argument, documentWalk, rootFields, selects, sumFields, type Walk } from './walk.js';

export interface WorkPrice {
  /** Board work of the operation; over `max` it is the running total where the walk stopped. */
  readonly work: number;
  /** The part done on the main thread: everything but a pooled field's search. */
  readonly main: number;
  /** Characters of text decoded on the main thread (boards in a format, convert's text); not yet priced as work. */
  readonly decodeChars: number;
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
  readonly decodeChars: number;
}

function rootFieldPrice(field: FieldNode, row: RootCost | undefined, walk: Walk): FieldPrice {
  // The answer's pages, wherever they sit under this field.
  const answer = fieldAnswerWork(field, walk, 'root');
  let input = 0;
  let cells = 0;
  let decodeChars = 0;
  if (row?.boards) {
    for (const board of weighBoards(argument(field, row.boards.arg, walk))) {
      input += boardWork(board.cells, row.boards.work);
      cells += board.cells;
      decodeChars += board.decodeChars;
    }
  }
  if (row?.decodes) {
    const text = argument(field, row.decodes, walk);
    if (typeof text === 'string') decodeChars += text.length;
  }
  const perCell = row?.perCell && selects(field.selectionSet, walk, row.perCell.field) ? row.perCell.work * cells : 0;
  const total = input + perCell + answer;
  return { total, main: row?.runs === 'main' ? total : perCell + answer, decodeChars };
}

/** The operation's work price; the walk stops at the first running total over `max`. */
export function priceWork(operation: OperationDefinitionNode, walk: Walk, max: number = Infinity): WorkPrice {
  let work = 0;
  let main = 0;
  let decodeChars = 0;
  rootFields(operation.selectionSet, walk.fragment, {
    keep: (field) => {
      const price = rootFieldPrice(field, costOf(operation.operation, field.name.value), walk);
      work += price.total;
      main += price.main;
      decodeChars += price.decodeChars;
      return price.total > 0;
    },
    done: () => work > max,
  });
  return { work, main, decodeChars };
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

// The output side of board work (board-work.ts): what a root field's answer may carry, priced in the
// same units as its input, from the selection set alone, before any resolver runs. Worst cases,
// since nothing has run yet:
// - validate's `conflicts`: every cell of the board may clash, and a conflict (five fields, up to
//   three units, ~70 bytes of answer) weighs CONFLICT_WORK, as much as eleven candidate values;
// - a history page (`puzzles`, `solveRecords`, `playerSolves`, at any depth): `first` (default 20,
//   at most MAX_PAGE) times its row's work plus one; pages inside pages multiply;
// - a stored Board (`board`, `solution`) on a page is of unknown size, so priced as a 25×25: `rows`
//   one unit a cell (a list item the main thread completes, as a candidate value), `cells`
//   TEXT_WORK (one string of N² characters), the rest of it 1.
// (solve's and solveMany's answers are bounded by their boards and priced in bytes: answer-size.ts.)
// The walk expands each fragment once per context (memoised), so it stays linear in the document.
import { Kind, valueFromASTUntyped, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { MAX_SIZE } from '../engine/index.js';
import { MAX_PAGE } from './pagination.js';

const MAX_CELLS = MAX_SIZE * MAX_SIZE;
export const CONFLICT_WORK = 11;
/** A stored board's text fields: one string each, about a sixteenth of completing its N² rows. */
export const TEXT_WORK = MAX_CELLS / 16;
const PAGE_FIELDS = new Set(['puzzles', 'solveRecords', 'playerSolves']);
const BOARD_FIELDS = new Set(['board', 'solution']);
const DEFAULT_PAGE = 20;

export interface OutputContext {
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly variables: Record<string, unknown>;
  /** Memo: `${fragment}:${where}` → work. */
  readonly memo: Map<string, number>;
}

/** Rows a page field may return: its `first` (the schema's default 20), clamped to 1..MAX_PAGE. */
export function pageSize(field: FieldNode, variables: Record<string, unknown>): number {
  const arg = field.arguments?.find((a) => a.name.value === 'first');
  const value = arg ? valueFromASTUntyped(arg.value, variables) : DEFAULT_PAGE;
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : value == null ? DEFAULT_PAGE : 1;
  return Math.max(1, Math.min(MAX_PAGE, n));
}

/** Where a selection set sits: outside any page, in a page's rows, or in a stored board of a page. */
type Where = 'root' | 'page' | 'board';

/** Work of the pages (and the boards on them) a selection set asks for. */
export function outputWork(set: SelectionSetNode, ctx: OutputContext, where: Where = 'root'): number {
  let work = where === 'board' ? 1 : 0;
  let rows = false;
  let text = false;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const name = sel.name.value;
      if (where === 'board') {
        if (name === 'rows') rows = true;
        else if (name === 'cells') text = true;
        continue;
      }
      if (!sel.selectionSet) continue;
      if (PAGE_FIELDS.has(name)) work += pageSize(sel, ctx.variables) * (1 + outputWork(sel.selectionSet, ctx, 'page'));
      else if (where === 'page' && BOARD_FIELDS.has(name)) work += outputWork(sel.selectionSet, ctx, 'board');
      else work += outputWork(sel.selectionSet, ctx, where);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      work += outputWork(sel.selectionSet, ctx, where);
    } else {
      const key = `${sel.name.value}:${where}`;
      let w = ctx.memo.get(key);
      if (w === undefined) {
        ctx.memo.set(key, 0); // a cycle (refused by validation anyway) adds nothing
        const def = ctx.fragments.get(sel.name.value);
        w = def ? outputWork(def.selectionSet, ctx, where) : 0;
        ctx.memo.set(key, w);
      }
      work += w;
    }
  }
  return work + (rows ? MAX_CELLS : 0) + (text ? TEXT_WORK : 0);
}

/** Work of the answer of one root field: a page itself, or the pages under it. */
export function rootOutputWork(field: FieldNode, ctx: OutputContext): number {
  if (!field.selectionSet) return 0;
  if (PAGE_FIELDS.has(field.name.value)) return pageSize(field, ctx.variables) * (1 + outputWork(field.selectionSet, ctx, 'page'));
  return outputWork(field.selectionSet, ctx);
}

/** True when `set` (fragments included, one level) selects the field `name`. */
export function selects(set: SelectionSetNode, name: string, fragments: ReadonlyMap<string, FragmentDefinitionNode>): boolean {
  const seen = new Set<string>();
  const pending = [set];
  while (pending.length > 0) {
    for (const sel of pending.pop()!.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value === name) return true;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) pending.push(sel.selectionSet);
      else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        const def = fragments.get(sel.name.value);
        if (def) pending.push(def.selectionSet);
      }
    }
  }
  return false;
}

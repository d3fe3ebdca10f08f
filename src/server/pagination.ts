// Relay connection arguments in, connection models out.
import type { GraphQLResolveInfo } from 'graphql';
import { resolverWalk, selects } from './cost/walk.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { Page, PageArgs } from '../db/repository.js';
import { badInput } from './errors.js';
import type { ConnectionModel, EdgeModel } from './models.js';
import { yieldingList } from './yielding.js';

export const MAX_PAGE = 100;
/** Rows of a page when the client does not say (the schema's default `first`). */
export const DEFAULT_PAGE = 20;
/** Rows of a page completed per turn of the event loop: a row may carry two 25×25 boards. */
const PAGE_SLICE = 16;
/**
 * Pages of at most this many rows (the default page) are completed in one turn: their promises and
 * the turn between slices cost the cheap default page more than the few rows past one slice hold
 * the loop. Longer pages, up to MAX_PAGE, still yield a slice at a time.
 */
const WHOLE_PAGE = DEFAULT_PAGE;

/**
 * Whether a connection field's selection names totalCount, directly or in a fragment. Only a
 * saving rides on it (the total read with the page): a total asked for but missed here is still
 * counted when its field resolves, and one counted but not asked (under @skip) is dropped.
 */
export function asksTotal(info: GraphQLResolveInfo): boolean {
  const walk = resolverWalk(info);
  return info.fieldNodes.some((f) => selects(f.selectionSet, walk, 'totalCount'));
}

/** A page's arguments; with `info`, the total is read with the page when the selection asks for it. */
export function pageArgs(first: number | null | undefined, after: string | null | undefined, info?: GraphQLResolveInfo): PageArgs {
  const n = first ?? DEFAULT_PAGE;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE) {
    throw badInput('first', `must be between 1 and ${MAX_PAGE}, got ${n}`);
  }
  const withTotal = info !== undefined && asksTotal(info);
  if (after == null) return { first: n, withTotal };
  const afterId = decodeCursor(after);
  if (afterId === undefined) throw badInput('after', 'not a cursor returned by this API');
  return { first: n, afterId, withTotal };
}

// A row read from memory (table.ts) is the same frozen object on every page that holds it, and so
// is its edge: its cursor is encoded once, not once per request.
const edgeOf = new WeakMap<object, EdgeModel<unknown>>();

function edge<T extends { id: string }>(node: T): EdgeModel<T> {
  let e = edgeOf.get(node) as EdgeModel<T> | undefined;
  if (e === undefined) {
    e = Object.freeze({ cursor: encodeCursor(node.id), node });
    if (Object.isFrozen(node)) edgeOf.set(node, e);
  }
  return e;
}

export function connection<T extends { id: string }>(page: Page<T>, count: () => Promise<number>): ConnectionModel<T> {
  const edges = page.rows.map(edge);
  let counted: Promise<number> | undefined;
  return {
    // A page of 100 rows with their boards is completed a slice of rows at a time (yielding.ts).
    edges: edges.length <= WHOLE_PAGE ? edges : yieldingList(edges, PAGE_SLICE),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.length > 0 ? edges[edges.length - 1].cursor : null },
    // Read with the page when the selection asked for it; otherwise counted once, when it resolves.
    totalCount: () => page.total ?? (counted ??= count()),
  };
}

// Relay connection arguments in, connection models out.
import { decodeCursor, encodeCursor } from './cursor.js';
import type { Page, PageArgs } from '../db/repository.js';
import { badInput } from './errors.js';
import type { ConnectionModel } from './models.js';
import { yieldingList } from './yielding.js';

export const MAX_PAGE = 100;
/** Rows of a page when the client does not say. */
const DEFAULT_PAGE = 20;
/** Rows of a page completed per turn of the event loop: a row may carry two 25×25 boards. */
const PAGE_SLICE = 16;
/**
 * Pages of at most this many rows (the default page) are completed in one turn: their promises and
 * the turn between slices cost the cheap default page more than the few rows past one slice hold
 * the loop. Longer pages, up to MAX_PAGE, still yield a slice at a time.
 */
const WHOLE_PAGE = DEFAULT_PAGE;

export function pageArgs(first: number | null | undefined, after: string | null | undefined): PageArgs {
  const n = first ?? DEFAULT_PAGE;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE) {
    throw badInput('first', `must be between 1 and ${MAX_PAGE}, got ${n}`);
  }
  if (after == null) return { first: n };
  const afterId = decodeCursor(after);
  if (afterId === undefined) throw badInput('after', 'not a cursor returned by this API');
  return { first: n, afterId };
}

export function connection<T extends { id: string }>(page: Page<T>, count: () => Promise<number>): ConnectionModel<T> {
  const edges = page.rows.map((node) => ({ cursor: encodeCursor(node.id), node }));
  let counted: Promise<number> | undefined;
  return {
    // A page of 100 rows with their boards is completed a slice of rows at a time (yielding.ts).
    edges: edges.length <= WHOLE_PAGE ? edges : yieldingList(edges, PAGE_SLICE),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.length > 0 ? edges[edges.length - 1].cursor : null },
    totalCount: () => (counted ??= count()),
  };
}

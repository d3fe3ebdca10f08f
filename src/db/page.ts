/** One page of a newest-first keyset walk. */
export interface Page<T> {
  readonly rows: T[];
  readonly hasNextPage: boolean;
  /** The filter's total, read in the same statement as the page, when it was asked for (PageArgs.withTotal). */
  readonly total?: number;
}

export interface PageArgs {
  readonly first: number;
  /** Id of the last row of the previous page; the page starts with the next older row. */
  readonly afterId?: string;
  /**
   * Read the filter's total with the page, in the same statement: one round trip instead of two on
   * PostgreSQL, and one snapshot for both. Without it, count() reads the total on its own.
   */
  readonly withTotal?: boolean;
}

/** Reads one row more than asked to learn whether another page follows without counting. */
export function toPage<T>(rows: T[], first: number, total?: number): Page<T> {
  const page = { rows: rows.slice(0, first), hasNextPage: rows.length > first };
  return total === undefined ? page : { ...page, total };
}

/** A page that may be handed to many requests: neither it nor its row list can be changed. */
export function frozenPage<T>(page: Page<T>): Page<T> {
  Object.freeze(page.rows);
  return Object.freeze(page);
}

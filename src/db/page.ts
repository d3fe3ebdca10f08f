/** One page of a newest-first keyset walk. */
export interface Page<T> {
  readonly rows: T[];
  readonly hasNextPage: boolean;
}

export interface PageArgs {
  readonly first: number;
  /** Id of the last row of the previous page; the page starts with the next older row. */
  readonly afterId?: string;
}

/** Reads one row more than asked to learn whether another page follows without counting. */
export function toPage<T>(rows: T[], first: number): Page<T> {
  return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
}

/** A page that may be handed to many requests: neither it nor its row list can be changed. */
export function frozenPage<T>(page: Page<T>): Page<T> {
  Object.freeze(page.rows);
  return Object.freeze(page);
}

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

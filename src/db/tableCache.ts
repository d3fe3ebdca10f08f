// Totals and pages of one table kept in memory, correct after writes. The server process is the
// only writer of its database file (the CLI never opens it, and nothing updates or deletes rows),
// so what it read once stays right as long as every insert through the repository passes here:
// an insert adds itself to the totals whose filter it matches and drops the pages that filter
// could show it on. A second process writing the same file would make these stale: don't run one.

export interface TableCache<F, R> {
  /** The number of rows matching the filter, from memory when known. */
  count(filter: F, query: () => Promise<number>): Promise<number>;
  /** One page read for the filter; `at` names the page within it (size, cursor). */
  page<P>(filter: F, at: string, query: () => Promise<P>): Promise<P>;
  /** Runs one insert and keeps what is remembered in step with it. */
  insert<T extends R>(write: () => Promise<T>): Promise<T>;
  /** The same for a write of several rows at once. */
  insertMany<T extends R>(write: () => Promise<T[]>): Promise<T[]>;
}

export interface TableCacheOptions<F, R> {
  key: (filter: F) => string;
  matches: (filter: F, row: R) => boolean;
  /** Filters and cursors are client-chosen (any size, any puzzle id): keep memory bounded. */
  maxCounts?: number;
  maxPages?: number;
}

interface Entry<F, V> {
  readonly filter: F;
  value: V;
}

export function tableCache<F, R>(opts: TableCacheOptions<F, R>): TableCache<F, R> {
  const counts = new Map<string, Entry<F, number>>();
  const pages = new Map<string, Entry<F, unknown>>();
  // A read that overlapped an insert may or may not include its row; such a result is returned
  // (it was true at some instant during the request) but never remembered. `version` moves when an
  // insert finishes, `pending` covers inserts still running when the read comes back.
  let version = 0;
  let pending = 0;

  async function insertRows<T extends R>(write: () => Promise<T[]>): Promise<T[]> {
    pending++;
    try {
      const rows = await write();
      for (const row of rows) {
        for (const entry of counts.values()) if (opts.matches(entry.filter, row)) entry.value++;
        // Every page of a matching filter goes, not only the first: ids order rows, and only this
        // process's ids are known to grow, so a new row's place among older pages is not assumed.
        for (const [key, entry] of pages) if (opts.matches(entry.filter, row)) pages.delete(key);
      }
      return rows;
    } finally {
      pending--;
      version++;
    }
  }

  async function remembered<V>(map: Map<string, Entry<F, V>>, max: number, key: string, filter: F, query: () => Promise<V>): Promise<V> {
    const hit = map.get(key);
    if (hit) return hit.value;
    const seen = version;
    const value = await query();
    if (seen === version && pending === 0) {
      if (map.size >= max) map.delete(map.keys().next().value!);
      map.set(key, { filter, value });
    }
    return value;
  }

  return {
    count: (filter, query) => remembered(counts, opts.maxCounts ?? 1000, opts.key(filter), filter, query),
    page: <P>(filter: F, at: string, query: () => Promise<P>) =>
      remembered(pages, opts.maxPages ?? 256, `${opts.key(filter)}#${at}`, filter, query) as Promise<P>,
    async insert(write) {
      return (await insertRows(async () => [await write()]))[0];
    },
    insertMany: (write) => insertRows(write),
  };
}

// totalCount without a COUNT(*) per page. The server process is the only writer of its database
// file (the CLI never opens it, and nothing deletes rows), so a total read once stays right as
// long as every insert through the repository adds itself to the totals whose filter it matches.
// A second process writing the same file would make these totals stale: don't run one.

export interface CountCache<F, R> {
  /** The number of rows matching the filter, from memory when known. */
  count(filter: F): Promise<number>;
  /** Runs one insert and keeps the known totals in step with it. */
  insert<T extends R>(write: () => Promise<T>): Promise<T>;
}

export function countCache<F, R>(opts: {
  key: (filter: F) => string;
  matches: (filter: F, row: R) => boolean;
  query: (filter: F) => Promise<number>;
  /** Filters are client-chosen (any size, any puzzle id): keep memory bounded. */
  maxEntries?: number;
}): CountCache<F, R> {
  const max = opts.maxEntries ?? 1000;
  const known = new Map<string, { filter: F; n: number }>();
  // A COUNT(*) that overlapped an insert may or may not include its row; such a result is returned
  // (it was true at some instant during the request) but never remembered. `version` moves when an
  // insert finishes, `pending` covers inserts still running when the count comes back.
  let version = 0;
  let pending = 0;

  return {
    async count(filter) {
      const k = opts.key(filter);
      const hit = known.get(k);
      if (hit) return hit.n;
      const seen = version;
      const n = await opts.query(filter);
      if (seen === version && pending === 0) {
        if (known.size >= max) known.delete(known.keys().next().value!);
        known.set(k, { filter, n });
      }
      return n;
    },
    async insert(write) {
      pending++;
      try {
        const row = await write();
        for (const entry of known.values()) if (opts.matches(entry.filter, row)) entry.n++;
        return row;
      } finally {
        pending--;
        version++;
      }
    },
  };
}

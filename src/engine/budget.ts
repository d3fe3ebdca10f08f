// Work budgets: nothing the engine does runs unbounded.

/** A search's budget: nodes, and an absolute time (performance.now()) after which it gives up. */
export interface Budget {
  readonly maxNodes: number;
  readonly deadline: number;
}

/** Default search-node budget of one solve (a hard 9×9 takes a few thousand nodes). */
export const DEFAULT_MAX_NODES = 2_000_000;
/** Default wall-clock budget of one solve or generate. */
export const DEFAULT_DEADLINE_MS = 5_000;

/**
 * A duration in ms as the engine's callers report it (the API, stored records, logs, the CLI):
 * to the microsecond, which is all a timing means; it also makes an answer equal its stored
 * record, which a database would otherwise return with its last binary digits changed.
 */
export const roundMs = (ms: number): number => Math.round(ms * 1000) / 1000;

export function budgetOf(options: { maxNodes?: number; deadlineMs?: number }, start: number): Budget {
  return {
    maxNodes: options.maxNodes ?? DEFAULT_MAX_NODES,
    deadline: start + (options.deadlineMs ?? DEFAULT_DEADLINE_MS),
  };
}

// Long answers completed a slice at a time. graphql-js completes a list's items one after another
// on the request's thread, and a 25×25's 625 candidates (or 1,250 conflicts, or 100 history rows
// with their boards) held the event loop for the whole answer: every other request, the cheapest
// included, waited behind it (the cheap query's p99 beside the largest allowed requests).
// A list given to graphql-js through `yieldingList` has its first `every` items as they are and
// the rest as promises released `every` at a time, one slice per turn of the event loop (each
// after a setImmediate), so other requests' I/O runs between slices. The answer is the same list;
// only when its items are completed changes.

/** Items per slice: a few tenths of a millisecond of completion each for the lists above. */
export const SLICE_ITEMS = 64;

export function yieldingList<T>(items: readonly T[], every: number = SLICE_ITEMS): (T | Promise<T>)[] {
  if (items.length <= every) return items as T[];
  const out: (T | Promise<T>)[] = items.slice(0, every);
  let turn: Promise<void> = Promise.resolve();
  for (let start = every; start < items.length; start += every) {
    turn = turn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    const gate = turn;
    for (let i = start; i < Math.min(start + every, items.length); i++) out.push(gate.then(() => items[i]));
  }
  return out;
}

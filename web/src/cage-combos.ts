// The killer player's cage helper: the sets of distinct values a cage of k cells can add up to its
// sum with, and which of them its cells can still take (every value of the set placed in a cell
// whose options allow it: a value, its centre marks, or its candidates). Pure, for the unit tests.

export interface CageCombos {
  /** Every set of k distinct values of 1..n adding up to the sum, ascending (each ascending). */
  all: number[][];
  /** Those its cells can take (the same arrays as in `all`). */
  fit: number[][];
}

/** Sets enumerated at most (a 16×16 cage can have thousands; the helper then lists none). */
export const MAX_COMBOS = 400;

/** The sets of k distinct values of 1..n adding up to `sum`, in lexicographic order (at most `limit`). */
export function combinations(k: number, sum: number, n: number, limit = MAX_COMBOS): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const go = (from: number, left: number, rest: number): void => {
    if (out.length >= limit) return;
    if (left === 0) {
      if (rest === 0) out.push([...pick]);
      return;
    }
    for (let v = from; v <= n; v++) {
      // The smallest and largest sums the remaining picks can still make.
      const min = left * v + (left * (left - 1)) / 2;
      const max = left * n - (left * (left - 1)) / 2;
      if (min > rest) break;
      if (max < rest) continue;
      pick.push(v);
      go(v + 1, left - 1, rest - v);
      pick.pop();
    }
  };
  if (k >= 1 && k <= n) go(1, k, sum);
  return out;
}

/** Whether the values can be placed one per cell, each in a cell whose options hold it (a matching). */
export function fits(values: readonly number[], options: readonly (readonly number[])[]): boolean {
  if (values.length !== options.length) return false;
  const owner = new Map<number, number>();
  const tryCell = (cell: number, seen: Set<number>): boolean => {
    for (const v of options[cell]!) {
      if (!values.includes(v) || seen.has(v)) continue;
      seen.add(v);
      const other = owner.get(v);
      if (other === undefined || tryCell(other, seen)) {
        owner.set(v, cell);
        return true;
      }
    }
    return false;
  };
  return options.every((_, cell) => tryCell(cell, new Set()));
}

/** The cage's combinations and those that fit its cells' options (one list of values per cell). */
export function cageCombos(k: number, sum: number, n: number, options: readonly (readonly number[])[]): CageCombos {
  const all = combinations(k, sum, n);
  return { all, fit: all.filter((c) => fits(c, options)) };
}

// The candidate loops behind unique rectangles and unique loops: closed paths of empty cells that
// all hold the two digits {a, b}, each step between two cells of one unit, such that every unit the
// path meets holds exactly two of its cells, one at an even and one at an odd position. If all of
// them held only a and b, the digits would alternate along the path and could be swapped in every
// unit at once: a second solution. A rectangle is the 4-cell case (two rows, two columns, two
// boxes); longer ones (6, 8, ... cells) may run through boxes too.
import type { LogicContext } from '../types.js';
import { popcount, sees, spend } from './links.js';
import { placeMasks } from '../places.js';

export interface CandidateLoop {
  /** The loop's cells in path order (the first is the lowest bivalue {a, b} cell of the loop). */
  readonly cells: readonly number[];
  /** The pair {a, b} as a mask. */
  readonly pair: number;
  /** Loop cells holding more than a and b, ascending. */
  readonly extra: readonly number[];
}

/**
 * Calls `visit` on every candidate loop of the grid once (one orientation of one cell set), pair by
 * pair, starting cells row-major, as Sudoku Explainer 1.2.1 (UniqueLoops) admits them: the loop
 * starts at a cell holding exactly {a, b}; at most two of its cells hold more, unless every such
 * cell's other digits are one and the same digit. `visit` returns true to stop the search. Returns
 * false when the work budget ran out.
 */
export function forEachLoop(ctx: LogicContext, visit: (loop: CandidateLoop) => boolean): boolean {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  const cellCount = geo.cellCount;
  // Per unit and parity: how many loop cells of that parity it holds (0 or 1).
  const even = new Uint8Array(geo.unitCount);
  const odd = new Uint8Array(geo.unitCount);
  const onPath = new Uint8Array(cellCount);
  const path: number[] = [];
  const seen = new Set<string>();
  let unbalanced = 0; // units holding one loop cell only
  let stopped = false;

  const enter = (cell: number, parity: number): void => {
    onPath[cell] = 1;
    path.push(cell);
    for (let t = 0; t < 3; t++) {
      const u = geo.cellUnits[3 * cell + t];
      const mine = parity === 0 ? even : odd;
      const other = parity === 0 ? odd : even;
      mine[u] = 1;
      unbalanced += other[u] === 1 ? -1 : 1;
    }
  };
  const leave = (cell: number, parity: number): void => {
    onPath[cell] = 0;
    path.pop();
    for (let t = 0; t < 3; t++) {
      const u = geo.cellUnits[3 * cell + t];
      const mine = parity === 0 ? even : odd;
      const other = parity === 0 ? odd : even;
      mine[u] = 0;
      unbalanced += other[u] === 1 ? 1 : -1;
    }
  };
  const fits = (cell: number, parity: number): boolean => {
    const mine = parity === 0 ? even : odd;
    for (let t = 0; t < 3; t++) if (mine[geo.cellUnits[3 * cell + t]] === 1) return false;
    return true;
  };

  if (spend(ctx, cellCount)) return false; // the scan for starting cells
  const places = placeMasks(ctx.grid);
  for (let start = 0; start < cellCount && !stopped; start++) {
    const pair = cands[start];
    if (pair === 0 || popcount(pair) !== 2) continue;
    const a = 31 - Math.clz32(pair & -pair);
    const b = 31 - Math.clz32(pair & (pair - 1));
    // Extend the path from its last cell; allowedEx and exValues as in the contract above.
    const walk = (allowedEx: number, exValues: number): void => {
      const last = path[path.length - 1];
      const parity = path.length & 1;
      if (spend(ctx, 3 * n)) {
        stopped = true;
        return;
      }
      if (unbalanced === 0) {
        // Every unit met is full: closed if the last cell shares a unit with the start (then the
        // length is even and at least 4), a dead end otherwise.
        if (path[1] < last && sees(geo, start, last)) {
          const key = path
            .slice()
            .sort((x, y) => x - y)
            .join(',');
          if (!seen.has(key)) {
            seen.add(key);
            const extra = path.filter((c) => cands[c] !== pair).sort((x, y) => x - y);
            if (visit({ cells: path.slice(), pair, extra })) {
              stopped = true;
              return;
            }
          }
        }
        return;
      }
      for (let t = 0; t < 3 && !stopped; t++) {
        const u = geo.cellUnits[3 * last + t];
        // The unit that links `last` to the previous cell is full (one of each parity).
        if (even[u] === 1 && odd[u] === 1) continue;
        // The unit's cells holding both digits, in unit order (the places table).
        for (let at = places[u * n + a] & places[u * n + b]; at !== 0 && !stopped; at &= at - 1) {
          const next = geo.units[u * n + 31 - Math.clz32(at & -at)];
          if (onPath[next] === 1) continue;
          const m = cands[next];
          const isExtra = m !== pair;
          // The lowest bivalue cell of the loop starts it: each loop is found from one start.
          if (!isExtra && next < start) continue;
          const ex = exValues | (m & ~pair);
          if (isExtra && popcount(ex) !== 1 && allowedEx <= 0) continue;
          if (!fits(next, parity)) continue;
          enter(next, parity);
          walk(isExtra ? allowedEx - 1 : allowedEx, ex);
          leave(next, parity);
        }
      }
    };
    enter(start, 0);
    walk(2, 0);
    leave(start, 0);
  }
  return ctx.work.spent <= ctx.work.limit;
}

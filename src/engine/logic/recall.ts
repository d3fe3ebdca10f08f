// What a run remembers between its steps: for a technique, the candidates of the last grid in which
// it searched everything and found nothing. A technique is a function of the candidates, so that is
// a fact about those candidates, true whichever grid or step they came from. On a later grid, only
// the patterns that read a cell whose candidates changed since can have become a step; a technique
// that knows which cells each pattern reads rescans those alone and returns exactly the step a full
// scan returns (the first in its order), charging only the work it does. Between two climbs of the
// ladder to the same technique the grid usually differs in a cell or two (bench/RESULTS.md).
import type { LogicContext } from './types.js';
import { cellSetsOf } from './propagation/cell-sets.js';

export type { Recall } from './types.js';

/** The candidates of the last grid in which `key` found nothing, or null when there is none (scan everything). */
export function recalled(ctx: LogicContext, key: string): Int32Array | null {
  const before = ctx.recall?.get(key);
  return before === undefined || before.length !== ctx.grid.cands.length ? null : before;
}

/**
 * The cells whose candidates differ between `before` and the grid's, as a cell set (cell-sets.ts
 * words); with `keep`, only those for which keep(before, now) holds.
 */
export function changedCells(ctx: LogicContext, before: Int32Array, keep?: (before: number, now: number) => boolean): Int32Array {
  const cands = ctx.grid.cands;
  const changed = new Int32Array(cellSetsOf(ctx.grid.geo).words);
  for (let c = 0; c < cands.length; c++) {
    if (before[c] !== cands[c] && (keep === undefined || keep(before[c], cands[c]))) changed[c >>> 5] |= 1 << (c & 31);
  }
  return changed;
}

/** Records that `key` searched everything in the current candidates and found nothing. */
export function foundNothing(ctx: LogicContext, key: string): void {
  remember(ctx, key);
}

/** Records the current candidates under `key` (what they tell is the key's business). */
export function remember(ctx: LogicContext, key: string): void {
  const recall = ctx.recall;
  if (recall === undefined) return;
  const before = recall.get(key);
  if (before !== undefined && before.length === ctx.grid.cands.length) before.set(ctx.grid.cands);
  else recall.set(key, ctx.grid.cands.slice());
}

/**
 * For a technique that reads each digit's places alone (fish, intersections, skyscraper, kite):
 * the digits (bit d: digit d) whose places differ from the last grid where `key` found nothing,
 * or -1 (every digit) when there is none. A digit whose places are the same gives what it gave.
 */
export function changedDigits(ctx: LogicContext, key: string): number {
  const before = recalled(ctx, key);
  if (before === null) return -1;
  const cands = ctx.grid.cands;
  let digits = 0;
  for (let c = 0; c < cands.length; c++) digits |= before[c] ^ cands[c];
  return digits;
}

/**
 * For a technique that reads units (subsets): per unit, 1 where a cell of it changed since the last
 * grid where `key` found nothing, or null (every unit) when there is none.
 */
export function changedUnits(ctx: LogicContext, key: string): Uint8Array | null {
  const before = recalled(ctx, key);
  if (before === null) return null;
  const { geo, cands } = ctx.grid;
  const out = new Uint8Array(geo.unitCount);
  for (let c = 0; c < cands.length; c++) {
    if (before[c] === cands[c]) continue;
    for (let j = geo.cellUnitStart[c]; j < geo.cellUnitStart[c + 1]; j++) out[geo.cellUnits[j]] = 1;
  }
  return out;
}

/** `find()`, recording that `key` found nothing when it returns null within the budget. */
export function remembering<T>(ctx: LogicContext, key: string, find: () => T | null): T | null {
  const found = find();
  if (found === null && ctx.work.spent <= ctx.work.limit) foundNothing(ctx, key);
  return found;
}

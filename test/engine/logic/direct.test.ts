// SE's direct variants on the shared 17-clue set: every direct step is checked against the grid it
// was found on (replaying the analysis): its pattern's removals leave the placed value exactly one
// place in the named unit, and the value is the solution's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze, applyStep, gridOf } from '../../../src/engine/logic/index.js';
import { geometryOf } from '../../../src/engine/geometry.js';
import { solve } from '../../../src/engine/solve.js';
import { boardOf } from './golden-helpers.js';
import type { Step, UnitRef } from '../../../src/engine/logic/types.js';
import { directClaiming } from '../../../src/engine/logic/techniques/direct.js';

const PUZZLES = readFileSync('../shared/datasets/9x9/17clue_20k.txt', 'utf8').trim().split('\n').slice(0, 300);
const geo = geometryOf({ size: 9, boxRows: 3, boxCols: 3 });
const unitIndex = (u: UnitRef): number => (u.kind === 'ROW' ? 0 : u.kind === 'COLUMN' ? 9 : 18) + u.index;
const unitCells = (u: UnitRef): number[] => Array.from(geo.units.subarray(unitIndex(u) * 9, unitIndex(u) * 9 + 9));

/** The candidates the pattern removes, then the places of the placed value left in the unit that gives the single. */
function placesLeft(cands: Int32Array, s: Step): number[] {
  const p = s.placements[0];
  const bit = 1 << (p.value - 1);
  const work = cands.slice();
  const target = p.row * 9 + p.col;
  let unit: UnitRef;
  if (s.technique === 'DIRECT_POINTING' || s.technique === 'DIRECT_CLAIMING') {
    const [u1, u2, u3] = s.units;
    const inside = new Set(unitCells(u1));
    for (const c of unitCells(u2)) if (!inside.has(c)) work[c] &= ~bit;
    unit = u3;
  } else {
    const setCells = s.cells.slice(0, -1);
    let setMask = 0;
    const inSet = new Set(setCells);
    // The set's values: those whose every place in the unit is a set cell.
    for (let v = 0; v < 9; v++) {
      const at = unitCells(s.units[0]).filter((c) => (cands[c] >> v) & 1);
      if (at.length > 0 && at.every((c) => inSet.has(c))) setMask |= 1 << v;
    }
    expect(setMask.toString(2).split('1').length - 1).toBe(setCells.length);
    for (const c of setCells) work[c] &= setMask;
    unit = s.units[0];
  }
  expect(cands[target] & bit).not.toBe(0);
  return unitCells(unit).filter((c) => (work[c] & bit) !== 0);
}

describe('direct pointing, claiming, hidden pair and triple', () => {
  it('on 300 17-clue puzzles: each direct step leaves its value one place, the solution value; each kind occurs', () => {
    const seen = new Map<string, number>();
    for (const text of PUZZLES) {
      const board = boardOf(text);
      const solution = solve(board).solution!;
      const r = analyze(board);
      if (r.status !== 'ANALYZED') throw new Error(r.status);
      const grid = gridOf(board);
      for (const s of r.analysis.steps) {
        if (s.technique.startsWith('DIRECT_')) {
          seen.set(s.technique, (seen.get(s.technique) ?? 0) + 1);
          expect(s.placements).toHaveLength(1);
          const p = s.placements[0];
          expect(p.value).toBe(solution[p.row * 9 + p.col]);
          expect(placesLeft(grid.cands, s)).toEqual([p.row * 9 + p.col]);
        }
        expect(applyStep(grid, s)).toBe(true);
      }
    }
    // (Direct claiming never comes first on these: a direct pointing or hidden single always did.)
    for (const k of ['DIRECT_POINTING', 'DIRECT_HIDDEN_PAIR', 'DIRECT_HIDDEN_TRIPLE'])
      expect([k, (seen.get(k) ?? 0) > 0]).toEqual([k, true]);
  }, 120_000);
});

describe('direct claiming, called on the grids of a replayed analysis', () => {
  it('on 40 top1465 puzzles: every instance leaves its value one place, the solution value', () => {
    const lines = readFileSync('../shared/datasets/9x9/magictour_top1465.txt', 'utf8').trim().split('\n').slice(0, 40);
    let found = 0;
    for (const text of lines) {
      const board = boardOf(text);
      const solution = solve(board).solution!;
      const r = analyze(board, { maxLevel: 'HARD' });
      if (r.status !== 'ANALYZED') throw new Error(r.status);
      const grid = gridOf(board);
      for (const s of r.analysis.steps) {
        const d = directClaiming({ grid, unique: true, work: { spent: 0, limit: 1e7 } });
        if (d !== null) {
          found++;
          const p = d.placements[0];
          expect(p.value).toBe(solution[p.row * 9 + p.col]);
          expect(placesLeft(grid.cands, d)).toEqual([p.row * 9 + p.col]);
        }
        applyStep(grid, s);
      }
    }
    expect(found).toBeGreaterThan(10);
  }, 120_000);
});

// The logical solver's candidate grid: built from a Board (or a Board and the player's notes),
// and the one place a Step is applied to it. Techniques only read the grid (types.ts).
import { candidateMasks, valuesOfMask } from '../candidates.js';
import { geometryOf, HOUSE_BOX } from '../geometry.js';
import { compileRules } from '../rules/check.js';
import type { Board, CellCandidates } from '../types.js';
import { ruleGeometry } from './rule-geometry.js';
import type { CandidateGrid, CellValue, LogicGeometry, RuleRef, Step, UnitRef } from './types.js';

/** A grid whose arrays the solver may change (techniques see it as the read-only CandidateGrid). */
export interface MutableGrid extends CandidateGrid {
  readonly values: Uint8Array;
  readonly cands: Int32Array;
}

/**
 * The solver's geometry of a board: the classic one without rules, else its rules' (rule-geometry.ts).
 * Throws on rules that do not pass their check (analyze and nextStep check the board first).
 */
export function geometryFor(board: Board): LogicGeometry {
  if (board.rules === undefined || board.rules.length === 0) return geometryOf(board.shape);
  const compiled = compileRules(board.shape, board.rules);
  if (!compiled.ok) throw new Error(`the board's rules do not compile: ${compiled.error.message}`);
  return ruleGeometry(compiled.value);
}

/**
 * Values from the board; every empty cell's candidates are the values no peer holds (on a board
 * with rules: no cell of its houses and groups, no cell a knight's or king's move away where those
 * rules hold). What the other rules forbid is left to the rule steps, each with its sentence.
 */
export function gridOf(board: Board): MutableGrid {
  const geo = geometryFor(board);
  if (geo.rules === undefined) return { geo, values: board.cells.slice(), cands: candidateMasks(board) };
  const values = board.cells.slice();
  const cands = new Int32Array(geo.cellCount);
  const { peerStart, peers } = geo;
  for (let i = 0; i < geo.cellCount; i++) {
    if (values[i] !== 0) continue;
    let used = 0;
    for (let k = peerStart[i]; k < peerStart[i + 1]; k++) if (values[peers[k]] !== 0) used |= 1 << (values[peers[k]] - 1);
    cands[i] = geo.allValues & ~used;
  }
  return { geo, values, cands };
}

/**
 * Each empty cell's candidates as the logical solver starts from the board (gridOf): on a board
 * with rules, the values no peer holds, less than the `candidates` door's (which applies every
 * rule). A page that shows the moment of a step, as analyze and nextStep see it, starts here.
 */
export function solverCandidates(board: Board): CellCandidates[] {
  const { geo, values, cands } = gridOf(board);
  const out: CellCandidates[] = [];
  for (let i = 0; i < values.length; i++) {
    if (values[i] === 0) out.push({ row: Math.floor(i / geo.size), col: i % geo.size, values: valuesOfMask(cands[i]) });
  }
  return out;
}

/**
 * Places the step's values (each leaves its peers' candidates) and removes its eliminations.
 * Returns false when the grid is left contradictory: an empty cell without candidates, or a
 * placement whose value is no longer a candidate of its cell.
 */
export function applyStep(grid: MutableGrid, step: Step): boolean {
  const g = grid.geo;
  const n = g.size;
  let ok = true;
  for (const p of step.placements) {
    const i = p.row * n + p.col;
    if (grid.values[i] !== 0) {
      if (grid.values[i] !== p.value) ok = false;
      continue;
    }
    const bit = 1 << (p.value - 1);
    if ((grid.cands[i] & bit) === 0) ok = false;
    grid.values[i] = p.value;
    grid.cands[i] = 0;
    for (let k = g.peerStart[i], end = g.peerStart[i + 1]; k < end; k++) {
      const j = g.peers[k];
      if (grid.values[j] !== 0) {
        if (grid.values[j] === p.value) ok = false;
        continue;
      }
      grid.cands[j] &= ~bit;
      if (grid.cands[j] === 0) ok = false;
    }
  }
  for (const e of step.eliminations) {
    const i = e.row * n + e.col;
    if (grid.values[i] !== 0) continue;
    grid.cands[i] &= ~(1 << (e.value - 1));
    if (grid.cands[i] === 0) ok = false;
  }
  return ok;
}

/** Empty cells left. */
export function openCells(grid: CandidateGrid): number {
  let k = 0;
  for (let i = 0; i < grid.values.length; i++) if (grid.values[i] === 0) k++;
  return k;
}

/** A cell (row-major index) and a value 1..N as a step's CellValue. */
export function cv(n: number, cell: number, value: number): CellValue {
  return { row: (cell / n) | 0, col: cell % n, value };
}

/** A row, column or box of the geometry (units 0..3N-1 of a kind up to HOUSE_BOX) as a step's UnitRef. */
export function unitRef(g: LogicGeometry, unit: number): UnitRef {
  const n = g.size;
  if (unit < n) return { kind: 'ROW', index: unit };
  if (unit < 2 * n) return { kind: 'COLUMN', index: unit - n };
  return { kind: 'BOX', index: unit - 2 * n };
}

/** Whether a unit is one of the grid's rows, columns or boxes (a UnitRef), not a house of a rule. */
export const gridUnit = (g: LogicGeometry, unit: number): boolean => g.unitKinds[unit] <= HOUSE_BOX;

/** The rule a house of a rule comes from, as a step's RuleRef. */
export function houseRule(g: LogicGeometry, unit: number): RuleRef {
  const links = g.rules!;
  const rule = links.unitRule[unit];
  const part = links.unitPart[unit];
  const kind = links.space.rules[rule].kind;
  return part >= 0 ? { rule, kind, part } : { rule, kind };
}

/**
 * A step's `units` and `rules` for the houses it lives in, in order: the rows, columns and boxes as
 * UnitRefs, the other houses as the rules they come from (no `rules` field when there are none).
 */
export function houseRefs(
  g: LogicGeometry,
  houses: readonly number[],
  rules: readonly RuleRef[] = [],
): { units: UnitRef[]; rules?: RuleRef[] } {
  const units: UnitRef[] = [];
  let refs: RuleRef[] | null = null;
  for (const u of houses) {
    if (gridUnit(g, u)) units.push(unitRef(g, u));
    else addRule((refs ??= []), houseRule(g, u));
  }
  for (const r of rules) addRule((refs ??= []), r);
  return refs === null ? { units } : { units, rules: refs };
}

/**
 * houseRefs in two parts for the hottest steps (singles, intersections), so a board without rules
 * builds its step as it always did: the grid's units of `houses`…
 */
export function gridUnits(g: LogicGeometry, houses: readonly number[]): UnitRef[] {
  if (g.rules === undefined) return houses.map((u) => unitRef(g, u));
  return houses.filter((u) => gridUnit(g, u)).map((u) => unitRef(g, u));
}

/** …and, spread after the sentence, `{ rules }` for the houses that rules bring (null when none). */
export function houseRules(g: LogicGeometry, houses: readonly number[]): { rules: RuleRef[] } | null {
  if (g.rules === undefined) return null;
  const refs = houseRefs(g, houses).rules;
  return refs === undefined ? null : { rules: refs };
}

/** Adds a rule reference unless the list has it already. */
export function addRule(list: RuleRef[], r: RuleRef): void {
  if (!list.some((x) => x.rule === r.rule && x.part === r.part)) list.push(r);
}

// The frame a step's sentence is written in. analyze() grades a board on its canonical form
// (canon.ts), so that the path, the score and the level do not depend on how the board was turned,
// swapped or relabelled. The techniques then see canonical cells and values; while they run
// inside `inFrame`, every name they write (describe.ts, the wording module) is the name of that
// cell, unit or value on the board as the player gave it, and analyze() maps the
// step's data (cells, units, placements, eliminations, links) the same way afterwards.
// Outside a frame names are the grid's own: nextStep, runLogic and the tests see no change.
// A board with rules is graded on the image of its givens and rules (rules/transform.ts
// canonicalImage), its rules in an order of their own: a step's rules are told by the board's
// indices, the houses a rule brings several of (jigsaw regions, windows, disjoint groups) by the
// board's numbering, and a rule is named as the board gives it.
import type { CanonTransform } from '../canon.js';
import type { Geometry } from '../geometry.js';
import type { Rule } from '../rules/types.js';
import type { CellValue, ChainLink, LogicGeometry, RuleRef, Step, UnitKind, UnitRef } from './types.js';

export interface Frame {
  /** Canonical cell → the board's cell. */
  readonly cells: Int32Array;
  /** Canonical value (1..N, 0 empty) → the board's value. */
  readonly values: Int32Array;
  /** Canonical unit (geometry numbering: rows, columns, boxes) → the board's unit. */
  readonly units: Int32Array;
  readonly size: number;
  /** On a board with rules: the board's rules, as given. */
  readonly rules?: readonly Rule[];
  /** On a board with rules: canonical rule → the board's rule (its index in `rules`). */
  readonly ruleOf?: Int32Array;
  /** On a board with rules: the board's part of each canonical rule's part (key rule · size + part). */
  readonly parts?: ReadonlyMap<number, number>;
}

let current: Frame | null = null;

/** Runs `f` with names written in `frame` (null: the grid's own names). */
export function inFrame<T>(frame: Frame | null, f: () => T): T {
  const previous = current;
  current = frame;
  try {
    return f();
  } finally {
    current = previous;
  }
}

/** The frame that names the canonical form's cells and values as the board `transform` was read from. */
export function frameOf(geo: Geometry, t: CanonTransform): Frame {
  const n = geo.size;
  const cells = new Int32Array(geo.cellCount);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) cells[i * n + j] = t.transpose ? t.cols[j] * n + t.rows[i] : t.rows[i] * n + t.cols[j];
  }
  const values = new Int32Array(n + 1);
  for (let v = 1; v <= n; v++) values[t.labels[v]] = v;
  // A unit goes where its cells go: any one of them names the image (transforms keep units whole).
  const units = new Int32Array(3 * n);
  for (let u = 0; u < 3 * n; u++) {
    const a = cells[geo.units[u * n]];
    const b = cells[geo.units[u * n + 1]];
    const kind = u < n ? 0 : u < 2 * n ? 1 : 2;
    const ar = (a / n) | 0;
    const br = (b / n) | 0;
    // A line stays a line (a row may become a column); a box stays a box.
    if (kind === 2) units[u] = geo.cellUnits[3 * a + 2];
    else units[u] = ar === br ? geo.cellUnits[3 * a] : geo.cellUnits[3 * a + 1];
  }
  return { cells, values, units, size: n };
}

/**
 * The frame of a board with rules graded on its image under `t` (rules/transform.ts canonicalImage,
 * whose rule k is the board's rule ruleOf[k]): `canon` is the image's geometry, `board` the board's.
 * A part of a rule (a region, a window, a disjoint group) is the board's part that holds the image
 * of one of its cells.
 */
export function ruleFrameOf(
  geo: Geometry,
  t: CanonTransform,
  canon: LogicGeometry,
  board: LogicGeometry,
  rules: readonly Rule[],
  ruleOf: Int32Array,
): Frame {
  const frame = frameOf(geo, t);
  const n = geo.size;
  const parts = new Map<number, number>();
  const canonLinks = canon.rules;
  const boardLinks = board.rules;
  if (canonLinks !== undefined && boardLinks !== undefined) {
    for (let u = 0; u < canonLinks.unitRule.length; u++) {
      const rule = canonLinks.unitRule[u];
      if (rule < 0 || canonLinks.unitPart[u] < 0) continue;
      const cell = frame.cells[canon.units[u * n]];
      for (let k = board.cellUnitStart[cell]; k < board.cellUnitStart[cell + 1]; k++) {
        const w = board.cellUnits[k];
        if (boardLinks.unitRule[w] === ruleOf[rule] && boardLinks.unitPart[w] >= 0) {
          parts.set(rule * n + canonLinks.unitPart[u], boardLinks.unitPart[w]);
        }
      }
    }
  }
  return { ...frame, rules, ruleOf, parts };
}

/** The board's rule that canonical rule `rule` is, to name it as given; null outside a frame of a board with rules. */
export function shownRule(rule: number): { readonly rules: readonly Rule[]; readonly index: number } | null {
  if (current?.rules === undefined || current.ruleOf === undefined) return null;
  return { rules: current.rules, index: current.ruleOf[rule] };
}

/** The board's number of a canonical rule's part (a region, a window, a disjoint group). */
export function shownPart(rule: number, part: number): number {
  return current?.parts?.get(rule * current.size + part) ?? part;
}

/** The board's cell that canonical cell `c` names (itself outside a frame). */
export function shownCell(c: number): number {
  return current === null ? c : current.cells[c];
}

/** The board's value that canonical value `v` (1..N) names. */
export function shownValue(v: number): number {
  return current === null ? v : current.values[v];
}

const KINDS: readonly UnitKind[] = ['ROW', 'COLUMN', 'BOX'];

/** The board's unit that canonical unit `u` names. */
export function shownUnit(u: UnitRef): UnitRef {
  return current === null ? u : unitIn(current, u);
}

function ruleIn(frame: Frame, r: RuleRef): RuleRef {
  const rule = frame.ruleOf?.[r.rule] ?? r.rule;
  if (r.part === undefined) return { ...r, rule };
  return { ...r, rule, part: frame.parts?.get(r.rule * frame.size + r.part) ?? r.part };
}

function cellValueIn(frame: Frame, x: CellValue): CellValue {
  const n = frame.size;
  const c = frame.cells[x.row * n + x.col];
  return { row: (c / n) | 0, col: c % n, value: frame.values[x.value] };
}

function cellValuesIn(frame: Frame, xs: readonly CellValue[]): CellValue[] {
  const out: CellValue[] = [];
  for (const x of xs) out.push(cellValueIn(frame, x));
  // Row-major, as the techniques list them on the grid they see.
  if (out.length > 1) out.sort(byCell);
  return out;
}

function byCell(a: CellValue, b: CellValue): number {
  return a.row - b.row || a.col - b.col || a.value - b.value;
}

function unitIn(frame: Frame, u: UnitRef): UnitRef {
  const n = frame.size;
  const w = frame.units[(u.kind === 'ROW' ? 0 : u.kind === 'COLUMN' ? n : 2 * n) + u.index];
  return { kind: KINDS[(w / n) | 0], index: w % n };
}

/** A step found on the canonical form, told on the board as given (its sentence already is). */
export function stepIn(frame: Frame, step: Step): Step {
  const cells: number[] = [];
  for (const c of step.cells) cells.push(frame.cells[c]);
  const units: UnitRef[] = [];
  for (const u of step.units) units.push(unitIn(frame, u));
  const out: { -readonly [K in keyof Step]: Step[K] } = {
    ...step,
    placements: cellValuesIn(frame, step.placements),
    eliminations: cellValuesIn(frame, step.eliminations),
    cells,
    units,
  };
  if (step.rules !== undefined) out.rules = step.rules.map((r) => ruleIn(frame, r));
  if (step.links !== undefined) {
    const links: ChainLink[] = [];
    for (const l of step.links) {
      links.push({
        ...l,
        fromCell: frame.cells[l.fromCell],
        fromValue: frame.values[l.fromValue],
        toCell: frame.cells[l.toCell],
        toValue: frame.values[l.toValue],
      });
    }
    out.links = links;
  }
  return out;
}

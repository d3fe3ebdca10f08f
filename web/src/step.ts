// What the hint panel shows: one logical step, whatever API produced it. The panel only knows
// this shape; `fromNextStep` adapts the logical solver's step, `fromHint` the two-tier `hint`
// (the fallback when `nextStep` has nothing to say).
import { seenBy, unitCells, type Rule, type Shape } from './board.js';
import { regionsOf, ruleCells } from './rule-shapes.js';
import { ruleName } from './rule-words.js';
import type { HintQuery, NextStepQuery } from './generated/graphql.js';
import { techniqueName } from './info.js';
import { cellName, listWords, unitsText } from './words.js';

export interface Placement {
  index: number;
  value: number;
}

export interface LogicStep {
  /** The technique's name, e.g. "Naked single". */
  technique: string;
  /** One sentence a player can follow. */
  explanation: string;
  /** Cells that make the pattern (highlighted, apart from the cells the step changes). */
  pattern: number[];
  /** Cells of the rows, columns or boxes the step reasons about (a quieter highlight). */
  units: number[];
  placements: Placement[];
  eliminations: Placement[];
  /** The board's rules the step reasons with (indexes), drawn highlighted: a cage, a line, a dot… */
  rules: number[];
  /** Cells of those rules (a quieter highlight, like units). */
  ruleCells: number[];
  /** Where to look, in words: "box 2", "rows 2 and 7", "the killer cage of 15 at r1c1", "r1c3, r1c7 and r5c3". */
  area: string;
}

type ApiHint = NonNullable<HintQuery['hint']>;

const TECHNIQUE: Record<ApiHint['kind'], string> = {
  NAKED_SINGLE: 'Naked single',
  SOLUTION_CELL: 'From the solution',
};

/**
 * A `hint` as a step. For a naked single the pattern is, for every other value, one filled cell
 * that rules it out (a peer, or a cell a rule ties to it): the cells that together leave the hinted
 * value as the only candidate.
 */
export function fromHint(h: ApiHint, cells: readonly number[], shape: Shape, rules: readonly Rule[] = []): LogicStep {
  const n = shape.size;
  const index = h.row * n + h.col;
  const pattern: number[] = [];
  if (h.kind === 'NAKED_SINGLE') {
    const sees = seenBy(shape, rules);
    const done = new Set<number>([h.value]);
    cells.forEach((v, p) => {
      if (v !== 0 && !done.has(v) && sees(p, v).includes(index)) {
        done.add(v);
        pattern.push(p);
      }
    });
  }
  return {
    technique: TECHNIQUE[h.kind] ?? h.kind,
    // The engine's sentence names the cell and the value.
    explanation: h.reason,
    pattern,
    units: [],
    placements: [{ index, value: h.value }],
    eliminations: [],
    rules: [],
    ruleCells: [],
    area: cellName(index, n),
  };
}

/** A step as the API or the engine gives it; a variant step may name the rules it uses (their indexes). */
type ApiStep = NonNullable<NextStepQuery['nextStep']> & { rules?: readonly number[] | null };

/** A `nextStep` as a step: its pattern cells, placements and eliminations as cell indices. */
export function fromNextStep(st: ApiStep, shape: Shape, rules: readonly Rule[] = []): LogicStep {
  const regions = regionsOf(rules);
  const used = (st.rules ?? []).filter((i) => rules[i] !== undefined);
  const ruleCellList = [...new Set(used.flatMap((i) => ruleCells(rules[i]!, shape.size)))];
  const n = shape.size;
  const at = (c: { row: number; col: number }) => c.row * n + c.col;
  const pattern = st.cells.map(at);
  const placements = st.placements.map((p) => ({ index: at(p), value: p.value }));
  const eliminations = st.eliminations.map((e) => ({ index: at(e), value: e.value }));
  const named = pattern.length ? pattern : placements.map((p) => p.index);
  return {
    technique: techniqueName(st.technique),
    explanation: st.explanation,
    pattern,
    units: st.units.flatMap((u) => unitCells(shape, u.kind, u.index, regions)),
    placements,
    eliminations,
    rules: used,
    ruleCells: ruleCellList,
    area: st.units.length
      ? unitsText(st.units, regions !== null)
      : used.length
        ? listWords(used.slice(0, 2).map((i) => ruleName(rules[i]!, n)))
        : listWords(named.map((i) => cellName(i, n))),
  };
}

/** The board before step `at` of a path: the earlier steps' placements (each clearing the candidates of the cells it sees) and eliminations applied. */
export function boardBefore(
  givens: readonly number[],
  candidates: readonly (readonly number[])[],
  seen: (i: number, v: number) => readonly number[],
  steps: readonly LogicStep[],
  at: number,
): { values: number[]; candidates: number[][] } {
  const values = [...givens];
  const cands = candidates.map((c) => [...c]);
  for (const st of steps.slice(0, at)) {
    for (const p of st.placements) {
      values[p.index] = p.value;
      cands[p.index] = [];
      for (const q of seen(p.index, p.value)) cands[q] = cands[q]!.filter((v) => v !== p.value);
    }
    for (const e of st.eliminations) cands[e.index] = cands[e.index]!.filter((v) => v !== e.value);
  }
  return { values, candidates: cands };
}

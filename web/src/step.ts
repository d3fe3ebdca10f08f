// What the hint panel shows: one logical step, whatever API produced it. The panel only knows
// this shape; `fromNextStep` adapts the logical solver's step, `fromHint` the two-tier `hint`
// (the fallback when `nextStep` has nothing to say).
import { peersOf, type Shape } from './board.js';
import type { HintQuery, NextStepQuery } from './generated/graphql.js';
import { techniqueName } from './info.js';

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
}

type ApiHint = NonNullable<HintQuery['hint']>;

const TECHNIQUE: Record<ApiHint['kind'], string> = {
  NAKED_SINGLE: 'Naked single',
  SOLUTION_CELL: 'From the solution',
};

/**
 * A `hint` as a step. For a naked single the pattern is, for every other value, one peer that
 * already holds it: the cells that together leave the hinted value as the only candidate.
 */
export function fromHint(h: ApiHint, cells: readonly number[], shape: Shape): LogicStep {
  const n = shape.size;
  const index = h.row * n + h.col;
  const pattern: number[] = [];
  if (h.kind === 'NAKED_SINGLE') {
    const seen = new Set<number>([h.value]);
    for (const p of peersOf(shape)[index]!) {
      const v = cells[p]!;
      if (v !== 0 && !seen.has(v)) {
        seen.add(v);
        pattern.push(p);
      }
    }
  }
  return {
    technique: TECHNIQUE[h.kind] ?? h.kind,
    // The engine's sentence names the cell and the value.
    explanation: h.reason,
    pattern,
    units: [],
    placements: [{ index, value: h.value }],
    eliminations: [],
  };
}

type ApiStep = NonNullable<NextStepQuery['nextStep']>;

/** A `nextStep` as a step: its pattern cells, placements and eliminations as cell indices. */
export function fromNextStep(st: ApiStep, shape: Shape): LogicStep {
  const at = (c: { row: number; col: number }) => c.row * shape.size + c.col;
  return {
    technique: techniqueName(st.technique),
    explanation: st.explanation,
    pattern: st.cells.map(at),
    units: st.units.flatMap((u) => unitCells(u.kind, u.index, shape)),
    placements: st.placements.map((p) => ({ index: at(p), value: p.value })),
    eliminations: st.eliminations.map((e) => ({ index: at(e), value: e.value })),
  };
}

/** The cells of row, column or box `index` (boxes numbered row-major over the boxes). */
function unitCells(kind: ApiStep['units'][number]['kind'], index: number, shape: Shape): number[] {
  const n = shape.size;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    if (kind === 'ROW') out.push(index * n + k);
    else if (kind === 'COLUMN') out.push(k * n + index);
    else {
      const r0 = Math.floor(index / (n / shape.boxCols)) * shape.boxRows;
      const c0 = (index % (n / shape.boxCols)) * shape.boxCols;
      out.push((r0 + Math.floor(k / shape.boxCols)) * n + c0 + (k % shape.boxCols));
    }
  }
  return out;
}

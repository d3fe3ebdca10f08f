// fish-check.ts: every value's rows must match its columns. Checked on the level the search
// loads, against boards whose answer is known by construction.
import { describe, expect, it } from 'vitest';
import { parseBoardText } from '../../src/engine/codec.js';
import type { Board } from '../../src/engine/index.js';
import { valuesHaveLineMatching } from '../../src/engine/search/fish-check.js';
import { searchFor } from '../../src/engine/search/solve-ts.js';
import { budgetEater, threeRowsTwoColumns } from '../../support/hard-boards.js';
import { CLASSIC, EMPTY_16X16, EMPTY_9X9 } from '../../support/boards.js';

function board(text: string): Board {
  const p = parseBoardText(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** Loads the board at level 0 (givens and propagation), then runs both matchings there. */
function checks(text: string): { units: boolean; lines: boolean } {
  const b = board(text);
  const s = searchFor(b.shape);
  expect(s.load(b.cells)).toBe(true);
  return { units: s.unitsHaveMatching(0), lines: valuesHaveLineMatching(s.levels, 0) };
}

describe('valuesHaveLineMatching', () => {
  it('fails on three rows whose 1s fit two columns, where every single unit still matches', () => {
    expect(checks(threeRowsTwoColumns())).toEqual({ units: true, lines: false });
  });

  it('holds on solvable boards, empty or given', () => {
    for (const text of [CLASSIC, EMPTY_9X9, EMPTY_16X16, '.'.repeat(625)]) expect(checks(text)).toEqual({ units: true, lines: true });
  });

  it('holds on the band contradiction it cannot see (rows and columns still match)', () => {
    expect(checks(budgetEater())).toEqual({ units: true, lines: true });
  });
});

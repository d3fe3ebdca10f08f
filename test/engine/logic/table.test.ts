// The technique table is the one place a technique's facts live: the ladder, the weights and the
// levels are read from it. These pin the ladder the solver climbs (a change of order changes
// analyses) and the table's own consistency.
import { describe, expect, it } from 'vitest';
import { CLASSIC_LADDER, CLASSIC_PLAYERS_LADDER, LADDER, PLAYERS_LADDER } from '../../../src/engine/logic/ladder.js';
import { xCycle, xOrYCycle, yCycle } from '../../../src/engine/logic/techniques/cycles.js';
import { LEVELS, TECHNIQUE_TABLE, TECHNIQUES, WEIGHTS } from '../../../src/engine/logic/table.js';
import type { TechniqueName } from '../../../src/engine/logic/types.js';

const rows = Object.entries(TECHNIQUE_TABLE) as [TechniqueName, (typeof TECHNIQUE_TABLE)[TechniqueName]][];

describe('the technique table', () => {
  it('derives the ladder: every finder by its order key, equal keys in table order, the SE chains as one rung', () => {
    expect(LADDER.map((e) => `${e.name} ${e.weight}`)).toEqual([
      'RULE_ELIMINATION 1',
      'FULL_HOUSE 1',
      'HIDDEN_SINGLE 1.2',
      'HIDDEN_SINGLE 1.5',
      'QUADRUPLE_VALUES 1.6',
      'DIRECT_POINTING 1.7',
      'THERMOMETER_RANGE 1.8',
      'DIRECT_CLAIMING 1.9',
      'DIRECT_HIDDEN_PAIR 2',
      'PAIR_RELATION 2',
      'RENBAN_RUN 2',
      'CAGE_COMBINATION 2.2',
      'ARROW_SUM 2.2',
      'LITTLE_KILLER_SUM 2.2',
      'NAKED_SINGLE 2.3',
      'DIRECT_HIDDEN_TRIPLE 2.5',
      'SANDWICH_SUM 2.5',
      'INNIES_OUTIES 2.5',
      'POINTING 2.6',
      'CLAIMING 2.8',
      'NAKED_PAIR 3',
      'X_WING 3.2',
      'HIDDEN_PAIR 3.4',
      'NAKED_TRIPLE 3.6',
      'SWORDFISH 3.8',
      'HIDDEN_TRIPLE 4',
      'XY_WING 4.2',
      'XYZ_WING 4.4',
      'UNIQUE_RECTANGLE_1 4.5',
      'NAKED_QUAD 5',
      'JELLYFISH 5.2',
      'HIDDEN_QUAD 5.4',
      'BUG_TYPE_1 5.6',
      'ALIGNED_PAIR_EXCLUSION 6.2',
      'X_CYCLE 6.5',
      'SKYSCRAPER 6.6',
      'TWO_STRING_KITE 6.6',
      'X_CHAIN 6.6',
      'BIDIRECTIONAL_CYCLE 6.99',
      'W_WING 7',
      'XY_CHAIN 7',
      'ALIGNED_TRIPLET_EXCLUSION 7.5',
      'NISHIO_FORCING_CHAIN 7.5',
      'CELL_FORCING_CHAIN 8',
      'DYNAMIC_FORCING_CHAIN 8.5',
      'DYNAMIC_FORCING_CHAIN_PLUS 9',
      'NESTED_FORCING_CHAIN 9.5',
      'NESTED_FORCING_CHAIN 10',
      'NESTED_FORCING_CHAIN 10.5',
    ]);
  });

  it('gives every technique a finder, or names the row whose finder finds its steps (TRIAL alone has none)', () => {
    for (const [name, row] of rows) {
      if (row.finders.length > 0) expect(row.foundBy, name).toBeUndefined();
      else if (name === 'TRIAL') expect(row.foundBy).toBeUndefined();
      else {
        expect(row.foundBy, name).toBeDefined();
        const by = TECHNIQUE_TABLE[row.foundBy!];
        expect(by.finders.length, name).toBeGreaterThan(0);
        expect(by.family, name).toBe(row.family);
      }
    }
  });

  it('reads weights, levels and the public facts from the rows', () => {
    for (const [name, row] of rows) {
      expect(WEIGHTS[name]).toBe(row.weight);
      expect(LEVELS[name]).toBe(row.level);
    }
    expect(TECHNIQUES.map((t) => t.name)).toEqual(rows.map(([name]) => name));
    expect(TECHNIQUES.find((t) => t.name === 'AIC')).toEqual({ name: 'AIC', weight: 7.0, level: 'EXPERT', family: 'CHAINS' });
  });

  it('files each rung under a level no harder than the next rung of its family (a level filter keeps a prefix)', () => {
    // The solver cuts the ladder at a level: the SE chaining rung (XY-chains and AICs) is one
    // level, so dropping it drops both.
    const group = rows.filter(([, r]) => r.finders.some((f) => f.group === 'SE_CHAINING')).map(([, r]) => r.level);
    expect(new Set(group).size).toBe(1);
  });

  it("derives the players' ladder: every level before the next, SE's order within a level, X- and Y-cycles apart", () => {
    // A board without rules climbs the classic players' ladder (the rule steps are rungs only where rules are).
    expect(CLASSIC_PLAYERS_LADDER.map((e) => `${e.name} ${e.weight}`)).toEqual([
      'FULL_HOUSE 1',
      'HIDDEN_SINGLE 1.2',
      'HIDDEN_SINGLE 1.5',
      'NAKED_SINGLE 2.3',
      'DIRECT_POINTING 1.7',
      'DIRECT_CLAIMING 1.9',
      'DIRECT_HIDDEN_PAIR 2',
      'POINTING 2.6',
      'CLAIMING 2.8',
      'NAKED_PAIR 3',
      'HIDDEN_PAIR 3.4',
      'DIRECT_HIDDEN_TRIPLE 2.5',
      'X_WING 3.2',
      'NAKED_TRIPLE 3.6',
      'SWORDFISH 3.8',
      'HIDDEN_TRIPLE 4',
      'XY_WING 4.2',
      'XYZ_WING 4.4',
      'UNIQUE_RECTANGLE_1 4.5',
      'NAKED_QUAD 5',
      'JELLYFISH 5.2',
      'HIDDEN_QUAD 5.4',
      'BUG_TYPE_1 5.6',
      'ALIGNED_PAIR_EXCLUSION 6.2',
      'X_CYCLE 6.5',
      'SKYSCRAPER 6.6',
      'TWO_STRING_KITE 6.6',
      'X_CHAIN 6.6',
      'W_WING 7',
      'Y_CYCLE 6.5',
      'BIDIRECTIONAL_CYCLE 6.99',
      'XY_CHAIN 7',
      'ALIGNED_TRIPLET_EXCLUSION 7.5',
      'NISHIO_FORCING_CHAIN 7.5',
      'CELL_FORCING_CHAIN 8',
      'DYNAMIC_FORCING_CHAIN 8.5',
      'DYNAMIC_FORCING_CHAIN_PLUS 9',
      'NESTED_FORCING_CHAIN 9.5',
      'NESTED_FORCING_CHAIN 10',
      'NESTED_FORCING_CHAIN 10.5',
    ]);
    // The same rungs (the one split apart): a path on one ladder can be followed on the other.
    const cycles = LADDER.find((e) => e.name === 'X_CYCLE')!;
    expect(cycles.find).toBe(xOrYCycle);
    expect(cycles.covers).toEqual([xCycle, yCycle]);
    expect(PLAYERS_LADDER.filter((e) => e.name.endsWith('_CYCLE') && e.name !== 'BIDIRECTIONAL_CYCLE').map((e) => e.find)).toEqual([
      xCycle,
      yCycle,
    ]);
    const others = (l: typeof LADDER) =>
      new Set(l.filter((e) => !e.name.endsWith('_CYCLE') || e.name === 'BIDIRECTIONAL_CYCLE').map((e) => e.find));
    expect(others(PLAYERS_LADDER)).toEqual(others(LADDER));
    expect(others(CLASSIC_PLAYERS_LADDER)).toEqual(others(CLASSIC_LADDER));
  });
});

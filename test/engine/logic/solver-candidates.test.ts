// solverCandidates: a board's candidates as the logical solver starts from them (what analyze and
// nextStep reason from, and Learn's examples show): the values no peer holds, where a cage's cells
// are peers; what the other rules forbid (a thermometer's ends) is left to the rule steps, which
// the `candidates` door applies at once.
import { describe, expect, it } from 'vitest';
import { candidates, solverCandidates, type Board, type Rule } from '../../../src/engine/index.js';

const shape = { size: 9, boxRows: 3, boxCols: 3 };
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9];

function boardOf(rules: Rule[], placed: Record<number, number> = {}): Board {
  const cells = new Uint8Array(81);
  for (const [i, v] of Object.entries(placed)) cells[Number(i)] = v;
  return { shape, cells, rules };
}

const at = (list: { row: number; col: number; values: readonly number[] }[], i: number) =>
  list.find((c) => c.row * 9 + c.col === i)?.values;

describe('solverCandidates', () => {
  it('keeps what a thermometer forbids for its rule steps (the candidates door removes it)', () => {
    // A thermometer r1c1 → r2c1 with 5 at its top: its bulb is below 5, and sees the 5 in its column.
    const b = boardOf([{ kind: 'THERMOMETER', cells: [0, 9] }], { 9: 5 });
    expect(at(solverCandidates(b), 0)).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
    expect(at(candidates(b), 0)).toEqual([1, 2, 3, 4]);
  });

  it("removes a placed value from its cage's cells, as from its row, column and box", () => {
    // r1c3 shares no house with r1c1 (5 placed): the cage makes them peers.
    const b = boardOf([{ kind: 'KILLER_CAGE', cells: [1, 2, 11], sum: 15 }], { 1: 5 });
    expect(at(solverCandidates(b), 11)).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
    expect(at(solverCandidates(b), 40)).toEqual(ALL);
    expect(solverCandidates(b)).toHaveLength(80);
  });

  it('is the candidates door on a classic board', () => {
    const b: Board = { shape, cells: Uint8Array.from({ length: 81 }, (_, i) => (i % 10 === 0 ? i / 10 + 1 : 0)) };
    expect(solverCandidates(b)).toEqual(candidates(b));
  });
});

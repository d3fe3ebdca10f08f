// analyze, nextStep and hint on every public variant puzzle the engine reads (the f-puzzles setters'
// puzzles with their published solutions, SudoCue's killers with theirs, tarek's killers with the
// solution the independent reference checker confirms) and on a generated puzzle of every variant:
// each answers without error, no step removes the solution's value or places another, the replay
// ends at the solution, a step from a player's notes keeps it too, and the hint is the solution's value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBoard } from '../../../src/engine/codec.js';
import { hint, solve } from '../../../src/engine/index.js';
import { nextStep, type CellNotes } from '../../../src/engine/logic/index.js';
import type { Board } from '../../../src/engine/types.js';
import { referenceSolve } from '../rules/reference.js';
import { checkBoard } from './soundness-check.js';
import { SUPPORT_VARIANTS, variantPuzzle } from './variant-puzzles.js';

const DATA = '../shared/datasets/variants';
const lines = (file: string): string[] => readFileSync(`${DATA}/${file}`, 'utf8').trim().split('\n');
/** A budget that keeps the sweep short: what the chains leave, TRIAL finishes (and is checked too). */
const WORK = 3_000_000;

/** Every check of one board against its solution; returns the problems found, in words. */
function problemsOf(name: string, board: Board, solution: ArrayLike<number>): string[] {
  const sol = Uint8Array.from(solution);
  const out = checkBoard(board, sol, WORK).problems.map((p) => `${name}: analyze: ${p}`);
  const n = board.shape.size;
  const keeps = (
    label: string,
    step: {
      eliminations: readonly { row: number; col: number; value: number }[];
      placements: readonly { row: number; col: number; value: number }[];
    },
  ) => {
    for (const e of step.eliminations)
      if (sol[e.row * n + e.col] === e.value) out.push(`${name}: ${label} removes the solution's ${e.value} at r${e.row + 1}c${e.col + 1}`);
    for (const p of step.placements)
      if (sol[p.row * n + p.col] !== p.value) out.push(`${name}: ${label} places ${p.value} at r${p.row + 1}c${p.col + 1}`);
  };
  const first = nextStep(board, undefined, { maxWork: WORK });
  if (first.status !== 'STEP') out.push(`${name}: nextStep ${first.status}`);
  else keeps('nextStep', first.step);
  // A player's notes: in every third empty cell, the solution's value and the next one round.
  const notes: CellNotes[] = [];
  for (let i = 0; i < board.cells.length; i += 3) {
    if (board.cells[i] !== 0) continue;
    notes.push({ row: (i / n) | 0, col: i % n, values: [sol[i], (sol[i] % n) + 1] });
  }
  const noted = nextStep(board, notes, { maxWork: WORK });
  if (noted.status !== 'STEP') out.push(`${name}: nextStep from notes ${noted.status}`);
  else keeps('nextStep from notes', noted.step);
  const h = hint(board);
  if (h.status !== 'HINT') out.push(`${name}: hint ${h.status}`);
  else if (sol[h.hint.row * n + h.hint.col] !== h.hint.value)
    out.push(`${name}: hint ${h.hint.value} at r${h.hint.row + 1}c${h.hint.col + 1}`);
  return out;
}

const boardOf = (text: string): Board => {
  const d = decodeBoard(text);
  if (!d.ok) throw new Error(d.error.message);
  return d.value.state.board;
};

describe('analyze, nextStep and hint on public variant puzzles', () => {
  it('the f-puzzles setters’ puzzles the engine reads, against their published solutions', () => {
    const problems: string[] = [];
    let read = 0;
    for (const line of lines('fpuzzles-setters.jsonl')) {
      const p = JSON.parse(line) as { title: string; puzzle: string; solution: string };
      const d = decodeBoard(p.puzzle, 'FPUZZLES');
      if (!d.ok) continue; // refused by name (formats/variant-examples.test.ts lists which)
      read++;
      problems.push(...problemsOf(p.title, d.value.state.board, [...p.solution].map(Number)));
    }
    expect(problems).toEqual([]);
    expect(read).toBe(27);
  });

  it('SudoCue’s killers, against their published solutions', () => {
    const problems: string[] = [];
    for (const [k, line] of lines('killer-hs-sudocue.tsv').entries()) {
      const [text, solution] = line.split('\t');
      problems.push(...problemsOf(`sudocue ${k + 1}`, boardOf(text), [...solution].map(Number)));
    }
    expect(problems).toEqual([]);
  });

  it('tarek’s killers (every fourth), against the solution the reference checker confirms', () => {
    const problems: string[] = [];
    for (const [k, text] of lines('killer-tarek-42.txt').entries()) {
      if (k % 4 !== 0) continue;
      const board = boardOf(text);
      const s = solve(board, { limit: 2 });
      expect([k, s.status, s.unique]).toEqual([k, 'SOLVED', true]);
      // The reference checks the engine's solution against the cages as it reads them.
      const full = referenceSolve({ ...board.shape, cells: s.solution!, rules: board.rules ?? [] }, 2, 10);
      expect([k, full.count, full.gaveUp]).toEqual([k, 1, false]);
      problems.push(...problemsOf(`tarek ${k + 1}`, board, s.solution!));
    }
    expect(problems).toEqual([]);
  });
});

describe('analyze, nextStep and hint on a generated puzzle of every variant', () => {
  for (const variant of SUPPORT_VARIANTS) {
    it(variant, () => {
      const problems: string[] = [];
      for (const shape of [
        { size: 9, boxRows: 3, boxCols: 3 },
        { size: 6, boxRows: 2, boxCols: 3 },
      ]) {
        const p = variantPuzzle(shape, variant, 'datasets-0');
        if (p === null) continue;
        const full = referenceSolve({ ...shape, cells: p.solution, rules: p.board.rules ?? [] }, 2, 10);
        expect([full.count, full.gaveUp]).toEqual([1, false]);
        problems.push(...problemsOf(`${variant} ${shape.size}×${shape.size}`, p.board, p.solution));
      }
      expect(problems).toEqual([]);
    });
  }
});

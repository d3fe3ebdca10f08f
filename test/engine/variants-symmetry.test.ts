// Empty boards under value-symmetric rules (variants/symmetry.ts): whether a grid exists is decided by
// fixing whichever house decides fastest, and the answer stays the contract's: NO_SOLUTION, or the
// lexicographically first grid with a count of 2 (never unique). Checked against the independent
// reference checker on random jigsaw layouts, and on published invalid 9×9 layouts that row 1 alone
// cannot refute quickly.
import { describe, expect, it } from 'vitest';
import { decodeBoard } from '../../src/engine/codec.js';
import { solve, type Board, type Rule } from '../../src/engine/index.js';
import { compileRules } from '../../src/engine/rules/check.js';
import { variantSearchFor } from '../../src/engine/variants/solve.js';
import { jigsawLayout, seeded } from './rules/boards.js';
import { referenceSolve } from './rules/reference.js';

/** An empty 9×9 board with a jigsaw layout in JIGSAW_TEXT's region letters. */
function layout9(regions: string): Board {
  const read = decodeBoard('.'.repeat(81) + regions, 'JIGSAW_TEXT');
  if (!read.ok) throw new Error(read.error.message);
  return read.value.state.board;
}

/** Nodes row 1 fixed to 1..N takes to decide the empty board (Infinity past `cap`). */
function rowOneNodes(board: Board, cap: number): number {
  const compiled = compileRules(board.shape, board.rules ?? []);
  if (!compiled.ok) throw new Error(compiled.error.message);
  const search = variantSearchFor(compiled.value);
  search.begin({ maxNodes: cap, deadline: Infinity });
  expect(search.load(board.cells)).toBe(true);
  for (let c = 0; c < board.shape.size; c++) if (!search.restrict(c, 1 << c)) return search.nodes;
  search.countWithin(1, Infinity);
  return search.exhausted ? Infinity : search.nodes;
}

// Mathimagics' invalid layouts (../shared/datasets/variants/jigsaw-layouts-invalid.txt, lines 13, 2795
// and 3087): with row 1 fixed each takes over 20,000 nodes; another house decides in a few hundred.
const INVALID = [
  'AAAAAABBBACCACCBDBACCCCCBDDEEEEFFBBDEGFFFFFBDEGGFFDDDDEEGHHHHHIGEGHHIHHIGGGIIIIII',
  'AAAAABBBBACAADDBBBCCCADDDBBCDDDDEEEFCCCEEEFFFCEEEGGGGFHHGGGIFFFHHHGGIIFIHHHHIIIII',
  'AAAAABBBBCAAABBBDBCCADDDDDBCDDDEEEEFCCCCEFFFFCEEEEGGGFHGGGGGIFFHGHHHIIIFHHHHIIIII',
];

describe('empty value-symmetric boards: the house that decides fastest', () => {
  it('published invalid 9×9 jigsaw layouts are refuted within a budget row 1 alone exceeds', () => {
    for (const regions of INVALID) {
      const board = layout9(regions);
      expect(rowOneNodes(board, 20_000)).toBe(Infinity);
      const out = solve(board, { maxNodes: 5_000, deadlineMs: 60_000 });
      expect([regions, out.status, out.solutionCount]).toEqual([regions, 'NO_SOLUTION', 0]);
      expect(out.stats.nodes).toBeLessThan(5_000);
    }
  });

  it('random 4×4 and 6×6 jigsaw layouts: status and lexicographically first grid as the reference checker finds them', () => {
    let solved = 0;
    let refuted = 0;
    for (let seed = 1; seed <= 600 && (solved < 40 || refuted < 12); seed++) {
      const n = seed % 3 === 0 ? 4 : 6;
      const random = seeded(seed);
      let regions: number[] | null = null;
      for (let k = 0; k < 100 && regions === null; k++) regions = jigsawLayout(random, n);
      if (regions === null) continue;
      const rules: Rule[] = [{ kind: 'JIGSAW', regions }];
      const shape = n === 4 ? { size: 4, boxRows: 2, boxCols: 2 } : { size: 6, boxRows: 2, boxCols: 3 };
      // The reference with row 1 fixed to 1..N: every grid relabels to one with that row, and the
      // lexicographically first grid has it.
      const cells = new Array<number>(n * n).fill(0);
      for (let c = 0; c < n; c++) cells[c] = c + 1;
      const ref = referenceSolve({ ...shape, cells, rules }, 1);
      expect(ref.gaveUp).toBe(false);
      const out = solve({ shape, cells: new Uint8Array(n * n), rules });
      if (ref.count === 0) {
        expect([seed, out.status, out.solutionCount]).toEqual([seed, 'NO_SOLUTION', 0]);
        refuted++;
      } else {
        expect([seed, out.status, out.unique, out.solutionCount]).toEqual([seed, 'SOLVED', false, 2]);
        expect(Array.from(out.solution!)).toEqual(ref.first);
        solved++;
      }
    }
    // Both answers met often enough for the comparison to mean something (about 1 layout in 25 has no grid).
    expect([solved >= 40, refuted >= 12]).toEqual([true, true]);
  });
});

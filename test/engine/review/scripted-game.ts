// A scripted game for the review's proofs (review.test.ts, test/api/review.test.ts): a generated
// HARD 9×9 (seed hp-266) whose players' path leads by singles to a hidden pair, the first step past
// singles, which lets singles go on; the first HARD step (a unique rectangle) comes after them.
// The player plays those singles, then at move j0 a wrong value, undone at move j; at move k the
// first cell logic fills after the HARD step (skipping the hidden pair, which led somewhere too); a
// hint; then the rest, one move each.
import { analyze, solve, TECHNIQUES, type Board, type Step } from '../../../src/engine/index.js';
import { formatMoves, type Move } from '../../../src/engine/review.js';
import { toValues } from '../../../support/oracle.js';

export const PUZZLE = '...8..9...6.94......8.1......4.371.5..24.......3.....4.8..6.4...2.....51517.8.6.9';

export interface ScriptedGame {
  readonly board: Board;
  readonly solution: Uint8Array;
  /** The players' path of the puzzle's analysis. */
  readonly path: readonly Step[];
  readonly pair: number;
  /** The first HARD step of the path. */
  readonly hard: number;
  readonly moves: readonly Move[];
  /** The log's text form (submitSolution's `moves`). */
  readonly text: string;
  /** The mistake, its undo, the skip, the hint: move indexes. */
  readonly j0: number;
  readonly j: number;
  readonly k: number;
  readonly hintMove: number;
  readonly wrongCell: number;
  readonly wrong: number;
  readonly late: number;
  /** The cell the last move fills. */
  readonly last: number;
}

const LEVELS_OF = new Map<string, string>(TECHNIQUES.map((t) => [t.name, t.level]));
const place = (cell: number, value: number): Move => ({ kind: 'PLACE', changes: [{ row: Math.floor(cell / 9), col: cell % 9, value }] });
const cellOf = (m: Move) => m.changes[0].row * 9 + m.changes[0].col;

export function scriptedGame(): ScriptedGame {
  const board: Board = { shape: { size: 9, boxRows: 3, boxCols: 3 }, cells: Uint8Array.from(toValues(PUZZLE)) };
  const solution = solve(board).solution!;
  const a = analyze(board);
  if (a.status !== 'ANALYZED') throw new Error(a.status);
  const path = a.analysis.levelSteps;
  const pair = path.findIndex((s) => s.technique === 'HIDDEN_PAIR');
  const hard = path.findIndex((s) => LEVELS_OF.get(s.technique) === 'HARD');
  const after = path.slice(hard + 1).find((s) => s.placements.length > 0)!.placements[0];
  const late = after.row * 9 + after.col;
  const moves: Move[] = [];
  for (const s of path.slice(0, pair)) for (const p of s.placements) moves.push(place(p.row * 9 + p.col, p.value));
  const played = new Set(moves.map(cellOf));
  const wrongCell = [...board.cells.keys()].find((i) => board.cells[i] === 0 && i !== late && !played.has(i))!;
  const wrong = (solution[wrongCell] % 9) + 1;
  const j0 = moves.length;
  moves.push(place(wrongCell, wrong), { kind: 'UNDO', changes: [] });
  const k = moves.length;
  moves.push(place(late, solution[late]));
  played.add(late);
  const rest = [...board.cells.keys()].filter((i) => board.cells[i] === 0 && !played.has(i));
  const hintMove = moves.length;
  moves.push({ kind: 'HINT', changes: [{ row: Math.floor(rest[0] / 9), col: rest[0] % 9, value: solution[rest[0]] }] });
  for (const i of rest.slice(1)) moves.push(place(i, solution[i]));
  return {
    board,
    solution,
    path,
    pair,
    hard,
    moves,
    text: formatMoves(moves),
    j0,
    j: j0 + 1,
    k,
    hintMove,
    wrongCell,
    wrong,
    late,
    last: rest[rest.length - 1],
  };
}

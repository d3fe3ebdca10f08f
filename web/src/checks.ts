// Check (wrong entries against the solution, or whether a board of your own can still be
// completed), Solve (asks first: it ends the game) and Fill notes (every open cell's candidates).
import { gql, Q, type GqlResult } from './api.js';
import { button, fail, forBoard, paint, s, say } from './app.js';
import { parseCellsString, toCellsString } from './board.js';
import { confirmDiscard } from './dialogs.js';
import type { HintQuery, SolveFieldsFragment, SolveStatus } from './generated/graphql.js';
import { Game } from './game.js';
import { local } from './local.js';
import { history } from './mine.js';
import { edited } from './play.js';
import { plural } from './words.js';

/** The solution to compare with: the stored one (fetched once), else the engine in this browser; none for a board without givens. */
export async function solutionFor(): Promise<number[] | null> {
  if (s.solution) return s.solution;
  if (s.puzzleId) {
    const res = await gql(Q.solution, { id: s.puzzleId });
    const cells = res.ok ? res.data.puzzle?.solution.cells : undefined;
    if (cells) return (s.solution = parseCellsString(cells, s.shape.size));
  }
  if (!s.game.isPuzzle()) return null;
  const o = await local.solve(s.shape, [...s.game.givens], s.game.rules);
  return o.ok ? (s.solution = o.solution) : null;
}

const cellsLeft = (): string => plural(s.game.cells().filter((v) => v === 0).length, 'cell');

export function check(): void {
  const btn = button('check');
  if (s.puzzleId) {
    void forBoard(
      btn,
      async () => ({ ok: true as const, data: await solutionFor() }),
      (solution) => {
        if (!solution) return say('The solution could not be loaded to check against: try again.', 'error');
        const g = s.game;
        const wrong = g.cells().flatMap((v, i) => (v !== 0 && !g.isGiven(i) && v !== solution[i] ? [i] : []));
        s.wrong = new Map(wrong.map((i) => [i, g.value(i)]));
        paint();
        if (wrong.length)
          return say(`${plural(wrong.length, 'entry')} ${wrong.length === 1 ? 'is' : 'are'} wrong (marked). ${cellsLeft()} left.`, 'error');
        say(`No wrong entries so far. ${cellsLeft()} left.`, 'ok');
      },
    );
    return;
  }
  // A board of your own has no stored solution: say whether it can still be completed.
  void forBoard(
    btn,
    async () => {
      const res = await gql(Q.hint, { board: s.boardInput() });
      if (res.ok || res.error.code !== 'NETWORK') return res;
      const o = await local.solve(s.shape, [...s.game.cells()], s.game.rules);
      if (o.ok) return { ok: true as const, data: { hint: s.game.complete() ? null : ({} as HintQuery['hint']) } };
      return fail(o.code === 'CONFLICT' ? 'BOARD_CONFLICT' : o.code, o.code);
    },
    ({ hint: h }) =>
      say(h ? `The board still has a solution. ${cellsLeft()} left.` : 'Solved! Every row, column and box is complete.', 'ok'),
    (e) => {
      if (e.code === 'NO_SOLUTION') return (say('This board has no solution: one of the entries is wrong.', 'error'), true);
      if (e.code === 'BOARD_CONFLICT') return (say('The board has conflicts: fix the red cells first.', 'error'), true);
      return false;
    },
  );
}

export async function solve(): Promise<void> {
  const givens = s.game.isPuzzle();
  if (
    givens &&
    !(await confirmDiscard('Solve fills in every cell and ends this game: it will not count as finished by you. Solve it?', 'Solve'))
  )
    return;
  // A loaded puzzle is solved by id so the record joins the puzzle's history. Its solution is
  // unique, so the typed board has a solution exactly when every entry matches it.
  const id = s.puzzleId;
  const run = async (): Promise<GqlResult<{ solve: SolveFieldsFragment & { here?: boolean } }>> => {
    const res = id ? await gql(Q.solvePuzzle, { id }) : await gql(Q.solveBoard, { board: s.boardInput() });
    if (res.ok || res.error.code !== 'NETWORK') return res;
    // The engine in this browser: offline, or a board with rules the server does not play yet.
    const t0 = performance.now();
    const o = await local.solve(s.shape, [...s.game.cells()], s.game.rules);
    const stats = { nodes: 0, durationMs: performance.now() - t0 };
    if (o.ok)
      return {
        ok: true,
        data: {
          solve: { status: 'SOLVED', unique: o.unique, solution: { cells: toCellsString(o.solution) }, conflicts: [], stats, here: true },
        },
      };
    if (o.code === 'CONFLICT') return fail('BOARD_CONFLICT', o.code);
    return { ok: true, data: { solve: { status: o.code as SolveStatus, unique: null, solution: null, conflicts: [], stats, here: true } } };
  };
  void forBoard(button('solve'), run, ({ solve: r }) => {
    const ms = r.here
      ? `${r.stats.durationMs.toFixed(0)} ms in this browser`
      : `${r.stats.durationMs.toFixed(1)} ms, ${plural(r.stats.nodes, 'search node')}`;
    if (r.status === 'SOLVED' && r.solution) {
      const flat = parseCellsString(r.solution.cells, s.shape.size)!;
      const g = s.game;
      const wrong = g.cells().flatMap((v, i) => (v !== 0 && v !== flat[i] ? [i] : []));
      if (wrong.length > 0) {
        s.wrong = new Map(wrong.map((i) => [i, g.value(i)]));
        paint();
        return say(
          `No solution from this board: ${plural(wrong.length, 'entry')} cannot stay (marked). Clear them and solve again.`,
          'error',
        );
      }
      flat.forEach((v, i) => {
        if (g.value(i) === 0) s.solvedCells.add(i);
      });
      const data = g.toData();
      const zeros = flat.map(() => 0);
      s.game = new Game(s.shape, g.givens, { ...data, values: flat, notes: zeros, corner: zeros, undo: [], redo: [] });
      s.finish('engine');
      s.changed();
      say(`Solved (${ms})${r.unique === false ? ', one of several solutions' : ''}.`, 'ok');
    } else if (r.status === 'NO_SOLUTION') say(`No solution: one of the entries is wrong (${ms}).`, 'error');
    else if (r.status === 'LIMIT_EXCEEDED') say(`The search gave up before finding a solution (${ms}).`, 'error');
    else {
      s.server = { version: s.version, cells: new Set(r.conflicts.map((c) => c.row * s.shape.size + c.col)) };
      paint();
      say('The board has conflicts: fix the red cells first.', 'error');
    }
    void history.load(true);
  });
}

export function fillNotes(): void {
  void forBoard(
    button('fill-notes'),
    async () => {
      const res = await gql(Q.candidates, { board: s.boardInput() });
      if (res.ok || res.error.code !== 'NETWORK') return res;
      const o = await local.candidates(s.shape, [...s.game.cells()], s.game.rules);
      return o.ok ? { ok: true as const, data: { candidates: o.candidates } } : fail(o.code, o.code);
    },
    ({ candidates }) => {
      const n = s.shape.size;
      if (s.game.fillNotes(candidates.map((c) => ({ index: c.row * n + c.col, values: c.values })))) edited();
      say(`Notes filled in ${plural(candidates.length, 'empty cell')}.`, 'ok');
    },
  );
}

// Hints in two tiers, as teaching apps give them: first the technique and where to look (a house
// or a few cells, outlined on the board), then, on request, the answer (the cells it changes, the
// pattern, the candidates it removes) with Apply. A hint reads the player's centre marks; marks
// that leave out a cell's value, or a value that is wrong, are named and marked, and the hint is
// worked out without them, so it still comes.
import { gql, Q, type GqlResult } from './api.js';
import { button, fail, forBoard, grid, paint, s, say } from './app.js';
import { symbolFor } from './board.js';
import { solutionFor } from './checks.js';
import type { HintQuery, NextStepQuery, Technique } from './generated/graphql.js';
import { local, type LocalStep } from './local.js';
import { markHintMove } from './moves.js';
import { edited } from './play.js';
import { fromHint, fromNextStep, type LogicStep } from './step.js';
import { nudge } from './view.js';
import { cellName, listWords, plural } from './words.js';

type ApiStep = NonNullable<NextStepQuery['nextStep']>;
type Notes = { row: number; col: number; values: number[] }[] | null;
type Board = { cells: string; boxRows: number; boxCols: number };
type StepAnswer = { step: ApiStep | null } | { wrongNotes: { row: number; col: number }[] };

/** A step of the engine in this browser in the API's form. */
export function apiStep(st: LocalStep): ApiStep {
  return {
    technique: st.technique as Technique,
    explanation: st.explanation,
    placements: st.placements.map((p) => ({ ...p, symbol: symbolFor(p.value) })),
    eliminations: st.eliminations.map((e) => ({ ...e })),
    cells: st.cells.map((c) => ({ ...c })),
    units: st.units.map((u) => ({ ...u }) as ApiStep['units'][number]),
  };
}

/** nextStep on the server, or the engine in this browser when the server cannot be reached. */
async function nextStep(board: Board, cells: number[], notes: Notes): Promise<GqlResult<StepAnswer>> {
  const res = await gql(Q.nextStep, { board, notes });
  if (res.ok) return { ok: true, data: { step: res.data.nextStep ?? null } };
  if (res.error.code === 'WRONG_NOTES' || res.error.code === 'NOT_UNIQUE') {
    const wrong = (res.error.extensions.cells ?? []) as { row: number; col: number }[];
    if (wrong.length) return { ok: true, data: { wrongNotes: wrong } };
  }
  if (res.error.code !== 'NETWORK') return res;
  const o = await local.nextStep(s.shape, cells, s.game.rules, notes);
  if (o.ok) return { ok: true, data: { step: apiStep(o.step) } };
  if (o.code === 'WRONG_NOTES' || o.code === 'NOT_UNIQUE') return { ok: true, data: { wrongNotes: o.cells ?? [] } };
  if (o.code === 'COMPLETE') return { ok: true, data: { step: null } };
  return fail(o.code === 'CONFLICT' ? 'BOARD_CONFLICT' : o.code, o.code);
}

/** The two-tier `hint`, on the server or in this browser. */
async function hintQuery(board: Board, cells: number[]): Promise<GqlResult<HintQuery>> {
  const res = await gql(Q.hint, { board });
  if (res.ok || res.error.code !== 'NETWORK') return res;
  const o = await local.hint(s.shape, cells, s.game.rules);
  if (o.ok) return { ok: true, data: { hint: { ...o.hint, symbol: symbolFor(o.hint.value) } } };
  if (o.code === 'COMPLETE') return { ok: true, data: { hint: null } };
  return fail(o.code === 'CONFLICT' ? 'BOARD_CONFLICT' : o.code, o.code);
}

interface Found {
  step: LogicStep | null;
  /** Cells whose centre marks leave out their value. */
  wrongNotes: number[];
  /** Cells holding a value that is not the solution's. */
  wrongValues: number[];
}

/** The step from this position; marks and values that are wrong are set aside (and reported) first. */
async function findStep(): Promise<GqlResult<Found>> {
  const n = s.shape.size;
  let cells = [...s.game.cells()];
  let notes = s.notesInput();
  const wrongValues: number[] = [];
  const wrongNotes: number[] = [];
  const board = () => s.boardInput(cells);
  let res = await nextStep(board(), cells, notes);
  if (!res.ok && res.error.code === 'NO_SOLUTION') {
    // Values the player placed that differ from the solution: named, and left out of the hint.
    const solution = await solutionFor();
    if (solution) {
      for (let i = 0; i < cells.length; i++) if (cells[i] && !s.game.isGiven(i) && cells[i] !== solution[i]) wrongValues.push(i);
      if (wrongValues.length) {
        cells = cells.map((v, i) => (wrongValues.includes(i) ? 0 : v));
        notes = notes?.filter((c) => !wrongValues.includes(c.row * n + c.col)) ?? null;
        res = await nextStep(board(), cells, notes?.length ? notes : null);
      }
    }
  }
  if (res.ok && 'wrongNotes' in res.data) {
    wrongNotes.push(...res.data.wrongNotes.map((c) => c.row * n + c.col));
    const kept = notes?.filter((c) => !wrongNotes.includes(c.row * n + c.col)) ?? [];
    res = await nextStep(board(), cells, kept.length ? kept : null);
  }
  if (!res.ok) {
    if (res.error.code === 'BOARD_CONFLICT' || res.error.code === 'NO_SOLUTION') return res;
    // The two-tier `hint` when nextStep fails otherwise (a slow or refused search).
    const h = await hintQuery(board(), cells);
    if (!h.ok) return h;
    return { ok: true, data: { step: h.data.hint ? fromHint(h.data.hint, cells, s.shape, s.game.rules) : null, wrongNotes, wrongValues } };
  }
  if ('wrongNotes' in res.data) return fail('WRONG_NOTES', 'notes');
  return { ok: true, data: { step: res.data.step ? fromNextStep(res.data.step, s.shape, s.game.rules) : null, wrongNotes, wrongValues } };
}

/** Hint: the first tier of a new step, or the answer when the first tier is on show. */
export function hint(): void {
  if (s.step && s.hintTier === 1) return reveal();
  if (s.step) return sayAnswer(s.step);
  void forBoard(
    button('hint'),
    findStep,
    ({ step, wrongNotes, wrongValues }) => {
      const n = s.shape.size;
      const problems: string[] = [];
      if (wrongValues.length) {
        s.wrong = new Map(wrongValues.map((i) => [i, s.game.value(i)]));
        const named = listWords(wrongValues.slice(0, 3).map((i) => cellName(i, n)));
        problems.push(
          `${wrongValues.length === 1 ? `The value at ${named} is` : `${plural(wrongValues.length, 'value')} (${named}…) are`} wrong (marked).`,
        );
      }
      if (wrongNotes.length) {
        s.wrongNotes = new Map(wrongNotes.map((i) => [i, s.notesKey(i)]));
        const named = listWords(wrongNotes.slice(0, 3).map((i) => cellName(i, n)));
        problems.push(
          wrongNotes.length === 1
            ? `The centre marks at ${named} leave out the value that goes there (marked).`
            : `The centre marks of ${plural(wrongNotes.length, 'cell')} (${named}${wrongNotes.length > 3 ? '…' : ''}) leave out their value (marked).`,
        );
      }
      if (!step) {
        paint();
        return say(
          problems.length ? problems.join(' ') : 'The board is already complete: nothing to hint.',
          problems.length ? 'error' : 'ok',
        );
      }
      s.hintsUsed++;
      s.step = step;
      s.hintTier = 1;
      s.save();
      paint();
      const lead = problems.length ? `${problems.join(' ')} ` : '';
      say(`${lead}Hint: ${nudge(step.technique, step.area).replace(/^L/, 'l')}`, problems.length ? 'error' : 'ok');
    },
    (e) => {
      if (e.code === 'BOARD_CONFLICT') return (say('No hint while the board has conflicts: fix the red cells first.', 'error'), true);
      if (e.code === 'NO_SOLUTION') return (say('No hint: this board has no solution, so one of your entries is wrong.', 'error'), true);
      return false;
    },
  );
}

/** The second tier: the cells the step changes, its pattern and the candidates it removes. */
export function reveal(): void {
  const step = s.step;
  if (!step) return;
  s.hintTier = 2;
  s.save();
  const first = step.placements[0] ?? step.eliminations[0];
  if (first) grid.select(first.index, true);
  paint();
  sayAnswer(step);
}

function sayAnswer(step: LogicStep): void {
  const n = s.shape.size;
  const p = step.placements[0];
  if (p) return say(`Hint: ${symbolFor(p.value)} at ${cellName(p.index, n)}. Press Apply to place it.`, 'ok');
  say(`Hint: ${plural(step.eliminations.length, 'candidate')} to remove. Press Apply to remove them.`, 'ok');
}

export function applyStep(): void {
  const step = s.step;
  if (!step || s.finished) return;
  for (const p of step.placements) s.game.place(p.index, p.value);
  if (step.eliminations.length) s.game.eliminate(step.eliminations);
  const target = step.placements[0]?.index;
  s.step = null;
  markHintMove();
  edited();
  if (target !== undefined) grid.select(target, true);
}

export function dismissStep(): void {
  s.step = null;
  paint();
}

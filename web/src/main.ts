// The page's wiring and its server actions. Every server call is async and only marks its own
// button busy, so the board stays editable while a request runs; answers for a board that changed
// meanwhile are dropped rather than applied to the wrong position. When the server cannot be
// reached, the engine in a Web Worker (local.ts) answers generate, fill notes, hint, check, solve
// and the finish, and finishes wait in the outbox (player.ts) until the network is back.
import { STANDARD_SHAPES } from '../../src/engine/index.js';
import { parseCellsString, symbolFor, type Shape } from './board.js';
import { BOARD_FORMATS, exportPosition, FORMAT_NAMES, readPasted, type Alphabet, type BoardFormat, type PasteOutcome } from './codec.js';
import { confirmDiscard, askPuzzleText } from './dialogs.js';
import { Game, type Step } from './game.js';
import { gql, LEVELS, Q, type GqlError, type GqlResult, type Level, type PlayerStats } from './api.js';
import type { HintQuery, NextStepQuery, PuzzleFieldsFragment, SizesQuery, Technique } from './generated/graphql.js';
import { Grid, type Pen } from './grid.js';
import { History } from './history.js';
import { formatTime, hintsText } from './format.js';
import { describePuzzle, ratingText, titleCase, techniqueName } from './info.js';
import { local, warmLocal, type LocalStep } from './local.js';
import { dropFinish, outbox, playerId, queueFinish } from './player.js';
import { Session } from './session.js';
import { decodeShare, encodeShare } from './share.js';
import { renderStats } from './stats.js';
import { fromHint, fromNextStep, type LogicStep } from './step.js';
import { currentKey, loadGame, LOCAL_KEY, setSetting, setting, type SavedGame } from './store.js';
import './style.css';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const button = (id: string) => $<HTMLButtonElement>(id);

const sizeSelect = $<HTMLSelectElement>('size');
const status = $('status');
const conflictNote = $('conflict-note');
const puzzleInfo = $('puzzle-info');
const readout = $('cell-readout');
const [hintBtn, checkBtn, solveBtn, clearBtn, undoBtn, redoBtn, fillBtn, eraseBtn] = [
  'hint',
  'check',
  'solve',
  'clear',
  'undo',
  'redo',
  'fill-notes',
  'erase',
].map(button);
const penButtons: Record<Pen, HTMLButtonElement> = {
  value: button('pen-value'),
  centre: button('notes'),
  corner: button('pen-corner'),
  colour: button('pen-colour'),
};
const digitFirstBtn = button('digit-first');
const zoomBtn = button('zoom');
const pathBtn = button('path-open');
const shareBtn = button('share-open');
const dailyBtn = button('daily');
const practiceBtn = button('practice');
const practiceSelect = $<HTMLSelectElement>('practice-technique');
const genButtons = [...document.querySelectorAll<HTMLButtonElement>('[data-difficulty]')];
const stepBox = $('step');
const finishBox = $('finish');
const pathBox = $('path');

let sizes: SizesQuery['boardSizes'] = [];
const player = playerId();
let stats: PlayerStats | null = null;

const grid = new Grid($('grid'), $('keypad'), {
  onInput: (cells, v, joins) => input(cells, v, joins),
  onSelect: () => showReadout(),
  onPenKey: (pen) => setPen(pen === 'flip' ? (s.pen === 'value' ? 'centre' : 'value') : pen),
});
const s = new Session(grid, $('timer'), () => paint());
const history = new History($('history-list'), button('history-more'), $('history-note'), (id) => void openStored(id));
$('mine-list').addEventListener('click', (e) => {
  const item = (e.target as HTMLElement).closest<HTMLElement>('[data-puzzle]');
  if (item?.dataset.puzzle) void openStored(item.dataset.puzzle);
});

function say(text: string, tone: 'info' | 'ok' | 'error' = 'info'): void {
  status.textContent = text;
  status.dataset.tone = tone;
}

function setBusy(btn: HTMLButtonElement, busy: boolean): void {
  btn.classList.toggle('busy', busy);
  if (busy) btn.setAttribute('aria-busy', 'true');
  else btn.removeAttribute('aria-busy');
}

function paint(): void {
  s.render();
  const count = s.conflictCount();
  const confirmed = s.server?.version === s.version;
  conflictNote.classList.toggle('bad', count > 0);
  conflictNote.textContent =
    count === 0 ? (confirmed ? 'No conflicts.' : '') : `${count} cells in conflict${confirmed ? ' (confirmed by the server)' : ''}.`;
  const over = s.finished !== null;
  solveBtn.disabled = count > 0 || over || solveBtn.classList.contains('busy');
  solveBtn.title = count > 0 ? 'Fix the red cells first' : '';
  undoBtn.disabled = over || !s.game.canUndo();
  redoBtn.disabled = over || !s.game.canRedo();
  for (const b of [hintBtn, checkBtn, fillBtn, clearBtn, eraseBtn, ...Object.values(penButtons), digitFirstBtn]) b.disabled = over;
  for (const [pen, b] of Object.entries(penButtons)) b.setAttribute('aria-pressed', String(s.pen === pen));
  digitFirstBtn.setAttribute('aria-pressed', String(s.digitFirst));
  // The centre pen's key: C is the symbol 12 and N the symbol 23 on the boards that have them.
  const n = s.shape.size;
  penButtons.centre.querySelector('kbd')!.textContent = n < 12 ? 'C' : n < 23 ? 'N' : 'Space';
  grid.setPen(s.pen);
  const step = s.step;
  stepBox.hidden = !step || s.path !== null;
  if (step) {
    $('step-title').textContent = `Hint: ${step.technique}`;
    $('step-text').textContent = step.explanation;
  }
  finishBox.hidden = s.finished !== 'player' || s.path !== null;
  if (s.finished === 'player') $('finish-text').textContent = finishText();
  pathBox.hidden = s.path === null;
  if (s.path) {
    const { steps, at } = s.path;
    const st = steps[at];
    $('path-title').textContent = st ? `Step ${at + 1} of ${steps.length}: ${st.technique}` : `Solved after ${steps.length} steps`;
    $('path-text').textContent = st ? st.explanation : 'Every cell is placed.';
    button('path-prev').disabled = at === 0;
    button('path-next').disabled = at >= steps.length;
  }
  puzzleInfo.textContent = s.info;
  showReadout();
  paintDaily();
}

/** The focused cell's content in full size: marks stay readable at 25×25 and on a phone. */
function showReadout(): void {
  const i = grid.selectedIndex;
  const n = s.shape.size;
  const g = s.game;
  const sel = grid.selected().length;
  const parts = [`Row ${Math.floor(i / n) + 1}, column ${(i % n) + 1}`];
  if (g.value(i)) parts.push(`value ${symbolFor(g.value(i))}`);
  else {
    if (g.notes(i).length) parts.push(`centre ${g.notes(i).map(symbolFor).join(' ')}`);
    if (g.corners(i).length) parts.push(`corner ${g.corners(i).map(symbolFor).join(' ')}`);
  }
  if (g.colour(i)) parts.push(`colour ${g.colour(i)}`);
  readout.textContent = parts.join(' · ') + (sel > 1 ? ` (${sel} cells selected)` : '');
}

function finishText(): string {
  const rating = s.rating ? ` · rated ${s.rating}` : '';
  return `Time ${formatTime(s.timer.elapsed())} · ${hintsText(s.hintsUsed)}${rating}`;
}

function setPen(pen: Pen): void {
  s.pen = pen;
  paint();
}

let validateTimer: ReturnType<typeof setTimeout> | undefined;

/** After an edit by the player: repaint at once, let the server confirm conflicts, detect the finish. */
function edited(): void {
  // A hint stays on screen until the cells it would change are changed.
  if (s.step?.placements.some((p) => s.game.value(p.index) !== 0)) s.step = null;
  s.changed();
  clearTimeout(validateTimer);
  validateTimer = setTimeout(() => void confirmConflicts(), 150);
  if (s.finished === null && s.game.complete() && s.conflictCount() === 0) void finishGame();
}

/** The step the last key made, so a second digit that joins it (1 then 5 = 15) can replace it. */
let lastEntry: Step | undefined;

function input(cells: number[], v: number, joins: boolean): void {
  if (s.finished || s.path) return;
  const g = s.game;
  let changed = false;
  if (joins && lastEntry && g.lastStep() === lastEntry) changed = g.retract();
  if (v === 0) changed = (s.pen === 'colour' ? g.colourMany(cells, 0) : g.eraseMany(cells)) || changed;
  else if (s.pen === 'value') changed = g.placeMany(cells, v) || changed;
  else if (s.pen === 'colour') changed = g.colourMany(cells, v) || changed;
  else changed = g.toggleMarks(s.pen, cells, v) || changed;
  lastEntry = g.lastStep();
  if (changed) edited();
}

async function confirmConflicts(): Promise<void> {
  const version = s.version;
  const res = await gql(Q.validate, { board: s.boardInput() });
  if (version !== s.version || !res.ok) return;
  s.server = { version, cells: new Set(res.data.validate.conflicts.map((c) => c.row * s.shape.size + c.col)) };
  paint();
}

/** The solution to compare with: the stored one (fetched once), else the engine in this browser. */
async function solutionFor(): Promise<number[] | null> {
  if (s.solution) return s.solution;
  if (s.puzzleId) {
    const res = await gql(Q.solution, { id: s.puzzleId });
    const cells = res.ok ? res.data.puzzle?.solution.cells : undefined;
    if (cells) return (s.solution = parseCellsString(cells, s.shape.size));
  }
  const o = await local.solve(s.shape, [...s.game.givens]);
  return o.ok ? (s.solution = o.solution) : null;
}

/**
 * The grid is full and clash-free, so it is a solution: the givens are kept and every row, column
 * and box holds each symbol once (the same rule the engine checks). Show the finish once, record it.
 */
async function finishGame(): Promise<void> {
  s.finish('player');
  paint();
  say('');
  finishBox.focus();
  if (s.puzzleId && s.gameId) {
    queueFinish({
      gameId: s.gameId,
      puzzleId: s.puzzleId,
      cells: s.cellsString(),
      hintsUsed: s.hintsUsed,
      claimedElapsedMs: Math.round(s.timer.elapsed()),
    });
    void sendFinishes();
  } else
    $('finish-note').textContent = s.puzzleId ? 'Not recorded: the server did not start a game for it.' : 'A local board: not recorded.';
}

let sending = false;
/** Sends every queued finish once; keeps those the server could not be reached for. */
async function sendFinishes(): Promise<void> {
  if (sending) return;
  sending = true;
  let sent = 0;
  for (const f of outbox()) {
    const res = await gql(Q.submit, { gameId: f.gameId, cells: f.cells, hintsUsed: f.hintsUsed, claimedElapsedMs: f.claimedElapsedMs });
    const retry = !res.ok && (res.error.code === 'NETWORK' || res.error.code === 'RATE_LIMITED' || res.error.code.startsWith('HTTP_5'));
    if (retry) continue;
    dropFinish(f.gameId);
    if (f.gameId === s.gameId) {
      $('finish-note').textContent = res.ok
        ? `Recorded: ${formatTime(res.data.submitSolution.elapsedMs)} by the server's clock.`
        : `Not recorded: ${res.error.message}`;
    }
    if (res.ok) sent++;
  }
  sending = false;
  if (outbox().some((f) => f.gameId === s.gameId)) $('finish-note').textContent = 'Offline: the finish is sent when the network is back.';
  if (sent) void refreshPlayer();
}

/** Runs one request for the current board; drops the answer if the board changed meanwhile. */
async function forBoard<T>(
  btn: HTMLButtonElement,
  run: () => Promise<GqlResult<T>>,
  apply: (data: T) => void,
  onError?: (e: GqlError) => boolean,
) {
  if (btn.classList.contains('busy')) return;
  const version = s.version;
  setBusy(btn, true);
  paint();
  const res = await run();
  setBusy(btn, false);
  paint();
  if (version !== s.version) return say('The board changed while the server was answering; try again.');
  if (!res.ok) {
    if (!onError?.(res.error)) say(res.error.message, 'error');
    return;
  }
  apply(res.data);
}

type HintAnswer =
  | { kind: 'step'; step: NonNullable<NextStepQuery['nextStep']> }
  | { kind: 'hint'; hint: HintQuery['hint'] }
  | { kind: 'wrongNotes'; cells: { row: number; col: number }[] };

const fail = (code: string, message: string): GqlResult<never> => ({ ok: false, error: { code, message, extensions: {} } });

/** A step of the engine in this browser in the API's form. */
function apiStep(st: LocalStep): NonNullable<NextStepQuery['nextStep']> {
  return {
    technique: st.technique as Technique,
    explanation: st.explanation,
    placements: st.placements.map((p) => ({ ...p, symbol: symbolFor(p.value) })),
    eliminations: st.eliminations.map((e) => ({ ...e })),
    cells: st.cells.map((c) => ({ ...c })),
    units: st.units.map((u) => ({ ...u }) as NonNullable<NextStepQuery['nextStep']>['units'][number]),
  };
}

/** The engine in this browser's step, as the API's nextStep answers it (offline). */
async function localHint(): Promise<GqlResult<HintAnswer>> {
  const o = await local.nextStep(s.shape, [...s.game.cells()], s.notesInput());
  if (o.ok) return { ok: true, data: { kind: 'step', step: apiStep(o.step) } };
  if (o.code === 'WRONG_NOTES') return { ok: true, data: { kind: 'wrongNotes', cells: o.cells ?? [] } };
  if (o.code === 'COMPLETE') return { ok: true, data: { kind: 'hint', hint: null } };
  return fail(o.code === 'CONFLICT' ? 'BOARD_CONFLICT' : o.code, `No hint (${o.code}).`);
}

/** The logical step (with the player's centre marks); the two-tier `hint` when nextStep has none or fails. */
async function askHint(): Promise<GqlResult<HintAnswer>> {
  const board = s.boardInput();
  const step = await gql(Q.nextStep, { board, notes: s.notesInput() });
  if (!step.ok && step.error.code === 'NETWORK') return localHint();
  if (step.ok && step.data.nextStep) return { ok: true, data: { kind: 'step', step: step.data.nextStep } };
  if (!step.ok && step.error.code === 'WRONG_NOTES') {
    const cells = (step.error.extensions.cells ?? []) as { row: number; col: number }[];
    return { ok: true, data: { kind: 'wrongNotes', cells } };
  }
  const res = await gql(Q.hint, { board });
  return res.ok ? { ok: true, data: { kind: 'hint', hint: res.data.hint } } : res;
}

const at = (row: number, col: number) => `row ${row + 1}, column ${col + 1}`;

function hint(): void {
  void forBoard(
    hintBtn,
    askHint,
    (a) => {
      const n = s.shape.size;
      if (a.kind === 'wrongNotes') {
        s.wrongNotes = new Map(a.cells.map((c) => [c.row * n + c.col, s.notesKey(c.row * n + c.col)]));
        const first = a.cells[0];
        if (first) grid.select(first.row * n + first.col, true);
        paint();
        const where =
          a.cells.length === 1 && first ? `The notes at ${at(first.row, first.col)} are` : `The notes of ${a.cells.length} cells are`;
        return say(`${where} wrong: they leave out the solution's value (marked). Fix them and ask again.`, 'error');
      }
      if (a.kind === 'hint' && !a.hint) return say('The board is already complete: nothing to hint.', 'ok');
      s.hintsUsed++;
      s.step = a.kind === 'step' ? fromNextStep(a.step, s.shape) : fromHint(a.hint!, s.game.cells(), s.shape);
      s.save();
      const step = s.step;
      const first = step.placements[0] ?? step.eliminations[0];
      if (first) grid.select(first.index, true);
      paint();
      if (step.placements.length) {
        const p = step.placements[0]!;
        const symbol = symbolFor(p.value);
        return say(`Hint: ${symbol} at ${at(Math.floor(p.index / n), p.index % n)}. Press Apply to place it.`, 'ok');
      }
      const k = step.eliminations.length;
      say(`Hint: ${k} note${k === 1 ? '' : 's'} to remove. Press Apply to remove them.`, 'ok');
    },
    (e) => {
      if (e.code === 'BOARD_CONFLICT') return (say('No hint while the board has conflicts: fix the red cells first.', 'error'), true);
      if (e.code === 'NO_SOLUTION') return (say('No hint: this board has no solution, so one of your entries is wrong.', 'error'), true);
      return false;
    },
  );
}

function applyStep(): void {
  const step = s.step;
  if (!step || s.finished) return;
  for (const p of step.placements) s.game.place(p.index, p.value);
  if (step.eliminations.length) s.game.eliminate(step.eliminations);
  const target = step.placements[0]?.index;
  s.step = null;
  edited();
  if (target !== undefined) grid.select(target, true);
}

function check(): void {
  const id = s.puzzleId;
  if (id) {
    void forBoard(
      checkBtn,
      async () => ({ ok: true as const, data: await solutionFor() }),
      (solution) => {
        if (!solution) return say('Could not load the solution to check against.', 'error');
        const g = s.game;
        const wrong = g.cells().flatMap((v, i) => (v !== 0 && !g.isGiven(i) && v !== solution[i] ? [i] : []));
        s.wrong = new Map(wrong.map((i) => [i, g.value(i)]));
        paint();
        const empty = g.cells().filter((v) => v === 0).length;
        if (wrong.length)
          return say(`${wrong.length} entr${wrong.length === 1 ? 'y is' : 'ies are'} wrong (marked). ${empty} cells left.`, 'error');
        say(`No wrong entries so far. ${empty} cell${empty === 1 ? '' : 's'} left.`, 'ok');
      },
    );
    return;
  }
  // A typed board has no stored solution: say whether it can still be completed.
  void forBoard(
    checkBtn,
    async () => {
      const res = await gql(Q.hint, { board: s.boardInput() });
      if (res.ok || res.error.code !== 'NETWORK') return res;
      const o = await local.solve(s.shape, [...s.game.cells()]);
      if (o.ok) return { ok: true as const, data: { hint: s.game.complete() ? null : ({} as HintQuery['hint']) } };
      return fail(o.code === 'CONFLICT' ? 'BOARD_CONFLICT' : o.code, o.code);
    },
    ({ hint: h }) => {
      const empty = s.game.cells().filter((v) => v === 0).length;
      say(h ? `The board still has a solution. ${empty} cells left.` : 'Solved! Every row, column and box is complete.', 'ok');
    },
    (e) => {
      if (e.code === 'NO_SOLUTION') return (say('This board has no solution: one of the entries is wrong.', 'error'), true);
      if (e.code === 'BOARD_CONFLICT') return (say('The board has conflicts: fix the red cells first.', 'error'), true);
      return false;
    },
  );
}

async function solve(): Promise<void> {
  const givens = s.game.givens.some((v) => v !== 0);
  if (
    givens &&
    !(await confirmDiscard('Solve fills in every cell and ends this game: it will not count as finished by you. Solve it?', 'Solve'))
  )
    return;
  // A loaded puzzle is solved by id so the record joins the puzzle's history. Its solution is
  // unique, so the typed board has a solution exactly when every entry matches it.
  const id = s.puzzleId;
  const run = () => (id ? gql(Q.solvePuzzle, { id }) : gql(Q.solveBoard, { board: s.boardInput() }));
  void forBoard(solveBtn, run, ({ solve: r }) => {
    const ms = `${r.stats.durationMs.toFixed(1)} ms, ${r.stats.nodes} search nodes`;
    if (r.status === 'SOLVED' && r.solution) {
      const flat = parseCellsString(r.solution.cells, s.shape.size)!;
      const g = s.game;
      const wrong = g.cells().flatMap((v, i) => (v !== 0 && v !== flat[i] ? [i] : []));
      if (wrong.length > 0) {
        s.wrong = new Map(wrong.map((i) => [i, g.value(i)]));
        paint();
        say(`No solution from this board: ${wrong.length} of your entries cannot stay (marked). Clear them and solve again.`, 'error');
      } else {
        flat.forEach((v, i) => {
          if (g.value(i) === 0) s.solvedCells.add(i);
        });
        const data = g.toData();
        s.game = new Game(s.shape, g.givens, {
          ...data,
          values: flat,
          notes: flat.map(() => 0),
          corner: flat.map(() => 0),
          undo: [],
          redo: [],
        });
        s.finish('engine');
        s.changed();
        say(`Solved (${ms})${r.unique === false ? ', one of several solutions' : ''}.`, 'ok');
      }
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

function fillNotes(): void {
  void forBoard(
    fillBtn,
    async () => {
      const res = await gql(Q.candidates, { board: s.boardInput() });
      if (res.ok || res.error.code !== 'NETWORK') return res;
      const o = await local.candidates(s.shape, [...s.game.cells()]);
      return o.ok ? { ok: true as const, data: { candidates: o.candidates } } : fail(o.code, o.code);
    },
    ({ candidates }) => {
      const n = s.shape.size;
      if (s.game.fillNotes(candidates.map((c) => ({ index: c.row * n + c.col, values: c.values })))) edited();
      say(`Notes filled in ${candidates.length} empty cells.`, 'ok');
    },
  );
}

/** Asks before setting unfinished work aside; true when it is fine to go on. */
function mayLeave(): Promise<boolean> {
  if (!s.unfinishedWork()) return Promise.resolve(true);
  return s.puzzleId
    ? confirmDiscard('Leave this unfinished game? Its progress stays saved in this browser: open it from History to go on.', 'Leave game')
    : confirmDiscard('Discard your board? What you typed on it will be lost.', 'Discard');
}

const shapeOf = (x: Shape): Shape => ({ size: x.size, boxRows: x.boxRows, boxCols: x.boxCols });

interface OpenOptions {
  daily?: string | null;
  level?: string | null;
  /** A shared position to start from instead of this browser's save. */
  position?: Parameters<Game['setPosition']>;
}

/** Opens a stored puzzle, with this browser's saved progress when there is some; starts its timed game. */
function openPuzzle(p: PuzzleFieldsFragment, opts: OpenOptions = {}): void {
  const shape = shapeOf(p.size);
  const givens = parseCellsString(p.board.cells, shape.size)!;
  const saved = opts.position ? null : loadGame(p.id);
  const restored = saved && saved.game.givens.join() === givens.join() ? Game.restore(saved.game) : null;
  const game = restored ?? new Game(shape, givens);
  if (opts.position) game.setPosition(...opts.position);
  const base: SavedGame = {
    game: game.toData(),
    elapsedMs: restored ? saved!.elapsedMs : 0,
    hintsUsed: restored ? saved!.hintsUsed : 0,
    finished: restored ? saved!.finished : null,
    info: describePuzzle(p),
    gameId: restored ? (saved!.gameId ?? null) : null,
    rating: p.rating ? ratingText(p.rating) : null,
    daily: opts.daily ?? saved?.daily ?? null,
    level: opts.level ?? saved?.level ?? p.difficulty,
  };
  s.open({ key: p.id, puzzleId: p.id, game, info: base.info, saved: base });
  sizeSelect.value = `${shape.size}:${shape.boxRows}x${shape.boxCols}`;
  if (!s.gameId && !s.finished) void startTimedGame(p.id);
}

/** The server's clock times the game; without it (old server, offline) the finish stays local. */
async function startTimedGame(puzzleId: string): Promise<void> {
  const res = await gql(Q.startGame, { puzzleId, player });
  if (!res.ok || s.puzzleId !== puzzleId) return;
  s.gameId = res.data.startGame.id;
  s.save();
}

function openLocal(shape: Shape, givens: number[], info: string, saved: SavedGame | null = null, solution: number[] | null = null): void {
  const restored = saved ? Game.restore(saved.game) : null;
  s.open({
    key: LOCAL_KEY,
    puzzleId: null,
    game: restored ?? new Game(shape, givens),
    info: saved?.info ?? info,
    saved: restored ? saved : null,
  });
  s.solution = solution;
  sizeSelect.value = `${s.shape.size}:${s.shape.boxRows}x${s.shape.boxCols}`;
}

let generation = 0;
async function generatePuzzle(level: Level, btn: HTMLButtonElement, technique: Technique | null = null): Promise<void> {
  if (!(await mayLeave())) return;
  const ticket = ++generation;
  setBusy(btn, true);
  const { size, boxRows, boxCols } = s.shape;
  const what = technique
    ? `practice puzzle needing ${techniqueName(technique)}`
    : `${titleCase(level).toLowerCase()} ${size}×${size} puzzle`;
  say(`Generating a ${what}…`);
  const res = await gql(Q.generate, { size, boxRows, boxCols, difficulty: level, requireTechnique: technique });
  if (!res.ok && res.error.code === 'NETWORK' && !technique) {
    const o = await local.generate(s.shape, level);
    setBusy(btn, false);
    if (ticket !== generation) return;
    if (!o.ok) return say(`Could not generate offline: ${o.code}`, 'error');
    const rating = `${ratingText(o.rating)}`;
    openLocal(
      s.shape,
      o.givens,
      `${size}x${size} · ${titleCase(o.difficulty)} · made offline in this browser · rated ${rating}`,
      null,
      o.solution,
    );
    s.rating = rating;
    s.level = level;
    s.save();
    return say(
      `New puzzle ready (made offline by the engine in this browser, ${o.kernel === 'wasm' ? 'WebAssembly' : 'TypeScript'} search).`,
      'ok',
    );
  }
  setBusy(btn, false);
  if (ticket !== generation) return;
  if (!res.ok) {
    // A strict request (Practice) the generator could not meet in its budget is refused, not bent.
    if (res.error.code === 'GRADE_NOT_REACHED' && technique) {
      return say(`No ${what} was found (the server answered GRADE_NOT_REACHED): try again, another technique or a larger board.`, 'error');
    }
    return say(`Could not generate: ${res.error.message}`, 'error');
  }
  const p = res.data.generatePuzzle;
  openPuzzle(p, { level });
  // The server answers the nearest puzzle, rated for what it is, when the asked level was not reached.
  if (p.gradeMet === false) {
    say(`New puzzle ready, but no ${titleCase(level).toLowerCase()} one was found in time: this one is rated ${titleCase(p.difficulty)}.`);
  } else say('New puzzle ready. Grey cells are givens and cannot be changed.', 'ok');
  void history.load(true);
}

async function openStored(id: string, ask = true): Promise<void> {
  if (id === s.puzzleId) return;
  if (ask && !(await mayLeave())) return;
  say('Loading puzzle…');
  const res = await gql(Q.puzzle, { id });
  if (!res.ok && res.error.code === 'NETWORK' && openSaved(id)) return;
  if (!res.ok) return say(`Could not load the puzzle: ${res.error.message}`, 'error');
  const p = res.data.puzzle;
  if (!p) return say('That puzzle no longer exists.', 'error');
  openPuzzle(p);
  say(s.game.hasWork() ? 'Puzzle loaded with your saved progress.' : 'Puzzle loaded from history.', 'ok');
  grid.select(0, true);
}

/** Offline: a stored puzzle this browser has a save of opens from the save alone. */
function openSaved(id: string): boolean {
  const saved = loadGame(id);
  const game = saved ? Game.restore(saved.game) : null;
  if (!saved || !game) return false;
  s.open({ key: id, puzzleId: id, game, info: saved.info, saved });
  sizeSelect.value = `${s.shape.size}:${s.shape.boxRows}x${s.shape.boxCols}`;
  say('Offline: your saved game is back; the engine in this browser answers hints and checks.');
  return true;
}

const pasteFormat = $<HTMLSelectElement>('paste-format');
const pasteAlphabet = $<HTMLSelectElement>('paste-alphabet');
pasteFormat.replaceChildren(new Option('Detect the format', ''), ...BOARD_FORMATS.map((f) => new Option(FORMAT_NAMES[f], f)));

/** The pasted text read with the dialog's format and symbol choices. */
function readPaste(text: string): PasteOutcome {
  const fits = (sh: Shape) => sizes.some((x) => x.size === sh.size && x.boxRows === sh.boxRows && x.boxCols === sh.boxCols);
  return readPasted(text, (pasteFormat.value || null) as BoardFormat | null, pasteAlphabet.value as Alphabet, fits);
}

function previewPaste(text: string): void {
  const out = $('paste-detected');
  if (!text.trim()) {
    out.textContent = '';
    return;
  }
  const r = readPaste(text);
  if (r.ok) {
    const { format, shape, givens, values, centre } = r.board;
    const extra = [values ? `${values.filter(Boolean).length} placed values` : '', centre ? 'candidates' : ''].filter(Boolean);
    out.textContent = `${FORMAT_NAMES[format]}: ${shape.size}×${shape.size}, ${givens.filter(Boolean).length} givens${extra.length ? `, ${extra.join(', ')}` : ''}.`;
  } else out.textContent = r.message;
}

async function paste(): Promise<void> {
  const text = await askPuzzleText((t) => {
    const r = readPaste(t);
    // An ambiguous text needs its format named: the chooser takes the focus.
    if (!r.ok && r.ambiguous) pasteFormat.focus();
    return r.ok ? null : r.message;
  }, previewPaste);
  if (text === null || !(await mayLeave())) return;
  const r = readPaste(text);
  if (!r.ok) return;
  const { format, shape, givens, values, centre } = r.board;
  openLocal(shape, givens, `Pasted ${shape.size}×${shape.size} puzzle · ${givens.filter(Boolean).length} givens`);
  if (values || centre) {
    const len = givens.length;
    const zero = new Array<number>(len).fill(0);
    s.game.setPosition(values ?? zero, centre ?? zero, zero, zero);
    s.changed();
  }
  say(`Puzzle pasted (${FORMAT_NAMES[format]}): play it, or press Solve.`, 'ok');
  grid.select(0, true);
}

function undoRedo(redo: boolean): void {
  if (s.finished || s.path) return;
  if (redo ? s.game.redo() : s.game.undo()) edited();
}

// ---- Solution path ----

const asLogicStep = (st: LocalStep): LogicStep => fromNextStep(apiStep(st), s.shape);

async function openPath(): Promise<void> {
  if (
    s.finished !== 'player' &&
    !(await confirmDiscard('The solution path shows every step to the end: it gives the whole puzzle away. Show it?', 'Show the path'))
  )
    return;
  setBusy(pathBtn, true);
  const res = await gql(Q.analyze, {
    board: { cells: s.game.givens.map((v) => (v ? symbolFor(v) : '.')).join(''), boxRows: s.shape.boxRows, boxCols: s.shape.boxCols },
  });
  let steps: LogicStep[] | null = null;
  if (res.ok) steps = res.data.analyze.steps.map((st) => fromNextStep(st, s.shape));
  else {
    const o = await local.analyze(s.shape, [...s.game.givens]);
    if (o.ok) steps = o.steps.map(asLogicStep);
  }
  setBusy(pathBtn, false);
  if (!steps) return say('The solution path is not available for this board.', 'error');
  s.path = { steps, at: 0 };
  paint();
  button('path-next').focus();
  say(`Solution path: ${steps.length} steps. Use Next and Previous; Close returns to your game.`);
}

function pathMove(by: number): void {
  if (!s.path) return;
  s.path.at = Math.max(0, Math.min(s.path.steps.length, s.path.at + by));
  const st = s.path.steps[s.path.at];
  const first = st?.placements[0] ?? st?.eliminations[0];
  if (first) grid.select(first.index, false);
  paint();
}

// ---- Share links ----

async function shareLink(withPosition: boolean): Promise<string> {
  const g = s.game;
  const data = g.toData();
  const code = await encodeShare({
    shape: s.shape,
    givens: [...g.givens],
    puzzleId: s.puzzleId,
    position: withPosition ? { values: data.values, centre: data.notes, corner: data.corner!, colours: data.colours! } : null,
  });
  return `${location.origin}${location.pathname}#s=${code}`;
}

async function showShare(): Promise<void> {
  const dialog = $<HTMLDialogElement>('share');
  const [puzzleField, positionField] = [$<HTMLInputElement>('share-puzzle'), $<HTMLInputElement>('share-position')];
  // Open at once; the links fill in when compressed (a few milliseconds).
  puzzleField.value = positionField.value = '';
  $('share-sizes').textContent = '';
  dialog.showModal();
  const [puzzleOnly, position] = await Promise.all([shareLink(false), shareLink(true)]);
  puzzleField.value = puzzleOnly;
  positionField.value = position;
  $('share-sizes').textContent = `Puzzle link ${puzzleOnly.length} characters, position link ${position.length}.`;
  showExport();
}

const shareFormat = $<HTMLSelectElement>('share-format');
shareFormat.replaceChildren(...BOARD_FORMATS.map((f) => new Option(FORMAT_NAMES[f], f)));

/** The current position (givens, values, centre marks) in the chosen format, for another solver. */
function showExport(): void {
  const data = s.game.toData();
  const r = exportPosition(s.shape, data.givens, data.values, data.notes, shareFormat.value as BoardFormat);
  const field = $<HTMLTextAreaElement>('share-export');
  field.value = r.ok ? r.text : '';
  $('share-export-note').textContent = r.ok ? `${r.text.length} characters.` : r.message;
}

/** Opens a shared link (#s=…): the stored puzzle when the server knows it, else the board alone. */
async function openShared(code: string): Promise<boolean> {
  const shared = await decodeShare(code);
  history_replace();
  if (!shared) {
    say('That share link is damaged: it could not be read.', 'error');
    return false;
  }
  const position = shared.position
    ? ([shared.position.values, shared.position.centre, shared.position.corner, shared.position.colours] as Parameters<Game['setPosition']>)
    : undefined;
  if (shared.puzzleId) {
    const res = await gql(Q.puzzle, { id: shared.puzzleId });
    const p = res.ok ? res.data.puzzle : null;
    if (p && p.board.cells === shared.givens.map((v) => (v ? symbolFor(v) : '.')).join('')) {
      openPuzzle(p, { position });
      say(shared.position ? 'Shared position opened.' : 'Shared puzzle opened.', 'ok');
      return true;
    }
  }
  const n = shared.shape.size;
  openLocal(shared.shape, shared.givens, `Shared ${n}×${n} puzzle · ${shared.givens.filter(Boolean).length} givens`);
  if (position) {
    s.game.setPosition(...position);
    s.changed();
  }
  say(shared.position ? 'Shared position opened.' : 'Shared puzzle opened.', 'ok');
  return true;
}

function history_replace(): void {
  window.history.replaceState(null, '', location.pathname + location.search);
}

// ---- Player: history, statistics, daily ----

const today = () => new Date().toISOString().slice(0, 10);

async function refreshPlayer(): Promise<void> {
  const [st, solves] = await Promise.all([gql(Q.stats, { player }), gql(Q.mySolves, { player, first: 50 })]);
  stats = st.ok ? st.data.playerStats : null;
  renderStats($('stats-body'), stats, st.ok ? null : st.error.message);
  history.setMine(solves.ok ? solves.data.playerSolves.edges.map((e) => e.node) : null, $('mine-list'), $('mine-note'));
  void history.load(true);
  paintDaily();
}

function paintDaily(): void {
  const done = stats?.dailyFinished.includes(today()) ?? false;
  dailyBtn.textContent = done ? 'Daily puzzle ✓' : 'Daily puzzle';
  $('daily-note').textContent = done ? `You finished today's daily puzzle (${today()}).` : s.daily ? `Daily puzzle of ${s.daily}.` : '';
}

/** Tries of the daily puzzle while the server answers "busy, retry shortly" (the first of a day is generated then). */
const DAILY_TRIES = 3;

async function openDaily(): Promise<void> {
  if (!(await mayLeave())) return;
  const size = [4, 6, 9, 12, 16, 25].includes(s.shape.size) ? s.shape.size : 9;
  setBusy(dailyBtn, true);
  say(`Opening the daily puzzle for ${today()}…`);
  let res = await gql(Q.daily, { size, date: today() });
  // The day's first request generates the puzzle (seconds for a Sunday MASTER); a loaded server
  // refuses it with LIMIT_EXCEEDED or SERVER_BUSY and the same puzzle is made on a later try.
  for (let k = 1; k < DAILY_TRIES && !res.ok && (res.error.code === 'LIMIT_EXCEEDED' || res.error.code === 'SERVER_BUSY'); k++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * k));
    res = await gql(Q.daily, { size, date: today() });
  }
  setBusy(dailyBtn, false);
  if (!res.ok) return say(`No daily puzzle: ${res.error.message}`, 'error');
  openPuzzle(res.data.dailyPuzzle, { daily: today() });
  say(`Daily puzzle for ${today()}.`, 'ok');
}

// ---- Start ----

async function start(): Promise<void> {
  const key = currentKey();
  const shared = location.hash.startsWith('#s=') ? location.hash.slice(3) : null;
  openLocal(
    { size: 9, boxRows: 3, boxCols: 3 },
    new Array<number>(81).fill(0),
    'Empty board: type a puzzle or generate one.',
    shared ? null : loadGame(LOCAL_KEY),
  );
  const res = await gql(Q.sizes);
  sizes = res.ok ? res.data.boardSizes : OFFLINE_SIZES;
  sizeSelect.replaceChildren(
    ...sizes.map((x) => new Option(`${x.size}×${x.size} (boxes ${x.boxRows}×${x.boxCols})`, `${x.size}:${x.boxRows}x${x.boxCols}`)),
  );
  sizeSelect.value = `${s.shape.size}:${s.shape.boxRows}x${s.shape.boxCols}`;
  if (shared) await openShared(shared);
  else if (key && key !== LOCAL_KEY) await openStored(key, false);
  else if (!res.ok) say('Offline: the engine in this browser generates, checks and hints.');
  else
    say(s.game.hasWork() ? 'Your board is back where you left it.' : 'Pick a size and generate a puzzle, or type your own and solve it.');
  void refreshPlayer();
  void sendFinishes();
  warmLocal();
}

/** The standard shapes, for a page that opens without the server (offline). */
const OFFLINE_SIZES: SizesQuery['boardSizes'] = STANDARD_SHAPES.map(({ size, boxRows, boxCols }) => ({
  id: `${size}x${size}`,
  size,
  boxRows,
  boxCols,
}));

sizeSelect.addEventListener('change', async () => {
  const x = sizes.find((v) => `${v.size}:${v.boxRows}x${v.boxCols}` === sizeSelect.value);
  const back = `${s.shape.size}:${s.shape.boxRows}x${s.shape.boxCols}`;
  if (!x || !(await mayLeave())) return void (sizeSelect.value = back);
  openLocal(shapeOf(x), new Array<number>(x.size * x.size).fill(0), 'Empty board: type a puzzle or generate one.');
});
document.addEventListener('keydown', (e) => {
  if (!(e.ctrlKey || e.metaKey) || (e.target as HTMLElement).closest('textarea, input, dialog')) return;
  const k = e.key.toLowerCase();
  if (k === 'z' || k === 'y') {
    e.preventDefault();
    undoRedo(k === 'y' || e.shiftKey);
  }
});
genButtons.forEach((b) => b.addEventListener('click', () => void generatePuzzle(b.dataset.difficulty as Level, b)));
practiceBtn.addEventListener('click', () => {
  const [technique, level] = practiceSelect.value.split(':');
  void generatePuzzle((level ?? 'HARD') as Level, practiceBtn, technique as Technique);
});
hintBtn.addEventListener('click', hint);
checkBtn.addEventListener('click', check);
solveBtn.addEventListener('click', () => void solve());
clearBtn.addEventListener('click', () => {
  if (s.game.clearEntries()) edited();
  say('Your entries were cleared (Undo brings them back).');
});
for (const [pen, b] of Object.entries(penButtons) as [Pen, HTMLButtonElement][]) {
  b.addEventListener('click', () => {
    // A mark or colour pen's button pressed again goes back to values.
    setPen(s.pen === pen && pen !== 'value' ? 'value' : pen);
    // Back to the board, so the next keys go into the selected cells.
    grid.select(grid.selectedIndex, true, true);
  });
}
digitFirstBtn.addEventListener('click', () => {
  s.digitFirst = !s.digitFirst;
  grid.setDigitFirst(s.digitFirst);
  paint();
  say(
    s.digitFirst ? 'Digit first: choose a symbol on the keypad, then tap cells.' : 'Cell first: select cells, then type or tap a symbol.',
  );
});
const ZOOMS = [1, 2, 3];
function setZoom(z: number): void {
  $('grid').style.setProperty('--zoom', String(z));
  zoomBtn.textContent = `Zoom ${z}×`;
  zoomBtn.setAttribute('aria-pressed', String(z > 1));
  grid.select(grid.selectedIndex, false, true);
}
zoomBtn.addEventListener('click', () => {
  const z = Number($('grid').style.getPropertyValue('--zoom') || 1);
  setZoom(ZOOMS[(ZOOMS.indexOf(z) + 1) % ZOOMS.length]!);
});
const paletteBox = $<HTMLInputElement>('palette-safe');
paletteBox.checked = setting('palette') !== 'bright';
document.body.dataset.palette = paletteBox.checked ? 'safe' : 'bright';
paletteBox.addEventListener('change', () => {
  document.body.dataset.palette = paletteBox.checked ? 'safe' : 'bright';
  setSetting('palette', paletteBox.checked ? 'safe' : 'bright');
});
eraseBtn.addEventListener('click', () => {
  input(grid.selected(), 0, false);
  grid.select(grid.selectedIndex, true, true);
});
undoBtn.addEventListener('click', () => undoRedo(false));
redoBtn.addEventListener('click', () => undoRedo(true));
fillBtn.addEventListener('click', fillNotes);
button('step-apply').addEventListener('click', applyStep);
button('step-close').addEventListener('click', () => {
  s.step = null;
  paint();
});
button('finish-new').addEventListener('click', () => {
  const level = (LEVELS as readonly string[]).includes(s.level ?? '') ? (s.level as Level) : 'MEDIUM';
  void generatePuzzle(level, button('finish-new'));
});
button('finish-path').addEventListener('click', () => void openPath());
pathBtn.addEventListener('click', () => void openPath());
button('path-prev').addEventListener('click', () => pathMove(-1));
button('path-next').addEventListener('click', () => pathMove(1));
button('path-close').addEventListener('click', () => {
  s.path = null;
  paint();
  say('Back to your game.');
});
shareBtn.addEventListener('click', () => void showShare());
for (const id of ['share-puzzle', 'share-position']) {
  button(`${id}-copy`).addEventListener('click', () => {
    const field = $<HTMLInputElement>(id);
    field.select();
    void navigator.clipboard?.writeText(field.value).catch(() => undefined);
    $('share-sizes').textContent = 'Copied.';
  });
}
shareFormat.addEventListener('change', showExport);
button('share-export-copy').addEventListener('click', () => {
  const field = $<HTMLTextAreaElement>('share-export');
  field.select();
  void navigator.clipboard?.writeText(field.value).catch(() => undefined);
  $('share-export-note').textContent = 'Copied.';
});
dailyBtn.addEventListener('click', () => void openDaily());
button('paste-open').addEventListener('click', () => void paste());
window.addEventListener('online', () => {
  say('Back online.');
  void sendFinishes();
});
window.addEventListener('offline', () => say('Offline: the engine in this browser answers hints, checks and new puzzles.'));
window.addEventListener('hashchange', () => {
  if (location.hash.startsWith('#s=')) void mayLeave().then((ok) => ok && openShared(location.hash.slice(3)));
});
// The build has /sw.js (vite.config.ts writes it); under `vite` (dev) it is missing and registering fails quietly.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}
void start();

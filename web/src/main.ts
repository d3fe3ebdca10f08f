// The page's wiring and its server actions. Every server call is async and only marks its own
// button busy, so the board stays editable while a request runs; answers for a board that changed
// meanwhile are dropped rather than applied to the wrong position.
import { parseCellsString, symbolFor, type Shape } from './board.js';
import { confirmDiscard, askPuzzleText } from './dialogs.js';
import { Game } from './game.js';
import { gql, Q, type GqlError, type GqlResult } from './api.js';
import type { HintQuery, NextStepQuery, PuzzleFieldsFragment, SizesQuery } from './generated/graphql.js';
import { Grid } from './grid.js';
import { History } from './history.js';
import { formatTime, hintsText } from './format.js';
import { describePuzzle } from './info.js';
import { Session } from './session.js';
import { fromHint, fromNextStep } from './step.js';
import { currentKey, loadGame, LOCAL_KEY, type SavedGame } from './store.js';
import './style.css';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const button = (id: string) => $<HTMLButtonElement>(id);

const sizeSelect = $<HTMLSelectElement>('size');
const status = $('status');
const conflictNote = $('conflict-note');
const puzzleInfo = $('puzzle-info');
const [hintBtn, checkBtn, solveBtn, clearBtn, notesBtn, undoBtn, redoBtn, fillBtn, eraseBtn] = [
  'hint',
  'check',
  'solve',
  'clear',
  'notes',
  'undo',
  'redo',
  'fill-notes',
  'erase',
].map(button);
const genButtons = [...document.querySelectorAll<HTMLButtonElement>('[data-difficulty]')];
const stepBox = $('step');
const finishBox = $('finish');

let sizes: SizesQuery['boardSizes'] = [];

const grid = new Grid($('grid'), $('keypad'), {
  onInput: (i, v) => input(i, v),
  onSelect: () => undefined,
  onNotesKey: () => setNotesMode(!s.notesMode),
});
const s = new Session(grid, $('timer'), () => paint());
const history = new History($('history-list'), button('history-more'), $('history-note'), (id) => void openStored(id));

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
  for (const b of [hintBtn, checkBtn, fillBtn, clearBtn, eraseBtn, notesBtn]) b.disabled = over;
  notesBtn.setAttribute('aria-pressed', String(s.notesMode));
  grid.setNotesMode(s.notesMode);
  const step = s.step;
  stepBox.hidden = !step;
  if (step) {
    $('step-title').textContent = `Hint: ${step.technique}`;
    $('step-text').textContent = step.explanation;
  }
  finishBox.hidden = s.finished !== 'player';
  $('finish-text').textContent = s.finished === 'player' ? finishText() : '';
  puzzleInfo.textContent = s.info;
}

const finishText = () => `You solved it in ${formatTime(s.timer.elapsed())} with ${hintsText(s.hintsUsed)}.`;

function setNotesMode(on: boolean): void {
  s.notesMode = on;
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

function input(i: number, v: number): void {
  if (s.finished) return;
  const changed = s.notesMode && v > 0 ? s.game.toggleNote(i, v) : s.game.place(i, v);
  if (changed) edited();
}

async function confirmConflicts(): Promise<void> {
  const version = s.version;
  const res = await gql(Q.validate, { board: s.boardInput() });
  if (version !== s.version || !res.ok) return;
  s.server = { version, cells: new Set(res.data.validate.conflicts.map((c) => c.row * s.shape.size + c.col)) };
  paint();
}

/** The grid is full and clash-free: a stored puzzle's finish is checked and kept by the server. */
async function finishGame(): Promise<void> {
  if (!s.puzzleId) {
    s.finish('player');
    paint();
    return say(`Solved! ${finishText()}`, 'ok');
  }
  const version = s.version;
  const elapsedMs = Math.round(s.timer.elapsed());
  s.timer.stop();
  // Stop-gap until the page starts its game when the puzzle opens (issue 27's page work): the
  // server then measures only from here, and the page's own time is sent as a claim.
  const game = await gql(Q.startGame, { puzzleId: s.puzzleId });
  const res = game.ok
    ? await gql(Q.submit, { gameId: game.data.startGame.id, cells: s.cellsString(), claimedElapsedMs: elapsedMs, hintsUsed: s.hintsUsed })
    : game;
  if (version !== s.version) return s.resume();
  if (res.ok) {
    s.finish('player');
    paint();
    say(`Solved! ${finishText()}`, 'ok');
    return void history.load(true);
  }
  s.resume();
  if (res.error.code === 'WRONG_SOLUTION') {
    const { row, col } = res.error.extensions as { row: number; col: number };
    const i = row * s.shape.size + col;
    s.wrong.set(i, s.game.value(i));
    paint();
    return say(`The grid is full, but row ${row + 1}, column ${col + 1} is not right (marked).`, 'error');
  }
  say(`Solved, but the finish could not be recorded: ${res.error.message}`, 'error');
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

/** The logical step (with the player's notes); the two-tier `hint` when nextStep has none or fails. */
async function askHint(): Promise<GqlResult<HintAnswer>> {
  const board = s.boardInput();
  const step = await gql(Q.nextStep, { board, notes: s.notesInput() });
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

async function solutionOf(id: string): Promise<number[] | null> {
  if (s.solution) return s.solution;
  const res = await gql(Q.solution, { id });
  const cells = res.ok ? res.data.puzzle?.solution.cells : undefined;
  return (s.solution = cells ? parseCellsString(cells, s.shape.size) : null);
}

function check(): void {
  const id = s.puzzleId;
  if (id) {
    void forBoard(
      checkBtn,
      async () => ({ ok: true as const, data: await solutionOf(id) }),
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
    () => gql(Q.hint, { board: s.boardInput() }),
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

function solve(): void {
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
        s.game = new Game(s.shape, g.givens, { ...g.toData(), values: flat, notes: flat.map(() => 0), undo: [], redo: [] });
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
    () => gql(Q.candidates, { board: s.boardInput() }),
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

/** Opens a stored puzzle, with this browser's saved progress when there is some. */
function openPuzzle(p: PuzzleFieldsFragment): void {
  const shape = shapeOf(p.size);
  const givens = parseCellsString(p.board.cells, shape.size)!;
  const saved = loadGame(p.id);
  const restored = saved && saved.game.givens.join() === givens.join() ? Game.restore(saved.game) : null;
  s.open({ key: p.id, puzzleId: p.id, game: restored ?? new Game(shape, givens), info: describePuzzle(p), saved: restored ? saved : null });
  sizeSelect.value = `${shape.size}:${shape.boxRows}x${shape.boxCols}`;
}

function openLocal(shape: Shape, givens: number[], info: string, saved: SavedGame | null = null): void {
  const restored = saved ? Game.restore(saved.game) : null;
  s.open({
    key: LOCAL_KEY,
    puzzleId: null,
    game: restored ?? new Game(shape, givens),
    info: saved?.info ?? info,
    saved: restored ? saved : null,
  });
  sizeSelect.value = `${s.shape.size}:${s.shape.boxRows}x${s.shape.boxCols}`;
}

let generation = 0;
async function generatePuzzle(btn: HTMLButtonElement): Promise<void> {
  if (!(await mayLeave())) return;
  const ticket = ++generation;
  setBusy(btn, true);
  const { size, boxRows, boxCols } = s.shape;
  say(`Generating a ${btn.textContent?.toLowerCase()} ${size}×${size} puzzle…`);
  const res = await gql(Q.generate, {
    size,
    boxRows,
    boxCols,
    difficulty: btn.dataset.difficulty as 'EASY' | 'MEDIUM' | 'HARD' | 'EXPERT' | 'MASTER',
  });
  setBusy(btn, false);
  if (ticket !== generation) return;
  if (!res.ok) return say(`Could not generate: ${res.error.message}`, 'error');
  openPuzzle(res.data.generatePuzzle);
  say('New puzzle ready. Grey cells are givens and cannot be changed.', 'ok');
  void history.load(true);
}

async function openStored(id: string, ask = true): Promise<void> {
  if (id === s.puzzleId) return;
  if (ask && !(await mayLeave())) return;
  say('Loading puzzle…');
  const res = await gql(Q.puzzle, { id });
  if (!res.ok) return say(`Could not load the puzzle: ${res.error.message}`, 'error');
  const p = res.data.puzzle;
  if (!p) return say('That puzzle no longer exists.', 'error');
  openPuzzle(p);
  say(s.game.hasWork() ? 'Puzzle loaded with your saved progress.' : 'Puzzle loaded from history.', 'ok');
  grid.select(0, true);
}

function checkPasted(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  const size = sizes.find((x) => x.size * x.size === compact.length);
  if (!size) return `${compact.length} symbols: a board needs ${sizes.map((x) => x.size * x.size).join(', ')}.`;
  return parseCellsString(compact, size.size)
    ? null
    : `Only '.', '0', 1–9 and letters up to ${symbolFor(size.size)} fit a ${size.size}×${size.size} board.`;
}

async function paste(): Promise<void> {
  const text = await askPuzzleText(checkPasted);
  if (text === null || !(await mayLeave())) return;
  const compact = text.replace(/\s+/g, '');
  const size = sizes.find((x) => x.size * x.size === compact.length)!;
  const givens = parseCellsString(compact, size.size)!;
  openLocal(shapeOf(size), givens, `Pasted ${size.size}×${size.size} puzzle · ${givens.filter(Boolean).length} givens`);
  say('Puzzle pasted: play it, or press Solve.', 'ok');
  grid.select(0, true);
}

function undoRedo(redo: boolean): void {
  if (s.finished) return;
  if (redo ? s.game.redo() : s.game.undo()) edited();
}

async function start(): Promise<void> {
  const key = currentKey();
  openLocal(
    { size: 9, boxRows: 3, boxCols: 3 },
    new Array<number>(81).fill(0),
    'Empty board: type a puzzle or generate one.',
    loadGame(LOCAL_KEY),
  );
  const res = await gql(Q.sizes);
  if (!res.ok) return say(`The server cannot be reached: ${res.error.message}`, 'error');
  sizes = res.data.boardSizes;
  sizeSelect.replaceChildren(
    ...sizes.map((x) => new Option(`${x.size}×${x.size} (boxes ${x.boxRows}×${x.boxCols})`, `${x.size}:${x.boxRows}x${x.boxCols}`)),
  );
  sizeSelect.value = `${s.shape.size}:${s.shape.boxRows}x${s.shape.boxCols}`;
  if (key && key !== LOCAL_KEY) await openStored(key, false);
  else
    say(s.game.hasWork() ? 'Your board is back where you left it.' : 'Pick a size and generate a puzzle, or type your own and solve it.');
  void history.load(true);
}

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
genButtons.forEach((b) => b.addEventListener('click', () => void generatePuzzle(b)));
hintBtn.addEventListener('click', hint);
checkBtn.addEventListener('click', check);
solveBtn.addEventListener('click', solve);
clearBtn.addEventListener('click', () => {
  if (s.game.clearEntries()) edited();
  say('Your entries were cleared (Undo brings them back).');
});
notesBtn.addEventListener('click', () => {
  setNotesMode(!s.notesMode);
  // Back to the board, so the next keys go into the selected cell.
  grid.select(grid.selectedIndex, true);
});
eraseBtn.addEventListener('click', () => {
  input(grid.selectedIndex, 0);
  grid.select(grid.selectedIndex, true);
});
undoBtn.addEventListener('click', () => undoRedo(false));
redoBtn.addEventListener('click', () => undoRedo(true));
fillBtn.addEventListener('click', fillNotes);
button('step-apply').addEventListener('click', applyStep);
button('step-close').addEventListener('click', () => {
  s.step = null;
  paint();
});
button('paste-open').addEventListener('click', () => void paste());
void start();

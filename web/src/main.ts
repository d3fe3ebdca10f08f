// The page's state and actions. Every server call is async and only marks its own button busy,
// so the board stays editable while a request runs; answers for a board that changed meanwhile
// are dropped rather than applied to the wrong position.
import { findConflicts, toCellsString, type Shape } from './board.js';
import { gql, Q, type BoardSize, type Hint, type Puzzle, type SolveResult, type Validation } from './api.js';
import { Grid } from './grid.js';
import { History } from './history.js';
import './style.css';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const sizeSelect = $<HTMLSelectElement>('size');
const status = $('status');
const conflictNote = $('conflict-note');
const puzzleInfo = $('puzzle-info');
const hintBtn = $<HTMLButtonElement>('hint');
const checkBtn = $<HTMLButtonElement>('check');
const solveBtn = $<HTMLButtonElement>('solve');
const clearBtn = $<HTMLButtonElement>('clear');
const genButtons = [...document.querySelectorAll<HTMLButtonElement>('[data-difficulty]')];

interface State {
  shape: Shape;
  cells: number[];
  givens: boolean[];
  solved: boolean[];
  hintCell: number;
  puzzleId: string | null;
  /** Bumped on every change of the board; stale answers compare against it. */
  version: number;
  local: Set<number>;
  /** Entries that disagree with the stored puzzle's solution, marked after a solve. */
  wrong: Set<number>;
  /** Conflicts the server confirmed, with the version they belong to. */
  server: { version: number; cells: Set<number> } | null;
}

let sizes: BoardSize[] = [];
const state: State = {
  shape: { size: 9, boxRows: 3, boxCols: 3 },
  cells: [],
  givens: [],
  solved: [],
  hintCell: -1,
  puzzleId: null,
  version: 0,
  local: new Set(),
  wrong: new Set(),
  server: null,
};

const grid = new Grid($('grid'), $('keypad'), {
  onInput(i, value) {
    if (state.givens[i] || state.cells[i] === value) return;
    state.cells[i] = value;
    state.solved[i] = false;
    if (state.hintCell === i) state.hintCell = -1;
    changed();
  },
});
const history = new History($('history-list'), $<HTMLButtonElement>('history-more'), $('history-note'), (id) => void openPuzzle(id));

function say(text: string, tone: 'info' | 'ok' | 'error' = 'info'): void {
  status.textContent = text;
  status.dataset.tone = tone;
}

function setBusy(btn: HTMLButtonElement, busy: boolean): void {
  btn.classList.toggle('busy', busy);
  if (busy) btn.setAttribute('aria-busy', 'true');
  else btn.removeAttribute('aria-busy');
}

const boardInput = () => ({ cells: toCellsString(state.cells), boxRows: state.shape.boxRows, boxCols: state.shape.boxCols });
const conflictCells = (list: { row: number; col: number }[]) => new Set(list.map((c) => c.row * state.shape.size + c.col));

function render(): void {
  const server = state.server?.version === state.version ? state.server.cells : new Set<number>();
  grid.render(
    state.cells.map((value, i) => ({
      value,
      given: state.givens[i]!,
      conflict: state.local.has(i) || server.has(i),
      hint: i === state.hintCell,
      wrong: state.wrong.has(i),
      solved: state.solved[i]!,
    })),
  );
  const count = new Set([...state.local, ...server]).size;
  const confirmed = state.server?.version === state.version;
  conflictNote.classList.toggle('bad', count > 0);
  conflictNote.textContent = count === 0 ? (confirmed ? 'No conflicts.' : '') : `${count} cells in conflict${confirmed ? ' (confirmed by the server)' : ''}.`;
  solveBtn.disabled = count > 0 || solveBtn.classList.contains('busy');
  solveBtn.title = count > 0 ? 'Fix the red cells first' : '';
}

let validateTimer: ReturnType<typeof setTimeout> | undefined;

/** After any edit: recompute conflicts locally at once, and ask the server to confirm shortly after. */
function changed(): void {
  state.version++;
  state.wrong = new Set();
  state.local = findConflicts(state.cells, state.shape);
  render();
  clearTimeout(validateTimer);
  validateTimer = setTimeout(() => void confirmConflicts(), 150);
}

async function confirmConflicts(): Promise<void> {
  const version = state.version;
  const res = await gql<{ validate: Validation }>(Q.validate, { board: boardInput() });
  if (version !== state.version) return;
  if (!res.ok) return say(`Could not check conflicts: ${res.error.message}`, 'error');
  state.server = { version, cells: conflictCells(res.data.validate.conflicts) };
  render();
}

function loadBoard(shape: Shape, rows: number[][] | null, puzzleId: string | null): void {
  const n = shape.size;
  state.shape = shape;
  state.cells = rows ? rows.flat() : new Array<number>(n * n).fill(0);
  state.givens = state.cells.map((v) => v !== 0);
  state.solved = new Array<boolean>(n * n).fill(false);
  state.hintCell = -1;
  state.puzzleId = puzzleId;
  state.server = null;
  sizeSelect.value = `${shape.size}:${shape.boxRows}x${shape.boxCols}`;
  grid.build(shape);
  changed();
}

const shapeOf = (s: { size: number; boxRows: number; boxCols: number }): Shape => ({ size: s.size, boxRows: s.boxRows, boxCols: s.boxCols });
const describe = (p: Puzzle) =>
  `${p.size.id} · ${p.difficulty.charAt(0) + p.difficulty.slice(1).toLowerCase()} · ${new Date(p.createdAt).toLocaleString()}`;

let generation = 0;
async function generatePuzzle(btn: HTMLButtonElement): Promise<void> {
  const ticket = ++generation;
  setBusy(btn, true);
  say(`Generating a ${btn.textContent?.toLowerCase()} ${state.shape.size}×${state.shape.size} puzzle…`);
  const res = await gql<{ generatePuzzle: Puzzle }>(Q.generate, { size: state.shape.size, difficulty: btn.dataset.difficulty });
  setBusy(btn, false);
  if (ticket !== generation) return;
  if (!res.ok) return say(`Could not generate: ${res.error.message}`, 'error');
  const p = res.data.generatePuzzle;
  loadBoard(shapeOf(p.size), p.board.rows, p.id);
  puzzleInfo.textContent = describe(p);
  say('New puzzle ready. Grey cells are givens and cannot be changed.', 'ok');
  void history.load(true);
}

async function openPuzzle(id: string): Promise<void> {
  say('Loading puzzle…');
  const res = await gql<{ puzzle: Puzzle | null }>(Q.puzzle, { id });
  if (!res.ok) return say(`Could not load the puzzle: ${res.error.message}`, 'error');
  const p = res.data.puzzle;
  if (!p) return say('That puzzle no longer exists.', 'error');
  loadBoard(shapeOf(p.size), p.board.rows, p.id);
  puzzleInfo.textContent = describe(p);
  say('Puzzle loaded from history.', 'ok');
  grid.select(0, true);
}

/** Runs one request for the current board; drops the answer if the board changed meanwhile. */
async function forBoard<T>(btn: HTMLButtonElement, query: string, vars: Record<string, unknown>, apply: (data: T) => void, onError?: (code: string, message: string) => boolean) {
  if (btn.classList.contains('busy')) return;
  const version = state.version;
  setBusy(btn, true);
  render();
  const res = await gql<T>(query, vars);
  setBusy(btn, false);
  render();
  if (version !== state.version) return say('The board changed while the server was answering; try again.');
  if (!res.ok) {
    if (!onError?.(res.error.code, res.error.message)) say(res.error.message, 'error');
    return;
  }
  apply(res.data);
}

function hint(): void {
  void forBoard<{ hint: Hint | null }>(hintBtn, Q.hint, { board: boardInput() }, ({ hint: h }) => {
    if (!h) return say('The board is already complete: nothing to hint.', 'ok');
    const i = h.row * state.shape.size + h.col;
    state.cells[i] = h.value;
    changed();
    state.hintCell = i;
    render();
    grid.select(i, true);
    say(`Hint: ${h.symbol} at row ${h.row + 1}, column ${h.col + 1}. ${h.reason}`, 'ok');
  }, (code) => {
    if (code === 'BOARD_CONFLICT') return (say('No hint while the board has conflicts: fix the red cells first.', 'error'), true);
    if (code === 'NO_SOLUTION') return (say('No hint: this board has no solution, so one of your entries is wrong.', 'error'), true);
    return false;
  });
}

function check(): void {
  void forBoard<{ validate: Validation }>(checkBtn, Q.validate, { board: boardInput() }, ({ validate: v }) => {
    state.server = { version: state.version, cells: conflictCells(v.conflicts) };
    render();
    if (v.solved) return say('Solved! Every row, column and box is complete.', 'ok');
    const parts = [`${v.emptyCells} empty cell${v.emptyCells === 1 ? '' : 's'}`];
    if (v.conflicts.length) parts.push(`${v.conflicts.length} in conflict`);
    say(`Not solved yet: ${parts.join(', ')}.`, v.conflicts.length ? 'error' : 'info');
  });
}

function solve(): void {
  // A loaded puzzle is solved by id so the record joins the puzzle's history. Its solution is
  // unique, so the typed board has a solution exactly when every entry matches it: comparing
  // gives the same answer as solving the typed board. A board typed from scratch is sent as is.
  const id = state.puzzleId;
  const [query, vars] = id ? [Q.solvePuzzle, { id }] : [Q.solveBoard, { board: boardInput() }];
  void forBoard<{ solve: SolveResult }>(solveBtn, query, vars, ({ solve: s }) => {
    const ms = `${s.stats.durationMs.toFixed(1)} ms, ${s.stats.nodes} search nodes`;
    if (s.status === 'SOLVED' && s.solution) {
      const flat = s.solution.rows.flat();
      const wrong = state.cells.flatMap((v, i) => (v !== 0 && v !== flat[i] ? [i] : []));
      if (wrong.length > 0) {
        state.wrong = new Set(wrong);
        render();
        say(`No solution from this board: ${wrong.length} of your entries cannot stay (marked). Clear them and solve again.`, 'error');
      } else {
        fill(flat);
        say(`Solved (${ms})${s.unique === false ? ', one of several solutions' : ''}.`, 'ok');
      }
    } else if (s.status === 'NO_SOLUTION') say(`No solution: one of the entries is wrong (${ms}).`, 'error');
    else if (s.status === 'LIMIT_EXCEEDED') say(`The search gave up before finding a solution (${ms}).`, 'error');
    else {
      state.server = { version: state.version, cells: conflictCells(s.conflicts) };
      render();
      say('The board has conflicts: fix the red cells first.', 'error');
    }
    void history.load(true);
  });
}

function fill(flat: number[]): void {
  flat.forEach((v, i) => {
    if (state.cells[i] === 0) state.solved[i] = true;
    state.cells[i] = v;
  });
  state.hintCell = -1;
  changed();
}

function clearEntries(): void {
  state.cells = state.cells.map((v, i) => (state.givens[i] ? v : 0));
  state.solved.fill(false);
  state.hintCell = -1;
  changed();
  say('Your entries were cleared.');
}

async function start(): Promise<void> {
  loadBoard(state.shape, null, null);
  const res = await gql<{ boardSizes: BoardSize[] }>(Q.sizes);
  if (!res.ok) return say(`The server cannot be reached: ${res.error.message}`, 'error');
  sizes = res.data.boardSizes;
  sizeSelect.replaceChildren(
    ...sizes.map((s) => new Option(`${s.size}×${s.size} (boxes ${s.boxRows}×${s.boxCols})`, `${s.size}:${s.boxRows}x${s.boxCols}`)),
  );
  sizeSelect.value = '9:3x3';
  say('Pick a size and generate a puzzle, or type your own and solve it.');
  void history.load(true);
}

sizeSelect.addEventListener('change', () => {
  const s = sizes.find((x) => `${x.size}:${x.boxRows}x${x.boxCols}` === sizeSelect.value);
  if (!s) return;
  loadBoard(shapeOf(s), null, null);
  puzzleInfo.textContent = 'Empty board: type a puzzle or generate one.';
});
genButtons.forEach((b) => b.addEventListener('click', () => void generatePuzzle(b)));
hintBtn.addEventListener('click', hint);
checkBtn.addEventListener('click', check);
solveBtn.addEventListener('click', solve);
clearBtn.addEventListener('click', clearEntries);
void start();

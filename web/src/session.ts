// The game on screen: the Game model plus what the page shows about it (conflicts, wrong entries,
// the hint's step, the finish), the clock, and saving after every change. Server calls live in
// main.ts; this file never talks to the API.
import { rulesInput } from './api-rules.js';
import { conflictsOf, toCellsString, type Shape } from './board.js';
import { Game } from './game.js';
import { Grid, type BoardLook, type Pen } from './grid.js';
import { needsMargin, OUTSIDE_MARGIN, regionsOf, roomOf } from './rule-shapes.js';
import { boardBefore, type LogicStep } from './step.js';

/** The solution path on show: its steps, the one highlighted, and what the board before it is made from. */
export interface PathView {
  steps: LogicStep[];
  at: number;
  givens: number[];
  /** The givens' candidates, cell by cell. */
  candidates: number[][];
  /** The cells a value placed in a cell rules it out of (peers, and what the rules forbid). */
  seen: (i: number, v: number) => readonly number[];
}
import { saveGame, setCurrent, type SavedGame } from './store.js';
import { Timer } from './timer.js';

export interface SessionInit {
  key: string;
  puzzleId: string | null;
  game: Game;
  info: string;
  saved?: SavedGame | null;
}

export class Session {
  key = 'local';
  puzzleId: string | null = null;
  game: Game = new Game({ size: 9, boxRows: 3, boxCols: 3 }, new Array<number>(81).fill(0));
  info = '';
  hintsUsed = 0;
  gameId: string | null = null;
  rating: string | null = null;
  daily: string | null = null;
  level: string | null = null;
  /** The solution path on show: analyze's steps, the one highlighted, and the board before each step. */
  path: PathView | null = null;
  finished: SavedGame['finished'] = null;
  /** Bumped on every change of the board; answers for an older version are dropped. */
  version = 0;
  pen: Pen = 'value';
  digitFirst = false;
  local = new Set<number>();
  /** The rules the board breaks now (their indexes), each with the cells that break it. */
  broken = new Map<number, number[]>();
  /** A box (a jigsaw's region) holds a value twice. */
  boxClash = false;
  server: { version: number; cells: Set<number> } | null = null;
  /** Entries Check found wrong, with the value they held then (a changed cell is no longer marked). */
  wrong = new Map<number, number>();
  /** Cells whose notes leave out the solution's value (WRONG_NOTES), with the notes they held then. */
  wrongNotes = new Map<number, string>();
  step: LogicStep | null = null;
  /** How much of the hint is shown: 1 the technique and where to look, 2 the answer too. */
  hintTier: 1 | 2 = 1;
  /** The board is hidden and the clock stopped until the player resumes. */
  paused = false;
  /** At a finish: the player's best time for this shape and level before it (null: none known). */
  bestBefore: number | null = null;
  /** Cells the engine filled (Solve). */
  solvedCells = new Set<number>();
  /** The stored puzzle's solution, fetched once for Check. */
  solution: number[] | null = null;
  private ticks = 0;
  readonly timer: Timer;

  constructor(
    readonly grid: Grid,
    timerEl: HTMLElement,
    private readonly paint: () => void,
  ) {
    this.timer = new Timer(timerEl, () => {
      if (++this.ticks % 5 === 0) this.save();
    });
    const flush = () => this.save();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
  }

  get shape(): Shape {
    return this.game.shape;
  }

  /** Starts showing a game (new, or restored from its save). */
  open({ key, puzzleId, game, info, saved }: SessionInit): void {
    this.key = key;
    setCurrent(key);
    this.puzzleId = puzzleId;
    this.game = game;
    this.info = info;
    this.hintsUsed = saved?.hintsUsed ?? 0;
    this.gameId = saved?.gameId ?? null;
    this.rating = saved?.rating ?? null;
    this.daily = saved?.daily ?? null;
    this.level = saved?.level ?? null;
    this.path = null;
    this.finished = saved?.finished ?? null;
    this.server = null;
    this.wrong = new Map();
    this.wrongNotes = new Map();
    this.step = null;
    this.hintTier = 1;
    this.paused = false;
    this.bestBefore = null;
    this.solvedCells = new Set();
    this.solution = null;
    this.grid.build(game.shape, lookOf(game));
    this.timer.reset(saved?.elapsedMs ?? 0, this.shouldRun());
    this.changed();
  }

  /** The clock runs for a puzzle (it has givens) until it is finished. */
  private shouldRun(): boolean {
    return this.finished === null && this.game.isPuzzle();
  }

  cellsString(): string {
    return toCellsString(this.game.cells());
  }

  /** A board of this puzzle as the API takes it: the cells (default: the values on screen), box shape and rules (none on a classic board). */
  boardInput(cells: readonly number[] = this.game.cells()) {
    const rules = this.game.rules.length ? { rules: rulesInput(this.game.rules, this.shape.size) } : {};
    return { cells: toCellsString(cells), boxRows: this.shape.boxRows, boxCols: this.shape.boxCols, ...rules };
  }

  conflictCount(): number {
    return this.conflicts().size;
  }

  conflicts(): Set<number> {
    const server = this.server?.version === this.version ? this.server.cells : new Set<number>();
    return new Set([...this.local, ...server]);
  }

  /** Work that would be lost or set aside: the player's entries in an unfinished game. */
  unfinishedWork(): boolean {
    return this.finished === null && this.game.hasWork();
  }

  /** After any change of values or notes: recompute, repaint, save. */
  changed(): void {
    this.version++;
    for (const [i, v] of this.wrong) if (this.game.value(i) !== v) this.wrong.delete(i);
    for (const [i, n] of this.wrongNotes) if (this.notesKey(i) !== n) this.wrongNotes.delete(i);
    for (const i of this.solvedCells) if (this.game.value(i) === 0) this.solvedCells.delete(i);
    const found = conflictsOf(this.game.cells(), this.shape, this.game.rules);
    this.local = found.cells;
    this.broken = found.rules;
    this.boxClash = found.boxes;
    this.paint();
    this.save();
  }

  render(): void {
    if (this.path) return this.renderPath(this.path);
    const conflicts = this.conflicts();
    const step = this.step;
    // Tier 1 shows only where to look; tier 2 the pattern, the changed cells and the marks removed.
    const answer = step && this.hintTier === 2 ? step : null;
    const target = new Set(answer ? [...answer.placements, ...answer.eliminations].map((p) => p.index) : []);
    const pattern = new Set(answer?.pattern ?? []);
    const units = new Set(step ? areaOf(step) : []);
    const elim = eliminated(answer);
    const place = new Map(answer?.placements.map((p) => [p.index, p.value]) ?? []);
    const g = this.game;
    this.grid.render(
      g.cells().map((value, i) => {
        const struck = value ? [] : (elim.get(i) ?? []);
        const notes = value ? [] : g.notes(i);
        return {
          value,
          // A removed candidate the player has not noted is shown too, struck out.
          notes: struck.some((v) => !notes.includes(v)) ? [...new Set([...notes, ...struck])].sort((a, b) => a - b) : notes,
          corner: value ? [] : g.corners(i),
          colour: g.colour(i),
          given: g.isGiven(i),
          conflict: conflicts.has(i),
          wrong: this.wrong.has(i) || this.wrongNotes.has(i),
          hint: target.has(i),
          pattern: pattern.has(i),
          unit: units.has(i),
          solved: this.solvedCells.has(i),
          elim: struck,
          place: place.get(i) ?? 0,
        };
      }),
    );
  }

  /** The board before path step `at`, every open cell showing its candidates then. */
  private renderPath({ steps, at, givens, candidates: start, seen }: PathView): void {
    const { values, candidates } = boardBefore(givens, start, seen, steps, at);
    const step = steps[at];
    const target = new Set(step ? [...step.placements, ...step.eliminations].map((p) => p.index) : []);
    const pattern = new Set(step?.pattern ?? []);
    const units = new Set(step?.units ?? []);
    const elim = eliminated(step ?? null);
    const place = new Map(step?.placements.map((p) => [p.index, p.value]) ?? []);
    this.grid.render(
      values.map((value, i) => ({
        value,
        notes: value ? [] : candidates[i]!,
        corner: [],
        colour: 0,
        given: this.game.isGiven(i),
        conflict: false,
        wrong: false,
        hint: target.has(i),
        pattern: pattern.has(i),
        unit: units.has(i),
        solved: false,
        elim: elim.get(i) ?? [],
        place: place.get(i) ?? 0,
      })),
    );
  }

  /** A cell's value and notes as one comparable string (a changed cell loses its wrong-notes mark). */
  notesKey(i: number): string {
    return `${this.game.value(i)}:${this.game.notes(i).join(' ')}`;
  }

  /** The player's notes, as nextStep takes them; null when there are none. */
  notesInput(): { row: number; col: number; values: number[] }[] | null {
    const n = this.shape.size;
    const out = this.game
      .cells()
      .flatMap((v, i) =>
        v === 0 && this.game.notes(i).length ? [{ row: Math.floor(i / n), col: i % n, values: this.game.notes(i) }] : [],
      );
    return out.length ? out : null;
  }

  /** The player's pause: the clock stops and the board is hidden until resumed. */
  pause(on: boolean): void {
    this.paused = on && this.finished === null;
    this.timer.hold(this.paused);
    this.save();
    this.paint();
  }

  finish(how: 'player' | 'engine'): void {
    this.finished = how;
    this.paused = false;
    this.timer.stop();
    this.step = null;
    this.save();
  }

  /** Resumes the clock after a finish the server refused. */
  resume(): void {
    if (this.finished === null && !this.timer.isRunning()) this.timer.reset(this.timer.elapsed(), true);
  }

  save(): void {
    saveGame(this.key, {
      game: this.game.toData(),
      elapsedMs: Math.round(this.timer.elapsed()),
      hintsUsed: this.hintsUsed,
      finished: this.finished,
      info: this.info,
      gameId: this.gameId,
      rating: this.rating,
      daily: this.daily,
      level: this.level,
    });
  }
}

/** How a game's board looks: a jigsaw's regions, room for outside clues, marks clear of the drawings. */
export function lookOf(game: Game): BoardLook {
  const rules = game.rules;
  if (rules.length === 0) return {};
  return { regions: regionsOf(rules), margin: needsMargin(rules) ? OUTSIDE_MARGIN : 0, room: roomOf(rules, game.shape.size) };
}

/** Where a hint points first: the units and rules it reasons with, else its pattern cells, else the cells it changes. */
export function areaOf(step: LogicStep): number[] {
  if (step.units.length || step.ruleCells.length) return [...new Set([...step.units, ...step.ruleCells])];
  if (step.pattern.length) return step.pattern;
  return [...step.placements, ...step.eliminations].map((p) => p.index);
}

/** A step's eliminations by cell. */
function eliminated(step: LogicStep | null): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const e of step?.eliminations ?? []) out.set(e.index, [...(out.get(e.index) ?? []), e.value]);
  return out;
}

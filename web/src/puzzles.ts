// Opening puzzles: generated (by level, or a practice technique), the daily one, a stored one from
// the list, a board of the player's own; the size chooser always shows the shape on the board (a
// shape only the API offers, such as 7×7 or 11×11, gets an option of its own while it is open).
import { gql, LEVELS, Q, type Level } from './api.js';
import { rulesFromApi } from './api-rules.js';
import { $, mayLeave, player, s, say, setBusy, shared, type Tone } from './app.js';
import { parseCellsString, type Rule, type Shape } from './board.js';
import { Game } from './game.js';
import type { PuzzleFieldsFragment, Technique } from './generated/graphql.js';
import { describePuzzle, ratingText, techniqueName, titleCase } from './info.js';
import { local } from './local.js';
import { history } from './mine.js';
import { LOCAL_KEY, loadGame, type SavedGame } from './store.js';
import { today } from './view.js';
import { chosenName, chosenVariants, variantsForShape } from './variants-menu.js';
import { plainError, plural } from './words.js';

const sizeSelect = $<HTMLSelectElement>('size');
export const shapeKey = (x: Shape): string => `${x.size}:${x.boxRows}x${x.boxCols}`;
const shapeOf = (x: Shape): Shape => ({ size: x.size, boxRows: x.boxRows, boxCols: x.boxCols });

/** The size chooser's options: the API's shapes, and the shape on the board when it is not one of them. */
export function showSizes(): void {
  const shape = s.shape;
  const all = shared.sizes.some((x) => shapeKey(x) === shapeKey(shape)) ? shared.sizes : [...shared.sizes, shape];
  const label = (x: Shape) => `${x.size}×${x.size} (boxes ${x.boxRows}×${x.boxCols})`;
  const want = all.map(shapeKey).join();
  if ([...sizeSelect.options].map((o) => o.value).join() !== want)
    sizeSelect.replaceChildren(...all.map((x) => new Option(label(x), shapeKey(x))));
  sizeSelect.value = shapeKey(shape);
  variantsForShape(shape);
}

export function sizeChosen(): Shape | null {
  return [...shared.sizes, s.shape].find((x) => shapeKey(x) === sizeSelect.value) ?? null;
}

interface OpenOptions {
  daily?: string | null;
  level?: string | null;
  /** A shared position to start from instead of this browser's save. */
  position?: Parameters<Game['setPosition']>;
}

/** Opens a stored puzzle, with this browser's saved progress when there is some; starts its timed game. */
export function openPuzzle(p: PuzzleFieldsFragment, opts: OpenOptions = {}): void {
  const shape = shapeOf(p.size);
  const givens = parseCellsString(p.board.cells, shape.size)!;
  // Board.rules always reads back (the server wrote them); a page older than the API's rules would see none.
  const rules = rulesFromApi(p.board.rules, shape.size) ?? [];
  const saved = opts.position ? null : loadGame(p.id);
  const restored = saved && saved.game.givens.join() === givens.join() ? Game.restore(saved.game) : null;
  const game = restored ?? new Game(shape, givens, null, rules);
  if (opts.position) game.setPosition(...opts.position);
  const daily = opts.daily ?? saved?.daily ?? null;
  const info = (daily ? `Daily puzzle of ${daily} · ` : '') + describePuzzle(p);
  const base: SavedGame = {
    game: game.toData(),
    elapsedMs: restored ? saved!.elapsedMs : 0,
    hintsUsed: restored ? saved!.hintsUsed : 0,
    finished: restored ? saved!.finished : null,
    info,
    gameId: restored ? (saved!.gameId ?? null) : null,
    rating: p.rating ? ratingText(p.rating) : null,
    daily,
    level: opts.level ?? saved?.level ?? p.difficulty,
  };
  s.open({ key: p.id, puzzleId: p.id, game, info: base.info, saved: base });
  showSizes();
  if (!s.gameId && !s.finished) void startTimedGame(p.id);
}

/** The server's clock times the game; without it (old server, offline) the finish stays local. */
async function startTimedGame(puzzleId: string): Promise<void> {
  const res = await gql(Q.startGame, { puzzleId, player });
  if (!res.ok || s.puzzleId !== puzzleId) return;
  s.gameId = res.data.startGame.id;
  s.save();
}

export function openLocal(
  shape: Shape,
  givens: number[],
  info: string,
  saved: SavedGame | null = null,
  solution: number[] | null = null,
  rules: readonly Rule[] = [],
): void {
  const restored = saved ? Game.restore(saved.game) : null;
  s.open({
    key: LOCAL_KEY,
    puzzleId: null,
    game: restored ?? new Game(shape, givens, null, rules),
    info: saved?.info ?? info,
    saved: restored ? saved : null,
  });
  s.solution = solution;
  showSizes();
}

export const emptyBoard = (shape: Shape): void =>
  openLocal(shapeOf(shape), new Array<number>(shape.size * shape.size).fill(0), 'Empty board: type a puzzle or generate one.');

let generation = 0;
export async function generatePuzzle(level: Level, btn: HTMLButtonElement, technique: Technique | null = null): Promise<void> {
  if (!(await mayLeave())) return;
  const ticket = ++generation;
  setBusy(btn, true);
  const { size, boxRows, boxCols } = s.shape;
  // Practice is of classic techniques; every other new puzzle plays the variants chosen in the menu.
  const variants = technique ? [] : chosenVariants();
  const kind = variants.length ? `${chosenName()} ` : '';
  const what = technique
    ? `practice puzzle needing ${techniqueName(technique)}`
    : `${titleCase(level).toLowerCase()} ${size}×${size} ${kind}puzzle`;
  say(`Making a ${what}…`);
  // The server makes and keeps it; offline, the engine in this browser makes it (variants and practice too).
  const res = await gql(Q.generate, { size, boxRows, boxCols, difficulty: level, requireTechnique: technique, variants });
  if (!res.ok && res.error.code === 'NETWORK') {
    // Practice too: the engine's practice bank travels with the worker.
    const o = await local.generate(s.shape, level, variants, technique ?? undefined);
    setBusy(btn, false);
    if (ticket !== generation) return;
    if (!o.ok && o.code === 'GRADE_NOT_REACHED' && technique)
      return practiceRefused(technique, level, o.offer ? { hardest: o.offer } : null);
    if (!o.ok)
      return say(`No puzzle: the engine in this browser could not make ${kind ? `a ${kind}puzzle` : 'one'} of that kind.`, 'error');
    const rating = ratingText(o.rating);
    openLocal(
      s.shape,
      o.givens,
      `${size}x${size} · ${kind}${titleCase(o.difficulty)}${technique ? ` · practice: ${techniqueName(technique)}` : ''} · made offline in this browser · rated ${rating}`,
      null,
      o.solution,
      o.rules,
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
    if (res.error.code === 'GRADE_NOT_REACHED' && technique) return practiceRefused(technique, level, res.error.extensions.nearest);
    return say(`No new puzzle: ${plainError(res.error)}`, 'error');
  }
  const p = res.data.generatePuzzle;
  openPuzzle(p, { level });
  // The server answers the nearest puzzle, rated for what it is, when the asked level was not reached.
  if (p.gradeMet === false) {
    say(`New puzzle ready, but no ${titleCase(level).toLowerCase()} one was found in time: this one is rated ${titleCase(p.difficulty)}.`);
  } else say('New puzzle ready. Grey cells are givens and cannot be changed.', 'ok');
  void history.load(true);
}

/** The practice choices, as "TECHNIQUE:LEVEL" values of the chooser. */
const practiceSelect = $<HTMLSelectElement>('practice-technique');

/** A practice request the generator could not meet: said plainly, with the nearest thing to try instead. */
function practiceRefused(technique: Technique, level: Level, nearest: unknown): void {
  const name = techniqueName(technique);
  const { size } = s.shape;
  const hardest = (nearest as { hardest?: string | null } | null | undefined)?.hardest ?? null;
  const option = [...practiceSelect.options].find((o) => hardest && o.value.startsWith(`${hardest}:`));
  const tone: Tone = 'error';
  const base = `No ${size}×${size} puzzle needing ${a(name)} ${name} was found in time.`;
  if (option && hardest !== technique) {
    return say(`${base} The nearest one needed ${a(techniqueName(hardest!))} ${techniqueName(hardest!)}.`, tone, {
      label: `Practise ${techniqueName(hardest!)}`,
      run: () => {
        practiceSelect.value = option.value;
        const [t, l] = option.value.split(':');
        void generatePuzzle(l as Level, $('practice') as HTMLButtonElement, t as Technique);
      },
    });
  }
  if (size < 9) {
    const nine = shared.sizes.find((x) => x.size === 9);
    if (nine)
      return say(`${base} Boards this small rarely need it.`, tone, {
        label: `Try it on 9×9`,
        run: async () => {
          if (!(await mayLeave())) return;
          emptyBoard(nine);
          void generatePuzzle(level, $('practice') as HTMLButtonElement, technique);
        },
      });
  }
  say(`${base} Try again, or another technique.`, tone);
}

const a = (word: string): string => (/^[AEIOX]/.test(word) ? 'an' : 'a');

/** Tries of the daily puzzle while the server answers "busy, retry shortly" (the first of a day is generated then). */
const DAILY_TRIES = 3;

export async function openDaily(btn: HTMLButtonElement): Promise<void> {
  if (!(await mayLeave())) return;
  const size = [4, 6, 9, 12, 16, 25].includes(s.shape.size) ? s.shape.size : 9;
  setBusy(btn, true);
  say(`Opening the daily puzzle for ${today()}…`);
  let res = await gql(Q.daily, { size, date: today() });
  // The day's first request generates the puzzle (seconds for a Sunday MASTER); a loaded server
  // refuses it with LIMIT_EXCEEDED or SERVER_BUSY and the same puzzle is made on a later try.
  for (let k = 1; k < DAILY_TRIES && !res.ok && (res.error.code === 'LIMIT_EXCEEDED' || res.error.code === 'SERVER_BUSY'); k++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * k));
    res = await gql(Q.daily, { size, date: today() });
  }
  setBusy(btn, false);
  if (!res.ok) {
    const busy = res.error.code === 'LIMIT_EXCEEDED' || res.error.code === 'SERVER_BUSY';
    return say(
      busy
        ? "No daily puzzle yet: the server is still making today's. Try again in a minute."
        : `No daily puzzle: ${plainError(res.error)}`,
      'error',
    );
  }
  openPuzzle(res.data.dailyPuzzle, { daily: today() });
  say(`Daily puzzle for ${today()}.`, 'ok');
}

export async function openStored(id: string, ask = true): Promise<void> {
  if (id === s.puzzleId) return;
  if (ask && !(await mayLeave())) return;
  say('Loading puzzle…');
  const res = await gql(Q.puzzle, { id });
  if (!res.ok && res.error.code === 'NETWORK' && openSaved(id)) return;
  if (!res.ok) return say(`Could not open the puzzle: ${plainError(res.error)}`, 'error');
  const p = res.data.puzzle;
  if (!p) return say('That puzzle no longer exists.', 'error');
  openPuzzle(p);
  say(s.game.hasWork() ? 'Puzzle loaded with your saved progress.' : 'Puzzle loaded.', 'ok');
}

/** Offline: a stored puzzle this browser has a save of opens from the save alone. */
function openSaved(id: string): boolean {
  const saved = loadGame(id);
  const game = saved ? Game.restore(saved.game) : null;
  if (!saved || !game) return false;
  s.open({ key: id, puzzleId: id, game, info: saved.info, saved });
  showSizes();
  say('Offline: your saved game is back; the engine in this browser answers hints and checks.');
  return true;
}

/** The level a finished puzzle's "New puzzle" asks for: the same as this one's. */
export const sameLevel = (): Level => ((LEVELS as readonly string[]).includes(s.level ?? '') ? (s.level as Level) : 'MEDIUM');

export const givensText = (givens: readonly number[]): string => plural(givens.filter(Boolean).length, 'given');

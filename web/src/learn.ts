// Learn: one card per technique of the engine's technique table (simplest first, as the players'
// ladder climbs), each with what its family does, why it is sound and how to spot it; an example
// drawn live for the shape on the board (a practice puzzle of the technique, generatePuzzle with
// requireTechnique, played along its logical path up to the technique's first step); "try it", where
// the player marks the candidates the step removes (or the value it places) and the page judges the
// answer against the step; "Practise this", a whole puzzle that needs the technique; and the
// player's progress, a mark on each card met or applied in their finished games. A rule step's
// practice puzzle is a variant one (a killer, an arrow, a thermometer…): its rules go with it to
// analyze and nextStep, they rule its candidates, and they are drawn on the example as on the
// board (rule-layer.ts) and named under it. Loaded on first use (main.ts imports it lazily), so
// the table stays out of the first page load.
import { solverCandidates, TECHNIQUES } from '../../src/engine/index.js';
import { gql, Q, type Level } from './api.js';
import { rulesFromApi, rulesInput } from './api-rules.js';
import { $, button, s, setBusy, shared } from './app.js';
import { parseCellsString, symbolFor, type Rule, type Shape } from './board.js';
import { graphql } from './generated/gql.js';
import type { Technique } from './generated/graphql.js';
import { techniqueName, titleCase } from './info.js';
import { finishedGames } from './mine.js';
import { progress, reviewedGames } from './progress.js';
import { apiStep } from './hints.js';
import { Overlay } from './layers.js';
import type { Room } from './mark-layout.js';
import { local } from './local.js';
import { generatePuzzle } from './puzzles.js';
import { fetchReview } from './review.js';
import { drawRules } from './rule-layer.js';
import { needsMargin, OUTSIDE_MARGIN, regionsOf, roomOf } from './rule-shapes.js';
import { legend } from './rule-words.js';
import { fromNextStep, type LogicStep } from './step.js';
import { plainError, plural } from './words.js';
import './learn.css';

type Family = (typeof TECHNIQUES)[number]['family'];

/** Per family: what it is, why it works, how to spot it (the cards share their family's words). */
const FAMILY_TEXT: Record<Family, readonly [string, string, string]> = {
  SINGLES: [
    'A cell gets its value because nothing else fits: the last empty cell of a unit, the only candidate left in a cell, or the only cell of a row, column or box where a value can go.',
    'Every row, column and box holds each value once, so a value with one place left in a unit must go there, and a cell with one candidate must take it.',
    'Count: a unit with one gap, a cell whose peers already hold every value but one, a value crossed out of all but one cell of a unit.',
  ],
  DIRECT: [
    'An intersection or a pair that leaves a single at once: the elimination is only a means, the step is the value it places.',
    'As for pointing, claiming and pairs: the removed candidates cannot be the value, and what is left is a single.',
    'Look for a single that is "almost" there: one candidate too many, which a pair or a line in a box takes away.',
  ],
  INTERSECTIONS: [
    'A value confined to the cells where a box meets a row or column (pointing: within a box; claiming: within a line) is removed from the rest of the other unit.',
    'The value must go somewhere in the overlap, so no other cell of the other unit can hold it.',
    "Within one box, a value's candidates all on one row or column; or within one row or column, all in one box.",
  ],
  SUBSETS: [
    'N cells of a unit that together hold only N values (naked), or N values of a unit that fit only N cells (hidden): a pair, triple or quad.',
    'Those N values fill those N cells between them, so the values leave the unit\u2019s other cells (naked), and the cells lose every other candidate (hidden).',
    'Naked: cells with few candidates that repeat; hidden: values with few places in a unit, and the same places.',
  ],
  FISH: [
    'A value whose candidates in N rows lie in only N columns (or the other way round): X-Wing (2), Swordfish (3), Jellyfish (4), and their finned forms.',
    'Each of the N rows puts the value in one of the N columns, so those columns are used up by these rows: the value leaves their other cells.',
    'Pick one value and look at the rows where it has two or three places; look for the same columns again.',
  ],
  WINGS: [
    'A pivot cell and its pincers with two or three candidates (XY-Wing, XYZ-Wing, W-Wing): whichever way the pivot goes, one pincer holds the shared value.',
    'Every case ends with the value in a pincer, so a cell that sees both pincers (and the pivot, for XYZ) cannot hold it.',
    'Cells with two candidates: a pivot seeing two of them, each sharing one value with it and one value with each other.',
  ],
  UNIQUENESS: [
    'A puzzle has one solution, so a pattern that would allow two (a unique rectangle, a BUG) cannot be left as it is.',
    'If the deadly pattern stayed, its values could swap and the puzzle would have two solutions; the cells that break it must hold an extra value.',
    'Four cells on two rows, two columns and two boxes with the same two candidates; or a board where every cell has two candidates but one.',
  ],
  ALIGNED_EXCLUSION: [
    'Two or three cells that see each other cannot take every combination of their candidates; a value that appears only in impossible combinations is removed.',
    'Each combination is tested against the cells both see: those it would empty rule it out.',
    'Cells that see each other with few candidates, and a cell of two candidates both see.',
  ],
  CYCLES: [
    'A loop of strong and weak links of one value (X-cycles) or of cells with two candidates (Y-cycles): along a loop the value alternates on and off.',
    'A consistent loop leaves the value in one of each linked pair, so cells seeing both ends lose it; an inconsistent one proves a cell true or false.',
    'Follow one value where it has two places in a unit, and chain those links round back to the start.',
  ],
  SINGLE_DIGIT: [
    'Patterns of one value made of two strong links (skyscraper, two-string kite, turbot fish, empty rectangle) or a longer X-chain.',
    'One end or the other holds the value whatever happens in between, so a cell seeing both ends cannot.',
    'Rows or columns where the value has exactly two places; two of them whose ends line up or share a box.',
  ],
  CHAINS: [
    'Chains of implications between candidates (XY-chains, AICs, nested chains): if this is not the value, then that one is, and so on.',
    'Each strong link forces its other end; if both ends of a chain force the same conclusion, it holds either way.',
    'Start from a cell with two candidates or a value with two places, and follow the forced links.',
  ],
  FORCING_CHAINS: [
    'Every candidate of a cell (or every place of a value in a unit) is followed; what all of them force is true.',
    'One of the cases must hold, so a conclusion every case reaches is part of the solution.',
    'Used when nothing simpler is left: the engine finds them; a player tries a cell with two or three candidates.',
  ],
  RULES: [
    'A variant rule removes candidates by itself: a knight\u2019s or king\u2019s move, an even or odd cell, a quadruple\u2019s digits, a diagonal or extra region that must hold every value once.',
    'The rule forbids those values there outright, as a row forbids a second copy of a value.',
    'Read the rules in play (the legend) and cross out what each one forbids around every placed value.',
  ],
  LINES: [
    'A line or dot ties cells together: a thermometer rises, whispers differ by at least 5, renban cells are a run, kropki and XV pairs differ, halve or add up as marked.',
    'Each pair of tied cells can only take values the rule allows together, so a value with no partner left in the other cell goes.',
    'Follow a line from its most restricted cell: the bulb of a thermometer, a cell with few candidates next to a dot.',
  ],
  KILLER: [
    'A cage\u2019s sum and its distinct digits allow only some combinations; a whole row, column or box adds up to the same total every time (the 45 rule on 9\u00d79).',
    'Digits that no combination of the cage can use leave its cells; what a house holds beyond its cages must make up the rest of its total.',
    'Start from small or large sums in few cells (3 in two cells is 1 + 2), then count what sticks out of a house.',
  ],
  SUMS: [
    'A clue outside or on the grid fixes a total: an arrow\u2019s circle equals its line, a little killer diagonal or a sandwich between 1 and 9 adds up to its clue.',
    'Only values that can still reach the total with the other cells\u2019 candidates stay.',
    'Compare the smallest and largest totals the cells can make with the clue.',
  ],
  TRIAL: ['Guessing a value and going on until a contradiction.', 'A wrong guess runs into a clash.', 'The last resort.'],
};

/** Moments of the technique on the path tried for one where the hint agrees. */
const MOMENTS_TRIED = 4;

let built = false;
/** The shape the cards' examples were drawn for: another shape clears them. */
let drawnFor = '';

/** Opens the Learn section (builds it on first use). */
export function openLearn(): void {
  const dialog = $<HTMLDialogElement>('learn');
  if (!built) {
    build();
    built = true;
  }
  $('learn-shape').textContent = `${s.shape.size}×${s.shape.size}`;
  const shape = `${s.shape.size}:${s.shape.boxRows}x${s.shape.boxCols}`;
  if (shape !== drawnFor) {
    drawnFor = shape;
    for (const c of document.querySelectorAll<HTMLElement>('.learn-card')) c.dispatchEvent(new Event('learn-reset'));
  }
  markProgress();
  void fillProgress();
  void markPracticeable();
  if (!dialog.open) dialog.showModal();
}

function build(): void {
  const list = $('learn-list');
  for (const t of TECHNIQUES) {
    if (t.name === 'TRIAL') continue;
    list.append(card(t.name as Technique, t.level, t.weight, t.family));
  }
  button('learn-close').addEventListener('click', () => $<HTMLDialogElement>('learn').close());
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

function card(t: Technique, level: Level, weight: number, family: Family): HTMLElement {
  const box = el('details', { className: 'learn-card' });
  box.dataset.technique = t;
  const summary = el('summary', { textContent: `${techniqueName(t)} · ${titleCase(level)} · ${weight.toFixed(1)}` });
  summary.append(el('span', { className: 'learn-progress' }));
  const [what, why, spot] = FAMILY_TEXT[family];
  const note = el('p', { className: 'learn-note muted' });
  const board = el('div', { className: 'learn-board' });
  const verdict = el('p', { className: 'learn-verdict' });
  verdict.setAttribute('aria-live', 'polite');
  const show = el('button', { type: 'button', className: 'learn-example', textContent: 'Show an example' });
  const check = el('button', { type: 'button', className: 'learn-check', textContent: 'Check my answer', hidden: true });
  const answer = el('button', { type: 'button', className: 'learn-answer', textContent: 'Show the answer', hidden: true });
  const practise = el('button', { type: 'button', className: 'learn-practice primary', textContent: 'Practise this' });
  const tools = el('div', { className: 'toolbar' });
  tools.append(show, check, answer, practise);
  box.append(
    summary,
    el('p', { innerHTML: `<b>What it is.</b> ${what}` }),
    el('p', { innerHTML: `<b>Why it works.</b> ${why}` }),
    el('p', { innerHTML: `<b>How to spot it.</b> ${spot}` }),
    tools,
    note,
    board,
    verdict,
  );
  let example: Example | null = null;
  box.addEventListener('learn-reset', () => {
    example = null;
    board.replaceChildren();
    note.textContent = verdict.textContent = '';
    check.hidden = answer.hidden = true;
  });
  show.addEventListener('click', async () => {
    setBusy(show, true);
    note.textContent = `Making a ${s.shape.size}×${s.shape.size} example…`;
    verdict.textContent = '';
    board.replaceChildren();
    check.hidden = answer.hidden = true;
    const made = await makeExample(t, level, s.shape);
    setBusy(show, false);
    if (typeof made === 'string') {
      example = null;
      board.replaceChildren();
      note.textContent = made;
      check.hidden = answer.hidden = true;
      return;
    }
    example = made;
    const offline = made.where === 'browser' ? ' (made offline in this browser)' : '';
    note.textContent = `Step ${made.at + 1} of a practice puzzle${offline}, with every candidate left then. ${tryText(made.step)}`;
    drawBoard(board, made, false);
    check.hidden = answer.hidden = false;
  });
  check.addEventListener('click', () => {
    if (!example) return;
    const right = judge(example.step, chosen(board));
    verdict.dataset.verdict = right ? 'right' : 'wrong';
    verdict.textContent = right
      ? `Right: ${example.step.explanation}`
      : `Not quite. ${tryText(example.step)} Try again, or show the answer.`;
  });
  answer.addEventListener('click', () => {
    if (!example) return;
    drawBoard(board, example, true);
    verdict.dataset.verdict = 'shown';
    verdict.textContent = example.step.explanation;
  });
  practise.addEventListener('click', () => {
    $<HTMLDialogElement>('learn').close();
    void generatePuzzle(level, button('practice'), t);
  });
  return box;
}

interface Example {
  shape: Shape;
  /** The practice puzzle's rules (empty: a classic board). */
  rules: Rule[];
  values: number[];
  candidates: number[][];
  step: LogicStep;
  at: number;
  /** Made by the server, or offline by the engine in this browser. */
  where: 'server' | 'browser';
}

/** What an example needs of an engine: the server's, or (offline) the one in this browser. */
interface ExampleSource {
  /** Where the example was made, for the note under it. */
  readonly where: 'server' | 'browser';
  /**
   * A practice puzzle of the technique: its givens and rules (a rule step's puzzle has the variant
   * it needs), a sentence saying why there is none, or null when the server cannot be reached.
   */
  practice(t: Technique, level: Level, shape: Shape): Promise<Practice | string | null>;
  /** The puzzle's logical path (SE's), or a sentence. */
  path(shape: Shape, givens: number[], rules: Rule[]): Promise<ApiStep[] | string>;
  /** The hint's step on these values and candidates, or null. */
  next(shape: Shape, values: number[], rules: Rule[], notes: Notes): Promise<ApiStep | null>;
}

interface Practice {
  givens: number[];
  rules: Rule[];
}

type ApiStep = Parameters<typeof fromNextStep>[0];
type Notes = { row: number; col: number; values: number[] }[];

const cellsText = (values: readonly number[]) => values.map((v) => (v ? symbolFor(v) : '.')).join('');

const refused = (t: Technique, size: number, offer: unknown) =>
  `No ${size}×${size} example of ${techniqueName(t)} was found${typeof offer === 'string' && offer !== t ? `: try ${techniqueName(offer)}, the nearest this size has` : ''}.`;

/** A board as BoardInput takes it, with its rules when it has some. */
const boardInput = ({ size, boxRows, boxCols }: Shape, values: readonly number[], rules: readonly Rule[]) => ({
  cells: cellsText(values),
  boxRows,
  boxCols,
  ...(rules.length ? { rules: rulesInput(rules, size) } : {}),
});

const SERVER: ExampleSource = {
  where: 'server',
  async practice(t, level, { size, boxRows, boxCols }) {
    // No variants named: a rule step's practice comes with the variant it needs (Board.rules).
    const g = await gql(Q.generate, { size, boxRows, boxCols, difficulty: level, requireTechnique: t });
    if (g.ok) {
      const { cells, rules } = g.data.generatePuzzle.board;
      return { givens: parseCellsString(cells, size)!, rules: rulesFromApi(rules, size) ?? [] };
    }
    if (g.error.code === 'NETWORK') return null;
    return g.error.code === 'GRADE_NOT_REACHED' ? refused(t, size, g.error.extensions.offer) : `No example: ${plainError(g.error)}`;
  },
  async path(shape, givens, rules) {
    const a = await gql(Q.analyze, { board: boardInput(shape, givens, rules) });
    return a.ok ? a.data.analyze.steps : `No example: ${plainError(a.error)}`;
  },
  async next(shape, values, rules, notes) {
    const next = await gql(Q.nextStep, { board: boardInput(shape, values, rules), notes });
    return next.ok ? (next.data.nextStep ?? null) : null;
  },
};

/** Offline: the engine in the page's worker (its practice bank travels with it). */
const BROWSER: ExampleSource = {
  where: 'browser',
  async practice(t, level, shape) {
    const o = await local.generate(shape, level, [], t);
    if (o.ok) return { givens: o.givens, rules: o.rules };
    return o.code === 'GRADE_NOT_REACHED' ? refused(t, shape.size, o.offer) : 'No example: the engine in this browser could not make one.';
  },
  async path(shape, givens, rules) {
    const o = await local.analyze(shape, givens, rules);
    return o.ok ? o.steps.map(apiStep) : 'No example: the engine in this browser could not analyse the puzzle.';
  },
  async next(shape, values, rules, notes) {
    const o = await local.nextStep(shape, values, rules, notes);
    return o.ok ? apiStep(o.step) : null;
  },
};

/**
 * A practice puzzle of `t` on `shape`, at the moment before its first step of `t`; a sentence when
 * there is none. The server makes it; when the server cannot be reached, the engine in this browser.
 */
async function makeExample(t: Technique, level: Level, shape: Shape): Promise<Example | string> {
  let source = SERVER;
  let made = await source.practice(t, level, shape);
  if (made === null) {
    source = BROWSER;
    made = await source.practice(t, level, shape);
  }
  if (made === null || typeof made === 'string') return made ?? 'No example: the server cannot be reached.';
  const { givens, rules } = made;
  const path = await source.path(shape, givens, rules);
  if (typeof path === 'string') return path;
  const { size } = shape;
  // SE's path: its ladder is nextStep's (the hint's), so at the moment before the path's step the
  // hint gives that technique too (the puzzle's hardest step on that path is the technique).
  const steps = path.map((st) => fromNextStep(st, shape, rules));

  let first: Example | null = null;
  // The moments before the path's steps of `t` (the first few): the first where nextStep (the
  // hint's own step on that board and those candidates) is of `t` too gives the example and the
  // answer "try it" checks; a forcing chain's rung may give the hint another chain of its rung
  // first, and then the path's step is the answer.
  const ats = path.flatMap((st, i) => (st.technique === t ? [i] : [])).slice(0, MOMENTS_TRIED);
  for (const at of ats) {
    const { values, candidates } = momentBefore(shape, givens, rules, steps, at);
    const notes = values.flatMap((v, i) => (v ? [] : [{ row: Math.floor(i / size), col: i % size, values: candidates[i]! }]));
    const next = await source.next(shape, values, rules, notes);
    if (next?.technique === t) return { shape, rules, values, candidates, step: fromNextStep(next, shape, rules), at, where: source.where };
    first ??= { shape, rules, values, candidates, step: steps[at]!, at, where: source.where };
  }
  if (first) return first;
  return `The puzzle drawn has no step of ${techniqueName(t)} on its path: try again.`;
}

/**
 * The board at step `at` of the path as the logical solver has it then: the earlier steps' values
 * placed, each open cell's candidates those the solver starts from on that board (the values no
 * peer holds: a placed value leaves its peers', as the solver applies a step), less the earlier
 * steps' eliminations. On a variant board what the other rules forbid is left to the rule steps,
 * so the example shows the candidates the step itself reasons from.
 */
function momentBefore(shape: Shape, givens: readonly number[], rules: Rule[], steps: readonly LogicStep[], at: number) {
  const values = [...givens];
  for (const st of steps.slice(0, at)) for (const p of st.placements) values[p.index] = p.value;
  const candidates: number[][] = values.map(() => []);
  const board = { shape, cells: Uint8Array.from(values), ...(rules.length ? { rules } : {}) };
  for (const c of solverCandidates(board)) candidates[c.row * shape.size + c.col] = [...c.values];
  for (const st of steps.slice(0, at))
    for (const e of st.eliminations) candidates[e.index] = candidates[e.index]!.filter((v) => v !== e.value);
  return { values, candidates };
}

const tryText = (step: LogicStep): string =>
  step.eliminations.length
    ? `Try it: mark the ${plural(step.eliminations.length, 'candidate')} it removes, then check.`
    : `Try it: mark the value it places, then check.`;

/** Examples drawn so far: each board's cage mask gets an id of its own. */
let boards = 0;

/**
 * The board of the example: values, and each open cell's candidates as buttons the player marks;
 * on a variant board its rules drawn over the grid as the main board draws them (a layer under the
 * symbols, one over), the outside clues in a margin, and named in a list under it (the drawing is
 * hidden from screen readers, as on the board).
 */
function drawBoard(box: HTMLElement, ex: Example, reveal: boolean): void {
  const { size, boxRows, boxCols } = ex.shape;
  const frame = el('div', { className: 'learn-frame' });
  const grid = el('div', { className: 'learn-grid' });
  frame.style.setProperty('--n', String(size));
  frame.style.setProperty('--sub', String(Math.ceil(Math.sqrt(size))));
  frame.append(grid);
  grid.dataset.cells = ex.values.map((v) => (v ? symbolFor(v) : '.')).join('');
  // The rules as BoardInput.rules takes them, beside the cells: the board the example is, whole.
  if (ex.rules.length) grid.dataset.rules = JSON.stringify(rulesInput(ex.rules, size));
  const pattern = new Set([...ex.step.pattern, ...ex.step.units]);
  const elim = new Set(ex.step.eliminations.map((e) => `${e.index}:${e.value}`));
  const place = new Set(ex.step.placements.map((p) => `${p.index}:${p.value}`));
  // A jigsaw's regions are its boxes; the rules' drawings take room the candidates keep clear of.
  const regions = regionsOf(ex.rules);
  const boxOf = (r: number, col: number) =>
    regions ? regions[r * size + col] : Math.floor(r / boxRows) * size + Math.floor(col / boxCols);
  const room = roomOf(ex.rules, size);
  ex.values.forEach((v, i) => {
    const c = el('div', { className: 'learn-cell' });
    const [r, col] = [Math.floor(i / size), i % size];
    if (r === 0 || boxOf(r, col) !== boxOf(r - 1, col)) c.classList.add('top');
    if (col === 0 || boxOf(r, col) !== boxOf(r, col - 1)) c.classList.add('left');
    if (pattern.has(i)) c.classList.add('pattern');
    c.dataset.index = String(i);
    const at = room.get(i);
    if (at && !v) c.style.padding = padding(at);
    if (v) {
      c.textContent = symbolFor(v);
      c.classList.add('value');
    } else {
      c.dataset.candidates = ex.candidates[i]!.join(' ');
      for (const value of ex.candidates[i]!) {
        const b = el('button', { type: 'button', className: 'cand', textContent: symbolFor(value) });
        b.dataset.value = String(value);
        b.setAttribute('aria-pressed', 'false');
        b.setAttribute('aria-label', `r${r + 1}c${col + 1} candidate ${symbolFor(value)}`);
        if (reveal && elim.has(`${i}:${value}`)) b.classList.add('struck');
        if (reveal && place.has(`${i}:${value}`)) b.classList.add('placed');
        b.addEventListener('click', () => b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true')));
        c.append(b);
      }
    }
    grid.append(c);
  });
  if (!ex.rules.length) return box.replaceChildren(frame);
  const overlay = new Overlay(frame);
  overlay.build(size, needsMargin(ex.rules) ? OUTSIDE_MARGIN : 0);
  drawRules(overlay, ex.rules, ex.shape, `learn-holes-${++boards}`);
  const rules = el('ul', { className: 'learn-rules' });
  for (const x of legend(ex.rules, size)) {
    const li = el('li');
    li.append(el('strong', { textContent: `${x.name}: ` }), x.rule);
    rules.append(li);
  }
  box.replaceChildren(frame, rules);
}

/**
 * A cell's padding that keeps its candidates clear of the drawings on it (in % of the cell's width,
 * which a grid item's padding is): a side as deep as the spots taken on it (corners on top or
 * bottom), and a cage's inset at the sides only: the example's candidates fill their cell's height.
 */
function padding({ taken = {}, pad = 0 }: Room): string {
  const h = (...spots: (keyof typeof taken)[]) => Math.max(0, ...spots.map((x) => taken[x]?.h ?? 0));
  const w = (x: keyof typeof taken) => Math.max(pad, taken[x]?.w ?? 0);
  const pc = (x: number) => `${Math.round(x * 1000) / 10}%`;
  return [h('tl', 'tc', 'tr'), w('mr'), h('bl', 'bc', 'br'), w('ml')].map(pc).join(' ');
}

/** The candidates the player marked, as "index:value". */
function chosen(box: HTMLElement): Set<string> {
  return new Set(
    [...box.querySelectorAll<HTMLButtonElement>('.cand[aria-pressed="true"]')].map(
      (b) => `${b.closest<HTMLElement>('.learn-cell')!.dataset.index}:${b.dataset.value}`,
    ),
  );
}

/** Right when the marks are exactly the step's eliminations (or, for a placement, the value it places). */
function judge(step: LogicStep, marked: Set<string>): boolean {
  const want = new Set((step.eliminations.length ? step.eliminations : step.placements).map((p) => `${p.index}:${p.value}`));
  return want.size === marked.size && [...want].every((k) => marked.has(k));
}

/**
 * Each card's progress: "applied" when the player's own placements needed the technique in a
 * finished game (the server's count over every reviewed game, or this browser's reviews when they
 * know more), "met" when a reviewed game offered it (the simplest step at a placement) or a
 * placement needed it; and the section's one-line tally.
 */
function markProgress(): void {
  const local = progress();
  const server = new Map((shared.stats?.techniquesFound ?? []).map((x) => [x.technique as string, x.games]));
  let applied = 0;
  let met = 0;
  for (const c of document.querySelectorAll<HTMLElement>('.learn-card')) {
    const t = c.dataset.technique!;
    const games = Math.max(server.get(t) ?? 0, local.get(t)?.applied ?? 0);
    const seen = Math.max(games, local.get(t)?.met ?? 0);
    c.classList.toggle('applied', games > 0);
    c.classList.toggle('met', seen > 0 && games === 0);
    c.querySelector('.learn-progress')!.textContent = games
      ? ` · applied in ${plural(games, 'game')}`
      : seen
        ? ` · met in ${plural(seen, 'game')}, not applied yet`
        : '';
    if (games) applied++;
    else if (seen) met++;
  }
  $('learn-progress').textContent =
    applied + met
      ? `In your finished games: ${plural(applied, 'technique')} applied (✔), ${met} more met (○) but not applied yet.`
      : 'Your progress shows here once you finish a game: the techniques you met and those you applied.';
}

/** Reviews read at most per opening of Learn to fill in the progress (one at a time: each is priced). */
const FILL_PER_OPEN = 5;
let filling = false;

/**
 * Reads the reviews of the player's newest finished games this browser has not read yet (a finish
 * sent later from the outbox, one from before the progress was kept), then marks the cards again.
 */
async function fillProgress(): Promise<void> {
  if (filling) return;
  filling = true;
  const kept = reviewedGames();
  let read = 0;
  for (const id of finishedGames.filter((g) => !kept.has(g)).slice(0, FILL_PER_OPEN)) {
    const res = await fetchReview(id);
    if (!res.ok && res.error.code !== 'NOT_FOUND') break;
    read++;
  }
  filling = false;
  if (read) markProgress();
}

/** Cards of techniques this shape's practice bank draws at once carry a mark ("ready on 9×9"). */
async function markPracticeable(): Promise<void> {
  const { size, boxRows, boxCols } = s.shape;
  const res = await gql(practiceQuery, { size, boxRows, boxCols });
  if (!res.ok) return;
  const ready = new Set<string>(res.data.practiceTechniques);
  for (const c of document.querySelectorAll<HTMLElement>('.learn-card')) c.classList.toggle('banked', ready.has(c.dataset.technique!));
}

const practiceQuery = graphql(`
  query PracticeTechniques($size: Int!, $boxRows: Int, $boxCols: Int) {
    practiceTechniques(size: $size, boxRows: $boxRows, boxCols: $boxCols)
  }
`);

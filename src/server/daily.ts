// The daily puzzle's rules: which date a request means, which level a date has, and
// the seed it is generated from, so every replica derives the same puzzle for a date and size.
import {
  DIFFICULTIES,
  LARGE_SIZE,
  STANDARD_SHAPES,
  TOP_LEVEL_LARGE,
  type Difficulty,
  type GenerateOutcome,
  type Shape,
  type Variant,
} from '../engine/index.js';
import type { GenerateRequest } from '../pool/worker.js';
import { badInput, userError } from './errors.js';

const DAY_MS = 86_400_000;
/** The first date with a daily puzzle; the last is tomorrow (UTC), for clients a day ahead. */
export const FIRST_DAILY = '2020-01-01';

export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The request's date: `date` if given (checked), else today (UTC). BAD_USER_INPUT names `date`. */
export function dailyDate(date: string | null | undefined, now: number = Date.now()): string {
  if (date == null) return utcDate(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || utcDate(Date.parse(`${date}T00:00:00Z`) || 0) !== date) {
    throw badInput('date', `a UTC date YYYY-MM-DD, got '${date.slice(0, 20)}'`);
  }
  const last = utcDate(now + DAY_MS);
  if (date < FIRST_DAILY || date > last) throw badInput('date', `between ${FIRST_DAILY} and ${last}, got ${date}`);
  return date;
}

/** A standard shape's size, or BAD_USER_INPUT naming `size`. */
export function dailyShape(size: number): Shape {
  const shape = STANDARD_SHAPES.find((s) => s.size === size);
  if (!shape) throw badInput('size', `one of the standard sizes ${STANDARD_SHAPES.map((s) => s.size).join(', ')}, got ${size}`);
  return shape;
}

const LEVELS: readonly string[] = DIFFICULTIES;
// Monday first: the week rises from EASY to the top level.
const WEEK = ['EASY', 'MEDIUM', 'MEDIUM', 'HARD', 'HARD', 'EXPERT', 'MASTER'];

/**
 * Highest level of a shape's daily puzzle: a 4×4 is always EASY, a 6×6 at most MEDIUM, a 25×25 at
 * most HARD (the engine's TOP_LEVEL_LARGE: above it a generation takes longer than the deadline,
 * docs/logic.md); asking it more would only cost a generation that answers HARD with gradeMet false.
 */
function topFor(size: number): string {
  if (size <= 4) return 'EASY';
  if (size >= LARGE_SIZE) return TOP_LEVEL_LARGE;
  if (size <= 6) return 'MEDIUM';
  return LEVELS[LEVELS.length - 1];
}

/** The level of `date`'s daily puzzle for `size`: by weekday, capped at what the shape reaches. */
export function dailyLevel(date: string, size: number): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const wanted = LEVELS.includes(WEEK[weekday]) ? WEEK[weekday] : LEVELS[LEVELS.length - 1];
  const top = topFor(size);
  return LEVELS.indexOf(wanted) > LEVELS.indexOf(top) ? top : wanted;
}

/** `level` and each easier level, hardest first: what a daily generation tries in turn. */
export function levelsDownFrom(level: string): string[] {
  return LEVELS.slice(0, LEVELS.indexOf(level) + 1).reverse();
}

/**
 * Logic work one daily generation may spend (engine GenerateOptions.maxWork): below the level's
 * own budget only for 8×8 to 16×16 MASTER (600 M units) and 13×13 to 16×16 EXPERT (256 M), so
 * that the daily puzzle is decided by counts and ends well within the deadline: 9×9 MASTER met by
 * some seeds within it (2026-12-06), the nearest EXPERT and so EXPERT otherwise (2026-11-29).
 */
export const DAILY_WORK = 40_000_000;

/**
 * The daily puzzle of `date` and `size`, from `generate` (the engine's generation, or the pool's):
 * the weekday's level, else the next easier one, and so on. The step down is decided by counts
 * only: a level whose generation answers `gradeMet: false` (its work budget, DAILY_WORK at most,
 * ran out) gives way to the next. A generation that ends LIMIT_EXCEEDED (the deadline: a loaded
 * replica) decides nothing: it is thrown, so that no replica stores a puzzle of an easier level
 * that a less loaded one would not have chosen; the next request tries again. So every replica
 * that answers computes the same puzzle for the same date, whatever its load.
 */
export async function dailyGeneration<O extends GenerateOutcome>(
  date: string,
  size: number,
  generate: (options: GenerateRequest) => Promise<O>,
  variant?: Variant,
): Promise<O & Extract<GenerateOutcome, { status: 'GENERATED' }>> {
  const shape = dailyShape(size);
  const levels = levelsDownFrom(dailyLevel(date, size));
  const name = variant === undefined ? `${date} ${size}` : `${date} ${size} ${variant}`;
  for (let k = 0; k < levels.length; k++) {
    const outcome = await generate({
      ...shape,
      difficulty: levels[k] as Difficulty,
      seed: dailySeed(date, size, variant),
      maxWork: DAILY_WORK,
      ...(variant === undefined ? {} : { variants: [variant] }),
    });
    if (outcome.status === 'GENERATED') {
      if (outcome.gradeMet || k === levels.length - 1) return outcome as O & Extract<GenerateOutcome, { status: 'GENERATED' }>;
      continue;
    }
    // A variant the generator does not make (on this shape) is the request's fault, not the load's.
    if (outcome.status === 'BAD_OPTION') throw badInput(outcome.field === 'variants' ? 'variant' : outcome.field, outcome.message);
    throw userError('LIMIT_EXCEEDED', `dailyPuzzle ${name}: not generated in time (${outcome.status}); retry shortly`);
  }
  throw new Error(`dailyPuzzle ${name}: no level to try`);
}

/**
 * Every replica generates a date's puzzle from this seed: `daily <date> <size>` for the classic
 * puzzle (as it always was), `daily <date> <size> <variant>` for a variant's.
 */
export const dailySeed = (date: string, size: number, variant?: Variant): string =>
  variant === undefined ? `daily ${date} ${size}` : `daily ${date} ${size} ${variant}`;

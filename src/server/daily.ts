// The daily puzzle's rules (issue 27): which date a request means, which level a date has, and
// the seed it is generated from, so every replica derives the same puzzle for a date and size.
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { STANDARD_SHAPES, type Shape } from '../engine/index.js';
import { badInput } from './errors.js';
import { typeDefs } from './schema.js';

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

// The levels the schema has, easiest first (MASTER once the grader offers it).
const LEVELS = (buildSchema(typeDefs).getType('Difficulty') as GraphQLEnumType).getValues().map((v) => v.name);
// Monday first: the week rises from EASY to the top level.
const WEEK = ['EASY', 'MEDIUM', 'MEDIUM', 'HARD', 'HARD', 'EXPERT', 'MASTER'];

/** Highest level a small shape reaches: a 4×4 is always EASY, a 6×6 at most MEDIUM. */
function topFor(size: number): string {
  if (size <= 4) return 'EASY';
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

/** Every replica generates a date's puzzle from this seed. */
export const dailySeed = (date: string, size: number): string => `daily ${date} ${size}`;

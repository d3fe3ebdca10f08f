// The variant digger: givens removed from a full grid (by orbits of the clue symmetry) while the puzzle
// stays unique under its rules, up to the level's removal target; then graded removal, the level hook:
// while the puzzle rates below the request, removal goes on, a removal that makes it rate past the
// request is put back, and it stops once the rating meets it (rating.ts, as generate/refine.ts does
// for classic puzzles); a puzzle past the request at the removal target gets givens back
// (gradedFill) until it meets it. Every check is bounded by a node cap, so a seed replays.
import type { Analysis } from '../../logic/analyze.js';
import type { VariantSearch } from '../../variants/search.js';
import type { GeneratorSearch } from '../../variants/generator.js';
import type { Verdict } from './rating.js';

/** Node cap of one uniqueness check while digging: a check past it keeps its cells. */
export const DIG_CHECK_NODES = 256;
/** Node cap of one exact check (minimal puzzles): past it the attempt fails. */
export const EXACT_CHECK_NODES = 50_000;

export interface DigState {
  readonly gen: GeneratorSearch;
  readonly search: VariantSearch;
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
}

/**
 * Empties orbits of `orbits` in order while the puzzle stays unique, until `target` cells are empty
 * (with `exact`, every orbit is tried and a check past its cap fails the dig: null). Returns the
 * orbits it could not empty, in order, and the empty count.
 */
export function dig(
  s: DigState,
  orbits: readonly (readonly number[])[],
  target: number,
  exact: boolean,
): { kept: number[][]; removed: number } | null {
  const cap = exact ? EXACT_CHECK_NODES : DIG_CHECK_NODES;
  let removed = s.puzzle.reduce((k, v) => k + (v === 0 ? 1 : 0), 0);
  const kept: number[][] = [];
  for (let k = 0; k < orbits.length; k++) {
    const orbit = orbits[k];
    if (s.puzzle[orbit[0]] === 0) continue;
    if ((removed >= target && !exact) || s.gen.spent()) {
      kept.push(...orbits.slice(k).map((o) => [...o]));
      break;
    }
    const check = s.gen.uniqueWithout(s.search, s.puzzle, orbit, s.solution, cap);
    if (check === 'UNKNOWN' && exact) return null;
    if (check !== 'UNIQUE') {
      kept.push([...orbit]);
      continue;
    }
    for (const c of orbit) s.puzzle[c] = 0;
    removed += orbit.length;
  }
  return { kept, removed };
}

/**
 * Graded removal from `analysis` (the puzzle's rating now): while it is BELOW the request, the orbits
 * of `candidates` are emptied one by one (each kept only when the puzzle stays unique), rated after
 * every `stride` cells; a batch that goes past the request is put back. Returns the last rating kept.
 */
export function gradedDig(
  s: DigState,
  candidates: readonly (readonly number[])[],
  analysis: Analysis,
  verdict: Verdict,
  grade: () => { analysis: Analysis; verdict: Verdict } | null,
  stride: number,
): { analysis: Analysis; verdict: Verdict } {
  let best = { analysis, verdict };
  if (verdict !== 'BELOW') return best;
  const pending: number[] = [];
  for (const orbit of candidates) {
    if (s.gen.spent()) break;
    if (s.puzzle[orbit[0]] === 0) continue;
    if (s.gen.uniqueWithout(s.search, s.puzzle, orbit, s.solution, DIG_CHECK_NODES) !== 'UNIQUE') continue;
    for (const c of orbit) s.puzzle[c] = 0;
    pending.push(...orbit);
    if (pending.length < stride) continue;
    const next = grade();
    if (next === null || next.verdict === 'ABOVE') {
      for (const c of pending) s.puzzle[c] = s.solution[c];
    } else {
      best = next;
    }
    pending.length = 0;
    if (next === null || best.verdict === 'MET') break;
  }
  for (const c of pending) s.puzzle[c] = s.solution[c];
  return best;
}

/** Ratings gradedFill may ask for, per puzzle. */
export const FILL_RATINGS = 48;

/**
 * The level hook the other way (clue marks carry much of what givens would, so the removal target
 * can overshoot the level: an arrow or little killer puzzle dug to HARD's target rates MASTER): while
 * the puzzle rates past the request, the emptied orbits of `emptied` (in their order) get their
 * givens back one by one, rated after each; one that makes it BELOW is emptied again and the next is
 * tried. A given never breaks uniqueness. Stops once met, or after FILL_RATINGS ratings. Returns the
 * last rating kept.
 */
export function gradedFill(
  s: DigState,
  emptied: readonly (readonly number[])[],
  analysis: Analysis,
  verdict: Verdict,
  grade: () => { analysis: Analysis; verdict: Verdict } | null,
): { analysis: Analysis; verdict: Verdict } {
  let best = { analysis, verdict };
  let ratings = 0;
  for (const orbit of emptied) {
    if (best.verdict !== 'ABOVE' || ratings >= FILL_RATINGS || s.gen.spent()) break;
    if (s.puzzle[orbit[0]] !== 0) continue;
    for (const c of orbit) s.puzzle[c] = s.solution[c];
    ratings++;
    const next = grade();
    if (next === null) {
      for (const c of orbit) s.puzzle[c] = 0;
      break;
    }
    if (next.verdict === 'BELOW') for (const c of orbit) s.puzzle[c] = 0;
    else best = next;
  }
  return best;
}

// The generator's options beyond shape and seed, checked once (linear in the request) into the
// plan generate.ts follows: what the grade must be, whether a miss is a refusal, the clue symmetry,
// the clue mask and minimality. A malformed or impossible combination is a BAD_OPTION naming the option.
import { cellLabel } from '../cell-label.js';
import { LEVELS, WEIGHTS } from '../logic/table.js';
import type { GradeWanted } from '../logic/grade-target.js';
import type { TechniqueName } from '../logic/types.js';
import { isDifficulty, type Difficulty, type GenerateOptionField, type GenerateOptions, type Shape } from '../types.js';
import { maskInvariant, SYMMETRIES, symmetryFits, type Symmetry } from './symmetry.js';
import { recipeOf, type VariantRecipe } from './variants/plan.js';
import { practiceVariants } from './practice.js';

/**
 * The level of a request that names none and asks no score band, technique, pattern or minimality:
 * the one default of the service (the API and the CLI pass an omitted level through).
 */
const DEFAULT_DIFFICULTY: Difficulty = 'MEDIUM';

/**
 * The level generate plans the puzzle for: the request's, else its technique's, else the default:
 * what a caller prices a generation by (the options need not be checked yet).
 */
export function plannedLevel(options: GenerateOptions): Difficulty {
  const { difficulty, requireTechnique: t } = options;
  return difficulty ?? (t !== undefined && Object.hasOwn(LEVELS, t) ? LEVELS[t as TechniqueName] : DEFAULT_DIFFICULTY);
}

/** The highest score the Sudoku Explainer scale reaches (its nested forcing chains top out at 11.9). */
export const MAX_SCORE = 12;

export interface GeneratePlan {
  readonly wanted: GradeWanted;
  /** The level whose removal target the puzzle starts from. */
  readonly planLevel: Difficulty;
  /** A miss is refused (GRADE_NOT_REACHED) rather than answered with gradeMet false. */
  readonly strict: boolean;
  readonly symmetry: Symmetry;
  /** 1 = given; null: no mask. */
  readonly mask: Uint8Array | null;
  readonly minimal: boolean;
  /** Appended to the seed's key: options other than the defaults change the replay. */
  readonly keySuffix: string;
  /** The variants' recipe (generate/variants/); null: classic. */
  readonly recipe: VariantRecipe | null;
}

export type PlanResult = { ok: true; plan: GeneratePlan } | { ok: false; field: GenerateOptionField; message: string };

const bad = (field: GenerateOptionField, message: string): PlanResult => ({ ok: false, field, message });

function scoreProblem(name: string, v: number | undefined): string | null {
  if (v === undefined) return null;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > MAX_SCORE)
    return `${name} must be a number from 0 to ${MAX_SCORE}, got ${v}`;
  return null;
}

export function planOf(options: GenerateOptions, shape: Shape): PlanResult {
  const n = shape.size;
  const { difficulty, minScore, maxScore, requireTechnique, pattern } = options;
  let recipe: VariantRecipe | null = null;
  if (options.variants !== undefined && (!Array.isArray(options.variants) || options.variants.length > 0)) {
    const r = recipeOf(options.variants, shape, options);
    if (!r.ok) return bad(r.field ?? 'variants', r.message);
    recipe = r.recipe;
    if (options.pattern !== undefined)
      return bad('pattern', 'a clue pattern is not available with variants: their givens come from the digger');
  }
  if (difficulty !== undefined && !isDifficulty(difficulty)) return bad('difficulty', `unknown difficulty '${String(difficulty)}'`);
  const minProblem = scoreProblem('minScore', minScore);
  if (minProblem) return bad('minScore', minProblem);
  const maxProblem = scoreProblem('maxScore', maxScore);
  if (maxProblem) return bad('maxScore', maxProblem);
  if (minScore !== undefined && maxScore !== undefined && maxScore < minScore) {
    return bad('maxScore', `maxScore ${maxScore} is below minScore ${minScore}`);
  }
  let technique: TechniqueName | undefined;
  if (requireTechnique !== undefined) {
    if (!Object.hasOwn(WEIGHTS, requireTechnique)) return bad('requireTechnique', `unknown technique '${requireTechnique}'`);
    technique = requireTechnique as TechniqueName;
    const level: Difficulty = LEVELS[technique];
    if (difficulty !== undefined && difficulty !== level) {
      return bad('requireTechnique', `${technique} is a ${level} technique: a ${difficulty} puzzle cannot have it as its hardest step`);
    }
    if (minScore !== undefined && WEIGHTS[technique] < minScore) {
      return bad('requireTechnique', `${technique} weighs ${WEIGHTS[technique]}, below minScore ${minScore}`);
    }
    if (maxScore !== undefined && WEIGHTS[technique] > maxScore) {
      return bad('requireTechnique', `${technique} weighs ${WEIGHTS[technique]}, above maxScore ${maxScore}`);
    }
  }
  // Practice of a rule step with no variants named: the variant the step needs (practice.ts).
  const needs = recipe === null && technique !== undefined && pattern === undefined ? practiceVariants(shape, technique) : null;
  if (needs !== null) {
    const r = recipeOf(needs, shape, options);
    if (!r.ok) return bad(r.field ?? 'requireTechnique', `${technique} is practised on ${needs.join(', ')} puzzles: ${r.message}`);
    recipe = r.recipe;
  }
  const symmetry = options.symmetry ?? 'NONE';
  if (!SYMMETRIES.includes(symmetry)) return bad('symmetry', `unknown symmetry '${String(symmetry)}'`);
  if (!symmetryFits(symmetry, shape)) {
    return bad('symmetry', `${symmetry} needs square boxes (r = c); this ${n}×${n} board has ${shape.boxRows}×${shape.boxCols} boxes`);
  }
  let mask: Uint8Array | null = null;
  if (pattern !== undefined) {
    if (typeof pattern !== 'string' || pattern.length !== n * n) {
      return bad(
        'pattern',
        `pattern must have ${n * n} characters (one per cell), got ${typeof pattern === 'string' ? pattern.length : typeof pattern}`,
      );
    }
    mask = new Uint8Array(n * n);
    let givens = 0;
    for (let i = 0; i < n * n; i++) {
      const ch = pattern[i];
      if (ch === 'x' || ch === 'X' || ch === '1') {
        mask[i] = 1;
        givens++;
      } else if (ch !== '.' && ch !== '0') {
        return bad(
          'pattern',
          `pattern character ${i + 1} (${cellLabel(Math.floor(i / n), i % n)}) is '${ch}': ` +
            `use 'x' or '1' for a given, '.' or '0' for an empty cell`,
        );
      }
    }
    // Fewer than N − 1 givens leave two values unnamed, which can always be swapped; no 9×9
    // sudoku has fewer than 17 clues (McGuire, Tugemann and Civario, 2012).
    const least = n === 9 && shape.boxRows === 3 ? 17 : n - 1;
    if (givens < least) {
      return bad('pattern', `pattern has ${givens} givens; a ${n}×${n} puzzle with one solution needs at least ${least}`);
    }
    if (!maskInvariant(symmetry, n, mask)) return bad('pattern', `pattern is not invariant under symmetry ${symmetry}`);
  }
  const minimal = options.minimal === true;
  const strict = minScore !== undefined || maxScore !== undefined || technique !== undefined || mask !== null || minimal;
  const planLevel = plannedLevel(options);
  const wanted: GradeWanted = {
    // Without a level but with a score band or a technique, any level that fits them will do.
    level: difficulty ?? (strict ? undefined : DEFAULT_DIFFICULTY),
    minScore,
    maxScore,
    technique,
  };
  const parts: string[] = [];
  if (wanted.level === undefined) parts.push('any');
  if (minScore !== undefined) parts.push(`min ${minScore}`);
  if (maxScore !== undefined) parts.push(`max ${maxScore}`);
  if (technique !== undefined) parts.push(technique);
  if (symmetry !== 'NONE') parts.push(symmetry);
  if (mask !== null) parts.push(`pattern ${pattern}`);
  if (minimal) parts.push('minimal');
  if (recipe !== null) parts.push(`variants ${recipe.variants.join(',')}`);
  return {
    ok: true,
    plan: { wanted, planLevel, strict, symmetry, mask, minimal, keySuffix: parts.length ? `|${parts.join('|')}` : '', recipe },
  };
}

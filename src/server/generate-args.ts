// generatePuzzle / generatePuzzles arguments into the engine's generation request, checked before
// any work is queued: BAD_USER_INPUT naming the argument. An omitted `difficulty` stays omitted:
// the engine's plan is the one default (MEDIUM, unless a score band, a technique, a clue pattern or
// `minimal` decides alone; the answer's difficulty is the rated level).
import { checkGenerateOptions, type Difficulty, type GenerateOptions, type Shape, type Variant } from '../engine/index.js';
import { badInput } from './errors.js';
import { wellFormedText } from './text-input.js';

export interface GenerateArgs {
  difficulty?: Difficulty | null;
  minScore?: number | null;
  maxScore?: number | null;
  requireTechnique?: string | null;
  symmetry?: GenerateOptions['symmetry'] | null;
  pattern?: string | null;
  minimal?: boolean | null;
  variants?: readonly Variant[] | null;
}

/** The engine options for one generation of `shape` (without seed), or BAD_USER_INPUT. */
export function generateOptions(shape: Shape, args: GenerateArgs): Omit<GenerateOptions, 'seed'> {
  // Bounded before anything reads it: at most N² characters are meaningful.
  if (args.pattern != null && args.pattern.length > shape.size * shape.size) {
    throw badInput('pattern', `pattern must have ${shape.size * shape.size} characters (one per cell), got ${args.pattern.length}`);
  }
  wellFormedText('pattern', args.pattern);
  const options: Omit<GenerateOptions, 'seed'> = {
    ...shape,
    difficulty: args.difficulty ?? undefined,
    minScore: args.minScore ?? undefined,
    maxScore: args.maxScore ?? undefined,
    requireTechnique: args.requireTechnique ?? undefined,
    symmetry: args.symmetry ?? undefined,
    pattern: args.pattern ?? undefined,
    minimal: args.minimal ?? undefined,
    // Each variant once (the generator decides which combinations it makes).
    variants: args.variants == null || args.variants.length === 0 ? undefined : [...new Set(args.variants)],
  };
  const bad = checkGenerateOptions(options);
  if (bad) throw badInput(bad.field, bad.message);
  return options;
}

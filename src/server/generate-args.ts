// generatePuzzle / generatePuzzles arguments into the engine's generation request, checked before
// any work is queued: BAD_USER_INPUT naming the argument. `difficulty` has a schema default
// (MEDIUM); with a score band, a technique, a clue pattern or `minimal` and no difficulty written
// in the query, the level is left free so that those alone decide (the answer's difficulty is the
// rated level).
import { Kind, type FieldNode, type GraphQLResolveInfo } from 'graphql';
import { checkGenerateOptions, type Difficulty, type GenerateOptions, type Shape } from '../engine/index.js';
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
}

/** The argument is in the query with a value: a literal, or a variable the request provides. */
function written(info: GraphQLResolveInfo, name: string): boolean {
  const field: FieldNode | undefined = info.fieldNodes[0];
  const arg = field?.arguments?.find((a) => a.name.value === name);
  if (arg === undefined) return false;
  if (arg.value.kind === Kind.VARIABLE) return info.variableValues[arg.value.name.value] != null;
  return arg.value.kind !== Kind.NULL;
}

/** The engine options for one generation of `shape` (without seed), or BAD_USER_INPUT. */
export function generateOptions(shape: Shape, args: GenerateArgs, info: GraphQLResolveInfo): Omit<GenerateOptions, 'seed'> {
  // Bounded before anything reads it: at most N² characters are meaningful.
  if (args.pattern != null && args.pattern.length > shape.size * shape.size) {
    throw badInput('pattern', `pattern must have ${shape.size * shape.size} characters (one per cell), got ${args.pattern.length}`);
  }
  wellFormedText('pattern', args.pattern);
  const graded =
    args.minScore != null || args.maxScore != null || args.requireTechnique != null || args.pattern != null || args.minimal === true;
  const difficulty = graded && !written(info, 'difficulty') ? undefined : (args.difficulty ?? 'MEDIUM');
  const options: Omit<GenerateOptions, 'seed'> = {
    ...shape,
    difficulty,
    minScore: args.minScore ?? undefined,
    maxScore: args.maxScore ?? undefined,
    requireTechnique: args.requireTechnique ?? undefined,
    symmetry: args.symmetry ?? undefined,
    pattern: args.pattern ?? undefined,
    minimal: args.minimal ?? undefined,
  };
  const bad = checkGenerateOptions(options);
  if (bad) throw badInput(bad.field, bad.message);
  return options;
}

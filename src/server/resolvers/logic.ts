// The logical solver over the API: analyze and nextStep (both run in the worker pool), and the
// fields of their steps.
import { isDifficulty, stepWeight, TECHNIQUES, type Step, type TechniqueName } from '../../engine/index.js';
import { symbolFor } from '../../engine/codec.js';
import type { Difficulty, Resolvers, Technique } from '../../generated/graphql.js';
import { parseBoardInput } from '../board-input.js';
import { badInput, userError } from '../errors.js';
import type { StepModel } from '../models.js';
import { searchFailure } from './analysis.js';

export const withSize = (step: Step, size: number): StepModel => ({ ...step, size });

const node = (size: number, cell: number, value: number, isValue: boolean) => ({
  row: Math.floor(cell / size),
  col: cell % size,
  value,
  symbol: symbolFor(value),
  isValue,
});

const TECHNIQUE_NAMES = new Set<string>(TECHNIQUES.map((t) => t.name));

/** A stored technique name back to the enum; a name the schema does not know is a bug. */
export function asTechnique(value: string | null): Technique | null {
  if (value === null) return null;
  if (!TECHNIQUE_NAMES.has(value)) throw new Error(`stored technique '${value}' is not a Technique`);
  return value as TechniqueName;
}

export function asLevel(value: string): Difficulty {
  if (!isDifficulty(value)) throw new Error(`stored level '${value}' is not a Difficulty`);
  return value;
}

export const logicResolvers: Resolvers = {
  Query: {
    analyze: async (_, { board }, { compute, decoded }) => {
      const parsed = parseBoardInput(board, 'board', decoded);
      const outcome = await compute.analyzeBoard(parsed);
      if (outcome.status !== 'ANALYZED') throw searchFailure(outcome, 'the analysis finished');
      return { ...outcome.analysis, size: parsed.shape.size };
    },
    nextStep: async (_, { board, notes }, { compute, decoded }) => {
      const parsed = parseBoardInput(board, 'board', decoded);
      const outcome = await compute.nextStepBoard(parsed, notes ?? undefined);
      switch (outcome.status) {
        case 'STEP':
          return withSize(outcome.step, parsed.shape.size);
        case 'COMPLETE':
          return null;
        case 'BAD_NOTES':
          throw badInput(`notes[${outcome.index}].${outcome.field}`, `off the board or a value outside 1..${parsed.shape.size}`);
        case 'WRONG_NOTES':
          throw userError('WRONG_NOTES', `notes: ${outcome.cells.length} cells leave out their solution value`, {
            cells: outcome.cells.map(({ row, col }) => ({ row, col })),
          });
        case 'NOT_UNIQUE':
          throw userError(
            'NOT_UNIQUE',
            `notes: the board has more than one solution, and ${outcome.cells.length} cells' notes leave out ` +
              "one solution's value (they may fit another)",
            { cells: outcome.cells.map(({ row, col }) => ({ row, col })) },
          );
        default:
          throw searchFailure(outcome, 'a step was found');
      }
    },
  },
  Analysis: {
    levelTechnique: (a) => a.levelStep?.technique ?? null,
    levelStep: (a) => (a.levelStep === null ? null : withSize(a.levelStep, a.size)),
    levelSteps: (a) => a.levelSteps.map((s) => withSize(s, a.size)),
    steps: (a) => a.steps.map((s) => withSize(s, a.size)),
    techniques: (a) => [...a.counts],
  },
  Step: {
    score: (s) => stepWeight(s),
    cells: (s) => s.cells.map((i) => ({ row: Math.floor(i / s.size), col: i % s.size })),
    units: (s) => [...s.units],
    links: (s) =>
      (s.links ?? []).map((l) => ({
        from: node(s.size, l.fromCell, l.fromValue, l.fromOn),
        to: node(s.size, l.toCell, l.toValue, l.toOn),
        branch: l.branch,
      })),
  },
  CellValue: {
    symbol: (c) => symbolFor(c.value),
  },
  Rating: {
    level: (r) => asLevel(r.level),
    hardest: (r) => asTechnique(r.hardest),
    levelTechnique: (r) => asTechnique(r.levelTechnique),
  },
};

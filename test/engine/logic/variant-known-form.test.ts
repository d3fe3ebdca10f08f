// analyze reads a board with rules' canonical form from a search it is given (AnalyzeOptions.known.form,
// as the pool's import passes canonicalKey's) instead of searching again: a form found within analyze's
// own budget grades exactly as analyze's own search; a search stopped short of that budget is run
// again; a form found past it is graded as given, as analyze's own search would stop.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/logic/index.js';
import { canonicalKey } from '../../../src/engine/rules/canon.js';
import { generate, solve, type Board, type Variant } from '../../../src/engine/index.js';

function puzzle(variants: Variant[]): { board: Board; solution: Uint8Array } {
  const g = generate({ size: 9, seed: 'known-form', variants });
  if (g.status !== 'GENERATED') throw new Error(g.status);
  const s = solve(g.puzzle);
  if (s.status !== 'SOLVED') throw new Error(s.status);
  return { board: g.puzzle, solution: s.solution! };
}

/** What a test compares: every step (technique, cells, eliminations, placements, sentence), score and level. */
function graded(o: ReturnType<typeof analyze>): unknown {
  if (o.status !== 'ANALYZED') throw new Error(o.status);
  const a = o.analysis;
  return { score: a.score, level: a.level, steps: a.steps, levelSteps: a.levelSteps };
}

describe('analyze with a canonical search it is given', () => {
  for (const variants of [['X'], ['KILLER'], ['ARROW'], ['JIGSAW']] as Variant[][]) {
    it(variants.join(' + '), () => {
      const { board, solution } = puzzle(variants);
      const own = graded(analyze(board));
      const key = canonicalKey(board, 200_000);
      if (key.status !== 'CANONICAL') throw new Error(key.status);
      expect(key.form?.status).toBe('CANONICAL');
      const known = { solution, unique: true };
      // Found within analyze's budget: the same grading.
      expect(graded(analyze(board, { known: { ...known, form: key.form } }))).toEqual(own);
      // A search stopped short of analyze's budget: analyze searches again, same grading.
      const short = canonicalKey(board, 1);
      expect(short.status).toBe('LIMIT_EXCEEDED');
      expect(graded(analyze(board, { known: { ...known, form: short.status === 'LIMIT_EXCEEDED' ? short.form : undefined } }))).toEqual(
        own,
      );
      // Found past analyze's budget: graded as given, as analyze's own search would have stopped.
      const past = { ...key.form!, nodes: 1e9 } as NonNullable<typeof key.form>;
      expect(graded(analyze(board, { known: { ...known, form: past } }))).toEqual(graded(analyze(board, { known, asGiven: true })));
    });
  }
});

// The daily puzzle's level choice (server/daily.ts dailyGeneration, issue 23): decided by the
// generations' count budgets, never by the clock, so every replica computes the same puzzle for a
// date whatever its load. No database: the choice is a function of the date, the size and the
// generations' outcomes.
import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { generate, type GenerateOutcome } from '../../src/engine/index.js';
import { DAILY_WORK, dailyGeneration, dailyLevel, dailySeed, levelsDownFrom } from '../../src/server/daily.js';
import type { GenerateRequest } from '../../src/pool/worker.js';

const SATURDAY = '2026-11-28'; // EXPERT
const SUNDAY = '2026-11-29'; // the top level

/** A generation that answers `level` for every request: met when it is the one asked. */
function answering(level: string, met: (asked: string) => boolean, calls: GenerateRequest[]) {
  return async (o: GenerateRequest): Promise<GenerateOutcome> => {
    calls.push(o);
    const g = generate({ size: 4, seed: 'daily-choice fake', difficulty: 'EASY' });
    if (g.status !== 'GENERATED') throw new Error(g.status);
    return { ...g, difficulty: level as never, gradeMet: met(o.difficulty!) };
  };
}

describe('dailyGeneration', () => {
  it('asks each level with the date seed and DAILY_WORK, stepping down only after gradeMet false', async () => {
    const calls: GenerateRequest[] = [];
    const chosen = await dailyGeneration(
      SUNDAY,
      9,
      answering('EXPERT', (asked) => asked === 'EXPERT', calls),
    );
    expect(calls.map((c) => c.difficulty)).toEqual(['MASTER', 'EXPERT']);
    for (const c of calls) expect(c).toMatchObject({ size: 9, boxRows: 3, boxCols: 3, seed: dailySeed(SUNDAY, 9), maxWork: DAILY_WORK });
    expect(chosen).toMatchObject({ difficulty: 'EXPERT', gradeMet: true });
  });

  it('takes the easiest level whatever it rates once every harder one missed', async () => {
    const calls: GenerateRequest[] = [];
    const chosen = await dailyGeneration(
      SATURDAY,
      9,
      answering('HARD', () => false, calls),
    );
    expect(calls.map((c) => c.difficulty)).toEqual(levelsDownFrom('EXPERT'));
    expect(chosen.gradeMet).toBe(false);
  });

  it('never steps down on LIMIT_EXCEEDED (the clock): it refuses, naming LIMIT_EXCEEDED, after one try', async () => {
    const calls: GenerateRequest[] = [];
    const late = async (o: GenerateRequest): Promise<GenerateOutcome> => {
      calls.push(o);
      return { status: 'LIMIT_EXCEEDED', message: 'generation gave up at the deadline', stats: { nodes: 0, backtracks: 0, ms: 5000 } };
    };
    const error = await dailyGeneration(SUNDAY, 9, late).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('LIMIT_EXCEEDED');
    expect(calls.map((c) => c.difficulty)).toEqual(['MASTER']);
  });

  it.each([9, 8])('gives the same puzzle of size %i for a date on every run, with the engine, however long the deadline', async (size) => {
    // The deadline differs between the runs and decides nothing (a slower replica meets a
    // shorter one in effect).
    const run = (deadlineMs: number) => {
      const levels: string[] = [];
      return dailyGeneration(SATURDAY, size, async (o) => {
        levels.push(o.difficulty!);
        return generate({ ...o, deadlineMs });
      }).then((g) => ({ g, levels }));
    };
    const a = await run(600_000);
    const b = await run(300_000);
    expect(b.levels).toEqual(a.levels);
    expect(Array.from(b.g.puzzle.cells)).toEqual(Array.from(a.g.puzzle.cells));
    expect(b.g.rating).toEqual(a.g.rating);
    expect(a.levels[0]).toBe(dailyLevel(SATURDAY, size));
    // The chosen level is the last one tried, met.
    expect(a.g).toMatchObject({ gradeMet: true, difficulty: a.levels[a.levels.length - 1] });
  });

  it('caps 25×25 at HARD: above it a generation takes longer than the deadline (docs/logic.md)', () => {
    expect(dailyLevel(SUNDAY, 25)).toBe('HARD');
    expect(dailyLevel(SATURDAY, 25)).toBe('HARD');
    expect(dailyLevel('2026-11-24', 25)).toBe('MEDIUM'); // a Tuesday
    expect(dailyLevel(SUNDAY, 16)).toBe('MASTER');
  });
});

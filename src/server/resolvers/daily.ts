// Query.dailyPuzzle and Query.playerStats: the date's puzzle (generated once, stored under its
// date and size key) and a player's own statistics and daily streaks.
import { difficultyRank, TECHNIQUES, type Difficulty, type Variant } from '../../engine/index.js';
import type { PuzzleRow } from '../../db/repository.js';
import type { PlayerShapeStats, Resolvers } from '../../generated/graphql.js';
import type { Context } from '../context.js';
import { dailyDate, dailyGeneration, dailyShape, dayNumber, utcDate } from '../daily.js';
import { playerOf } from '../player-id.js';
import { asTechnique } from './logic.js';
import { payingForPuzzles, storeGenerated } from './puzzles.js';

/** Simplest first: by level, then by weight (the players' ladder's order, near enough to list by). */
const FACTS = new Map(TECHNIQUES.map((t) => [t.name as string, t]));
const simplerFirst = (a: string, b: string): number => {
  const x = FACTS.get(a)!;
  const y = FACTS.get(b)!;
  return difficultyRank(x.level) - difficultyRank(y.level) || x.weight - y.weight;
};

/** Statistics cover a player's newest finishes up to this many. */
export const STATS_FINISHES = 5000;
const MAX_DAILY_DATES = 366;

// Concurrent first requests for one date and size in this process share one generation.
const making = new Map<string, Promise<string>>();

async function dailyPuzzleId(
  ctx: Pick<Context, 'repo' | 'compute' | 'client'>,
  date: string,
  size: number,
  variant?: Variant,
): Promise<string> {
  const { repo, compute } = ctx;
  const stored = await repo.daily.find(date, size, variant ?? '');
  if (stored) return stored;
  const key = `${date} ${size} ${variant ?? ''}`;
  let pending = making.get(key);
  if (!pending) {
    // The request that makes a date's puzzle pays for one stored puzzle (a flood of past dates is a
    // flood of generations); later requests share it for nothing.
    pending = payingForPuzzles(ctx, 1, async () => {
      // The weekday's level, or the hardest easier one, decided by counts (daily.ts): every
      // replica computes the same puzzle, whatever its load.
      const generated = await dailyGeneration(date, size, (options) => compute.generatePuzzle(options), variant);
      const row: PuzzleRow = await storeGenerated(repo, dailyShape(size), generated);
      return repo.daily.claim(date, size, row.id, variant ?? '');
    }).finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}

/** A puzzle's variants as stored (a JSON array written from variantsOf, in its order; null for a classic puzzle). */
const storedVariants = (json: string | null): Variant[] => (json === null ? [] : (JSON.parse(json) as Variant[]));

/** Longest run of consecutive days in `days` (ascending day numbers). */
function longestRun(days: number[]): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1] + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

export const dailyResolvers: Resolvers = {
  Query: {
    dailyPuzzle: async (_, { size, date, variant }, ctx) => {
      const day = dailyDate(date);
      const n = size ?? 9;
      dailyShape(n);
      const id = await dailyPuzzleId(ctx, day, n, variant ?? undefined);
      const { puzzleById } = ctx;
      const puzzle = await puzzleById.load(id);
      if (!puzzle) throw new Error(`daily puzzle ${day} ${n}: puzzle ${id} missing`);
      return puzzle;
    },
    playerStats: async (_, { player }, { repo }) => {
      const facts = await repo.games.facts(playerOf(player), STATS_FINISHES);
      const groups = new Map<string, { stats: PlayerShapeStats; times: number[] }>();
      const finishedDaily = new Set<string>();
      const onTheDay = new Set<number>();
      const found = new Map<string, number>();
      for (const f of facts) {
        for (const t of f.techniques) found.set(t, (found.get(t) ?? 0) + 1);
        const variants = storedVariants(f.variants);
        const key = `${f.size}|${f.boxRows}|${f.boxCols}|${f.difficulty}|${variants.join(',')}`;
        let g = groups.get(key);
        if (!g) {
          const stats = {
            size: f.size,
            boxRows: f.boxRows,
            boxCols: f.boxCols,
            difficulty: f.difficulty as Difficulty,
            variants,
            finished: 0,
            bestMs: null,
            medianMs: null,
            hintsUsed: 0,
          };
          g = { stats, times: [] };
          groups.set(key, g);
        }
        g.stats.finished++;
        g.stats.hintsUsed += f.hintsUsed;
        g.times.push(f.elapsedMs);
        if (f.dailyDate) {
          finishedDaily.add(f.dailyDate);
          // A streak counts a date only when its puzzle was finished on that date (UTC).
          if (utcDate(f.createdAt.getTime()) === f.dailyDate) onTheDay.add(dayNumber(f.dailyDate));
        }
      }
      const shapes = [...groups.values()].map(({ stats, times }) => {
        times.sort((a, b) => a - b);
        return { ...stats, bestMs: times[0], medianMs: times[(times.length - 1) >> 1] };
      });
      shapes.sort(
        (a, b) =>
          a.size - b.size ||
          a.boxRows - b.boxRows ||
          a.variants.length - b.variants.length ||
          a.variants.join().localeCompare(b.variants.join()) ||
          difficultyRank(a.difficulty) - difficultyRank(b.difficulty),
      );
      const days = [...onTheDay].sort((a, b) => a - b);
      const today = dayNumber(utcDate(Date.now()));
      let current = 0;
      let d = onTheDay.has(today) ? today : today - 1;
      while (onTheDay.has(d)) {
        current++;
        d--;
      }
      return {
        shapes,
        techniquesFound: [...found]
          .sort(([a], [b]) => simplerFirst(a, b))
          .map(([technique, games]) => ({ technique: asTechnique(technique)!, games })),
        currentDailyStreak: current,
        longestDailyStreak: longestRun(days),
        dailyFinished: [...finishedDaily].sort().reverse().slice(0, MAX_DAILY_DATES),
      };
    },
  },
};

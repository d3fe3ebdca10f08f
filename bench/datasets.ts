// The shared data sets (../shared/datasets/, see its README) and how much of each the bench uses.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DATASET_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'datasets');

export interface DatasetSpec {
  readonly name: string;
  readonly file: string;
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  /** Every puzzle of the set has exactly one solution (false: every one has several). */
  readonly unique: boolean;
  /** Puzzles used by a full run and by --quick (BENCH_LIMIT overrides both). */
  readonly limit: number;
  readonly quickLimit: number;
}

// Full-run subsets keep one timed pass of our engine around a second at the targets.
export const DATASETS: readonly DatasetSpec[] = [
  {
    name: 'kaggle_easy_10k',
    file: '9x9/kaggle_easy_10k.txt',
    size: 9,
    boxRows: 3,
    boxCols: 3,
    unique: true,
    limit: 10_000,
    quickLimit: 2_000,
  },
  { name: '17clue_20k', file: '9x9/17clue_20k.txt', size: 9, boxRows: 3, boxCols: 3, unique: true, limit: 20_000, quickLimit: 2_000 },
  {
    name: 'magictour_top1465',
    file: '9x9/magictour_top1465.txt',
    size: 9,
    boxRows: 3,
    boxCols: 3,
    unique: true,
    limit: 1_465,
    quickLimit: 500,
  },
  {
    name: 'forum_hardest_1905_11plus_20k',
    file: '9x9/forum_hardest_1905_11plus_20k.txt',
    size: 9,
    boxRows: 3,
    boxCols: 3,
    unique: true,
    limit: 5_000,
    quickLimit: 200,
  },
  {
    name: 'forum_hardest_1106',
    file: '9x9/forum_hardest_1106.txt',
    size: 9,
    boxRows: 3,
    boxCols: 3,
    unique: true,
    limit: 375,
    quickLimit: 50,
  },
  {
    name: 'serg_benchmark_10k',
    file: '9x9/serg_benchmark_10k.txt',
    size: 9,
    boxRows: 3,
    boxCols: 3,
    unique: false,
    limit: 10_000,
    quickLimit: 1_000,
  },
  {
    name: '16x16 algts_d0.5_100',
    file: '16x16/algts_d0.5_100.txt',
    size: 16,
    boxRows: 4,
    boxCols: 4,
    unique: true,
    limit: 100,
    quickLimit: 20,
  },
  {
    name: '16x16 algts_d1.0_100',
    file: '16x16/algts_d1.0_100.txt',
    size: 16,
    boxRows: 4,
    boxCols: 4,
    unique: true,
    limit: 100,
    quickLimit: 6,
  },
  {
    name: '4x4 algts_d1.0_1000',
    file: '4x4/algts_d1.0_1000.txt',
    size: 4,
    boxRows: 2,
    boxCols: 2,
    unique: true,
    limit: 1_000,
    quickLimit: 1_000,
  },
];

export interface LoadedSet {
  readonly spec: DatasetSpec;
  readonly lines: string[];
  /** Same line numbers as `lines`; null when the set ships no `.solutions` file. */
  readonly solutions: string[] | null;
  /** Puzzles in the file (before the limit). */
  readonly available: number;
}

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

export function loadSet(spec: DatasetSpec, limit: number): LoadedSet {
  const path = join(DATASET_ROOT, spec.file);
  const all = readLines(path);
  const lines = all.slice(0, limit);
  const solPath = `${path}.solutions`;
  const solutions = existsSync(solPath) ? readLines(solPath).slice(0, lines.length) : null;
  for (const l of lines) if (l.length !== spec.size * spec.size) throw new Error(`${spec.file}: line of ${l.length} characters`);
  return { spec, lines, solutions, available: all.length };
}

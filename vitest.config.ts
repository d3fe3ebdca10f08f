import { defineConfig } from 'vitest/config';

// The suites that touch storage run twice: on SQLite (the embedded default) and on a real
// PostgreSQL server that support/postgres-setup.ts starts for the run. PostgreSQL-only
// suites (two replicas on one database) run only in the second.
const BOTH = [
  'test/api/solve.test.ts',
  'test/api/history.test.ts',
  'test/api/process.test.ts',
  'test/api/repository-raw.test.ts',
  'test/api/counts.test.ts',
  'test/api/create-puzzle.test.ts',
  'test/api/formats.test.ts',
  'test/hardening/crash.test.ts',
  'test/api/history-plans.test.ts',
  'test/api/games.test.ts',
  'test/api/stored-answers.test.ts',
  'test/api/review.test.ts',
  'test/api/stored-limits.test.ts',
  'test/api/retention.test.ts',
  'test/api/variants.test.ts',
];
const POSTGRES_ONLY = ['test/api/replicas.test.ts', 'test/api/pg-reads.test.ts', 'test/api/pg-down.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The default report, then the files a crashed worker left unfinished (support/unfinished-reporter.ts).
    reporters: ['default', './support/unfinished-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...POSTGRES_ONLY],
          env: { TEST_DB: 'sqlite' },
          globalSetup: ['support/cli-build-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [...BOTH, ...POSTGRES_ONLY],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['support/postgres-setup.ts'],
        },
      },
    ],
  },
});

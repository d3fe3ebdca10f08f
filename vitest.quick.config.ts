import { defineConfig } from 'vitest/config';

// `npm run test:quick`: the engine, CLI and API suites on SQLite only — no PostgreSQL server, no
// browser, no hardening suite, and without the long sweeps (logic soundness over data sets,
// generation of every shape, packing, pattern grids, empty boards) and the process tests.
// `npm test` (vitest.config.ts) runs everything.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default', './support/unfinished-reporter.ts'],
    include: ['test/engine/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/api/**/*.test.ts', 'test/architecture/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      'test/api/replicas.test.ts',
      'test/api/pg-reads.test.ts',
      'test/api/process.test.ts',
      'test/engine/logic/soundness.test.ts',
      'test/engine/logic/techniques-soundness.test.ts',
      'test/engine/logic/graded-generate.test.ts',
      'test/engine/logic/variant-datasets.test.ts',
      'test/engine/logic/players-level-sweep.test.ts',
      'test/engine/practice-bank-sweep.test.ts',
      'test/engine/logic/techniques-work.test.ts',
      'test/engine/generate.test.ts',
      'test/engine/packing.test.ts',
      'test/engine/pattern.test.ts',
      'test/engine/lexicographic.test.ts',
      'test/engine/rules/agreement.test.ts',
    ],
    env: { TEST_DB: 'sqlite' },
    globalSetup: ['support/cli-build-setup.ts'],
  },
});

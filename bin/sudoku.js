#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ and bundled into one file (dist/cli/sudoku.js,
// esbuild) by `npm run build:server`, which `prepare` runs on npm ci (`npm run build:cli` rebuilds
// the CLI alone). So a start costs no TypeScript transpilation, and one file because resolving and
// linking ~60 separate ES modules cost ~0.1 s of CPU per process, as much as solving 7,000 17-clue
// puzzles (bench/RESULTS.md, CLI start-up).
import '../dist/cli/sudoku.js';

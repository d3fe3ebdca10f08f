#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ by `npm run build:cli` (run by `prepare` on npm ci),
// so a start costs no TypeScript transpilation, and bundled into one file (dist/cli/sudoku.js,
// esbuild): resolving and linking ~60 separate ES modules cost ~0.1 s of CPU per process, as much
// as solving 7,000 17-clue puzzles (bench/RESULTS.md, CLI start-up).
import '../dist/cli/sudoku.js';

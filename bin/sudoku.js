#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ by `npm run build:cli` (run by `prepare` on npm ci),
// so a start costs no TypeScript transpilation.
import '../dist/cli/main.js';

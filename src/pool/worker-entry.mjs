// Worker bootstrap for development and tests: a worker thread does not always inherit the
// parent's TypeScript loader (vitest runs without tsx), so load worker.ts through tsx's scoped
// API. The pool loads it through worker-entry.cjs; a compiled build loads worker.js through
// worker-compiled.cjs and never loads this file.
import { tsImport } from 'tsx/esm/api';

const mod = await tsImport('./worker.ts', import.meta.url);
export default mod.default;

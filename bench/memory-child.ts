// Run in a fresh process (with --expose-gc): memory kept by the 25×25 geometry cache and one solve.
// Argument: a 25×25 puzzle (625 symbols). Prints one JSON line.
import { geometryOf, solve, type SolveOutcome } from '../src/engine/index.js';
import { parseBoardText } from '../src/engine/codec.js';

const gc = (globalThis as { gc?: () => void }).gc;
const settle = () => {
  if (gc) for (let i = 0; i < 3; i++) gc();
};
const mb = (b: number) => b / (1024 * 1024);

const text = process.argv[2] ?? '';
const parsed = parseBoardText(text, { boxRows: 5, boxCols: 5 });
if (!parsed.ok) {
  console.log(JSON.stringify({ error: parsed.error.message }));
  process.exit(0);
}
const board = parsed.value;
settle();
const before = process.memoryUsage();
const geometry = geometryOf(board.shape);
settle();
const afterGeometry = process.memoryUsage();
const t0 = performance.now();
const outcome: SolveOutcome = solve(board, { limit: 2 });
const solveMs = performance.now() - t0;
settle();
const after = process.memoryUsage();
const delta = (a: NodeJS.MemoryUsage, b: NodeJS.MemoryUsage) => ({
  heapUsedMB: mb(b.heapUsed - a.heapUsed),
  arrayBuffersMB: mb(b.arrayBuffers - a.arrayBuffers),
  externalMB: mb(b.external - a.external),
  rssMB: mb(b.rss - a.rss),
});
console.log(
  JSON.stringify({
    gcExposed: gc !== undefined,
    status: outcome.status,
    unique: outcome.unique,
    solveMs,
    geometryUnits: geometry.unitCount, // keeps the cache entry visibly alive until here
    geometry: delta(before, afterGeometry),
    geometryPlusSolve: delta(before, after),
    total: { heapUsedMB: mb(after.heapUsed), arrayBuffersMB: mb(after.arrayBuffers), rssMB: mb(after.rss) },
  }),
);

import { readFileSync } from 'node:fs';
import { searchFor } from './src/engine/solve.js';
import { randomFromSeed } from './src/engine/rng.js';
import { maskPuzzle } from './src/engine/generate/mask.js';
const l = readFileSync(`../shared/datasets/9x9/serg_benchmark_10k.txt`, 'utf8').split('\n')[0];
const mask = new Uint8Array([...l.slice(0, 81)].map((c) => (c === '.' || c === '0' ? 0 : 1)));
const shape = { size: 9, boxRows: 3, boxCols: 3 };
const s = searchFor(shape);
s.begin({ maxNodes: 1e8, deadline: performance.now() + 60000 });
console.log(l);
for (let a = 0; a < 5; a++) { const r = maskPuzzle(s, shape, randomFromSeed('q' + a), mask); console.log(typeof r === 'string' ? r : 'ok'); }

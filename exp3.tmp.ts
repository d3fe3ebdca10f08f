import { readFileSync } from 'node:fs';
import { generate } from './src/engine/index.js';
for (const f of ['17clue_20k', 'magictour_top1465', 'kaggle_easy_10k', 'serg_benchmark_10k']) {
  const lines = readFileSync(`../shared/datasets/9x9/${f}.txt`, 'utf8').split('\n').filter((l) => l.length >= 81).slice(0, 5);
  const out: string[] = [];
  for (const l of lines) {
    const mask = [...l.slice(0, 81)].map((c) => (c === '.' || c === '0' ? '.' : 'x')).join('');
    const t = performance.now();
    const g = generate({ size: 9, seed: 'm', pattern: mask });
    out.push(`${81 - mask.split('x').length + 1}:${g.status === 'GENERATED' ? g.rating.level : g.status}:${(performance.now() - t).toFixed(0)}ms`);
  }
  console.log(f, out.join(' '));
}

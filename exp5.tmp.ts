import { readFileSync } from 'node:fs';
import { generate, formatCells } from './src/engine/index.js';
const masks: string[] = [];
for (let s = 0; s < 4; s++) { const g = generate({ size: 9, seed: 'mk' + s, difficulty: 'HARD', symmetry: 'ROTATE_180' }); if (g.status === 'GENERATED') masks.push(formatCells(g.puzzle.cells).replace(/[^.]/g, 'x')); }
for (const f of ['17clue_20k', 'magictour_top1465']) for (const l of readFileSync(`../shared/datasets/9x9/${f}.txt`, 'utf8').split('\n').slice(0, 3)) masks.push(l.slice(0, 81).replace(/[^.0]/g, 'x'));
for (const mask of masks) {
  const t = performance.now();
  const g = generate({ size: 9, seed: 'm', pattern: mask });
  console.log(mask.split('x').length - 1, g.status === 'GENERATED' ? g.rating.level : g.status, (performance.now() - t).toFixed(0) + 'ms');
}

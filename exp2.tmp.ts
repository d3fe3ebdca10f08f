import { generate } from './src/engine/index.js';
const cases: [string, any][] = [
  ['R180 HARD', { difficulty: 'HARD', symmetry: 'ROTATE_180' }],
  ['R90 MEDIUM', { difficulty: 'MEDIUM', symmetry: 'ROTATE_90' }],
  ['MIRROR EXPERT', { difficulty: 'EXPERT', symmetry: 'MIRROR' }],
  ['DIAG EASY', { difficulty: 'EASY', symmetry: 'DIAGONAL' }],
  ['minimal', { difficulty: 'HARD', minimal: true }],
  ['minimal R180', { difficulty: 'HARD', minimal: true, symmetry: 'ROTATE_180' }],
  ['XWING', { requireTechnique: 'X_WING' }],
  ['XYWING', { requireTechnique: 'XY_WING' }],
  ['score 4-5', { minScore: 4, maxScore: 5 }],
  ['score 7+', { minScore: 7 }],
  ['pattern 30', { pattern: 'x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x' }],
  ['pattern 24 R180', { pattern: '..x...x...x.x.x.x.x...x...x......x.x.x.x......x...x...x.x.x.x.x...x...x..' + '.......', symmetry: 'NONE' }],
];
for (const [name, o] of cases) {
  const out: string[] = []; const times: number[] = [];
  for (let s = 0; s < 6; s++) {
    const t = performance.now();
    const g = generate({ size: 9, seed: `p${s}`, ...o });
    times.push(performance.now() - t);
    out.push(g.status === 'GENERATED' ? `${g.gradeMet ? '' : '!'}${g.rating.level[0]}${g.rating.score}${g.rating.hardest?.slice(0,6)}/${81 - g.removed}` : g.status + ':' + (g as any).message.slice(0, 70));
  }
  times.sort((a, b) => a - b);
  console.log(name, `med ${times[3].toFixed(0)} max ${times[5].toFixed(0)}`, out.join(' '));
}

import { generate } from './src/engine/index.js';
const size = Number(process.argv[2] ?? 9);
const levels = (process.argv[3] ?? 'EASY,MEDIUM,HARD,EXPERT,MASTER').split(',');
const seeds = Number(process.argv[4] ?? 10);
const extra = JSON.parse(process.argv[5] ?? '{}');
for (const d of levels) {
  const res: string[] = []; const times: number[] = [];
  let met = 0;
  for (let s = 0; s < seeds; s++) {
    const t = performance.now();
    const g = generate({ size, difficulty: d as any, seed: `g${s}`, ...extra });
    times.push(performance.now() - t);
    if (g.status === 'GENERATED') { if (g.gradeMet) met++; res.push(`${g.rating.level[0]}${g.rating.score}/${81 - g.removed}`); }
    else res.push(g.status + ':' + (g as any).message?.slice(0, 60));
  }
  times.sort((a, b) => a - b);
  console.log(d, `met ${met}/${seeds}`, `median ${times[Math.floor(seeds / 2)].toFixed(0)}ms max ${times[seeds - 1].toFixed(0)}`, res.join(' '));
}

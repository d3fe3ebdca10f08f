// Calibration against published Explainer ratings (support/calibration/README.md names the
// sources): rank correlation, mean absolute error and the share within ±0.5 of our score, over
// each split and per band of the published rating, with the hardest techniques behind the gaps.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyze } from '../src/engine/index.js';
import { parseBoardText } from '../src/engine/codec.js';

const DATA = join(dirname(fileURLToPath(import.meta.url)), '..', 'support', 'calibration');

export interface Rated {
  readonly puzzle: string;
  readonly published: number;
}

export interface Scored extends Rated {
  readonly score: number;
  readonly hardest: string;
  readonly ms: number;
}

/** A split's lines, `<81 characters> <rating>`; `limit` keeps every k-th line so all bands stay. */
export function loadSplit(name: 'calibration' | 'heldback', limit?: number): Rated[] {
  const all = readFileSync(join(DATA, `${name}.txt`), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => {
      const [puzzle, rating] = l.split(' ');
      return { puzzle, published: Number(rating) };
    });
  if (limit === undefined || limit >= all.length) return all;
  const step = all.length / limit;
  return Array.from({ length: limit }, (_, k) => all[Math.floor(k * step)]);
}

export function scoreAll(rated: readonly Rated[]): Scored[] {
  return rated.map((r) => {
    const p = parseBoardText(r.puzzle);
    if (!p.ok) throw new Error(`calibration line does not parse: ${r.puzzle}`);
    const t = performance.now();
    const o = analyze(p.value);
    const ms = performance.now() - t;
    if (o.status !== 'ANALYZED') throw new Error(`calibration puzzle not analysed (${o.status}): ${r.puzzle}`);
    return { ...r, score: o.analysis.score, hardest: o.analysis.hardest ?? 'NONE', ms };
  });
}

/** Average ranks, ties sharing the mean of their positions. */
function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) r[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

/** Spearman's rank correlation: Pearson's correlation of the average ranks. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const ma = ra.reduce((s, x) => s + x, 0) / n;
  const mb = rb.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    num += (ra[i] - ma) * (rb[i] - mb);
    da += (ra[i] - ma) ** 2;
    db += (rb[i] - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

const BANDS: readonly [number, number][] = [
  [1.0, 2.4],
  [2.5, 2.9],
  [3.0, 3.9],
  [4.0, 4.4],
  [4.5, 4.9],
  [5.0, 5.9],
  [6.0, 6.4],
  [6.5, 6.9],
  [7.0, 7.4],
  [7.5, 7.9],
  [8.0, 8.4],
  [8.5, 8.9],
  [9.0, 11.9],
];

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length === 0 ? NaN : s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (k: number, n: number): string => `${((100 * k) / Math.max(1, n)).toFixed(0)}%`;

/** The headline figures of one split. */
export function summary(scored: readonly Scored[]): { rho: number; mae: number; within: number } {
  const err = scored.map((s) => Math.abs(s.score - s.published));
  return {
    rho: spearman(
      scored.map((s) => s.published),
      scored.map((s) => s.score),
    ),
    mae: err.reduce((a, b) => a + b, 0) / Math.max(1, err.length),
    within: err.filter((e) => e <= 0.5 + 1e-9).length / Math.max(1, err.length),
  };
}

/**
 * Ratings that a technique of Sukaku Explainer's default set lacking in SE 1.2.1 can give (turbot
 * fish 4.0–4.3, 3- and 4-strong-linked fishes 5.4–6.1, WXYZ- and VWXYZ-Wings 5.5–5.6 and 6.2–6.4,
 * UVWXYZ 6.6, TUVWXYZ 7.5): a puzzle published at one of them may rate higher in SE 1.2.1. The
 * "SE-comparable" figures leave them out.
 */
export const SUKAKU_EXTRA_RATINGS: ReadonlySet<number> = new Set([
  4.0, 4.1, 4.2, 4.3, 5.4, 5.5, 5.6, 5.7, 5.8, 5.9, 6.0, 6.1, 6.2, 6.3, 6.4, 6.6, 7.5,
]);

/** Prints the split's figures, then one line per band: n, MAE, signed bias, within ±0.5, the techniques of the misses. */
export function report(name: string, scored: readonly Scored[]): void {
  const line = (label: string, xs: readonly Scored[]): string => {
    const { rho, mae, within } = summary(xs);
    return `${label.padEnd(26)} n=${String(xs.length).padStart(4)}  Spearman ${rho.toFixed(3)}  MAE ${mae.toFixed(2)}  within ±0.5 ${(100 * within).toFixed(0)}%`;
  };
  console.log(
    `${line(name, scored)}  analyze median ${median(scored.map((s) => s.ms)).toFixed(1)} ms, max ${Math.max(...scored.map((s) => s.ms)).toFixed(0)} ms`,
  );
  console.log(
    line(
      `${name}, SE-comparable`,
      scored.filter((s) => !SUKAKU_EXTRA_RATINGS.has(s.published)),
    ),
  );
  for (const [lo, hi] of BANDS) {
    const b = scored.filter((s) => s.published >= lo - 1e-9 && s.published <= hi + 1e-9);
    if (b.length === 0) continue;
    const err = b.map((s) => s.score - s.published);
    const misses = new Map<string, number>();
    for (const s of b) {
      if (Math.abs(s.score - s.published) <= 0.5 + 1e-9) continue;
      const key = `${s.hardest} ${s.score > s.published ? 'high' : 'low'}`;
      misses.set(key, (misses.get(key) ?? 0) + 1);
    }
    const top = [...misses]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 4)
      .map(([k, n]) => `${k} ×${n}`)
      .join(', ');
    console.log(
      `  SE ${lo.toFixed(1)}–${hi.toFixed(1)}`.padEnd(16) +
        `n=${String(b.length).padStart(4)}  MAE ${(err.reduce((a, e) => a + Math.abs(e), 0) / b.length).toFixed(2)}  ` +
        `bias ${err.reduce((a, e) => a + e, 0) / b.length >= 0 ? '+' : ''}${(err.reduce((a, e) => a + e, 0) / b.length).toFixed(2)}  ` +
        `within ±0.5 ${pct(err.filter((e) => Math.abs(e) <= 0.5 + 1e-9).length, b.length).padStart(4)}  ` +
        `median ours ${median(b.map((s) => s.score)).toFixed(1)}${top ? `  misses: ${top}` : ''}`,
    );
  }
}

// JIGSAW: regions[i] is cell i's region (0..N−1); the N regions of N cells each replace the boxes.
// A region need not be connected: the rule's meaning does not depend on it (f-puzzles draws
// disconnected regions too); generated layouts are connected (docs/variants.md).
import { badRule, type RuleModule } from '../module.js';

export const jigsaw: RuleModule<'JIGSAW'> = {
  kind: 'JIGSAW',
  // Regions move with their cells and are numbered again in the order the image meets them, so
  // images that differ only in how the regions were numbered are the same data.
  image(rule, m) {
    const moved = new Array<number>(rule.regions.length);
    rule.regions.forEach((r, i) => (moved[m.cell(i)] = r));
    const renumbered = new Map<number, number>();
    return { kind: 'JIGSAW', regions: moved.map((r) => renumbered.get(r) ?? renumbered.set(r, renumbered.size).get(r)!) };
  },
  check(rule, ctx) {
    const n = ctx.n;
    const regions: unknown = rule.regions;
    if (!Array.isArray(regions) || regions.length !== n * n) {
      return badRule(ctx, `regions must list one region per cell (${n * n}), not ${Array.isArray(regions) ? regions.length : 'none'}`);
    }
    const count = new Array<number>(n).fill(0);
    for (let i = 0; i < regions.length; i++) {
      const r: unknown = regions[i];
      if (typeof r !== 'number' || !Number.isInteger(r) || r < 0 || r >= n) {
        return badRule(ctx, `region ${JSON.stringify(r) ?? String(r)} is outside 0…${n - 1}`, i);
      }
      count[r]++;
    }
    for (let r = 0; r < n; r++) {
      if (count[r] !== n) {
        const at = regions.indexOf(r);
        return badRule(ctx, `region ${r} has ${count[r]} cells, a region holds ${n}`, at >= 0 ? at : undefined);
      }
    }
    return { cells: regions.map((_, i) => i), key: 'JIGSAW' };
  },
  compile(rule, b, ctx) {
    const n = ctx.n;
    const cells: number[][] = Array.from({ length: n }, () => []);
    rule.regions.forEach((r, i) => cells[r].push(i));
    for (const region of cells) b.house(region, { kind: 'JIGSAW', rule: ctx.index });
  },
};

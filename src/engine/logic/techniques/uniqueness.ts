// Unique Rectangle type 1: on a board known to have exactly one solution, four empty cells in two
// rows, two columns and exactly two boxes may not all be limited to the same two digits {a, b}
// (the two digits could be swapped, giving a second solution). When three corners hold only
// {a, b}, the fourth corner is neither a nor b.
import type { Technique } from '../types.js';
import { symbolFor } from '../../symbols.js';
import { andList, cellName, colOf, popcount, rowOf, spend, sym, lowDigit, unitRef } from './links.js';

export const uniqueRectangle1: Technique = (ctx) => {
  if (!ctx.unique) return null;
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  for (let r1 = 0; r1 < n; r1++) {
    if (spend(ctx, n * n)) return null;
    for (let c1 = 0; c1 < n; c1++) {
      const a = r1 * n + c1;
      const m = cands[a];
      if (m === 0 || popcount(m) !== 2) continue;
      for (let c2 = c1 + 1; c2 < n; c2++) {
        const b = r1 * n + c2;
        if (cands[b] !== m) continue;
        if (spend(ctx, n)) return null;
        for (let r2 = 0; r2 < n; r2++) {
          if (r2 === r1) continue;
          const c = r2 * n + c1;
          const d = r2 * n + c2;
          const boxes = new Set([geo.boxOf[a], geo.boxOf[b], geo.boxOf[c], geo.boxOf[d]]);
          if (boxes.size !== 2) continue;
          let floor: number;
          let roof: number;
          // The roof keeps a digit of the pair and something else (else it is no elimination).
          const isRoof = (x: number) => (cands[x] & m) !== 0 && (cands[x] & ~m) !== 0;
          if (cands[c] === m && isRoof(d)) {
            [floor, roof] = [c, d];
          } else if (cands[d] === m && isRoof(c)) {
            [floor, roof] = [d, c];
          } else continue;
          const elims = [];
          for (let x = cands[roof] & m; x !== 0; x &= x - 1) {
            elims.push({ row: rowOf(geo, roof), col: colOf(geo, roof), value: lowDigit(x) + 1 });
          }
          const x = lowDigit(m);
          const y = lowDigit(m & ~(1 << x));
          const corners = [a, b, c, d].sort((p, q) => p - q);
          return {
            technique: 'UNIQUE_RECTANGLE_1',
            placements: [],
            eliminations: elims,
            cells: corners,
            units: [unitRef(geo, r1), unitRef(geo, r2), unitRef(geo, n + c1), unitRef(geo, n + c2)],
            explanation:
              `${cellName(geo, a)}, ${cellName(geo, b)} and ${cellName(geo, floor)} hold only ${sym(x)} or ${sym(y)}, so ` +
              `${cellName(geo, roof)} must not, or the two digits could swap in a second solution: ` +
              `${andList(elims.map((e) => symbolFor(e.value)))} ${elims.length > 1 ? 'leave' : 'leaves'} ${cellName(geo, roof)}.`,
          };
        }
      }
    }
  }
  return null;
};

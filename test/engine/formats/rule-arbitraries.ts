// fast-check generators of rules (src/engine/rules/types.ts) on a shape, for the formats' round-trip
// tests: every kind, with the data each kind takes, in the canonical form decoders return (JIGSAW
// regions numbered by first appearance, cage cells ascending where a format sorts them).
import fc from 'fast-check';
import type { Rule, RuleKind } from '../../../src/engine/rules/types.js';
import type { Shape } from '../../../src/engine/types.js';
import { boxRegions, relabel, sameCells, shapeOfRegionMap, windokuWindows } from '../../../src/engine/formats/rule-data.js';
import { seeded } from '../../../support/transforms.js';

/** A seeded generator (mulberry32), so a failing case replays. */
export const random = seeded;

const cellArb = (n: number) => fc.integer({ min: 0, max: n * n - 1 });
const cellsArb = (n: number, min: number, max: number) => fc.uniqueArray(cellArb(n), { minLength: min, maxLength: Math.min(max, n * n) });

/** Two orthogonally adjacent cells, in either order. */
const pairArb = (n: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 2 }), fc.boolean(), fc.boolean())
    .map(([a, b, across, flip]) => {
      const [p, q] = across ? [a * n + b, a * n + b + 1] : [b * n + a, (b + 1) * n + a];
      return (flip ? [q, p] : [p, q]) as [number, number];
    });

/** A region map of N regions of N cells that is no tiling by boxes: the boxes with cells swapped at random. */
export const jigsawArb = (shape: Shape) =>
  fc
    .integer()
    .map((seed) => {
      const n = shape.size;
      const rand = random(seed);
      const map = boxRegions(shape);
      for (let k = 0; k < 2 + Math.floor(rand() * n * 2); k++) {
        const i = Math.floor(rand() * n * n);
        const j = Math.floor(rand() * n * n);
        [map[i], map[j]] = [map[j], map[i]];
      }
      return relabel(map).regions;
    })
    .filter((regions) => shapeOfRegionMap(regions, shape.size) === undefined)
    .map((regions): Rule => ({ kind: 'JIGSAW', regions }));

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** One rule of `kind` on `shape`. */
export function ruleArb(kind: RuleKind, shape: Shape): fc.Arbitrary<Rule> {
  const n = shape.size;
  switch (kind) {
    case 'DIAGONAL':
      return fc.constantFrom('MAIN' as const, 'ANTI' as const).map((direction) => ({ kind, direction }));
    case 'JIGSAW':
      return jigsawArb(shape);
    case 'EXTRA_REGION':
      return cellsArb(n, 1, n)
        .filter((cells) => !windokuWindows(shape).some((w) => sameCells(w, cells)))
        .map((cells) => ({ kind, cells }));
    case 'WINDOKU':
    case 'DISJOINT_GROUPS':
    case 'ANTI_KNIGHT':
    case 'ANTI_KING':
    case 'NON_CONSECUTIVE':
      return fc.constant({ kind } as Rule);
    case 'KILLER_CAGE':
      return fc
        .tuple(cellsArb(n, 1, n), optional(fc.integer({ min: 1, max: (n * (n + 1)) / 2 })))
        .map(([cells, sum]) => (sum === undefined ? { kind, cells } : { kind, cells, sum }));
    case 'KROPKI':
      return fc
        .tuple(pairArb(n), fc.constantFrom('WHITE' as const, 'BLACK' as const), optional(fc.integer({ min: 1, max: n - 1 })))
        .map(([cells, color, value]) => (value === undefined ? { kind, cells, color } : { kind, cells, color, value }));
    case 'XV':
      return fc.tuple(pairArb(n), fc.constantFrom(5 as const, 10 as const)).map(([cells, sum]) => ({ kind, cells, sum }));
    case 'NEGATIVE':
      return fc.constantFrom('WHITE' as const, 'BLACK' as const, 'XV' as const).map((of) => ({ kind, of }));
    case 'PARITY':
      return fc.tuple(cellArb(n), fc.constantFrom('EVEN' as const, 'ODD' as const)).map(([cell, parity]) => ({ kind, cell, parity }));
    case 'GREATER_THAN':
      return pairArb(n).map(([greater, lesser]) => ({ kind, greater, lesser }));
    case 'THERMOMETER':
    case 'RENBAN':
    case 'PALINDROME':
      return cellsArb(n, 2, n).map((cells) => ({ kind, cells }) as Rule);
    case 'WHISPERS':
      return fc
        .tuple(cellsArb(n, 2, n), optional(fc.integer({ min: 1, max: n - 1 })))
        .map(([cells, difference]) => (difference === undefined ? { kind, cells } : { kind, cells, difference }));
    case 'ARROW':
      return fc.tuple(cellsArb(n, 2, n > 9 ? 7 : 9), fc.integer({ min: 1, max: n > 9 ? 1 : 3 })).map(([cells, k]) => ({
        kind,
        circle: cells.slice(0, Math.min(k, cells.length - 1)),
        line: cells.slice(Math.min(k, cells.length - 1)),
      }));
    case 'LITTLE_KILLER':
      return fc
        .tuple(
          fc.integer({ min: -1, max: n }),
          fc.integer({ min: -1, max: n }),
          fc.constantFrom('UP_LEFT' as const, 'UP_RIGHT' as const, 'DOWN_LEFT' as const, 'DOWN_RIGHT' as const),
          fc.integer({ min: 1, max: 200 }),
        )
        .filter(([row, col]) => row === -1 || row === n || col === -1 || col === n)
        .map(([row, col, direction, sum]) => ({ kind, clue: { row, col }, direction, sum }));
    case 'SANDWICH':
      return fc
        .tuple(
          fc.constantFrom('ROW' as const, 'COLUMN' as const),
          fc.integer({ min: 0, max: n - 1 }),
          fc.integer({ min: 0, max: (n * (n - 1)) / 2 }),
        )
        .map(([line, index, sum]) => ({ kind, line, index, sum }));
    case 'QUADRUPLE':
      return fc
        .tuple(
          fc.integer({ min: 0, max: n - 2 }),
          fc.integer({ min: 0, max: n - 2 }),
          fc.array(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: 4 }),
        )
        .map(([r, c, values]) => ({ kind, cell: r * n + c, values }));
  }
}

const SAID_ONCE = new Set<RuleKind>(['JIGSAW', 'WINDOKU', 'DISJOINT_GROUPS', 'ANTI_KNIGHT', 'ANTI_KING', 'NON_CONSECUTIVE']);

/** Rules that say the same thing once (flags, a diagonal, a negative, the jigsaw) keep their first copy. */
function once(rules: Rule[]): Rule[] {
  const seen = new Set<string>();
  return rules.filter((r) => {
    const key = r.kind === 'DIAGONAL' ? `D${r.direction}` : r.kind === 'NEGATIVE' ? `N${r.of}` : SAID_ONCE.has(r.kind) ? r.kind : undefined;
    if (key === undefined) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A list of up to `max` rules of the given kinds. */
export const rulesArb = (shape: Shape, kinds: readonly RuleKind[], max = 10) =>
  fc
    .array(
      fc.constantFrom(...kinds).chain((k) => ruleArb(k, shape)),
      { minLength: 1, maxLength: max },
    )
    .map(once);

/** Givens (and placed values when `placed`) on random cells. */
export const givensArb = (shape: Shape, placed: boolean) => {
  const n = shape.size;
  return fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }),
      fc.array(fc.boolean(), { minLength: n * n, maxLength: n * n }),
    )
    .map(([vals, given]) => {
      const cells = new Uint8Array(n * n);
      const values = new Uint8Array(n * n);
      vals.forEach((v, i) => ((given[i] || !placed ? cells : values)[i] = v));
      return { cells, values: placed && values.some(Boolean) ? values : undefined };
    });
};

/**
 * A random 9×9 cage partition: cages grown from random cells through side steps (so also connected by
 * king steps), 1 to `maxSize` cells, cells ascending, cages ordered by their first cell.
 */
export function cagePartition(seed: number, maxSize = 6): number[][] {
  const rand = random(seed);
  const cageAt = new Int32Array(81).fill(-1);
  const cages: number[][] = [];
  const order = Array.from({ length: 81 }, (_, i) => i).sort(() => rand() - 0.5);
  for (const start of order) {
    if (cageAt[start] >= 0) continue;
    const cage = [start];
    cageAt[start] = cages.length;
    const size = 1 + Math.floor(rand() * maxSize);
    while (cage.length < size) {
      const frontier = cage
        .flatMap((i) => [i % 9 > 0 ? i - 1 : -1, i % 9 < 8 ? i + 1 : -1, i - 9, i + 9])
        .filter((j) => j >= 0 && j < 81 && cageAt[j] < 0);
      if (frontier.length === 0) break;
      const next = frontier[Math.floor(rand() * frontier.length)];
      cageAt[next] = cages.length;
      cage.push(next);
    }
    cages.push(cage.sort((a, b) => a - b));
  }
  return cages.sort((a, b) => a[0] - b[0]);
}

/** Rules compared as sets: each rule's JSON, sorted. */
export const asSet = (rules: readonly Rule[] | undefined) => (rules ?? []).map((r) => JSON.stringify(r)).sort();

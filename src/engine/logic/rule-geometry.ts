// The geometry of a board with rules as the logical solver reads it (docs/logic.md, "Variants"):
// built once per compiled rule set (rules/space.ts) and cached with it.
// - units: every house of N cells: rows 0..N-1, columns N..2N-1, the boxes or a jigsaw's regions
//   2N..3N-1 (so techniques that name rows, columns or boxes by these ranges keep working), then
//   the rules' other houses (diagonals, windows, disjoint groups, N-cell extra regions or cages);
// - peers: the model's (every cell that may not share a cell's value: houses, groups such as cages,
//   short regions and renban lines, knight's and king's moves), ascending per cell;
// - the rules beyond that (RuleLinks): each unit's rule, the groups, the pair relations (kropki, XV,
//   thermometers, whispers…) as candidate weak links per cell, and the model itself (unary masks,
//   sums, propagators) for the rule steps (techniques/rules/).
import {
  HOUSE_BOX,
  HOUSE_COLUMN,
  HOUSE_DIAGONAL,
  HOUSE_DISJOINT_GROUP,
  HOUSE_EXTRA_REGION,
  HOUSE_REGION,
  HOUSE_WINDOW,
} from '../geometry.js';
import { windows } from '../rules/kinds/windoku.js';
import type { RuleSpace } from '../rules/space.js';
import type { Rule } from '../rules/types.js';
import type { LogicGeometry, RuleGroup, RuleLinks } from './types.js';

const built = new WeakMap<RuleSpace, LogicGeometry>();

/** The solver's geometry of a compiled rule set. */
export function ruleGeometry(space: RuleSpace): LogicGeometry {
  let g = built.get(space);
  if (g === undefined) {
    g = build(space);
    built.set(space, g);
  }
  return g;
}

const keyOf = (cells: ArrayLike<number>): string =>
  Array.from(cells)
    .sort((x, y) => x - y)
    .join(',');

function build(space: RuleSpace): LogicGeometry {
  const { shape, size: n, cellCount, rules } = space;
  const houses: number[][] = [];
  const kinds: number[] = [];
  const ruleOf: number[] = [];
  const partOf: number[] = [];
  const seen = new Set<string>();
  const push = (cells: readonly number[], kind: number, rule: number, part: number): void => {
    houses.push([...cells]);
    kinds.push(kind);
    ruleOf.push(rule);
    partOf.push(part);
    seen.add(keyOf(cells));
  };
  for (let r = 0; r < n; r++)
    push(
      Array.from({ length: n }, (_, c) => r * n + c),
      0,
      -1,
      -1,
    );
  for (let c = 0; c < n; c++)
    push(
      Array.from({ length: n }, (_, r) => r * n + c),
      HOUSE_COLUMN,
      -1,
      -1,
    );
  const jigsaw = rules.findIndex((r) => r.kind === 'JIGSAW');
  if (jigsaw >= 0) {
    const regions = (rules[jigsaw] as Extract<Rule, { kind: 'JIGSAW' }>).regions;
    const cells: number[][] = Array.from({ length: n }, () => []);
    regions.forEach((region, i) => cells[region].push(i));
    cells.forEach((region, k) => push(region, HOUSE_REGION, jigsaw, k));
  } else {
    const across = n / shape.boxCols;
    for (let box = 0; box < n; box++) {
      const top = Math.floor(box / across) * shape.boxRows;
      const left = (box % across) * shape.boxCols;
      const cells: number[] = [];
      for (let r = 0; r < shape.boxRows; r++) for (let c = 0; c < shape.boxCols; c++) cells.push((top + r) * n + left + c);
      push(cells, HOUSE_BOX, -1, -1);
    }
  }
  const windowKeys = rules.some((r) => r.kind === 'WINDOKU') ? windows(shape).map(keyOf) : [];
  for (const h of space.houses) {
    const source = h.source;
    if (!('rule' in source) || source.kind === 'JIGSAW') continue;
    const key = keyOf(h.cells);
    if (seen.has(key)) continue;
    const first = Math.min(...h.cells);
    switch (source.kind) {
      case 'DIAGONAL':
        push([...h.cells], HOUSE_DIAGONAL, source.rule, -1);
        break;
      case 'WINDOKU':
        push([...h.cells], HOUSE_WINDOW, source.rule, windowKeys.indexOf(key));
        break;
      case 'DISJOINT_GROUPS':
        push(
          [...h.cells],
          HOUSE_DISJOINT_GROUP,
          source.rule,
          (((first / n) | 0) % shape.boxRows) * shape.boxCols + ((first % n) % shape.boxCols),
        );
        break;
      default:
        push([...h.cells], HOUSE_EXTRA_REGION, source.rule, -1);
    }
  }
  const unitCount = houses.length;
  const units = new Int32Array(unitCount * n);
  houses.forEach((cells, u) => units.set(cells, u * n));
  const perCell: number[][] = Array.from({ length: cellCount }, () => []);
  houses.forEach((cells, u) => cells.forEach((c) => perCell[c].push(u)));
  const [cellUnitStart, cellUnits] = csr(perCell);
  const groupLists: number[][] = Array.from({ length: cellCount }, () => []);
  space.groups.forEach((g, k) => g.cells.forEach((c) => groupLists[c].push(k)));
  const [cellGroupStart, cellGroups] = csr(groupLists);
  // Pair relations per cell, partners ascending, each with its table read from that cell's side.
  const partners: { cell: number; relation: number; table: Int32Array }[][] = Array.from({ length: cellCount }, () => []);
  space.pairs.forEach((p, k) => {
    partners[p.a].push({ cell: p.b, relation: k, table: p.allowed });
    partners[p.b].push({ cell: p.a, relation: k, table: p.back });
  });
  const pairStart = new Int32Array(cellCount + 1);
  for (let i = 0; i < cellCount; i++) pairStart[i + 1] = pairStart[i] + partners[i].length;
  const total = pairStart[cellCount];
  const pairCell = new Int32Array(total);
  const pairRelation = new Int32Array(total);
  const pairMask = new Int32Array(total * n);
  for (let i = 0; i < cellCount; i++) {
    partners[i].sort((x, y) => x.cell - y.cell);
    partners[i].forEach((p, j) => {
      const k = pairStart[i] + j;
      pairCell[k] = p.cell;
      pairRelation[k] = p.relation;
      pairMask.set(p.table, k * n);
    });
  }
  let maxPeers = 0;
  let maxCellUnits = 0;
  let maxPairs = 0;
  for (let i = 0; i < cellCount; i++) {
    maxPairs = Math.max(maxPairs, pairStart[i + 1] - pairStart[i]);
    maxPeers = Math.max(maxPeers, space.peerStart[i + 1] - space.peerStart[i]);
    maxCellUnits = Math.max(maxCellUnits, cellUnitStart[i + 1] - cellUnitStart[i]);
  }
  const links: RuleLinks = {
    space,
    unitRule: Int32Array.from(ruleOf),
    unitPart: Int32Array.from(partOf),
    // Groups come only from rules (SpaceBuilder.distinct takes a rule's source).
    groups: space.groups as readonly RuleGroup[],
    cellGroupStart,
    cellGroups,
    pairStart,
    pairCell,
    pairRelation,
    pairMask,
    maxPairs,
    exclusionRule: new Map(space.exclusions.map((e) => [e.a * cellCount + e.b, e.source.rule])),
    uniqueness: uniquenessSound(rules),
  };
  return {
    size: n,
    boxRows: shape.boxRows,
    boxCols: shape.boxCols,
    cellCount,
    allValues: space.allValues,
    units,
    unitCount,
    unitKinds: Uint8Array.from(kinds),
    cellUnitStart,
    cellUnits,
    peerStart: space.peerStart,
    peers: space.peers,
    maxPeers,
    maxCellUnits,
    rules: links,
  };
}

/**
 * Whether the uniqueness techniques (unique rectangles and loops, BUG) are sound under these rules:
 * only on a jigsaw and nothing else. Their argument swaps two digits in a pattern (or every cell's
 * two candidates, for BUG) and needs the swap to keep every rule: it keeps houses that meet the
 * pattern in 2 or 0 cells, and the jigsaw's regions play the boxes' part in the patterns' unit
 * checks (loop-search.ts, bug.ts: a cell's row, column and box or region). Off wherever a rule is not
 * a house: cages and sums (a swap changes which cells hold a and b, so a sum over part of the
 * pattern moves), pairwise rules (knight, king, kropki, XV, non-consecutive, whispers: a swapped
 * value may clash with a neighbour outside the pattern), order rules (thermometers, greater-than,
 * palindromes, renban). Off too with extra houses (diagonals, windows, disjoint groups, extra
 * regions): sound for patterns each of them meets in 2 or 0 cells, but the pattern searches check
 * only a cell's three grid houses.
 */
function uniquenessSound(rules: readonly Rule[]): boolean {
  return rules.length > 0 && rules.every((r) => r.kind === 'JIGSAW');
}

function csr(lists: readonly number[][]): [Int32Array, Int32Array] {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i] + lists[i].length;
  const flat = new Int32Array(start[lists.length]);
  lists.forEach((l, i) => flat.set(l, start[i]));
  return [start, flat];
}

/** Whether a unit is one of the shape's boxes or a jigsaw's region (the houses that play the boxes' part). */
export const boxLike = (geo: LogicGeometry, u: number): boolean => geo.unitKinds[u] === HOUSE_BOX || geo.unitKinds[u] === HOUSE_REGION;

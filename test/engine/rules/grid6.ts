// The 6×6 golden boards of golden.test.ts, one per rule kind: rules read off a 6×6 solution grid, and
// the fewest givens (of that grid) that leave it the only solution (found once with the reference
// checker; the test checks it again). The grid is the solution of a public 6×6 puzzle
// (forum.enjoysudoku.com, "6x6 su-dokus: how hard can they be", the Interactive Sudoku Solver's
// '6x6' example) wherever the kind's global rule holds on it; otherwise a grid the reference checker
// found for that rule.
import type { Rule, RuleKind } from '../../../src/engine/index.js';

export const GRID6 = '325146416325541263263514632451154632';
/** Grids for the global rules GRID6 breaks, each found by the reference checker (seeded fill). */
const GRIDS: Partial<Record<RuleKind, string>> = {
  DIAGONAL: '514236632415261354453621126543345162',
  EXTRA_REGION: '514236632415261354453621126543345162',
  WINDOKU: '514236632415261543453621126354345162',
  DISJOINT_GROUPS: '514236632415365142241563423651156324',
  ANTI_KNIGHT: '514236632415365142241563423651156324',
  ANTI_KING: '514236623145145623362451451362236514',
  NON_CONSECUTIVE: '513642246315624153351426135264462531',
};

/** Orthogonal neighbour pairs (a < b) of a 6×6 grid. */
function pairs(): [number, number][] {
  const out: [number, number][] = [];
  for (let c = 0; c < 36; c++) {
    if (c % 6 < 5) out.push([c, c + 1]);
    if (c + 6 < 36) out.push([c, c + 6]);
  }
  return out;
}

const orthogonal = (c: number) => pairs().flatMap(([a, b]) => (a === c ? [b] : b === c ? [a] : []));

/** Cells in row-major order grown into cages of up to 3 orthogonal cells with distinct values. */
function cages(v: number[]): number[][] {
  const owner = new Array<number>(36).fill(-1);
  const out: number[][] = [];
  for (let c = 0; c < 36; c++) {
    if (owner[c] >= 0) continue;
    const cage = [c];
    owner[c] = out.length;
    for (const d of orthogonal(c)) {
      if (cage.length < 3 && owner[d] < 0 && !cage.some((x) => v[x] === v[d])) {
        cage.push(d);
        owner[d] = out.length;
      }
    }
    out.push(cage);
  }
  return out;
}

/** A path from `start` along orthogonal neighbours while `step(from, to)` holds, at most `length` cells. */
function walk(start: number, length: number, step: (from: number, to: number) => boolean): number[] {
  const path = [start];
  while (path.length < length) {
    const next = orthogonal(path[path.length - 1]).find((d) => !path.includes(d) && step(path[path.length - 1], d));
    if (next === undefined) break;
    path.push(next);
  }
  return path;
}

function littleKiller(
  v: number[],
  clue: { row: number; col: number },
  direction: 'UP_LEFT' | 'UP_RIGHT' | 'DOWN_LEFT' | 'DOWN_RIGHT',
): Rule {
  const [dr, dc] = { UP_LEFT: [-1, -1], UP_RIGHT: [-1, 1], DOWN_LEFT: [1, -1], DOWN_RIGHT: [1, 1] }[direction];
  let sum = 0;
  for (let r = clue.row + dr, c = clue.col + dc; r >= 0 && r < 6 && c >= 0 && c < 6; r += dr, c += dc) sum += v[r * 6 + c];
  return { kind: 'LITTLE_KILLER', clue, direction, sum };
}

function rulesFor(kind: RuleKind, grid: string): Rule[] {
  const v = [...grid].map(Number);
  switch (kind) {
    case 'DIAGONAL':
      return [{ kind, direction: 'MAIN' }];
    case 'JIGSAW':
      return [{ kind, regions: [...'111000111000222333522433552434555444'].map(Number) }];
    case 'EXTRA_REGION':
      return [{ kind, cells: [0, 7, 14, 21, 28, 35] }];
    case 'WINDOKU':
    case 'DISJOINT_GROUPS':
    case 'ANTI_KING':
    case 'ANTI_KNIGHT':
    case 'NON_CONSECUTIVE':
      return [{ kind } as Rule];
    case 'KILLER_CAGE':
      return cages(v).map((cells) => ({ kind, cells, sum: cells.reduce((s, c) => s + v[c], 0) }));
    case 'KROPKI':
      return pairs().flatMap(([a, b]): Rule[] =>
        Math.abs(v[a] - v[b]) === 1
          ? [{ kind, cells: [a, b], color: 'WHITE' }]
          : v[a] === 2 * v[b] || v[b] === 2 * v[a]
            ? [{ kind, cells: [a, b], color: 'BLACK' }]
            : [],
      );
    case 'NEGATIVE':
      return [...rulesFor('KROPKI', grid), { kind, of: 'WHITE' }, { kind, of: 'BLACK' }];
    case 'XV':
      return pairs().flatMap(([a, b]): Rule[] =>
        v[a] + v[b] === 5 || v[a] + v[b] === 10 ? [{ kind, cells: [a, b], sum: (v[a] + v[b]) as 5 | 10 }] : [],
      );
    case 'PARITY':
      return [0, 3, 7, 10, 14, 17, 18, 22, 26, 29, 31, 34].map((cell) => ({ kind, cell, parity: v[cell] % 2 ? 'ODD' : 'EVEN' }));
    case 'GREATER_THAN':
      return pairs()
        .filter((_, k) => k % 3 === 0)
        .map(([a, b]) => (v[a] > v[b] ? { kind, greater: a, lesser: b } : { kind, greater: b, lesser: a }));
    case 'THERMOMETER':
      return [0, 16, 30]
        .map((start) => walk(start, 4, (a, b) => v[b] > v[a]))
        .filter((cells) => cells.length >= 2)
        .map((cells) => ({ kind, cells }));
    case 'ARROW':
      // A circle on each cell whose value two orthogonal neighbours (in line) add up to.
      return [3, 20, 33].flatMap((circle): Rule[] => {
        const line = pairs().find(([a, b]) => a !== circle && b !== circle && orthogonal(circle).includes(a) && v[a] + v[b] === v[circle]);
        return line ? [{ kind, circle: [circle], line: [...line] }] : [];
      });
    case 'LITTLE_KILLER':
      return [
        littleKiller(v, { row: -1, col: -1 }, 'DOWN_RIGHT'),
        littleKiller(v, { row: -1, col: 6 }, 'DOWN_LEFT'),
        littleKiller(v, { row: 3, col: -1 }, 'UP_RIGHT'),
      ];
    case 'SANDWICH':
      return [0, 1, 2, 3, 4, 5].flatMap((k) =>
        (['ROW', 'COLUMN'] as const).map((line): Rule => {
          const vs = Array.from({ length: 6 }, (_, j) => v[line === 'ROW' ? k * 6 + j : j * 6 + k]);
          const a = vs.indexOf(1);
          const b = vs.indexOf(6);
          return { kind: 'SANDWICH', line, index: k, sum: vs.slice(Math.min(a, b) + 1, Math.max(a, b)).reduce((s, x) => s + x, 0) };
        }),
      );
    case 'WHISPERS':
      return [0, 14, 33]
        .map((start) => ({ kind, cells: walk(start, 4, (a, b) => Math.abs(v[a] - v[b]) >= 3) }))
        .filter((r) => r.cells.length >= 2);
    case 'RENBAN':
      return [0, 15, 28]
        .map((start) => ({ kind, cells: walk(start, 3, () => true) }))
        .filter(
          (r) =>
            Math.max(...r.cells.map((c) => v[c])) - Math.min(...r.cells.map((c) => v[c])) === r.cells.length - 1 &&
            new Set(r.cells.map((c) => v[c])).size === r.cells.length,
        );
    case 'PALINDROME': {
      // Cells of equal values in pairs, read as one line.
      const left = [0, 1, 2];
      const right = left.map((c) => v.findIndex((x, i) => x === v[c] && i > 12 && i % 6 !== c % 6));
      return [{ kind, cells: [...left, ...right.reverse()] }];
    }
    case 'QUADRUPLE':
      return [0, 14, 28].map((cell) => ({ kind, cell, values: [v[cell], v[cell + 1], v[cell + 7]].sort((a, b) => a - b) }));
  }
}

const gridFor = (kind: RuleKind): string => GRIDS[kind] ?? GRID6;

/** The fewest givens found for each kind (cells of the grid, row-major). */
const GIVENS: Record<RuleKind, number[]> = {
  DIAGONAL: [26, 33, 4, 11, 18, 32, 3],
  JIGSAW: [14, 28, 6, 13, 20, 27, 34, 5],
  EXTRA_REGION: [26, 33, 4, 11, 18, 32, 3],
  WINDOKU: [19, 26, 33, 4, 11, 18, 25, 3],
  DISJOINT_GROUPS: [7, 14, 35, 6, 13, 20, 27, 34],
  KILLER_CAGE: [],
  ANTI_KNIGHT: [7, 14, 35, 6, 20, 27],
  ANTI_KING: [21, 28, 35, 6, 20, 27, 12],
  NON_CONSECUTIVE: [7, 21, 28],
  KROPKI: [],
  XV: [0, 35],
  NEGATIVE: [],
  PARITY: [21, 6, 27, 34, 5],
  GREATER_THAN: [28, 34, 5],
  THERMOMETER: [0, 14, 21, 35, 13, 20, 27, 34, 5],
  ARROW: [0, 28, 35, 6, 20, 27, 34, 5],
  LITTLE_KILLER: [13, 27, 34, 5],
  SANDWICH: [14, 20, 5],
  WHISPERS: [0, 21, 35, 6, 13, 20, 27, 34, 5],
  RENBAN: [0, 14, 28, 6, 20, 27, 34, 5],
  PALINDROME: [14, 35, 6, 20, 27, 34, 5],
  QUADRUPLE: [0, 21, 35, 6, 20, 27, 34, 5],
};

export const SIX: { kind: RuleKind; grid: string; rules: Rule[]; givens: number[] }[] = (Object.keys(GIVENS) as RuleKind[]).map((kind) => ({
  kind,
  grid: gridFor(kind),
  rules: rulesFor(kind, gridFor(kind)),
  givens: GIVENS[kind],
}));

export { rulesFor, gridFor };

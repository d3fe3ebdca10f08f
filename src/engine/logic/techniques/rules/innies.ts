// INNIES_OUTIES, the killer's 45 rule (docs/logic.md, "Rule steps"): a set of whole houses (one to
// three adjacent rows or columns, or one box or jigsaw region) holds k·N(N+1)/2. Subtract the summed
// cages lying wholly inside: the cells left (the innies) add up to the rest. Or, where summed cages
// cover every cell of the houses, subtract the houses from those cages: the cells they stick out by
// (the outies) add up to the difference. Up to four such cells, the sum's bounds and combinations
// (the rules' sum propagator) remove what cannot complete it. (Cages never overlap: the rules refuse it;
// the check stays as a guard.)
import { SumPropagator } from '../../../rules/props/sum.js';
import { allSee } from '../../../rules/space.js';
import { capital, cellNames, houseName, leavesGrouped, listWords } from '../../describe.js';
import { shownUnit } from '../../frame.js';
import { unitRef } from '../../grid.js';
import { sees } from '../../propagation/links.js';
import type { LogicContext, LogicGeometry, RuleRef, Step } from '../../types.js';
import { propagatorEliminations } from './parts.js';

/** The most innies or outies a step adds up. */
const MOST = 4;

interface Cage {
  readonly rule: number;
  readonly cells: readonly number[];
  readonly sum: number;
}

/** The summed killer cages of the board, or null when two of them share a cell. */
function summedCages(geo: LogicGeometry): Cage[] | null {
  const out: Cage[] = [];
  const owner = new Int32Array(geo.cellCount).fill(-1);
  geo.rules!.space.rules.forEach((r, rule) => {
    if (r.kind === 'KILLER_CAGE' && r.sum !== undefined) out.push({ rule, cells: r.cells, sum: r.sum });
  });
  for (const [k, cage] of out.entries()) {
    for (const c of cage.cells) {
      if (owner[c] >= 0) return null;
      owner[c] = k;
    }
  }
  return out;
}

/** The house sets: one to three adjacent rows, the same of columns, each box or region (units). */
function houseSets(geo: LogicGeometry): { units: number[] }[] {
  const n = geo.size;
  const out: { units: number[] }[] = [];
  for (const first of [0, n]) {
    for (let k = 1; k <= 3; k++) for (let i = 0; i + k <= n; i++) out.push({ units: Array.from({ length: k }, (_, j) => first + i + j) });
  }
  for (let b = 0; b < n; b++) out.push({ units: [2 * n + b] });
  return out;
}

/**
 * A house set by name, as the player's board numbers it (frame.ts): "row 3", "rows 4–6", a box or a
 * region; lines that are not adjacent there (canonical grading may move rows within a band) are listed.
 * Named when a step is written, never cached: the sums are made once per board, the frame is the call's.
 */
function setName(geo: LogicGeometry, units: readonly number[]): string {
  const n = geo.size;
  if (units[0] >= 2 * n) return houseName(geo, units[0]);
  const shown = units.map((u) => shownUnit(u < n ? { kind: 'ROW', index: u } : { kind: 'COLUMN', index: u - n }));
  const word = shown[0].kind === 'ROW' ? 'row' : 'column';
  const at = shown.map((u) => u.index).sort((a, b) => a - b);
  if (at.length === 1) return `${word} ${at[0] + 1}`;
  if (at[at.length - 1] - at[0] === at.length - 1) return `${word}s ${at[0] + 1}–${at[at.length - 1] + 1}`;
  return `${word}s ${listWords(at.map((i) => String(i + 1)))}`;
}

/** One sum the 45 rule gives: `cells` (the innies or outies of a house set, row-major) add up to `sum`. */
export interface InnieSum {
  readonly cells: number[];
  readonly sum: number;
  /** The cages it subtracts (indices among the summed cages). */
  readonly used: readonly number[];
  readonly what: 'innie' | 'outie';
  readonly because: string;
  /** The house set's total. */
  readonly total: number;
  readonly propagator: SumPropagator;
}

/** A house set and the sums it gives (its innies', then its outies'; none, one or both). */
interface HouseSums {
  readonly set: { units: number[] };
  readonly sums: readonly InnieSum[];
}

const sumsOf = new WeakMap<LogicGeometry, HouseSums[] | null>();

/**
 * Every house set's innie and outie sums of up to MOST cells, in the step's order: they depend on
 * the cages alone, not on the candidates, so they are made once per board (null: no summed cages,
 * or two share a cell).
 */
function houseSums(geo: LogicGeometry): HouseSums[] | null {
  if (sumsOf.has(geo)) return sumsOf.get(geo)!;
  const cages = geo.rules === undefined ? null : summedCages(geo);
  let out: HouseSums[] | null = null;
  if (cages !== null && cages.length > 0) {
    out = [];
    const n = geo.size;
    const cageOf = new Int32Array(geo.cellCount).fill(-1);
    cages.forEach((cage, k) => cage.cells.forEach((c) => (cageOf[c] = k)));
    const houseTotal = (n * (n + 1)) / 2;
    const inSet = new Uint8Array(geo.cellCount);
    for (const set of houseSets(geo)) {
      const sums: InnieSum[] = [];
      const cells: number[] = [];
      for (const u of set.units) for (let j = 0; j < n; j++) cells.push(geo.units[u * n + j]);
      inSet.fill(0);
      for (const c of cells) inSet[c] = 1;
      const total = set.units.length * houseTotal;
      // The cages the houses meet: wholly inside, or sticking out.
      const met = [...new Set(cells.map((c) => cageOf[c]).filter((k) => k >= 0))].sort((a, b) => a - b);
      const inside = met.filter((k) => cages[k].cells.every((c) => inSet[c] === 1));
      const across = met.filter((k) => !inside.includes(k));
      const insideSum = inside.reduce((s, k) => s + cages[k].sum, 0);
      const innies = cells.filter((c) => cageOf[c] < 0 || across.includes(cageOf[c]));
      if (inside.length > 0 && innies.length > 0 && innies.length <= MOST) {
        sums.push(innieSum(geo, innies, total - insideSum, inside, 'innie', `the cages wholly inside hold ${insideSum}`, total));
      }
      if (across.length > 0 && cells.every((c) => cageOf[c] >= 0)) {
        const outies: number[] = [];
        for (const k of across) for (const c of cages[k].cells) if (inSet[c] === 0) outies.push(c);
        if (outies.length <= MOST) {
          const coverSum = insideSum + across.reduce((s, k) => s + cages[k].sum, 0);
          sums.push(innieSum(geo, outies, coverSum - total, met, 'outie', `the cages covering them hold ${coverSum}`, total));
        }
      }
      out.push({ set, sums });
    }
  }
  sumsOf.set(geo, out);
  return out;
}

function innieSum(
  geo: LogicGeometry,
  cells: number[],
  sum: number,
  used: readonly number[],
  what: 'innie' | 'outie',
  because: string,
  total: number,
): InnieSum {
  const sorted = [...cells].sort((a, b) => a - b);
  const apart = (a: number, b: number): boolean => sees(geo, a, b);
  const propagator = new SumPropagator(
    Int32Array.from(sorted),
    new Int32Array(sorted.length).fill(1),
    sum,
    geo.size,
    allSee(sorted, apart),
    apart,
    true,
  );
  return { cells: sorted, sum, used, what, because, total, propagator };
}

/** The innie and outie sums of every house set (INNIES_OUTIES' reasoning, for the forcing chains: narrowings.ts). */
export function innieSums(geo: LogicGeometry): InnieSum[] {
  return houseSums(geo)?.flatMap((h) => h.sums) ?? [];
}

export function inniesOuties(ctx: LogicContext): Step | null {
  const geo = ctx.grid.geo;
  if (geo.rules === undefined) return null;
  const sets = houseSums(geo);
  if (sets === null) return null;
  const n = geo.size;
  for (const { set, sums } of sets) {
    ctx.work.spent += set.units.length * n;
    if (ctx.work.spent > ctx.work.limit) return null;
    for (const s of sums) {
      const step = sumOf(ctx, set, s);
      if (step !== null) return step;
    }
  }
  return null;
}

/** The step of an innie or outie sum of `set`, or null when it removes nothing. */
function sumOf(ctx: LogicContext, set: { units: number[] }, s: InnieSum): Step | null {
  const geo = ctx.grid.geo;
  const n = geo.size;
  const { cells: sorted, sum, what, total } = s;
  const elims = propagatorEliminations(ctx, s.propagator);
  if (elims.length === 0) return null;
  const cages = summedCages(geo)!;
  const rules: RuleRef[] = [...new Set(s.used)].map((k) => ({ rule: cages[k].rule, kind: 'KILLER_CAGE' }));
  const holds = set.units.length === 1 ? 'holds' : 'hold';
  const them =
    sorted.length === 1 ? `the ${what} ${cellNames(n, sorted)} is ${sum}` : `the ${what}s ${cellNames(n, sorted)} add up to ${sum}`;
  return {
    technique: 'INNIES_OUTIES',
    placements: [],
    eliminations: elims,
    cells: sorted,
    units: set.units.filter((u) => u < 3 * n && geo.rules!.unitRule[u] < 0).map((u) => unitRef(geo, u)),
    rules,
    explanation: `${capital(setName(geo, set.units))} ${holds} ${total}; ${s.because}; so ${them}: ${leavesGrouped(n, elims)}.`,
  };
}

// One breadth-first search for alternating inference chains, shared by X-chains (one digit, unit
// links), XY-chains (bivalue cells) and general AICs. A node is a candidate (cell, digit); a state
// is a node and a truth: "false" states follow strong links (if this is false, that is true),
// "true" states follow weak links (if this is true, that is false). A walk from "s is false" to
// "e is true" proves s or e holds; every step is a sound implication, so the walk need not be simple.
//
// The chain returned is a shortest one in strong links (ties broken by start node, then
// breadth-first order), so the result is deterministic.
import type { CellValue, ChainLink, LogicContext, Recall, Step, TechniqueName } from '../types.js';
import type { LogicGeometry } from '../types.js';
import { chainRating } from './se-length.js';
import { popcount } from '../../bits.js';
import { bilocalTable, lowDigit, sameCands, sees } from './links.js';
import { cellSetsOf } from './cell-sets.js';
import { recalled, remembering } from '../recall.js';
import { onlyLost, reachingGained } from './gained-links.js';
import { cellName, leaves, sym } from '../describe.js';
import { houseRefs } from '../grid.js';

export interface ChainRules {
  readonly technique: TechniqueName;
  /** Strong link inside a bivalue cell. */
  readonly cellStrong: boolean;
  /** Strong link between the only two places of a digit in a unit. */
  readonly unitStrong: boolean;
  /** Weak link between two digits of one cell. */
  readonly cellWeak: boolean;
  /** Weak link between the same digit in two peers. */
  readonly peerWeak: boolean;
  /** Weak link across a board's pair relation (kropki, XV, thermometer…): two candidates the rule forbids together. */
  readonly ruleWeak?: boolean;
  /** Only nodes in bivalue cells (XY-chains). */
  readonly bivalueOnly: boolean;
  /** Only conclusions with the same digit at both ends (eliminate it from cells seeing both). */
  readonly sameDigitEnds: boolean;
  readonly minStrong: number;
  readonly maxStrong: number;
  /** Renders the chain of nodes as the sentence's subject ("The chain …"). */
  readonly render: (nodes: readonly number[], n: number) => string;
}

/** The longest chains searched: 2·strong − 1 links ≤ 12. */
export const MAX_CHAIN_LINKS = 12;
export const MAX_STRONG = (MAX_CHAIN_LINKS + 1) >> 1;

/** Search buffers per state count, reused across calls (the engine is synchronous). */
interface Scratch {
  readonly stamp: Int32Array;
  readonly parent: Int32Array;
  readonly via: Int32Array;
  readonly depth: Uint8Array;
  readonly queue: Int32Array;
  /** Nodes a chain may leave by a strong link (cleared per search). */
  readonly canLeave: Uint8Array;
  /** The same per digit, as cell sets (`words` a digit): peers that may be left, in cell order. */
  readonly leavePlanes: Int32Array;
  gen: number;
}

const scratches = new Map<number, Scratch>();

function scratchFor(states: number, planeWords: number): Scratch {
  let s = scratches.get(states);
  if (s === undefined || s.leavePlanes.length !== planeWords) {
    s = {
      stamp: new Int32Array(states),
      parent: new Int32Array(states),
      via: new Int32Array(states),
      depth: new Uint8Array(states),
      queue: new Int32Array(states),
      canLeave: new Uint8Array(states >> 1),
      leavePlanes: new Int32Array(planeWords),
      gen: 0,
    };
    scratches.set(states, s);
  }
  return s;
}

/** A fresh visit mark; the stamps are cleared when the counter would overflow. */
function nextGeneration(s: Scratch): number {
  if (s.gen === 0x7fffffff) {
    s.stamp.fill(0);
    s.gen = 0;
  }
  return ++s.gen;
}

/** No eliminations (shared: never written). */
const NONE: CellValue[] = [];

/** Appends (cell, digit) as an elimination (a module function: conclude runs for every chain end reached). */
function pushCell(out: CellValue[], n: number, c: number, d: number): void {
  out.push({ row: (c / n) | 0, col: c % n, value: d + 1 });
}

/**
 * The search of `rules`, remembering where it found nothing (recall.ts, by technique). Where it
 * found nothing in candidates the grid's only lost, every chain now uses a strong link the grid
 * gained (gained-links.ts), so only the starts that reach such a link are searched; the chain
 * returned is the one a search from every start returns.
 */
export function findChain(ctx: LogicContext, rules: ChainRules): Step | null {
  const before = recalled(ctx, rules.technique);
  return remembering(ctx, rules.technique, () => searchChain(ctx, rules, before));
}

/**
 * findChain, keeping each technique's last answer in a run (a context with a recall) with the
 * candidates it searched: the cycles ask for the chains' answers (cycles.ts) before the ladder
 * reaches the chains, on the same grid; a step is never changed once returned, so both may hold it.
 * Inside a forcing chain's propagation (no recall) every call is on another working copy: not kept.
 */
export function findChainKept(ctx: LogicContext, rules: ChainRules): Step | null {
  const recall = ctx.recall;
  if (recall === undefined) return findChain(ctx, rules);
  const { geo, cands } = ctx.grid;
  const last = kept.get(rules.technique);
  if (last !== undefined && last.recall === recall && last.geo === geo && last.source === cands && sameCands(last.snapshot, cands))
    return last.step;
  const step = findChain(ctx, rules);
  // A search the budget stopped knows nothing.
  if (ctx.work.spent > ctx.work.limit) kept.delete(rules.technique);
  else kept.set(rules.technique, { recall, geo, source: cands, snapshot: cands.slice(), step });
  return step;
}

const kept = new Map<TechniqueName, { recall: Recall; geo: LogicGeometry; source: Int32Array; snapshot: Int32Array; step: Step | null }>();

function searchChain(ctx: LogicContext, rules: ChainRules, before: Int32Array | null): Step | null {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  const nodeCount = geo.cellCount * n;
  const table = bilocalTable(ctx);
  if (ctx.work.spent > ctx.work.limit) return null;
  const sets = cellSetsOf(geo);
  const words = sets.words;
  const peerMask = sets.peerMask;
  const scratch = scratchFor(2 * nodeCount, n * words);
  const { stamp, parent, via, depth, queue } = scratch;

  const usable = (cell: number, d: number): boolean => {
    const m = cands[cell];
    return (m & (1 << d)) !== 0 && (!rules.bivalueOnly || popcount(m) === 2);
  };
  /** Does node (cell, d) have a strong link at all (a start must leave by one)? */
  const hasStrong = (cell: number, d: number): boolean => {
    if (rules.cellStrong && popcount(cands[cell]) === 2) return true;
    if (rules.unitStrong) {
      for (let j = geo.cellUnitStart[cell]; j < geo.cellUnitStart[cell + 1]; j++)
        if (table.count[geo.cellUnits[j] * n + d] === 2) return true;
    }
    return false;
  };

  // A board's pair relations: weak links between candidates of two cells (AICs follow them).
  const pairs = rules.ruleWeak === true && geo.rules !== undefined && geo.rules.pairCell.length > 0 ? geo.rules : null;

  /** The eliminations of a chain from s to e (NONE, never written, when there are none). */
  const conclude = (s: number, e: number): CellValue[] => {
    if (pairs !== null) return concludeWeak(s, e);
    const sc = (s / n) | 0,
      sd = s % n,
      ec = (e / n) | 0,
      ed = e % n;
    if (sd === ed) {
      if (sc === ec) return NONE; // "s false ⇒ s true": a placement, left to simpler techniques
      ctx.work.spent += geo.peerStart[sc + 1] - geo.peerStart[sc];
      // The cells seeing both ends that hold the digit, in cell order (a cell set: no sort).
      const bit = 1 << sd;
      let out = NONE;
      for (let j = 0; j < words; j++) {
        for (let bits = peerMask[sc * words + j] & peerMask[ec * words + j]; bits !== 0; bits &= bits - 1) {
          const p = 32 * j + 31 - Math.clz32(bits & -bits);
          if ((cands[p] & bit) === 0) continue;
          if (out === NONE) out = [];
          pushCell(out, n, p, sd);
        }
      }
      return out;
    }
    if (rules.sameDigitEnds) return NONE;
    const out: CellValue[] = [];
    if (sc === ec) {
      for (let m = cands[sc] & ~(1 << sd) & ~(1 << ed); m !== 0; m &= m - 1) pushCell(out, n, sc, lowDigit(m));
    } else if (sees(geo, sc, ec)) {
      if ((cands[sc] & (1 << ed)) !== 0) pushCell(out, n, sc, ed);
      if ((cands[ec] & (1 << sd)) !== 0) pushCell(out, n, ec, sd);
    }
    return out.length === 0 ? NONE : out;
  };

  /**
   * With pair relations: every candidate weakly linked to both ends (if it held, neither end would)
   * goes; on a board without them this is exactly what `conclude` finds.
   */
  const concludeWeak = (s: number, e: number): CellValue[] => {
    if (s === e) return NONE;
    const sc = (s / n) | 0;
    ctx.work.spent += geo.peerStart[sc + 1] - geo.peerStart[sc] + n;
    let out = NONE;
    // Candidates weakly linked to s: its cell's other digits, its digit in its peers, its pair partners' candidates.
    const around = (x: number, visit: (node: number) => void): void => {
      const c = (x / n) | 0;
      const d = x % n;
      for (let m = cands[c] & ~(1 << d); m !== 0; m &= m - 1) visit(c * n + lowDigit(m));
      for (let k = geo.peerStart[c]; k < geo.peerStart[c + 1]; k++) {
        const p = geo.peers[k];
        if ((cands[p] & (1 << d)) !== 0) visit(p * n + d);
      }
      const links = pairs!;
      for (let k = links.pairStart[c]; k < links.pairStart[c + 1]; k++) {
        const p = links.pairCell[k];
        for (let m = cands[p] & ~links.pairMask[k * n + d]; m !== 0; m &= m - 1) visit(p * n + lowDigit(m));
      }
    };
    const found = new Set<number>();
    around(s, (x) => {
      if (x !== e && weaklyLinked(x, e)) found.add(x);
    });
    for (const x of [...found].sort((a, b) => a - b)) {
      if (out === NONE) out = [];
      pushCell(out, n, (x / n) | 0, x % n);
    }
    return out;
  };

  /** Are candidates x and y (nodes) weakly linked: one cell, one digit in peers, or a pair relation? */
  const weaklyLinked = (x: number, y: number): boolean => {
    const cx = (x / n) | 0;
    const cy = (y / n) | 0;
    const dx = x % n;
    const dy = y % n;
    if (cx === cy) return dx !== dy;
    if (dx === dy && sees(geo, cx, cy)) return true;
    const links = pairs!;
    for (let k = links.pairStart[cx]; k < links.pairStart[cx + 1]; k++) {
      if (links.pairCell[k] === cy) return (links.pairMask[k * n + dx] & (1 << dy)) === 0;
    }
    return false;
  };

  const build = (endState: number, elims: CellValue[]): Step => {
    const nodes: number[] = [];
    const cells: number[] = [];
    const houses: number[] = [];
    for (let st = endState; st !== -1; st = parent[st]) {
      nodes.push(st >> 1);
      const u = via[st];
      if (u >= 0 && !houses.includes(u)) houses.push(u);
    }
    nodes.reverse();
    houses.reverse();
    for (const node of nodes) {
      const c = (node / n) | 0;
      if (!cells.includes(c)) cells.push(c);
    }
    const s = nodes[0];
    const e = nodes[nodes.length - 1];
    const sName = cellName(geo.size, (s / n) | 0);
    const eName = cellName(geo.size, (e / n) | 0);
    const either = s % n === e % n ? `${sName} or ${eName} is ${sym(s % n)}` : `${sName} is ${sym(s % n)} or ${eName} is ${sym(e % n)}`;
    return {
      technique: rules.technique,
      placements: [],
      eliminations: elims,
      cells,
      ...houseRefs(geo, houses),
      explanation: `${rules.render(nodes, n)} shows ${either}, so ${leaves(geo.size, elims)}.`,
      rating: chainRating(
        nodes.length,
        nodes.every((x) => x % n === s % n),
      ),
      links: nodes.slice(1).map((to, i): ChainLink => ({
        fromCell: (nodes[i] / n) | 0,
        fromValue: (nodes[i] % n) + 1,
        fromOn: i % 2 === 1,
        toCell: (to / n) | 0,
        toValue: (to % n) + 1,
        toOn: i % 2 === 0,
        branch: 0,
      })),
    };
  };

  // Nodes a chain may leave by a strong link: the only "false" states worth visiting (any other is
  // a dead end), and the starts, in node order.
  const canLeave = scratch.canLeave;
  canLeave.fill(0);
  const leavePlanes = scratch.leavePlanes;
  leavePlanes.fill(0);
  const starts: number[] = [];
  ctx.work.spent += geo.cellCount;
  for (let c = 0; c < geo.cellCount; c++) {
    for (let m = cands[c]; m !== 0; m &= m - 1) {
      const d = lowDigit(m);
      if (usable(c, d) && hasStrong(c, d)) {
        canLeave[c * n + d] = 1;
        leavePlanes[d * words + (c >>> 5)] |= 1 << (c & 31);
        starts.push(c * n + d);
      }
    }
  }
  // The starts whose "false" state reaches a gained link's tail within the chains' length.
  // (Not with pair relations: gained-links.ts follows the peers' links only.)
  const only =
    geo.rules === undefined && before !== null && onlyLost(before, cands)
      ? reachingGained(ctx, before, table, rules, rules.maxStrong).off
      : null;
  // One pass over the starts: each searches up to the shortest chain found so far, less one (a
  // later start must beat it strictly). Rounds of growing length (short chains first) cost more
  // than they saved (bench/RESULTS.md).
  const prevK = rules.minStrong - 1;
  // One visit function for every start (made once: a closure per start costs more than its search).
  let gen = 0;
  let tail = 0;
  const visit = (st: number, from: number, k: number, unit: number): void => {
    if (stamp[st] === gen) return;
    stamp[st] = gen;
    parent[st] = from;
    depth[st] = k;
    via[st] = unit;
    queue[tail++] = st;
  };
  let best: Step | null = null;
  let cap = rules.maxStrong;
  for (const s of starts) {
    if (cap <= prevK) break;
    if (only !== null && only[s] === 0) continue;
    if (++ctx.work.spent > ctx.work.limit) return null;
    gen = nextGeneration(scratch);
    let head = 0;
    tail = 0;
    visit(2 * s, -1, 0, -1);
    bfs: while (head < tail) {
      const st = queue[head++];
      const node = st >> 1;
      const c = (node / n) | 0;
      const d = node % n;
      const k = depth[st];
      if ((st & 1) === 0) {
        // "c is not d": strong links make something true.
        if (k >= cap) continue;
        if (++ctx.work.spent > ctx.work.limit) return null;
        if (rules.cellStrong && popcount(cands[c]) === 2) {
          const e = lowDigit(cands[c] & ~(1 << d));
          visit(2 * (c * n + e) + 1, st, k + 1, -1);
        }
        if (rules.unitStrong) {
          for (let j = geo.cellUnitStart[c], je = geo.cellUnitStart[c + 1]; j < je; j++) {
            const u = geo.cellUnits[j];
            const idx = u * n + d;
            if (table.count[idx] !== 2) continue;
            const other = table.first[idx] === c ? table.second[idx] : table.first[idx];
            if (usable(other, d)) visit(2 * (other * n + d) + 1, st, k + 1, u);
          }
        }
      } else {
        // "c is d": check the conclusion, then weak links make things false.
        if (k > prevK && node !== s) {
          const elims = conclude(s, node);
          if (ctx.work.spent > ctx.work.limit) return null;
          if (elims.length > 0) {
            // Breadth-first: the shortest from this start; later starts must beat it strictly.
            best = build(st, elims);
            cap = k - 1;
            break bfs;
          }
        }
        if (k >= cap) continue;
        if (rules.cellWeak) {
          ctx.work.spent += n;
          for (let m = cands[c] & ~(1 << d); m !== 0; m &= m - 1) {
            const e = lowDigit(m);
            if (canLeave[c * n + e] === 1) visit(2 * (c * n + e), st, k, -1);
          }
        }
        if (rules.peerWeak) {
          if ((ctx.work.spent += geo.peerStart[c + 1] - geo.peerStart[c]) > ctx.work.limit) return null;
          // The peers that may be left, in cell order (the order of geo.peers).
          for (let j = 0; j < words; j++) {
            for (let bits = peerMask[c * words + j] & leavePlanes[d * words + j]; bits !== 0; bits &= bits - 1) {
              const p = 32 * j + 31 - Math.clz32(bits & -bits);
              visit(2 * (p * n + d), st, k, -1);
            }
          }
        }
        if (pairs !== null) {
          ctx.work.spent += pairs.pairStart[c + 1] - pairs.pairStart[c];
          for (let q = pairs.pairStart[c]; q < pairs.pairStart[c + 1]; q++) {
            const p = pairs.pairCell[q];
            for (let m = cands[p] & ~pairs.pairMask[q * n + d]; m !== 0; m &= m - 1) {
              const e = lowDigit(m);
              if (canLeave[p * n + e] === 1) visit(2 * (p * n + e), st, k, -1);
            }
          }
        }
      }
    }
  }
  return best;
}

/** "The chain 5r1c1=5r1c7-3r1c7": every node as digit and cell. */
export function renderNodes(nodes: readonly number[], n: number): string {
  let out = 'The chain ';
  for (let i = 0; i < nodes.length; i++) {
    if (i > 0) out += i % 2 === 1 ? '=' : '-';
    const c = (nodes[i] / n) | 0;
    out += `${sym(nodes[i] % n)}${cellName(n, c)}`;
  }
  return out;
}

/** "For 5, the chain r1c1=r1c7-r4c7=r4c3": one digit, cells only. */
export function renderCells(nodes: readonly number[], n: number): string {
  let out = `For ${sym(nodes[0] % n)}, the chain `;
  for (let i = 0; i < nodes.length; i++) {
    if (i > 0) out += i % 2 === 1 ? '=' : '-';
    const c = (nodes[i] / n) | 0;
    out += cellName(n, c);
  }
  return out;
}

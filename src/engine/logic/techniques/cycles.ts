// Bidirectional cycles (continuous nice loops), on any N×N board with r×c boxes: a closed chain of
// candidates whose links alternate weak ("if this is true, that is false": the same digit in two
// peers, or two digits of one cell) and strong ("if this is false, that is true": a digit's only two
// places in a unit, or a bivalue cell's two digits). Read one way round from a true start, every
// other candidate of the loop is true; read the other way round, the rest are. So either the even
// or the odd candidates of the loop all hold, and a candidate outside the loop's cells that sees an
// even and an odd candidate of its digit goes.
//
// Families and ratings follow Sudoku Explainer 1.2.1 (diuf.sudoku.solver.rules.chaining: Chaining's
// loop search and CycleHint, read for the rules only): X-cycles use one digit and unit links,
// Y-cycles bivalue cells and peer links, bidirectional cycles both; base 6.5 for X- and Y-cycles,
// 7.0 for mixed ones, plus the length difficulty of the loop's candidates (se-length.ts); the
// eliminations are SE's (outside the loop's cells). SE's chaining rule sorts its cycles by rating,
// then complexity (the loop's length), then X before Y before both; so the loop taken is the first
// of the shortest length over every start (not start by start), and the registry's producer tries
// X- and Y-cycles of each length before the next (xOrYCycle). Up to `maxLinks` only: longer loops
// would rate above the chains tried next, which find each of their eliminations anyway.
import type { CellValue, ChainLink, LogicContext, Step, Technique, TechniqueName } from '../types.js';
import { bilocalTable, type Bilocal, hasUnit, lowDigit, peerCountOf, popcount, sees, sharedUnit, spend } from '../propagation/links.js';
import { lengthTenths } from '../propagation/se-length.js';
import { recalled, remembering } from '../recall.js';
import { gainedStrongLinks, onlyLost } from '../propagation/gained-links.js';
import { cellSetsOf } from '../propagation/cell-sets.js';
import { aic, xyChain } from './chains.js';
import { xChain } from './single-digit.js';
import { cellName, leaves, listWords, sym } from '../describe.js';
import { houseRefs } from '../grid.js';

export interface CycleRules {
  readonly technique: TechniqueName;
  /** Base rating in tenths (SE CycleHint: 65, or 70 with both kinds of link). */
  readonly base: number;
  /** Unit links: a digit's only two places in a unit (strong), the digit in two peers (weak). */
  readonly x: boolean;
  /** Cell links: a bivalue cell's two digits (strong), two digits of one cell (weak). */
  readonly y: boolean;
  /** The longest loop searched, in links (even, at least 4). */
  readonly maxLinks: number;
}

/** Loops up to 8 links: 6.5 and 6.6, never above the single-digit chains (6.6 and up). */
const X_RULES: CycleRules = { technique: 'X_CYCLE', base: 65, x: true, y: false, maxLinks: 8 };
const Y_RULES: CycleRules = { technique: 'Y_CYCLE', base: 65, x: false, y: true, maxLinks: 8 };
/** Loops up to 6 links: 7.0, never above the forcing chains (7.0 and up). */
const XY_RULES: CycleRules = { technique: 'BIDIRECTIONAL_CYCLE', base: 70, x: true, y: true, maxLinks: 6 };

interface Loop {
  readonly nodes: readonly number[];
  readonly elims: readonly CellValue[];
}

/**
 * Searches loops of one family on the grid as it is: `firstLoops(lengths)` gives, per length (in
 * links, ascending), the first loop of exactly that many links (the lowest start, then the search's
 * order from it), or null; `over` once the budget ran out.
 */
interface LoopFinder {
  firstLoops(lengths: readonly number[]): (Loop | null)[];
  readonly over: boolean;
}

/**
 * The highest node a loop may start from, per digit of its start (Infinity: any). With `before`
 * (recall.ts: the family found no loop in those candidates, and the grid's only lost some), every
 * loop now has a strong link the grid gained (gained-links.ts), and it is searched from its lowest
 * node: at most the highest lower end of a gained link. An X-cycle stays on its start's digit, so
 * for it only that digit's gained links count (none: no start of that digit).
 */
function lastStarts(ctx: LogicContext, rules: CycleRules, before: Int32Array | null, table: Bilocal): Float64Array {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  const last = new Float64Array(n).fill(Infinity);
  if (before === null || !onlyLost(before, cands)) return last;
  spend(ctx, cands.length);
  const links = gainedStrongLinks(geo, before, cands, table, rules.y, rules.x);
  last.fill(-1);
  let highest = -1;
  for (let i = 0; i < links.length; i += 2) {
    const low = Math.min(links[i], links[i + 1]);
    highest = Math.max(highest, low);
    // A unit link joins two nodes of one digit.
    if (!rules.y) last[low % n] = Math.max(last[low % n], low);
  }
  if (rules.y) last.fill(highest);
  return last;
}

/**
 * The loop search's marks, shared by every finder (the engine is synchronous; typed arrays cost
 * more to allocate than the search they serve): `onLoop` and `cellUse` are all zero between
 * searches (a search unmarks what it marks), and the elimination marks are stamped with a counter.
 */
interface Marks {
  readonly onLoop: Uint8Array;
  /** Per node: 1 when it can leave by a strong link of the family (filled per finder). */
  readonly usable: Uint8Array;
  /** The finder's starts, in node order (filled per finder). */
  readonly starts: Int32Array;
  /** The usable nodes of each digit as cell sets (cell-sets.ts words; filled per finder). */
  readonly usablePlanes: Int32Array;
  readonly cellUse: Uint8Array;
  readonly seenEven: Int32Array;
  readonly seenOdd: Int32Array;
  gen: number;
}

let shared: Marks | null = null;

function marksFor(nodeCount: number, cellCount: number, planeWords: number): Marks {
  if (
    shared === null ||
    shared.onLoop.length !== nodeCount ||
    shared.cellUse.length !== cellCount ||
    shared.usablePlanes.length !== planeWords
  ) {
    shared = {
      onLoop: new Uint8Array(nodeCount),
      usable: new Uint8Array(nodeCount),
      starts: new Int32Array(nodeCount),
      usablePlanes: new Int32Array(planeWords),
      cellUse: new Uint8Array(cellCount),
      seenEven: new Int32Array(nodeCount),
      seenOdd: new Int32Array(nodeCount),
      gen: 0,
    };
  }
  return shared;
}

/** Adds y to the closing nodes of start s when it may be on a loop from s, once. */
function addCloser(close: number[], usable: Uint8Array, s: number, y: number): void {
  if (y > s && usable[y] === 1 && !close.includes(y)) close.push(y);
}

function loopFinder(ctx: LogicContext, rules: CycleRules, before: Int32Array | null): LoopFinder {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  const nodeCount = geo.cellCount * n;
  const table = bilocalTable(ctx);
  let over = spend(ctx, geo.cellCount);
  const bivalue = (c: number): boolean => popcount(cands[c]) === 2;
  const { words, peerMask } = cellSetsOf(geo);
  const marks = marksFor(nodeCount, geo.cellCount, n * words);
  const { onLoop, cellUse, seenEven, seenOdd, usable, starts, usablePlanes } = marks;
  /** A node may be on a loop when it can leave by a strong link of the family. */
  usable.fill(0);
  usablePlanes.fill(0);
  let startCount = 0;
  for (let c = 0; c < geo.cellCount; c++) {
    for (let m = cands[c]; m !== 0; m &= m - 1) {
      const d = lowDigit(m);
      let strong = rules.y && bivalue(c);
      if (!strong && rules.x) {
        for (let j = geo.cellUnitStart[c], je = geo.cellUnitStart[c + 1]; j < je && !strong; j++)
          strong = table.count[geo.cellUnits[j] * n + d] === 2;
      }
      if (strong) {
        usable[c * n + d] = 1;
        usablePlanes[d * words + (c >>> 5)] |= 1 << (c & 31);
        starts[startCount++] = c * n + d;
      }
    }
  }
  const lastOf = lastStarts(ctx, rules, before, table);
  let last = -1;
  for (let d = 0; d < n; d++) last = Math.max(last, lastOf[d]);
  const path: number[] = [];

  /** SE's eliminations of a closed loop: outside its cells, seeing an even and an odd node of the digit. */
  const eliminations = (): CellValue[] => {
    if (marks.gen === 0x7fffffff) {
      seenEven.fill(0);
      seenOdd.fill(0);
      marks.gen = 0;
    }
    const stampGen = ++marks.gen;
    const found: number[] = [];
    for (let i = 0; i < path.length; i++) {
      const c = (path[i] / n) | 0;
      const d = path[i] % n;
      const bit = 1 << d;
      for (let k = geo.peerStart[c], e = geo.peerStart[c + 1]; k < e; k++) {
        const p = geo.peers[k];
        if ((cands[p] & bit) === 0 || cellUse[p] !== 0) continue;
        const node = p * n + d;
        if (i % 2 === 0) {
          if (seenEven[node] === stampGen) continue;
          seenEven[node] = stampGen;
          if (seenOdd[node] === stampGen) found.push(node);
        } else {
          if (seenOdd[node] === stampGen) continue;
          seenOdd[node] = stampGen;
          if (seenEven[node] === stampGen) found.push(node);
        }
      }
    }
    if (spend(ctx, path.length * geo.maxPeers)) over = true;
    found.sort((a, b) => a - b);
    return found.map((x) => {
      const cell = (x / n) | 0;
      return { row: (cell / n) | 0, col: cell % n, value: (x % n) + 1 };
    });
  };

  /** The nodes whose strong link leads into `s` (the loop's last node is one of them), into `close`. */
  const close: number[] = [];
  const closers = (s: number): void => {
    const c = (s / n) | 0;
    const d = s % n;
    close.length = 0;
    if (rules.y && bivalue(c)) addCloser(close, usable, s, c * n + lowDigit(cands[c] & ~(1 << d)));
    if (rules.x) {
      for (let j = geo.cellUnitStart[c], je = geo.cellUnitStart[c + 1]; j < je; j++) {
        const idx = geo.cellUnits[j] * n + d;
        if (table.count[idx] !== 2) continue;
        addCloser(close, usable, s, (table.first[idx] === c ? table.second[idx] : table.first[idx]) * n + d);
      }
    }
  };
  /** A weak link between two nodes (the same digit in peers, or two digits of one cell). */
  const weak = (a: number, b: number): boolean => {
    const ca = (a / n) | 0;
    const cb = (b / n) | 0;
    if (ca === cb) return rules.y && a !== b;
    return a % n === b % n && sees(geo, ca, cb);
  };

  /** Whether `y` sits weakly linked to one of the closing nodes. */
  const nearClose = (y: number): boolean => {
    for (const z of close) if (weak(y, z)) return true;
    return false;
  };
  // One search per start for every length still wanted: the loops of each length come in the order
  // a search for that length alone meets them (the same paths in the same order; what it would cut
  // early only leads to no loop of that length).
  let wanted: readonly number[] = [];
  let found: (Loop | null)[] = [];
  /** The longest length still wanted (0: none). */
  let longest = 0;
  const isWanted = (links: number): boolean => {
    const i = wanted.indexOf(links);
    return i >= 0 && found[i] === null;
  };
  const updateLongest = (): void => {
    longest = 0;
    for (let i = 0; i < wanted.length; i++) if (found[i] === null) longest = wanted[i];
  };
  /** Set once the shortest length has its loop: nothing can come before it. */
  let shortestFound = false;
  /**
   * Tries `y` (in `yCell`) as the next node after one in cell `c` whose truth is `on`. A loop of L
   * links has L nodes: it closes from a path of L nodes, and a path of L − 1 ends in a node whose
   * strong link leads into the start (L − 2: weakly linked to such a node).
   */
  function tryNode(y: number, yCell: number, on: boolean, c: number, closeOnly: boolean): boolean {
    const s = path[0];
    const nodes = path.length;
    if (y === s) {
      // Closing: the loop's last link is strong, back into the start.
      if (on || !isWanted(nodes)) return false;
      const elims = eliminations();
      if (elims.length > 0) {
        const i = wanted.indexOf(nodes);
        found[i] = { nodes: [...path], elims };
        if (i === 0) shortestFound = true;
        updateLongest();
        return shortestFound || longest === 0;
      }
      return false;
    }
    if (closeOnly || y < s || usable[y] === 0 || onLoop[y] === 1 || nodes >= longest) return false;
    if (nodes === longest - 1 && !close.includes(y)) return false;
    if (nodes === longest - 2 && !nearClose(y)) return false;
    // A cell holds two nodes of the loop only as neighbours (a cell link); the start's cell also as
    // the last node, which then closes the loop.
    let closing = false;
    if (cellUse[yCell] !== 0 && yCell !== c) {
      if (!(yCell === ((s / n) | 0) && cellUse[yCell] === 1 && isWanted(nodes + 1))) return false;
      closing = true;
    }
    onLoop[y] = 1;
    cellUse[yCell]++;
    path.push(y);
    const done = extend(!on, closing);
    path.pop();
    cellUse[yCell]--;
    onLoop[y] = 0;
    return done;
  }
  /** Extends the path from its last node (true when `on`); `closeOnly`: only back into the start. */
  function extend(on: boolean, closeOnly: boolean): boolean {
    if (over || spend(ctx, 1)) {
      over = true;
      return false;
    }
    const x = path[path.length - 1];
    const c = (x / n) | 0;
    const d = x % n;
    if (on) {
      // Weak links: the digit in a peer, another digit of the cell.
      if (spend(ctx, peerCountOf(geo, c) + n)) {
        over = true;
        return false;
      }
      // The peers whose node of d is usable (no other can be on a loop), in cell order.
      for (let j = 0; j < words; j++) {
        for (let bits = peerMask[c * words + j] & usablePlanes[d * words + j]; bits !== 0; bits &= bits - 1) {
          const p = 32 * j + 31 - Math.clz32(bits & -bits);
          if (tryNode(p * n + d, p, on, c, closeOnly)) return true;
        }
      }
      if (rules.y)
        for (let m = cands[c] & ~(1 << d); m !== 0; m &= m - 1) if (tryNode(c * n + lowDigit(m), c, on, c, closeOnly)) return true;
    } else {
      // Strong links: a bivalue cell's other digit, the digit's other place in a unit.
      if (rules.y && bivalue(c) && tryNode(c * n + lowDigit(cands[c] & ~(1 << d)), c, on, c, closeOnly)) return true;
      if (rules.x) {
        for (let j = geo.cellUnitStart[c], je = geo.cellUnitStart[c + 1]; j < je; j++) {
          const idx = geo.cellUnits[j] * n + d;
          if (table.count[idx] !== 2) continue;
          const other = table.first[idx] === c ? table.second[idx] : table.first[idx];
          if (tryNode(other * n + d, other, on, c, closeOnly)) return true;
        }
      }
    }
    return false;
  }

  // Each loop is searched from its lowest node only.
  return {
    firstLoops(lengths: readonly number[]): (Loop | null)[] {
      wanted = lengths.filter((l) => l <= rules.maxLinks);
      found = wanted.map(() => null);
      shortestFound = false;
      updateLongest();
      if (over) return found;
      for (let i = 0; i < startCount; i++) {
        const s = starts[i];
        if (s > last || longest === 0) break;
        if (s > lastOf[s % n]) continue;
        closers(s);
        if (close.length === 0) continue;
        const c = (s / n) | 0;
        onLoop[s] = 1;
        cellUse[c] = 1;
        path.push(s);
        extend(true, false);
        path.pop();
        cellUse[c] = 0;
        onLoop[s] = 0;
        if (over || shortestFound) break;
      }
      return found;
    },
    get over() {
      return over;
    },
  };
}

/**
 * Can a loop of the family eliminate anything? Its elimination sees an even node P and an odd node
 * Q of its digit; read backwards from P false, the loop's links reach Q true with at most half the
 * loop's links strong (the arc from Q to P). So a chain of the family's links eliminates it: an
 * X-chain (X-cycles), an XY-chain (Y-cycles) or an AIC (bidirectional cycles) of at most
 * maxLinks / 2 strong links, unless the arc is shorter than those searches go:
 * - one strong link, a unit's: P and Q are the only places of the digit in a unit, and (boxes and
 *   lines crossing as they do) the elimination lies in another unit holding both;
 * - two strong links, both cells' (Y-cycles; XY-chains start at three): P's and Q's cells are a
 *   naked pair, and the elimination lies in a unit holding both.
 * The chain searches' answers are kept for the ladder's own call on this grid (chain-search.ts).
 */
export function mayEliminate(ctx: LogicContext, rules: CycleRules): boolean {
  const chain = (rules.x ? (rules.y ? aic : xChain) : xyChain)(ctx);
  if (ctx.work.spent > ctx.work.limit) return false;
  if (chain !== null && (chain.links?.length ?? 0) + 1 <= rules.maxLinks) return true;
  return rules.x ? lockedPair(ctx) : nakedPair(ctx);
}

/** A digit's only two places in a unit that share another unit holding more places of it. */
function lockedPair(ctx: LogicContext): boolean {
  const { geo } = ctx.grid;
  const n = geo.size;
  const table = bilocalTable(ctx);
  for (let idx = 0; idx < geo.unitCount * n; idx++) {
    if (table.count[idx] !== 2) continue;
    const u = (idx / n) | 0;
    const d = idx % n;
    const a = table.first[idx];
    const b = table.second[idx];
    for (let j = geo.cellUnitStart[a]; j < geo.cellUnitStart[a + 1]; j++) {
      const v = geo.cellUnits[j];
      if (v !== u && hasUnit(geo, b, v) && table.count[v * n + d] > 2) return true;
    }
  }
  return false;
}

/** Two cells holding the same two digits in a unit where another cell holds one of them. */
function nakedPair(ctx: LogicContext): boolean {
  const { geo, cands } = ctx.grid;
  const n = geo.size;
  for (let a = 0; a < geo.cellCount; a++) {
    const m = cands[a];
    if (popcount(m) !== 2) continue;
    if (spend(ctx, peerCountOf(geo, a))) return false;
    for (let k = geo.peerStart[a], e = geo.peerStart[a + 1]; k < e; k++) {
      const b = geo.peers[k];
      if (b < a || cands[b] !== m) continue;
      for (let j = geo.cellUnitStart[a]; j < geo.cellUnitStart[a + 1]; j++) {
        const u = geo.cellUnits[j];
        if (!hasUnit(geo, b, u)) continue;
        for (let i = u * n; i < u * n + n; i++) {
          const c = geo.units[i];
          if (c !== a && c !== b && (cands[c] & m) !== 0) return true;
        }
      }
    }
  }
  return false;
}

/** Loop lengths in links, in SE's order: the rating, then the complexity (the loop's length). */
const LENGTHS = [4, 6, 8];

/**
 * SE's first cycle among `families` (its chaining rule sorts every cycle by rating, then
 * complexity, then X before Y before both): the shortest loop, the first family at that length.
 * Each family's loops of every length come from one search; a later family is searched only when
 * the earlier ones have no loop of the shortest length.
 */
function findLoop(
  ctx: LogicContext,
  families: readonly CycleRules[],
  before: Int32Array | null,
  guarded: boolean,
): { rules: CycleRules; loop: Loop } | null {
  const searched: { rules: CycleRules; loops: (Loop | null)[] }[] = [];
  for (const rules of families) {
    // On a board with rules a peer may be a cage's or a knight's move away, which the guard's
    // argument (an elimination lies in a unit with both ends) does not cover: searched unguarded.
    if (guarded && ctx.grid.geo.rules === undefined && !mayEliminate(ctx, rules)) {
      if (ctx.work.spent > ctx.work.limit) return null;
      searched.push({ rules, loops: LENGTHS.map(() => null) });
      continue;
    }
    const finder = loopFinder(ctx, rules, before);
    const loops = finder.firstLoops(LENGTHS);
    if (finder.over) return null;
    if (loops[0] !== null) return { rules, loop: loops[0] };
    searched.push({ rules, loops });
  }
  for (let i = 1; i < LENGTHS.length; i++) {
    for (const { rules, loops } of searched) {
      const loop = loops[i] ?? null;
      if (loop !== null) return { rules, loop };
    }
  }
  return null;
}

const stateText = (n: number, node: number, on: boolean): string => `${cellName(n, (node / n) | 0)}${on ? '=' : '≠'}${sym(node % n)}`;

function toStep(ctx: LogicContext, rules: CycleRules, loop: Loop): Step {
  const { geo } = ctx.grid;
  const n = geo.size;
  const nodes = loop.nodes;
  const L = nodes.length;
  const links: ChainLink[] = [];
  // Branch 0: the start true, round the loop; branch 1: the start false, the other way round.
  for (let i = 0; i < L; i++) {
    const a = nodes[i];
    const b = nodes[(i + 1) % L];
    links.push({
      fromCell: (a / n) | 0,
      fromValue: (a % n) + 1,
      fromOn: i % 2 === 0,
      toCell: (b / n) | 0,
      toValue: (b % n) + 1,
      toOn: i % 2 === 1,
      branch: 0,
    });
  }
  for (let i = 0; i < L; i++) {
    const a = nodes[(L - i) % L];
    const b = nodes[L - 1 - i];
    links.push({
      fromCell: (a / n) | 0,
      fromValue: (a % n) + 1,
      fromOn: i % 2 === 1,
      toCell: (b / n) | 0,
      toValue: (b % n) + 1,
      toOn: i % 2 === 0,
      branch: 1,
    });
  }
  const forward = [...nodes.map((x, i) => stateText(n, x, i % 2 === 0)), stateText(n, nodes[0], true)].join(' → ');
  const backward = [0, ...nodes.map((_, i) => L - 1 - i)].map((i, k) => stateText(n, nodes[i], k % 2 === 1)).join(' → ');
  const evens = nodes.filter((_, i) => i % 2 === 0);
  const odds = nodes.filter((_, i) => i % 2 === 1);
  const holds = (xs: readonly number[]): string => listWords(xs.map((x) => `${cellName(n, (x / n) | 0)} is ${sym(x % n)}`));
  const cells: number[] = [];
  for (const x of nodes) if (!cells.includes((x / n) | 0)) cells.push((x / n) | 0);
  const houses: number[] = [];
  for (let i = 0; i < L; i++) {
    const a = (nodes[i] / n) | 0;
    const b = (nodes[(i + 1) % L] / n) | 0;
    if (a === b) continue;
    const u = sharedUnit(geo, a, b);
    if (u >= 0 && !houses.includes(u)) houses.push(u);
  }
  const word = rules.technique === 'X_CYCLE' ? 'X-cycle' : rules.technique === 'Y_CYCLE' ? 'Y-cycle' : 'bidirectional cycle';
  return {
    technique: rules.technique,
    placements: [],
    eliminations: loop.elims,
    cells,
    ...houseRefs(geo, houses),
    explanation:
      `The ${word} ${forward} closes, and read backwards ${backward} closes too; so either ${holds(evens)}, or ${holds(odds)}. ` +
      `Each cell that sees one of each loses that digit: ${leaves(geo.size, loop.elims)}.`,
    rating: (rules.base + lengthTenths(L)) / 10,
    links,
  };
}

function technique(families: readonly CycleRules[], guarded = true): Technique {
  const key = families.map((f) => f.technique).join('+');
  return (ctx) => {
    const before = recalled(ctx, key);
    const found = remembering(ctx, key, () => findLoop(ctx, families, before, guarded));
    return found === null ? null : toStep(ctx, found.rules, found.loop);
  };
}

/** X-cycles (SE 6.5 + length): one digit, strong links of units, weak links between peers. */
export const xCycle: Technique = technique([X_RULES]);
/** Y-cycles (SE 6.5 + length): bivalue cells linked by a digit they share as peers. */
export const yCycle: Technique = technique([Y_RULES]);
/**
 * X- and Y-cycles as SE's chaining rule orders them (the registry's producer): an 8-link X-cycle
 * (6.6) gives way to a Y-cycle of 4 or 6 links (6.5), a 6-link X-cycle to a 4-link Y-cycle
 * (equal rating, lower complexity). Bidirectional cycles rate 7.0 and up, above every loop here.
 */
export const xOrYCycle: Technique = technique([X_RULES, Y_RULES]);
/** Bidirectional cycles (SE 7.0 + length): both kinds of link. */
export const bidirectionalCycle: Technique = technique([XY_RULES]);
/** The families, and their searches with or without asking mayEliminate first (its test compares the two). */
export const CYCLE_FAMILIES: readonly CycleRules[] = [X_RULES, Y_RULES, XY_RULES];
export const cycleSearch = technique;

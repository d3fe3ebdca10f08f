// Canonical keys of boards with rules (docs/formats.md, "Canonical keys of variants"). A classic board
// (no rules) keeps canon.ts's key exactly; a board with rules gets `N-r-c/KINDS:<digest>`, the
// digest (SHA-256, base64url) of the smallest image of its givens and rules under the transforms its
// rule set admits. KINDS names the rule kinds, so a classic key (no '/') never equals a variant key,
// and two rule sets of different kinds never share one.
//
// Which transforms a rule set admits (a subgroup of the shape's sudoku transforms: bands, rows within
// a band, stacks, columns within a stack, and transposition when the boxes are square):
// - rules whose meaning needs no geometry (killer cages, extra regions, jigsaw regions, renban and
//   palindrome lines, thermometers, whispers, parity, arrows with a one-cell circle) map to rules of
//   the same kinds under every transform of the shape: all of them are admitted;
// - a diagonal, windoku's windows and disjoint groups are families of cells: a transform is admitted
//   when it maps the family onto the family (a diagonal onto a diagonal, the main onto the anti one
//   too; the windows onto the windows; the disjoint groups onto the groups);
// - rules that need neighbours or the grid's edge (anti-knight, anti-king, non-consecutive, negative
//   constraints, kropki dots, XV, greater-than signs, quadruples, little killers, sandwiches, a pill
//   read as a number) admit the dihedral transforms only (turns and reflections that are transforms
//   of the shape), and a pill only those that keep its reading order;
// - values are relabelled only where no rule tells values apart (RuleSpace.valueSymmetric: houses,
//   groups, exclusions, equalities), else they stay as written.
// Lines are compared by what they mean: a thermometer is its chain of "less than" pairs, whispers and
// palindromes their pairs, so a line split into two lines with the same pairs is the same puzzle.
//
// The smallest image: cells in row-major order of the image, each written as its value (or value
// label, given in order of first appearance) and its incidences (rule kind, role, parameter such as a
// cage's sum, and a reference: a group rule's label in order of first appearance, or a pair rule's
// other cell's position once written). A branch-and-bound search over the admitted transforms keeps
// the smallest complete image; rows are chosen output row by output row, the columns while the first
// row is written. A node is one cell written; past `maxNodes` the answer is LIMIT_EXCEEDED, never a
// wrong key. Interchangeable blank rows (columns) of one band (stack) are tried in one order only.
// variantForm also returns a transform that writes the form (analyze grades a board with rules on
// that image, rules/transform.ts; several give it where the board has automorphisms).
import { canonicalize, DEFAULT_CANON_NODES, type CanonTransform } from '../canon.js';
import type { Board, RuleError } from '../types.js';
import { compileRules } from './check.js';
import { diagonalCells } from './kinds/diagonal.js';
import { dotValue } from './kinds/kropki.js';
import { littleKillerCells } from './kinds/little-killer.js';
import { sandwichCells } from './kinds/sandwich.js';
import { whispersDifference } from './kinds/whispers.js';
import { windows } from './kinds/windoku.js';
import { base64url, sha256 } from './sha256.js';
import { RULE_KINDS, type Rule, type RuleKind } from './types.js';

/**
 * A key, with (for a board with rules) the search's outcome it was read from: analyze grades on that
 * form, so a caller that wants both passes it on instead of searching twice (AnalyzeOptions.known).
 */
export type KeyOutcome =
  | { readonly status: 'CANONICAL'; readonly key: string; readonly nodes: number; readonly form?: FormOutcome }
  | { readonly status: 'LIMIT_EXCEEDED'; readonly nodes: number; readonly form?: FormOutcome }
  | { readonly status: 'BAD_RULES'; readonly error: RuleError };

/** The smallest image before hashing (tests compare these; the key is its digest). */
export type FormOutcome =
  | {
      readonly status: 'CANONICAL';
      readonly prefix: string;
      readonly form: Int32Array;
      /**
       * One transform that gives the form (several where the board has automorphisms): canonical cell
       * (i, j) is the board's cell (rows[i], cols[j]), or (cols[j], rows[i]) when transposed; values
       * relabelled where the rules are value-symmetric, else labels are the identity.
       */
      readonly transform: CanonTransform;
      readonly nodes: number;
    }
  | { readonly status: 'LIMIT_EXCEEDED'; readonly nodes: number }
  | { readonly status: 'BAD_RULES'; readonly error: RuleError };

// Incidence kinds in the written form (a thermometer segment is not a greater-than sign: the kinds
// name what the setter drew, and the key's prefix names the rule kinds anyway).
const K_DIAGONAL = 1;
const K_REGION = 2;
const K_EXTRA = 3;
const K_CAGE = 4;
const K_KROPKI = 5;
const K_XV = 6;
const K_PARITY = 7;
const K_GREATER = 8;
const K_THERMO = 9;
const K_ARROW = 10;
const K_LITTLE = 11;
const K_SANDWICH = 12;
const K_WHISPERS = 13;
const K_RENBAN = 14;
const K_PALINDROME = 15;
const K_QUAD = 16;

const GROUP = 0;
const PAIR = 1;
const UNARY = 2;

/** Rule kinds that need neighbours or the grid's edge: the dihedral transforms only. */
const GEOMETRIC: ReadonlySet<RuleKind> = new Set([
  'ANTI_KNIGHT',
  'ANTI_KING',
  'NON_CONSECUTIVE',
  'NEGATIVE',
  'KROPKI',
  'XV',
  'GREATER_THAN',
  'QUADRUPLE',
  'LITTLE_KILLER',
  'SANDWICH',
]);

interface Incidence {
  readonly type: number;
  readonly kind: number;
  readonly role: number;
  readonly param: number;
  /** GROUP: the node; PAIR: the other cell; UNARY: 0. */
  readonly ref: number;
}

/** A family of cell sets a transform must map onto itself: bit m of a mask = member m holds the cell. */
interface Family {
  readonly inMask: Uint32Array;
  readonly outMask: Uint32Array;
  readonly members: number;
}

interface Prepared {
  readonly n: number;
  readonly r: number;
  readonly c: number;
  readonly values: Uint8Array;
  readonly valueSymmetric: boolean;
  readonly incidences: Incidence[][];
  readonly nodes: number;
  readonly families: Family[];
  readonly dihedral: boolean;
  /** Pills (circles of 2–3 cells) in reading order: an admitted transform keeps that order. */
  readonly pills: number[][];
  readonly prefix: string;
}

function family(n: number, sets: readonly (readonly number[])[], targets: readonly (readonly number[])[]): Family {
  const inMask = new Uint32Array(n * n);
  const outMask = new Uint32Array(n * n);
  sets.forEach((cells, m) => cells.forEach((x) => (inMask[x] |= 1 << m)));
  targets.forEach((cells, m) => cells.forEach((x) => (outMask[x] |= 1 << m)));
  return { inMask, outMask, members: Math.max(sets.length, targets.length) };
}

function prepare(board: Board, rules: readonly Rule[], valueSymmetric: boolean): Prepared {
  const { size: n, boxRows: r, boxCols: c } = board.shape;
  const incidences: Incidence[][] = Array.from({ length: n * n }, () => []);
  let nodes = 0;
  const group = (kind: number, param: number, cells: readonly number[], roles?: readonly number[]) => {
    const node = nodes++;
    cells.forEach((x, k) => incidences[x].push({ type: GROUP, kind, role: roles?.[k] ?? 0, param, ref: node }));
  };
  const pair = (kind: number, param: number, a: number, b: number, ordered: boolean) => {
    incidences[a].push({ type: PAIR, kind, role: 0, param, ref: b });
    incidences[b].push({ type: PAIR, kind, role: ordered ? 1 : 0, param, ref: a });
  };
  const families: Family[] = [];
  const diagonals: number[][] = [];
  const pills: number[][] = [];
  const names = new Set<string>();
  let dihedral = false;
  for (const rule of rules) {
    names.add(rule.kind === 'NEGATIVE' ? `NEGATIVE_${rule.of}` : rule.kind);
    if (GEOMETRIC.has(rule.kind)) dihedral = true;
    switch (rule.kind) {
      case 'DIAGONAL':
        diagonals.push(diagonalCells(n, rule.direction));
        group(K_DIAGONAL, 0, diagonals[diagonals.length - 1]);
        break;
      case 'JIGSAW': {
        const regions: number[][] = Array.from({ length: n }, () => []);
        rule.regions.forEach((g, x) => regions[g].push(x));
        for (const cells of regions) group(K_REGION, 0, cells);
        break;
      }
      case 'EXTRA_REGION':
        group(K_EXTRA, 0, rule.cells);
        break;
      case 'WINDOKU': {
        const all = windows(board.shape);
        families.push(family(n, all, all));
        break;
      }
      case 'DISJOINT_GROUPS': {
        const groups: number[][] = Array.from({ length: n }, () => []);
        for (let x = 0; x < n * n; x++) groups[(Math.floor(x / n) % r) * c + ((x % n) % c)].push(x);
        families.push(family(n, groups, groups));
        break;
      }
      case 'KILLER_CAGE':
        group(K_CAGE, rule.sum ?? 0, rule.cells);
        break;
      case 'KROPKI':
        pair(K_KROPKI, (rule.color === 'BLACK' ? 64 : 0) + dotValue(rule), rule.cells[0], rule.cells[1], false);
        break;
      case 'XV':
        pair(K_XV, rule.sum, rule.cells[0], rule.cells[1], false);
        break;
      case 'PARITY':
        incidences[rule.cell].push({ type: UNARY, kind: K_PARITY, role: 0, param: rule.parity === 'EVEN' ? 0 : 1, ref: 0 });
        break;
      case 'GREATER_THAN':
        pair(K_GREATER, 0, rule.lesser, rule.greater, true);
        break;
      case 'THERMOMETER':
        for (let k = 1; k < rule.cells.length; k++) pair(K_THERMO, 0, rule.cells[k - 1], rule.cells[k], true);
        break;
      case 'ARROW': {
        // The circle in reading order (the engine reads a pill so); its digits are roles 1, 2, 3.
        const circle = [...rule.circle].sort((a, b) => a - b);
        if (circle.length > 1) {
          pills.push(circle);
          dihedral = true;
        }
        group(K_ARROW, circle.length, [...circle, ...rule.line], [...circle.map((_, k) => 1 + k), ...rule.line.map(() => 0)]);
        break;
      }
      case 'LITTLE_KILLER':
        group(K_LITTLE, rule.sum, littleKillerCells(rule.clue, rule.direction, n));
        break;
      case 'SANDWICH':
        group(K_SANDWICH, rule.sum, sandwichCells(rule.line, rule.index, n));
        break;
      case 'WHISPERS': {
        const d = whispersDifference(n, rule.difference);
        for (let k = 1; k < rule.cells.length; k++) pair(K_WHISPERS, d, rule.cells[k - 1], rule.cells[k], false);
        break;
      }
      case 'RENBAN':
        group(K_RENBAN, 0, rule.cells);
        break;
      case 'PALINDROME': {
        const L = rule.cells.length;
        for (let k = 0; k < L >> 1; k++) pair(K_PALINDROME, 0, rule.cells[k], rule.cells[L - 1 - k], false);
        break;
      }
      case 'QUADRUPLE': {
        let packed = 0;
        for (const v of [...rule.values].sort((a, b) => a - b)) packed = packed * (n + 1) + v;
        group(K_QUAD, packed, [rule.cell, rule.cell + 1, rule.cell + n, rule.cell + n + 1]);
        break;
      }
      case 'ANTI_KNIGHT':
      case 'ANTI_KING':
      case 'NON_CONSECUTIVE':
      case 'NEGATIVE':
        // Relations of neighbours: every dihedral transform keeps them.
        break;
    }
  }
  if (diagonals.length > 0) families.push(family(n, diagonals, [diagonalCells(n, 'MAIN'), diagonalCells(n, 'ANTI')]));
  const order = (name: string) => RULE_KINDS.indexOf(name.replace(/^NEGATIVE_.*/, 'NEGATIVE') as RuleKind);
  const kinds = [...names].sort((a, b) => order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0));
  return {
    n,
    r,
    c,
    values: board.cells,
    valueSymmetric,
    incidences,
    nodes,
    families,
    dihedral,
    pills,
    prefix: `${n}-${r}-${c}/${kinds.join(',')}:`,
  };
}

const UNSET = 0x3fffffff;

/** The branch-and-bound search over one prepared board. */
class Search {
  readonly n: number;
  readonly rowOf: Int32Array;
  readonly colOf: Int32Array;
  transposed = false;
  usedRows = 0;
  usedCols = 0;
  readonly valueLabel: Int32Array;
  nextValue = 1;
  readonly nodeLabel: Int32Array;
  nextNode = 1;
  readonly posOf: Int32Array;
  readonly fwd: Int32Array[];
  readonly inv: Int32Array[];
  readonly cur: Int32Array;
  curLen = 0;
  /** 0: the image so far equals the best's prefix; −1: already smaller (no best: −1). */
  cmp = -1;
  best: Int32Array;
  bestLen = -1;
  /** Counts the best's replacements: a prefix saved before one equals the new best's prefix. */
  bestGen = 0;
  /** The transform that wrote the best: transposition, rows, columns, value labels (0: unlabelled). */
  bestTransposed = false;
  readonly bestRows: Int32Array;
  readonly bestCols: Int32Array;
  readonly bestLabels: Int32Array;
  nodes = 0;
  stop = false;
  /** Blank rows and columns of the board and of its transpose (interchangeable within a band or stack). */
  readonly blankRow: Uint8Array[];
  readonly blankCol: Uint8Array[];
  /** Fixed transforms (the dihedral ones): rows and columns come from these. */
  fixed = false;

  constructor(
    readonly p: Prepared,
    readonly budget: number,
  ) {
    const n = p.n;
    this.n = n;
    this.rowOf = new Int32Array(n);
    this.colOf = new Int32Array(n);
    this.valueLabel = new Int32Array(n + 1);
    this.bestRows = new Int32Array(n);
    this.bestCols = new Int32Array(n);
    this.bestLabels = new Int32Array(n + 1);
    this.nodeLabel = new Int32Array(p.nodes);
    this.posOf = new Int32Array(n * n).fill(-1);
    this.fwd = p.families.map((f) => new Int32Array(f.members).fill(-1));
    this.inv = p.families.map((f) => new Int32Array(f.members).fill(-1));
    let length = 0;
    for (const list of p.incidences) length += 2 + 4 * list.length;
    length += 2 * (n * n - p.incidences.length);
    this.cur = new Int32Array(length);
    this.best = new Int32Array(length);
    const blank = (x: number) => p.values[x] === 0 && p.incidences[x].length === 0 && p.families.length === 0;
    this.blankRow = [0, 1].map((t) =>
      Uint8Array.from({ length: n }, (_, a) => (Array.from({ length: n }, (_, b) => this.cellAt(t === 1, a, b)).every(blank) ? 1 : 0)),
    );
    this.blankCol = [0, 1].map((t) =>
      Uint8Array.from({ length: n }, (_, b) => (Array.from({ length: n }, (_, a) => this.cellAt(t === 1, a, b)).every(blank) ? 1 : 0)),
    );
  }

  cellAt(transposed: boolean, a: number, b: number): number {
    return transposed ? b * this.n + a : a * this.n + b;
  }

  /** Writes `v` at the image's next place; false when the image is now larger than the best. */
  push(v: number): boolean {
    const at = this.curLen++;
    this.cur[at] = v;
    if (this.cmp === 0) {
      if (at >= this.bestLen) return false;
      const b = this.best[at];
      if (v > b) return false;
      if (v < b) this.cmp = -1;
    }
    return true;
  }

  /** The search from output cell `pos` on (rows and, on the first row, columns chosen as needed). */
  place(pos: number): void {
    if (this.stop) return;
    const n = this.n;
    if (pos === n * n) {
      if (this.cmp < 0 || this.bestLen < 0) {
        this.best.set(this.cur.subarray(0, this.curLen));
        this.bestLen = this.curLen;
        this.bestGen++;
        this.bestTransposed = this.transposed;
        this.bestRows.set(this.rowOf);
        this.bestCols.set(this.colOf);
        this.bestLabels.set(this.valueLabel);
      }
      return;
    }
    const i = Math.floor(pos / n);
    const j = pos % n;
    if (j === 0 && !this.fixed) {
      for (const a of this.rowChoices(i)) {
        this.rowOf[i] = a;
        this.usedRows |= 1 << a;
        this.column(pos, i, j);
        this.usedRows &= ~(1 << a);
        if (this.stop) return;
      }
      return;
    }
    this.column(pos, i, j);
  }

  column(pos: number, i: number, j: number): void {
    if (i > 0 || this.fixed) {
      this.emit(pos, i, j);
      return;
    }
    for (const b of this.colChoices(j)) {
      this.colOf[j] = b;
      this.usedCols |= 1 << b;
      this.emit(pos, i, j);
      this.usedCols &= ~(1 << b);
      if (this.stop) return;
    }
  }

  /** A quick order for choices: the value part and incidence count of the cell a choice writes next. */
  private lead(x: number): number {
    const v = this.p.values[x];
    const head = v === 0 ? 0 : this.p.valueSymmetric ? this.valueLabel[v] || this.nextValue : v;
    return head * 1024 + this.p.incidences[x].length;
  }

  private rowChoices(i: number): number[] {
    const { r } = this.p;
    const n = this.n;
    const t = this.transposed ? 1 : 0;
    const out: number[] = [];
    const bandStart = i % r === 0;
    const band = bandStart ? -1 : Math.floor(this.rowOf[i - 1] / r);
    let blankBands = 0;
    for (let a = 0; a < n; a++) {
      if (this.usedRows & (1 << a)) continue;
      const ab = Math.floor(a / r);
      if (bandStart) {
        let bandUsed = false;
        for (let k = ab * r; k < ab * r + r; k++) if (this.usedRows & (1 << k)) bandUsed = true;
        if (bandUsed) continue;
      } else if (ab !== band) continue;
      // Blank rows of one band are interchangeable: the first free one stands for all.
      if (this.blankRow[t][a]) {
        if (blankBands & (1 << ab)) continue;
        blankBands |= 1 << ab;
      }
      out.push(a);
    }
    if (i > 0) {
      const b0 = this.colOf[0];
      const lead = new Map(out.map((a) => [a, this.lead(this.cellAt(this.transposed, a, b0))]));
      out.sort((x, y) => lead.get(x)! - lead.get(y)!);
    }
    return out;
  }

  private colChoices(j: number): number[] {
    const { c } = this.p;
    const n = this.n;
    const t = this.transposed ? 1 : 0;
    const out: number[] = [];
    const stackStart = j % c === 0;
    const stack = stackStart ? -1 : Math.floor(this.colOf[j - 1] / c);
    let blankStacks = 0;
    for (let b = 0; b < n; b++) {
      if (this.usedCols & (1 << b)) continue;
      const bs = Math.floor(b / c);
      if (stackStart) {
        let stackUsed = false;
        for (let k = bs * c; k < bs * c + c; k++) if (this.usedCols & (1 << k)) stackUsed = true;
        if (stackUsed) continue;
      } else if (bs !== stack) continue;
      if (this.blankCol[t][b]) {
        if (blankStacks & (1 << bs)) continue;
        blankStacks |= 1 << bs;
      }
      out.push(b);
    }
    const a0 = this.rowOf[0];
    const lead = new Map(out.map((b) => [b, this.lead(this.cellAt(this.transposed, a0, b))]));
    out.sort((x, y) => lead.get(x)! - lead.get(y)!);
    return out;
  }

  /** Writes output cell (i, j), then goes on; every change is undone before it returns. */
  private emit(pos: number, i: number, j: number): void {
    if (++this.nodes > this.budget) {
      this.stop = true;
      return;
    }
    const p = this.p;
    const n = this.n;
    const x = this.cellAt(this.transposed, this.rowOf[i], this.colOf[j]);
    const o = i * n + j;
    // Families: each member the cell is in must go to one the output cell is in, one to one.
    // (No closures here: a node is written millions of times.)
    const assigned: number[] = [];
    for (let f = 0; f < p.families.length; f++) {
      const inM = p.families[f].inMask[x];
      const outM = p.families[f].outMask[o];
      if (inM === 0) continue;
      if (popcount(inM) > popcount(outM)) {
        this.undoFamilies(assigned);
        return;
      }
      for (let m = 0; inM >>> m; m++) {
        if (!((inM >>> m) & 1)) continue;
        const to = this.fwd[f][m];
        if (to >= 0) {
          if (!((outM >>> to) & 1)) {
            this.undoFamilies(assigned);
            return;
          }
        } else if (popcount(inM) === 1 && popcount(outM) === 1) {
          const t = 31 - Math.clz32(outM);
          if (this.inv[f][t] >= 0) {
            this.undoFamilies(assigned);
            return;
          }
          this.fwd[f][m] = t;
          this.inv[f][t] = m;
          assigned.push(f, m);
        }
      }
    }
    const savedLen = this.curLen;
    const savedCmp = this.cmp;
    const savedGen = this.bestGen;
    // The value, or its label (a new value takes the next label).
    const v = p.values[x];
    let newValue = false;
    let head = v;
    if (v !== 0 && p.valueSymmetric) {
      head = this.valueLabel[v];
      if (head === 0) {
        head = this.nextValue;
        newValue = true;
      }
    }
    const list = p.incidences[x];
    const k = list.length;
    // Incidences sorted by kind, role, parameter, then reference (unlabelled groups and unwritten
    // partners last); unlabelled groups take the next labels in that order.
    const refs: number[] = [];
    const idx: number[] = [];
    for (let q = 0; q < k; q++) {
      const e = list[q];
      refs.push(
        e.type === GROUP ? this.nodeLabel[e.ref] || UNSET : e.type === PAIR ? (this.posOf[e.ref] >= 0 ? this.posOf[e.ref] : UNSET) : 0,
      );
      idx.push(q);
    }
    this.sortList = list;
    this.sortRefs = refs;
    idx.sort(this.byIncidence);
    let ok = this.push(head) && this.push(k);
    const fresh: number[] = [];
    for (let q = 0; ok && q < k; q++) {
      const e = list[idx[q]];
      let ref = refs[idx[q]];
      if (ref === UNSET) {
        if (e.type === GROUP) {
          ref = this.nextNode + fresh.length;
          fresh.push(idx[q]);
        } else ref = n * n; // a pair whose other cell comes later
      }
      ok = this.push(e.kind) && this.push(e.role) && this.push(e.param) && this.push(ref);
    }
    if (ok) {
      if (newValue) {
        this.valueLabel[v] = head;
        this.nextValue++;
      }
      this.posOf[x] = pos;
      this.labelGroups(pos, list, fresh);
      this.posOf[x] = -1;
      if (newValue) {
        this.valueLabel[v] = 0;
        this.nextValue--;
      }
    }
    this.curLen = savedLen;
    // A best found below this cell starts with the image so far: compare with it from here on.
    this.cmp = this.bestGen !== savedGen ? 0 : savedCmp;
    this.undoFamilies(assigned);
  }

  /** Undoes the family members `emit` assigned (pairs of family, member), last first. */
  private undoFamilies(assigned: readonly number[]): void {
    for (let k = assigned.length - 2; k >= 0; k -= 2) {
      const f = assigned[k];
      const m = assigned[k + 1];
      this.inv[f][this.fwd[f][m]] = -1;
      this.fwd[f][m] = -1;
    }
  }

  /** The incidences `emit` sorts and their references (set just before each sort, read only by it). */
  private sortList: readonly Incidence[] = [];
  private sortRefs: readonly number[] = [];
  private readonly byIncidence = (a: number, b: number): number => {
    const ea = this.sortList[a];
    const eb = this.sortList[b];
    return ea.kind - eb.kind || ea.role - eb.role || ea.param - eb.param || this.sortRefs[a] - this.sortRefs[b];
  };

  /**
   * Gives the cell's new groups the next labels in their written order and goes on. New groups written
   * alike (same kind, role, parameter) may take their labels in any order: each order is tried.
   */
  private labelGroups(pos: number, list: readonly Incidence[], fresh: readonly number[]): void {
    const base = this.nextNode;
    this.nextNode += fresh.length;
    const runs: number[] = [];
    for (let s = 0; s < fresh.length;) {
      let e = s + 1;
      const a = list[fresh[s]];
      while (e < fresh.length && list[fresh[e]].kind === a.kind && list[fresh[e]].role === a.role && list[fresh[e]].param === a.param) e++;
      runs.push(s, e);
      s = e;
    }
    this.assignRuns(0, { pos, list, fresh, runs, base });
    for (const q of fresh) this.nodeLabel[list[q].ref] = 0;
    this.nextNode = base;
  }

  /** Labels run k (of `runs`, pairs of start and end in `fresh`) in every order, then the next run; past the last, the next cell. */
  private assignRuns(k: number, g: Labelling): void {
    if (this.stop) return;
    if (2 * k === g.runs.length) {
      this.place(g.pos + 1);
      return;
    }
    this.permuteRun(0, g.fresh.slice(g.runs[2 * k], g.runs[2 * k + 1]), k, g);
  }

  private permuteRun(at: number, run: number[], k: number, g: Labelling): void {
    if (this.stop) return;
    if (at === run.length) {
      const s = g.runs[2 * k];
      for (let t = 0; t < run.length; t++) this.nodeLabel[g.list[run[t]].ref] = g.base + s + t;
      this.assignRuns(k + 1, g);
      return;
    }
    for (let t = at; t < run.length; t++) {
      [run[at], run[t]] = [run[t], run[at]];
      this.permuteRun(at + 1, run, k, g);
      [run[at], run[t]] = [run[t], run[at]];
    }
  }
}

/** One cell's new groups being labelled (Search.labelGroups). */
interface Labelling {
  readonly pos: number;
  readonly list: readonly Incidence[];
  readonly fresh: readonly number[];
  readonly runs: readonly number[];
  readonly base: number;
}

/** The dihedral transforms of the shape (as rows, columns, transposition), those keeping every pill's reading order. */
function dihedralTransforms(p: Prepared): { transposed: boolean; rows: Int32Array; cols: Int32Array }[] {
  const n = p.n;
  const id = Int32Array.from({ length: n }, (_, k) => k);
  const rev = Int32Array.from({ length: n }, (_, k) => n - 1 - k);
  const out: { transposed: boolean; rows: Int32Array; cols: Int32Array }[] = [];
  for (const transposed of p.r === p.c ? [false, true] : [false]) {
    for (const rows of [id, rev]) {
      for (const cols of [id, rev]) {
        // Output (i, j) shows input cell at (rows[i], cols[j]) (transposed: (cols[j], rows[i])).
        const where = new Int32Array(n * n);
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < n; j++) where[transposed ? cols[j] * n + rows[i] : rows[i] * n + cols[j]] = i * n + j;
        }
        if (p.pills.every((pill) => pill.every((x, k) => k === 0 || where[x] > where[pill[k - 1]]))) out.push({ transposed, rows, cols });
      }
    }
  }
  return out;
}

/**
 * The smallest image of a board with rules under the transforms its rules admit (see the top of this
 * file), before hashing. A board without rules is no variant: use canonicalKey.
 */
export function variantForm(board: Board, maxNodes: number = DEFAULT_CANON_NODES): FormOutcome {
  const rules = board.rules ?? [];
  const compiled = compileRules(board.shape, rules);
  if (!compiled.ok) return { status: 'BAD_RULES', error: compiled.error };
  const p = prepare(board, rules, compiled.value.valueSymmetric);
  const s = new Search(p, maxNodes);
  if (p.dihedral) {
    s.fixed = true;
    for (const t of dihedralTransforms(p)) {
      s.transposed = t.transposed;
      s.rowOf.set(t.rows);
      s.colOf.set(t.cols);
      s.cmp = s.bestLen < 0 ? -1 : 0;
      s.place(0);
      if (s.stop) break;
    }
  } else {
    for (const transposed of p.r === p.c ? [false, true] : [false]) {
      s.transposed = transposed;
      s.cmp = s.bestLen < 0 ? -1 : 0;
      s.place(0);
      if (s.stop) break;
    }
  }
  if (s.stop || s.bestLen < 0) return { status: 'LIMIT_EXCEEDED', nodes: s.nodes };
  return { status: 'CANONICAL', prefix: p.prefix, form: s.best.slice(0, s.bestLen), transform: bestTransform(s), nodes: s.nodes };
}

/** The transform of the search's best image, values absent from the board taking the free labels in order. */
function bestTransform(s: Search): CanonTransform {
  const n = s.n;
  const labels = Array.from({ length: n + 1 }, (_, v) => (s.p.valueSymmetric ? s.bestLabels[v] : v));
  const taken = new Set(labels.filter((l) => l !== 0));
  let free = 1;
  for (let v = 1; v <= n; v++) {
    if (labels[v] !== 0) continue;
    while (taken.has(free)) free++;
    labels[v] = free++;
  }
  labels[0] = 0;
  return { transpose: s.bestTransposed, rows: Array.from(s.bestRows), cols: Array.from(s.bestCols), labels };
}

/** The form's bytes: a flag for value labels, then every number as an unsigned LEB128 varint. */
function formBytes(valueSymmetric: boolean, form: Int32Array): Uint8Array {
  const out: number[] = [valueSymmetric ? 1 : 0];
  for (const v of form) {
    let x = v >>> 0;
    while (x >= 0x80) {
      out.push((x & 0x7f) | 0x80);
      x >>>= 7;
    }
    out.push(x);
  }
  return Uint8Array.from(out);
}

/**
 * A board's canonical key: equal for two boards exactly when one is an image of the other under the
 * transforms their rules admit. A board without rules has canon.ts's classic key (`N-r-c:cells`); a
 * board with rules `N-r-c/KINDS:digest`. Rules that fail their check are BAD_RULES; a search past
 * `maxNodes` is LIMIT_EXCEEDED.
 */
export function canonicalKey(board: Board, maxNodes: number = DEFAULT_CANON_NODES): KeyOutcome {
  if (board.rules === undefined || board.rules.length === 0) {
    const classic = canonicalize(board, maxNodes);
    return classic.status === 'CANONICAL'
      ? { status: 'CANONICAL', key: classic.key, nodes: classic.nodes }
      : { status: 'LIMIT_EXCEEDED', nodes: classic.nodes };
  }
  const form = variantForm(board, maxNodes);
  if (form.status === 'BAD_RULES') return form;
  if (form.status !== 'CANONICAL') return { status: 'LIMIT_EXCEEDED', nodes: form.nodes, form };
  const compiled = compileRules(board.shape, board.rules);
  const symmetric = compiled.ok && compiled.value.valueSymmetric;
  return { status: 'CANONICAL', key: form.prefix + base64url(sha256(formBytes(symmetric, form.form))), nodes: form.nodes, form };
}

function popcount(x: number): number {
  let c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}

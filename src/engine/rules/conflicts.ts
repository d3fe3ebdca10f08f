// Clashes of a board's filled cells with its rules (docs/variants.md, "Conflicts"). A rule is broken
// when its filled cells alone leave it no way to hold, whatever its empty cells get: a row, column, box
// or region with a repeated value, two cells a knight's move apart with one value, a cage with a
// repeated value or a sum it can no longer make, a thermometer that does not rise, an even cell with
// an odd value, a sandwich whose 1 and N leave no room for its sum… Each clash names its rule (or
// unit) and its filled cells: what validate reports and what solve's CONFLICT lists.
import { cellLabel } from '../cell-label.js';
import type { Board, Conflict, Result, RuleError, UnitKind } from '../types.js';
import { compileRules } from './check.js';
import { writeInto, type Propagator } from './props/propagator.js';
import { SumPropagator } from './props/sum.js';
import { allSee, seesIn, type ConstraintSource, type RuleSource, type RuleSpace } from './space.js';

/** One broken rule (or row, column, box) and the filled cells that break it. */
export interface RuleConflict {
  readonly source: ConstraintSource;
  /** Row-major indexes of the filled cells, ascending. */
  readonly cells: readonly number[];
  /** For people: the rule and the cells in words. */
  readonly message: string;
}

interface Checked {
  readonly propagator: Propagator;
  readonly source: ConstraintSource;
}

const checks = new WeakMap<RuleSpace, Checked[]>();

/** The sums and rule propagators of a model, each on its own (its cells' "rule alone"). */
export function checksOf(space: RuleSpace): Checked[] {
  let list = checks.get(space);
  if (list === undefined) {
    const sees = seesIn(space);
    list = [
      ...space.sums.map((s) => ({
        propagator: new SumPropagator(s.cells, s.coefs, s.total, space.size, s.distinct || allSee([...s.cells], sees), sees),
        source: s.source as ConstraintSource,
      })),
      ...space.propagators.map((p) => ({ propagator: p.propagator, source: p.source as ConstraintSource })),
    ];
    checks.set(space, list);
  }
  return list;
}

const nameOf = (source: ConstraintSource): string =>
  'rule' in source ? `rule ${source.rule + 1} (${source.kind})` : `${source.kind.toLowerCase()} ${source.index + 1}`;

function conflict(space: RuleSpace, source: ConstraintSource, cells: number[], what: string): RuleConflict {
  const sorted = [...new Set(cells)].sort((a, b) => a - b);
  const n = space.size;
  const where = sorted.map((c) => cellLabel(Math.floor(c / n), c % n)).join('; ');
  return { source, cells: sorted, message: `${nameOf(source)} ${what}: ${where}` };
}

/** Every broken rule of a compiled model given N² values (0 empty). */
export function ruleConflicts(space: RuleSpace, values: Uint8Array): RuleConflict[] {
  const n = space.size;
  const out: RuleConflict[] = [];
  const bit = (c: number) => (values[c] === 0 ? 0 : 1 << (values[c] - 1));
  for (const u of space.unaries) {
    if (values[u.cell] !== 0 && (u.mask & bit(u.cell)) === 0) out.push(conflict(space, u.source, [u.cell], 'is not held'));
  }
  const firstAt = new Int32Array(n + 1);
  for (const set of [...space.houses, ...space.groups]) {
    firstAt.fill(-1);
    const repeats = new Map<number, number[]>();
    for (const c of set.cells) {
      const v = values[c];
      if (v === 0) continue;
      if (firstAt[v] < 0) firstAt[v] = c;
      else repeats.set(v, [...(repeats.get(v) ?? [firstAt[v]]), c]);
    }
    for (const [v, cells] of repeats) out.push(conflict(space, set.source, cells, `holds ${v} twice`));
  }
  for (const e of space.exclusions) {
    if (values[e.a] !== 0 && values[e.a] === values[e.b]) out.push(conflict(space, e.source, [e.a, e.b], `holds ${values[e.a]} twice`));
  }
  // Relations rule by rule: a line (a thermometer, a whisper…) as a whole, by arc consistency over its
  // pairs (7 · 7 on a thermometer is broken though each pair alone is not); a rule over the whole grid
  // (non-consecutive, negative) pair by pair, so that a clash names its two cells.
  const byRule = new Map<number, { a: number; b: number; allowed: Int32Array; source: RuleSource }[]>();
  for (const pair of space.pairs) {
    for (const part of pair.parts) {
      let list = byRule.get(part.source.rule);
      if (list === undefined) byRule.set(part.source.rule, (list = []));
      list.push({ a: pair.a, b: pair.b, allowed: part.allowed, source: part.source });
    }
  }
  for (const parts of byRule.values()) {
    const groups = parts.length <= n ? [parts] : parts.map((p) => [p]);
    for (const group of groups) {
      const cells = [...new Set(group.flatMap((p) => [p.a, p.b]))];
      if (!cells.some((c) => values[c] !== 0)) continue;
      const mask = new Map(cells.map((c) => [c, values[c] === 0 ? space.allValues : bit(c)]));
      let ok = true;
      for (let changed = true; changed && ok;) {
        changed = false;
        for (const p of group) {
          const ma = mask.get(p.a)!;
          const mb = mask.get(p.b)!;
          let sb = 0;
          let sa = 0;
          for (let x = ma; x !== 0; x &= x - 1) sb |= p.allowed[31 - Math.clz32(x & -x)];
          for (let va = 1; va <= n; va++) if ((p.allowed[va - 1] & mb) !== 0) sa |= 1 << (va - 1);
          const na = ma & sa;
          const nb = mb & sb;
          if (na === 0 || nb === 0) ok = false;
          if (na !== ma || nb !== mb) changed = true;
          mask.set(p.a, na);
          mask.set(p.b, nb);
        }
      }
      if (!ok)
        out.push(
          conflict(
            space,
            group[0].source,
            cells.filter((c) => values[c] !== 0),
            'is broken',
          ),
        );
    }
  }
  const m = new Int32Array(space.cellCount);
  for (let c = 0; c < space.cellCount; c++) m[c] = values[c] === 0 ? space.allValues : bit(c);
  const scratch = writeInto(m);
  for (const { propagator, source } of checksOf(space)) {
    const cells = propagator.cells;
    if (!cells.some((c) => values[c] !== 0)) continue;
    const saved = Array.from(cells, (c) => m[c]);
    const ok = propagator.propagate(m, scratch);
    cells.forEach((c, k) => (m[c] = saved[k]));
    if (!ok)
      out.push(
        conflict(
          space,
          source,
          [...cells].filter((c) => values[c] !== 0),
          'cannot hold',
        ),
      );
  }
  // A rule broken two ways (a cage's repeat is also a sum it cannot make) is told once for its cells.
  const seen = new Set<string>();
  return out.filter((c) => {
    const key = `${JSON.stringify(c.source)} ${c.cells.join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The broken rules of a board with rules, or why its rules cannot be read. */
export function findRuleConflicts(board: Board): Result<RuleConflict[], RuleError> {
  const compiled = compileRules(board.shape, board.rules ?? []);
  if (!compiled.ok) return compiled;
  return { ok: true, value: ruleConflicts(compiled.value, board.cells) };
}

/** The clashes cell by cell (every clashing cell once, with its units and the indexes of the rules it breaks). */
export function cellConflicts(space: RuleSpace, values: Uint8Array): Conflict[] {
  const n = space.size;
  const units = new Map<number, Set<UnitKind>>();
  const rules = new Map<number, Set<number>>();
  for (const c of ruleConflicts(space, values)) {
    for (const cell of c.cells) {
      if (!units.has(cell)) {
        units.set(cell, new Set());
        rules.set(cell, new Set());
      }
      if ('rule' in c.source) rules.get(cell)!.add(c.source.rule);
      else units.get(cell)!.add(c.source.kind);
    }
  }
  const order: UnitKind[] = ['ROW', 'COLUMN', 'BOX'];
  return [...units.keys()]
    .sort((a, b) => a - b)
    .map((cell) => {
      const u = units.get(cell)!;
      const r = [...rules.get(cell)!].sort((a, b) => a - b);
      const base: Conflict = { row: Math.floor(cell / n), col: cell % n, value: values[cell], units: order.filter((k) => u.has(k)) };
      return r.length > 0 ? { ...base, rules: r } : base;
    });
}

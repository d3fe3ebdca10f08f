// The one wording module of the logical solver: every step's sentence names its cells, units and
// values through these (1-based, rNcM as players write them; values as the board's symbols).
import { HOUSE_DISJOINT_GROUP, HOUSE_REGION, HOUSE_WINDOW } from '../geometry.js';
import type { Rule } from '../rules/types.js';
import { symbolFor } from '../symbols.js';
import type { CellValue, LogicGeometry, RuleRef, UnitKind, UnitRef } from './types.js';
import { inFrame, shownCell, shownPart, shownRule, shownUnit, shownValue } from './frame.js';
import { gridUnit, houseRule, unitRef } from './grid.js';

// Every name goes through the frame (frame.ts): outside analyze() it is the grid's own.

export function cellName(n: number, cell: number): string {
  const c = shownCell(cell);
  return `r${((c / n) | 0) + 1}c${(c % n) + 1}`;
}

/** The board's symbol of a value (1..N). */
export function valueName(value: number): string {
  return symbolFor(shownValue(value));
}

/** The board's symbol of a 0-based digit (a candidate mask's bit index). */
export function sym(digit: number): string {
  return valueName(digit + 1);
}

export function cellNames(n: number, cells: readonly number[]): string {
  return listWords(cells.map((c) => cellName(n, c)));
}

const KIND_WORD: Readonly<Record<UnitKind, string>> = { ROW: 'row', COLUMN: 'column', BOX: 'box' };

export function unitName(unit: UnitRef): string {
  const u = shownUnit(unit);
  return `${KIND_WORD[u.kind]} ${u.index + 1}`;
}

/** "rows 2 and 5", "columns 1, 4 and 7": units of one kind, named together (in order). */
export function unitsName(kind: UnitKind, indices: readonly number[]): string {
  const shown = indices.map((index) => shownUnit({ kind, index }));
  const k = shown.length > 0 ? shown[0].kind : kind;
  const word = KIND_WORD[k] + (indices.length > 1 ? (k === 'BOX' ? 'es' : 's') : '');
  return `${word} ${listWords(
    shown
      .map((u) => u.index)
      .sort((a, b) => a - b)
      .map((i) => String(i + 1)),
  )}`;
}

/** The symbols of a mask's values (bit v-1 = value v), smallest first as the board names them. */
export function valueSymbols(mask: number): string[] {
  const out: number[] = [];
  for (let v = 1; mask !== 0; v++, mask >>>= 1) if (mask & 1) out.push(shownValue(v));
  return out.sort((a, b) => a - b).map((v) => symbolFor(v));
}

/** The values of a mask in words: "2, 3 and 5". */
export function valueWords(mask: number): string {
  return listWords(valueSymbols(mask));
}

/** The values of a mask as alternatives: "2, 3 or 5". */
export function valueOrWords(mask: number): string {
  return orWords(valueSymbols(mask));
}

/** "a", "a and b", "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Alternatives: "a", "a or b", "a, b or c". */
export function orWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** A sentence's first letter in capitals ("the renban line …" → "The renban line …"). */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Eliminations named for a sentence: "r1c2 and r3c4" for one value, with values otherwise. */
export function eliminationWords(n: number, elims: readonly CellValue[]): string {
  const values = new Set(elims.map((e) => e.value));
  if (values.size === 1) return listWords(elims.map((e) => cellName(n, e.row * n + e.col)));
  return listWords(elims.map((e) => `${valueName(e.value)} from ${cellName(n, e.row * n + e.col)}`));
}

/** "5 leaves r2c3 and r4c1" for eliminations of one value, joined per value in order of appearance. */
export function leaves(n: number, elims: readonly CellValue[]): string {
  const byValue = new Map<number, string[]>();
  for (const e of elims) {
    const list = byValue.get(e.value) ?? [];
    list.push(cellName(n, e.row * n + e.col));
    byValue.set(e.value, list);
  }
  const parts: string[] = [];
  for (const [v, cells] of byValue) parts.push(`${valueName(v)} leaves ${listWords(cells)}`);
  return listWords(parts);
}

/**
 * Eliminations by value as leaves() words them, values with the same cells joined: "7, 8 and 9
 * leave r3c9 and r4c8; 2 leaves r5c5".
 */
export function leavesGrouped(n: number, elims: readonly CellValue[]): string {
  const byValue = new Map<number, number[]>();
  for (const e of elims) {
    const list = byValue.get(e.value) ?? [];
    list.push(e.row * n + e.col);
    byValue.set(e.value, list);
  }
  const groups = new Map<string, { values: number[]; cells: number[] }>();
  for (const [v, cells] of byValue) {
    const key = cells.join(',');
    const g = groups.get(key);
    if (g === undefined) groups.set(key, { values: [v], cells });
    else g.values.push(v);
  }
  const parts: string[] = [];
  for (const g of groups.values()) {
    const vs = listWords(g.values.map((v) => valueName(v)));
    parts.push(`${vs} ${g.values.length === 1 ? 'leaves' : 'leave'} ${cellNames(n, g.cells)}`);
  }
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}`;
}

/**
 * Any house of the geometry by name: "row 3", "box 5", and on a board with rules "region 4",
 * "the main diagonal", "window 2", "disjoint group 7", "extra region 1", or the cage or line that is one
 * (a diagonal, an extra region, a cage: the rule by name, ruleName).
 */
export function houseName(geo: LogicGeometry, u: number): string {
  if (gridUnit(geo, u)) return unitName(unitRef(geo, u));
  const links = geo.rules!;
  const index = links.unitRule[u];
  // A part by the board's numbering (frame.ts): canonical grading may move regions, windows and groups.
  const part = shownPart(index, links.unitPart[u]);
  switch (geo.unitKinds[u]) {
    case HOUSE_REGION:
      return `region ${part + 1}`;
    case HOUSE_WINDOW:
      return `window ${part + 1}`;
    case HOUSE_DISJOINT_GROUP:
      return `disjoint group ${part + 1}`;
    default:
      return ruleName(geo, index);
  }
}

/** Cells named as a list when there are a few, else by their count and first cell. */
function cellsWords(n: number, cells: readonly number[]): string {
  if (cells.length <= 5) return cellNames(n, cells);
  return `${cells.length} cells from ${cellName(n, Math.min(...cells))}`;
}

/**
 * A rule of the board by name, as a sentence names it: "cage 15 (r1c1, r1c2 and r2c1)", "extra
 * region 2", "the thermometer r1c1 → r1c3", "the white dot between r4c5 and r4c6"… In a frame
 * (analyze's canonical grading, frame.ts) the rule is the board's own, named as given.
 */
export function ruleName(geo: LogicGeometry, index: number): string {
  const given = shownRule(index);
  if (given !== null) return inFrame(null, () => ruleWords(given.rules, given.index, geo.size));
  return ruleWords(geo.rules!.space.rules, index, geo.size);
}

function ruleWords(rules: readonly Rule[], index: number, n: number): string {
  const rule = rules[index];
  const ordinal = (): number => rules.slice(0, index).filter((r) => r.kind === rule.kind).length + 1;
  switch (rule.kind) {
    case 'KILLER_CAGE':
      return rule.sum === undefined || rule.sum === null
        ? `the cage (${cellsWords(n, rule.cells)})`
        : `cage ${rule.sum} (${cellsWords(n, rule.cells)})`;
    case 'EXTRA_REGION':
      return `extra region ${ordinal()}`;
    case 'RENBAN':
      return `the renban line ${lineWords(n, rule.cells)}`;
    case 'WHISPERS':
      return `the whispers line ${lineWords(n, rule.cells)}`;
    case 'PALINDROME':
      return `the palindrome ${lineWords(n, rule.cells)}`;
    case 'THERMOMETER':
      return `the thermometer ${lineWords(n, rule.cells)}`;
    case 'ARROW':
      return `the arrow from ${cellNames(n, rule.circle)} along ${cellsWords(n, rule.line)}`;
    case 'KROPKI':
      return (
        `the ${rule.color === 'WHITE' ? 'white' : 'black'} dot between ${cellName(n, rule.cells[0])} and ` + cellName(n, rule.cells[1])
      );
    case 'XV':
      return `the ${rule.sum === 10 ? 'X' : 'V'} between ${cellName(n, rule.cells[0])} and ${cellName(n, rule.cells[1])}`;
    case 'GREATER_THAN':
      return `the sign ${cellName(n, rule.greater)} > ${cellName(n, rule.lesser)}`;
    case 'PARITY':
      return `the ${rule.parity === 'EVEN' ? 'even' : 'odd'} mark of ${cellName(n, rule.cell)}`;
    case 'LITTLE_KILLER':
      return `the little killer ${rule.sum}`;
    case 'SANDWICH':
      return `the sandwich ${rule.sum} of ${rule.line === 'ROW' ? 'row' : 'column'} ${rule.index + 1}`;
    case 'QUADRUPLE':
      return `the quadruple at ${cellName(n, rule.cell)}`;
    case 'DIAGONAL':
      return rule.direction === 'MAIN' ? 'the main diagonal' : 'the anti-diagonal';
    case 'JIGSAW':
      return 'the jigsaw regions';
    case 'WINDOKU':
      return 'the windows';
    case 'DISJOINT_GROUPS':
      return 'the disjoint groups';
    case 'ANTI_KNIGHT':
      return 'the anti-knight rule';
    case 'ANTI_KING':
      return 'the anti-king rule';
    case 'NON_CONSECUTIVE':
      return 'the non-consecutive rule';
    case 'NEGATIVE':
      return rule.of === 'XV' ? 'the negative XV rule' : `the negative ${rule.of === 'WHITE' ? 'white' : 'black'} dot rule`;
  }
}

/** A line's cells in order: "r1c1 → r1c2 → r2c3" (its ends when long). */
function lineWords(n: number, cells: readonly number[]): string {
  if (cells.length <= 5) return cells.map((c) => cellName(n, c)).join(' → ');
  return `${cellName(n, cells[0])} → … → ${cellName(n, cells[cells.length - 1])} (${cells.length} cells)`;
}

/**
 * Why two peers may not share a value: the first house they share (in the first cell's order),
 * else a group holding both (a cage…), else the move that keeps them apart. `house` is -1 when no
 * house does; `rule` names the rule for a step's `rules` (null for a row, column or box); `words`
 * is a noun for a sentence ("row 3", "cage 15 (r1c1 and r1c2)", "a knight's move").
 */
export function apartWhy(geo: LogicGeometry, a: number, b: number): { house: number; rule: RuleRef | null; words: string } {
  const { cellUnitStart: start, cellUnits } = geo;
  for (let j = start[a]; j < start[a + 1]; j++) {
    const u = cellUnits[j];
    for (let k = start[b]; k < start[b + 1]; k++) {
      if (cellUnits[k] === u) return { house: u, rule: gridUnit(geo, u) ? null : houseRule(geo, u), words: houseName(geo, u) };
    }
  }
  const links = geo.rules;
  if (links === undefined) return { house: -1, rule: null, words: 'no house' };
  for (let j = links.cellGroupStart[a]; j < links.cellGroupStart[a + 1]; j++) {
    const g = links.groups[links.cellGroups[j]];
    if (g.cells.includes(b)) return { house: -1, rule: { rule: g.source.rule, kind: g.source.kind }, words: ruleName(geo, g.source.rule) };
  }
  const rule = links.exclusionRule.get(Math.min(a, b) * geo.cellCount + Math.max(a, b));
  if (rule === undefined) return { house: -1, rule: null, words: 'no rule' };
  const kind = links.space.rules[rule].kind;
  return { house: -1, rule: { rule, kind }, words: kind === 'ANTI_KNIGHT' ? "a knight's move" : "a king's move" };
}

// A puzzle's rules as bytes for a share link (share.ts): a count, then each rule as its kind's
// number in RULE_KINDS and its fields in a fixed order, cells as one byte (boards up to 16×16) or
// two. Reading is bounded: every count is checked against what is left, and the rules read back
// pass the engine's own rule check (checkRules) before a link is opened; anything else is null.
import { checkRules, maxRules, maxRuleWeight } from '../../src/engine/codec.js';
import { RULE_KINDS, type Rule, type Shape } from '../../src/engine/index.js';

const DIRECTIONS = ['UP_LEFT', 'UP_RIGHT', 'DOWN_LEFT', 'DOWN_RIGHT'] as const;
const NEGATIVE = ['WHITE', 'BLACK', 'XV'] as const;

class Writer {
  readonly out: number[] = [];
  constructor(private readonly wide: boolean) {}
  byte(v: number): void {
    this.out.push(v & 255);
  }
  u16(v: number): void {
    this.out.push(v & 255, (v >>> 8) & 255);
  }
  cell(c: number): void {
    if (this.wide) this.u16(c);
    else this.byte(c);
  }
  cells(list: readonly number[]): void {
    this.u16(list.length);
    for (const c of list) this.cell(c);
  }
}

class Reader {
  at = 0;
  constructor(
    private readonly bytes: Uint8Array,
    private readonly wide: boolean,
  ) {}
  byte(): number {
    if (this.at >= this.bytes.length) throw new RangeError('short');
    return this.bytes[this.at++]!;
  }
  u16(): number {
    return this.byte() | (this.byte() << 8);
  }
  cell(): number {
    return this.wide ? this.u16() : this.byte();
  }
  cells(): number[] {
    const k = this.u16();
    // Each cell takes at least one byte: a count past what is left is a damaged link.
    if (k > this.bytes.length - this.at) throw new RangeError('count');
    return Array.from({ length: k }, () => this.cell());
  }
}

/**
 * The most bytes the rules of an N×N board can take: the count, at most 8 bytes of kind and fields a
 * rule (a quadruple's), two a cell the rules name (the engine's checkRules bounds both: maxRules,
 * maxRuleWeight) and a jigsaw's N² region bytes. A link is never longer than its puzzle allows.
 */
export const maxRulesBytes = (n: number): number => 2 + 8 * maxRules(n) + 2 * maxRuleWeight(n) + n * n;

/** Cells of boards above 16×16 need two bytes. */
const wideFor = (shape: Shape) => shape.size * shape.size > 256;

/** The rules as bytes (after the givens in a link). */
export function packRules(rules: readonly Rule[], shape: Shape): number[] {
  const w = new Writer(wideFor(shape));
  w.u16(rules.length);
  for (const r of rules) {
    w.byte(RULE_KINDS.indexOf(r.kind));
    switch (r.kind) {
      case 'DIAGONAL':
        w.byte(r.direction === 'MAIN' ? 0 : 1);
        break;
      case 'JIGSAW':
        for (const g of r.regions) w.byte(g);
        break;
      case 'EXTRA_REGION':
      case 'THERMOMETER':
      case 'RENBAN':
      case 'PALINDROME':
        w.cells(r.cells);
        break;
      case 'KILLER_CAGE':
        w.cells(r.cells);
        w.u16(r.sum ?? 0);
        break;
      case 'WHISPERS':
        w.cells(r.cells);
        w.byte(r.difference ?? 0);
        break;
      case 'KROPKI':
        w.cell(r.cells[0]);
        w.cell(r.cells[1]);
        w.byte(r.color === 'WHITE' ? 0 : 1);
        w.byte(r.value ?? 0);
        break;
      case 'XV':
        w.cell(r.cells[0]);
        w.cell(r.cells[1]);
        w.byte(r.sum);
        break;
      case 'NEGATIVE':
        w.byte(NEGATIVE.indexOf(r.of));
        break;
      case 'PARITY':
        w.cell(r.cell);
        w.byte(r.parity === 'EVEN' ? 0 : 1);
        break;
      case 'GREATER_THAN':
        w.cell(r.greater);
        w.cell(r.lesser);
        break;
      case 'ARROW':
        w.cells(r.circle);
        w.cells(r.line);
        break;
      case 'LITTLE_KILLER':
        // Outside positions −1…N as 0…N+1.
        w.byte(r.clue.row + 1);
        w.byte(r.clue.col + 1);
        w.byte(DIRECTIONS.indexOf(r.direction));
        w.u16(r.sum);
        break;
      case 'SANDWICH':
        w.byte(r.line === 'ROW' ? 0 : 1);
        w.byte(r.index);
        w.u16(r.sum);
        break;
      case 'QUADRUPLE':
        w.cell(r.cell);
        w.byte(r.values.length);
        for (const v of r.values) w.byte(v);
        break;
      default:
        // WINDOKU, DISJOINT_GROUPS, ANTI_KNIGHT, ANTI_KING, NON_CONSECUTIVE: the kind says it all.
        break;
    }
  }
  return w.out;
}

function readRule(rd: Reader, n: number): Rule {
  const kind = RULE_KINDS[rd.byte()];
  const pick = <T>(list: readonly T[], i: number): T => {
    if (i >= list.length) throw new RangeError('choice');
    return list[i]!;
  };
  switch (kind) {
    case 'DIAGONAL':
      return { kind, direction: pick(['MAIN', 'ANTI'] as const, rd.byte()) };
    case 'JIGSAW':
      return { kind, regions: Array.from({ length: n * n }, () => rd.byte()) };
    case 'EXTRA_REGION':
    case 'THERMOMETER':
    case 'RENBAN':
    case 'PALINDROME':
      return { kind, cells: rd.cells() };
    case 'KILLER_CAGE': {
      const cells = rd.cells();
      const sum = rd.u16();
      return sum ? { kind, cells, sum } : { kind, cells };
    }
    case 'WHISPERS': {
      const cells = rd.cells();
      const difference = rd.byte();
      return difference ? { kind, cells, difference } : { kind, cells };
    }
    case 'KROPKI': {
      const cells: [number, number] = [rd.cell(), rd.cell()];
      const color = pick(['WHITE', 'BLACK'] as const, rd.byte());
      const value = rd.byte();
      return value ? { kind, cells, color, value } : { kind, cells, color };
    }
    case 'XV': {
      const cells: [number, number] = [rd.cell(), rd.cell()];
      const sum = rd.byte();
      if (sum !== 5 && sum !== 10) throw new RangeError('xv');
      return { kind, cells, sum };
    }
    case 'NEGATIVE':
      return { kind, of: pick(NEGATIVE, rd.byte()) };
    case 'PARITY':
      return { kind, cell: rd.cell(), parity: pick(['EVEN', 'ODD'] as const, rd.byte()) };
    case 'GREATER_THAN':
      return { kind, greater: rd.cell(), lesser: rd.cell() };
    case 'ARROW':
      return { kind, circle: rd.cells(), line: rd.cells() };
    case 'LITTLE_KILLER':
      return { kind, clue: { row: rd.byte() - 1, col: rd.byte() - 1 }, direction: pick(DIRECTIONS, rd.byte()), sum: rd.u16() };
    case 'SANDWICH':
      return { kind, line: pick(['ROW', 'COLUMN'] as const, rd.byte()), index: rd.byte(), sum: rd.u16() };
    case 'QUADRUPLE': {
      const cell = rd.cell();
      const k = rd.byte();
      if (k > 4) throw new RangeError('quadruple');
      return { kind, cell, values: Array.from({ length: k }, () => rd.byte()) };
    }
    case 'WINDOKU':
    case 'DISJOINT_GROUPS':
    case 'ANTI_KNIGHT':
    case 'ANTI_KING':
    case 'NON_CONSECUTIVE':
      return { kind };
    default:
      throw new RangeError('kind');
  }
}

/**
 * Rules read from `bytes` at `start`: the rules and where they end, or null when the bytes are
 * damaged or the rules do not pass the engine's check on `shape`.
 */
export function unpackRules(bytes: Uint8Array, start: number, shape: Shape): { rules: Rule[]; end: number } | null {
  const rd = new Reader(bytes, wideFor(shape));
  rd.at = start;
  try {
    const count = rd.u16();
    // Every rule takes at least one byte.
    if (count > bytes.length - rd.at) return null;
    const rules = Array.from({ length: count }, () => readRule(rd, shape.size));
    return checkRules(shape, rules).ok ? { rules, end: rd.at } : null;
  } catch {
    return null;
  }
}

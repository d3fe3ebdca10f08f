// Structured rules over the API: RuleInput (cells as {row, col}, 0-based) → the engine's Rule (cells
// row-major), and the engine's Rule → the Rule type Board.rules answers, which RuleInput takes back
// unchanged. GraphQL has no input unions, so a RuleInput's `kind` says which of its fields apply
// (FIELDS, one row per kind): a missing one, or one another kind uses, is BAD_RULES naming the rule
// and the field. What a rule's values must satisfy (cells that touch, sums that can be made, cages
// that do not overlap, the bounds) is the engine's checkRules, run on every board (board-input.ts).
import type { Rule, RuleError, RuleKind, Result } from '../engine/index.js';
import type { CellInput, Rule as RuleOutput, RuleInput } from '../generated/graphql.js';

type Field = Exclude<keyof RuleInput, 'kind'>;

/** The fields each kind takes: required, then optional. */
const FIELDS: { readonly [K in RuleKind]: { readonly required: readonly Field[]; readonly optional?: readonly Field[] } } = {
  DIAGONAL: { required: ['direction'] },
  JIGSAW: { required: ['regions'] },
  EXTRA_REGION: { required: ['cells'] },
  WINDOKU: { required: [] },
  DISJOINT_GROUPS: { required: [] },
  KILLER_CAGE: { required: ['cells'], optional: ['sum'] },
  ANTI_KNIGHT: { required: [] },
  ANTI_KING: { required: [] },
  NON_CONSECUTIVE: { required: [] },
  KROPKI: { required: ['cells', 'color'], optional: ['value'] },
  XV: { required: ['cells', 'sum'] },
  NEGATIVE: { required: ['of'] },
  PARITY: { required: ['cell', 'parity'] },
  GREATER_THAN: { required: ['greater', 'lesser'] },
  THERMOMETER: { required: ['cells'] },
  ARROW: { required: ['circle', 'line'] },
  LITTLE_KILLER: { required: ['clue', 'direction', 'sum'] },
  SANDWICH: { required: ['unit', 'index', 'sum'] },
  WHISPERS: { required: ['cells'], optional: ['difference'] },
  RENBAN: { required: ['cells'] },
  PALINDROME: { required: ['cells'] },
  QUADRUPLE: { required: ['cell', 'values'] },
};

const ALL_FIELDS: readonly Field[] = [
  'cells',
  'cell',
  'regions',
  'direction',
  'sum',
  'color',
  'value',
  'of',
  'parity',
  'greater',
  'lesser',
  'circle',
  'line',
  'clue',
  'unit',
  'index',
  'difference',
  'values',
];

/** A rule error with the RuleInput field at fault (`rules[i].field`), where one is. */
export type RuleInputError = RuleError & { readonly input?: string };

/**
 * The engine's rules of `inputs` on an N×N board, or the first fault: BAD_RULES naming the rule (its
 * index and kind), the field and, for a cell off the grid, the cell. Linear in the input's size.
 */
export function rulesFromInput(inputs: readonly RuleInput[], n: number): Result<Rule[], RuleInputError> {
  const rules: Rule[] = [];
  for (let index = 0; index < inputs.length; index++) {
    const input = inputs[index];
    const kind = input.kind;
    const fail = (field: Field | undefined, message: string, at?: CellInput): Result<Rule[], RuleInputError> => ({
      ok: false,
      error: {
        code: 'BAD_RULES',
        field: 'rules',
        message: `rule ${index + 1} (${kind})${field ? ` ${field}` : ''}: ${message}`,
        rule: index,
        kind,
        ...(at ? { row: at.row, col: at.col } : {}),
        ...(field ? { input: field } : {}),
      },
    });
    const spec = FIELDS[kind];
    for (const f of ALL_FIELDS) {
      const given = input[f] != null;
      if (given && !spec.required.includes(f) && !spec.optional?.includes(f)) return fail(f, `does not apply to a ${kind} rule`);
      if (!given && spec.required.includes(f)) return fail(f, `is required for a ${kind} rule`);
    }
    // One cell inside the grid (a clue: on the ring just outside it), as its row-major index.
    const inside = (c: CellInput): boolean => c.row >= 0 && c.row < n && c.col >= 0 && c.col < n;
    let bad: { field: Field; cell: CellInput } | undefined;
    const cell = (field: Field, c: CellInput): number => {
      if (!inside(c)) bad ??= { field, cell: c };
      return c.row * n + c.col;
    };
    const cells = (field: Field, list: readonly CellInput[]): number[] => list.map((c) => cell(field, c));
    let rule: unknown;
    switch (kind) {
      case 'DIAGONAL':
        rule = { kind, direction: input.direction };
        break;
      case 'JIGSAW':
        rule = { kind, regions: input.regions };
        break;
      case 'EXTRA_REGION':
      case 'THERMOMETER':
      case 'RENBAN':
      case 'PALINDROME':
        rule = { kind, cells: cells('cells', input.cells!) };
        break;
      case 'KILLER_CAGE':
        rule =
          input.sum == null ? { kind, cells: cells('cells', input.cells!) } : { kind, cells: cells('cells', input.cells!), sum: input.sum };
        break;
      case 'WHISPERS':
        rule =
          input.difference == null
            ? { kind, cells: cells('cells', input.cells!) }
            : { kind, cells: cells('cells', input.cells!), difference: input.difference };
        break;
      case 'KROPKI':
        rule =
          input.value == null
            ? { kind, cells: cells('cells', input.cells!), color: input.color }
            : { kind, cells: cells('cells', input.cells!), color: input.color, value: input.value };
        break;
      case 'XV':
        rule = { kind, cells: cells('cells', input.cells!), sum: input.sum };
        break;
      case 'WINDOKU':
      case 'DISJOINT_GROUPS':
      case 'ANTI_KNIGHT':
      case 'ANTI_KING':
      case 'NON_CONSECUTIVE':
        rule = { kind };
        break;
      case 'NEGATIVE':
        rule = { kind, of: input.of };
        break;
      case 'PARITY':
        rule = { kind, cell: cell('cell', input.cell!), parity: input.parity };
        break;
      case 'GREATER_THAN':
        rule = { kind, greater: cell('greater', input.greater!), lesser: cell('lesser', input.lesser!) };
        break;
      case 'ARROW':
        rule = { kind, circle: cells('circle', input.circle!), line: cells('line', input.line!) };
        break;
      case 'LITTLE_KILLER': {
        const { row, col } = input.clue!;
        // On the ring around the grid; the engine checks it is outside and points in.
        if (row < -1 || row > n || col < -1 || col > n) bad ??= { field: 'clue', cell: input.clue! };
        rule = { kind, clue: { row, col }, direction: input.direction, sum: input.sum };
        break;
      }
      case 'SANDWICH':
        if (input.unit === 'BOX') return fail('unit', 'is ROW or COLUMN for a SANDWICH rule');
        rule = { kind, line: input.unit, index: input.index, sum: input.sum };
        break;
      case 'QUADRUPLE':
        rule = { kind, cell: cell('cell', input.cell!), values: input.values };
        break;
    }
    if (bad) return fail(bad.field, `cell (${bad.cell.row}, ${bad.cell.col}) is outside the ${n}×${n} grid`, bad.cell);
    rules.push(rule as Rule);
  }
  return { ok: true, value: rules };
}

/** An engine rule as Board.rules answers it (every field of another kind null). */
export function ruleOutput(rule: Rule, n: number): RuleOutput {
  const ref = (x: number) => ({ row: Math.floor(x / n), col: x % n });
  const refs = (xs: readonly number[]) => xs.map(ref);
  const out: RuleOutput = {
    kind: rule.kind,
    cells: null,
    cell: null,
    regions: null,
    direction: null,
    sum: null,
    color: null,
    value: null,
    of: null,
    parity: null,
    greater: null,
    lesser: null,
    circle: null,
    line: null,
    clue: null,
    unit: null,
    index: null,
    difference: null,
    values: null,
  };
  switch (rule.kind) {
    case 'DIAGONAL':
      return { ...out, direction: rule.direction };
    case 'JIGSAW':
      return { ...out, regions: [...rule.regions] };
    case 'EXTRA_REGION':
    case 'THERMOMETER':
    case 'RENBAN':
    case 'PALINDROME':
      return { ...out, cells: refs(rule.cells) };
    case 'KILLER_CAGE':
      return { ...out, cells: refs(rule.cells), sum: rule.sum ?? null };
    case 'WHISPERS':
      return { ...out, cells: refs(rule.cells), difference: rule.difference ?? null };
    case 'KROPKI':
      return { ...out, cells: refs(rule.cells), color: rule.color, value: rule.value ?? null };
    case 'XV':
      return { ...out, cells: refs(rule.cells), sum: rule.sum };
    case 'WINDOKU':
    case 'DISJOINT_GROUPS':
    case 'ANTI_KNIGHT':
    case 'ANTI_KING':
    case 'NON_CONSECUTIVE':
      return out;
    case 'NEGATIVE':
      return { ...out, of: rule.of };
    case 'PARITY':
      return { ...out, cell: ref(rule.cell), parity: rule.parity };
    case 'GREATER_THAN':
      return { ...out, greater: ref(rule.greater), lesser: ref(rule.lesser) };
    case 'ARROW':
      return { ...out, circle: refs(rule.circle), line: refs(rule.line) };
    case 'LITTLE_KILLER':
      return { ...out, clue: { row: rule.clue.row, col: rule.clue.col }, direction: rule.direction, sum: rule.sum };
    case 'SANDWICH':
      return { ...out, unit: rule.line, index: rule.index, sum: rule.sum };
    case 'QUADRUPLE':
      return { ...out, cell: ref(rule.cell), values: [...rule.values] };
  }
}

// A mutation's answer size, bounded before any field runs. The response cap (response-cap.ts)
// replaces an answer over maxResponseBytes after execution, which for a mutation comes after its
// writes (once, 25 solve records were stored and the answer refused). So a mutation's answer is
// first bounded from above, from its selections, its boards (the cost table's `boards` and
// `generates`) and the schema, and a bound past the cap is refused with RESPONSE_TOO_LARGE before
// anything is solved or stored. The bound holds for every field a mutation can reach (boards N²
// characters, rows N² numbers, conflicts N² entries, pages `first` rows), so a mutation admitted here
// is never replaced after its writes. Queries store nothing and keep the after-the-fact cap alone
// (analysis steps have no useful bound beforehand).
import type { FieldNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import { MAX_FORMAT_TEXT, maxRules, maxRuleWeight } from '../../engine/codec.js';
import { MAX_SIZE } from '../../engine/index.js';
import { DEFAULT_PAGE } from '../pagination.js';
import { MAX_GENERATE_MANY } from './batch-limits.js';
import { sideOf, weighBoards } from './boards.js';
import { costOf, pageRows } from './table.js';
import { argument, foldFields, rootFields, sumFields, type Walk } from './walk.js';

/** JSON bytes of a scalar at most, by its type (strings by field where they grow with N). */
function scalarBytes(parent: string, field: string, type: string, n: number): number {
  if (parent === 'Board' && field === 'cells') return n * n + 2;
  // Board.text refuses a text longer than the decoders read (MAX_FORMAT_TEXT); escaping (an .sdk's
  // line breaks) at most doubles it.
  if (parent === 'Board' && field === 'text') return 2 * MAX_FORMAT_TEXT + 2;
  if (parent === 'BoardSize' && field === 'symbols') return n + 2;
  if (field === 'symbol') return 4; // one character of 1-9A-P
  if (parent === 'Puzzle' && field === 'seed') return 6 * 210 + 2; // ≤ 200 characters and '#20', each escaped at worst
  switch (type) {
    case 'Int':
      return 11;
    case 'Float':
      return 24;
    case 'Boolean':
      return 5;
    case 'ID':
      return 66;
    case 'DateTime':
      return 26;
    default:
      return 258; // messages and explanations; none of them grows with the request
  }
}

/** Items a list field holds at most. */
function listBound(parent: string, field: string, n: number, first: number): number {
  if (field === 'edges') return first;
  if (field === 'conflicts') return n * n;
  if (field === 'units') return 3;
  if (parent === 'Board' && field === 'rows') return n;
  return n * n; // (rows' inner lists, and anything else: N² is the most any board-shaped list holds)
}

// Apollo hands plugins its own build of graphql's schema (its CommonJS one, beside our ESM one), so
// graphql's instanceof helpers refuse its types: they are read by shape here.
interface FieldShape {
  readonly type: { toString(): string };
  readonly args: readonly { readonly name: string; readonly defaultValue?: unknown }[];
}
interface TypeShape {
  readonly name: string;
  getFields?(): Record<string, FieldShape>;
  getValues?(): unknown;
}
export interface SchemaShape {
  getType(name: string): TypeShape | null | undefined;
  getMutationType(): TypeShape | null | undefined;
}

const enumSizes = new WeakMap<object, number>();
/** The longest value of an enum, quoted. */
function enumBytes(type: TypeShape): number {
  let b = enumSizes.get(type);
  if (b === undefined) {
    const values = type.getValues!() as { name: string }[];
    b = 2 + Math.max(0, ...values.map((v) => v.name.length));
    enumSizes.set(type, b);
  }
  return b;
}

/** `[[Int!]!]!` → lists 2, name Int. */
function typeRef(type: { toString(): string }): { lists: number; name: string } {
  const text = type.toString();
  let lists = 0;
  for (const ch of text) if (ch === '[') lists++;
  return { lists, name: text.replace(/[[\]!]/g, '') };
}

/** Bytes of the value of `type` selected by `set`, at most, for boards of side `n` and pages of `first` rows. */
function objectBytes(set: SelectionSetNode, type: TypeShape, n: number, first: number, schema: SchemaShape, walk: Walk): number {
  return 2 + sumFields(set, walk, `bytes:${type.name}:${n}:${first}`, (field) => fieldBytes(field, type, n, first, schema, walk));
}

/**
 * A board's rules, at most: every rule's fields but its lists (at most maxRules rules), and the
 * lists' items (cells, regions, values) counted once against the rule set's weight, which bounds the
 * cells all its rules name together (maxRuleWeight), rather than every list at N² items per rule.
 */
function rulesBytes(set: SelectionSetNode, rule: TypeShape, n: number, schema: SchemaShape, walk: Walk): number {
  const [fixed, item] = foldFields<[number, number]>(
    set,
    walk,
    `rules:${n}`,
    [2, 0],
    (field) => {
      const def = rule.getFields?.()[field.name.value];
      const key = (field.alias?.value ?? field.name.value).length + 4;
      if (!def) return [key + 40, 0];
      const ref = typeRef(def.type);
      if (ref.lists === 0) return [fieldBytes(field, rule, n, DEFAULT_PAGE, schema, walk), 0];
      const named = schema.getType(ref.name);
      const one = named?.getFields && field.selectionSet ? objectBytes(field.selectionSet, named, n, DEFAULT_PAGE, schema, walk) : 11;
      return [key + 2, 1 + one];
    },
    (a, b) => [a[0] + b[0], Math.max(a[1], b[1])],
  );
  return 2 + maxRules(n) * (1 + fixed) + maxRuleWeight(n) * item;
}

function fieldBytes(field: FieldNode, type: TypeShape, n: number, first: number, schema: SchemaShape, walk: Walk): number {
  const name = field.name.value;
  const key = (field.alias?.value ?? name).length + 4;
  if (name === '__typename') return key + 40;
  const def = type.getFields?.()[name];
  if (!def) return 0;
  if (type.name === 'Board' && name === 'rules' && field.selectionSet) {
    const rule = schema.getType(typeRef(def.type).name);
    if (rule?.getFields) return key + rulesBytes(field.selectionSet, rule, n, schema, walk);
  }
  const rows = def.args.some((a) => a.name === 'first') ? pageRows(field, walk) : first;
  const ref = typeRef(def.type);
  const named = schema.getType(ref.name);
  let bytes: number;
  if (named?.getFields) bytes = field.selectionSet ? Math.max(4, objectBytes(field.selectionSet, named, n, rows, schema, walk)) : 4;
  else if (named?.getValues) bytes = enumBytes(named);
  else bytes = Math.max(4, scalarBytes(type.name, name, ref.name, n));
  // Lists from the inside out: the outermost holds listBound items, an inner one (rows) N.
  for (let depth = ref.lists - 1; depth >= 0; depth--) {
    const items = depth === 0 ? listBound(type.name, name, n, rows) : n;
    bytes = 2 + items * (1 + bytes);
  }
  return key + bytes;
}

/** The sides of the boards a mutation root field answers with: its boards', or its generation's. */
function answerSides(field: FieldNode, def: FieldShape, walk: Walk): number[] {
  const row = costOf('mutation', field.name.value);
  if (row?.boards) {
    const boards = weighBoards(argument(field, row.boards.arg, walk), walk.decoded);
    return boards.length === 0 ? [MAX_SIZE] : boards.map((b) => sideOf(b.cells));
  }
  if (row?.generates) {
    const size = argument(field, 'size', walk) ?? def.args.find((a) => a.name === 'size')?.defaultValue;
    const n = typeof size === 'number' && size >= 1 && size <= MAX_SIZE ? size : MAX_SIZE;
    const many = def.args.some((a) => a.name === 'count');
    const count = many ? Math.max(1, Math.min(MAX_GENERATE_MANY, Number(argument(field, 'count', walk)) || 1)) : 1;
    return Array<number>(count).fill(n);
  }
  return [MAX_SIZE];
}

/** The mutation's answer in bytes, at most. */
export function mutationAnswerBytes(operation: OperationDefinitionNode, schema: SchemaShape, walk: Walk): number {
  const mutation = schema.getMutationType();
  if (!mutation?.getFields) return 0;
  let bytes = 14; // {"data":{…}}
  for (const field of rootFields(operation.selectionSet, walk.fragment).fields) {
    const name = field.name.value;
    const key = (field.alias?.value ?? name).length + 4;
    const def = mutation.getFields()[name];
    if (!def) {
      bytes += key + 40; // __typename
      continue;
    }
    const ref = typeRef(def.type);
    const item = schema.getType(ref.name);
    const one = (n: number) => 1 + (field.selectionSet && item ? objectBytes(field.selectionSet, item, n, DEFAULT_PAGE, schema, walk) : 4);
    bytes += key + (ref.lists > 0 ? 2 : 0) + answerSides(field, def, walk).reduce((sum, n) => sum + one(n), 0);
  }
  return bytes;
}

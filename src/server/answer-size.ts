// A mutation's answer size, decided before any field runs (issue 24 item 7): the response cap
// (response-cap.ts) replaces an answer over maxResponseBytes after execution, which for a mutation
// came after its writes (25 solve records stored, answered RESPONSE_TOO_LARGE). So a mutation's
// answer is first bounded from above, from its selection set, its boards and the schema, and an
// operation whose bound passes the cap is refused with RESPONSE_TOO_LARGE (HTTP 400) before
// anything is solved or stored. The bound is a true upper bound for every field a mutation can
// reach (boards N² characters, rows N² numbers, conflicts N² entries, pages `first` rows), so a
// mutation admitted here is never replaced after its writes. Queries store nothing and keep the
// after-the-fact cap alone (analysis steps have no useful bound beforehand).
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, valueFromASTUntyped, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { MAX_SIZE } from '../engine/index.js';
import { boardCells, effectiveVariables } from './board-work.js';
import { pageSize } from './output-work.js';

/** JSON bytes of a scalar at most, by its type (strings by field where they grow with N). */
function scalarBytes(parent: string, field: string, type: string, n: number): number {
  if (parent === 'Board' && field === 'cells') return n * n + 2;
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
  readonly args: readonly { name: string }[];
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

interface Walk {
  readonly schema: SchemaShape;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly variables: Record<string, unknown>;
  readonly memo: Map<string, number>;
}

/** Bytes of the value of `type` selected by `set`, at most, for boards of side `n`. */
function objectBytes(set: SelectionSetNode, type: TypeShape, n: number, first: number, w: Walk): number {
  let bytes = 2;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const name = sel.name.value;
      const key = (sel.alias?.value ?? name).length + 4;
      if (name === '__typename') {
        bytes += key + 40;
        continue;
      }
      const def = type.getFields?.()[name];
      if (!def) continue;
      const pageFirst = def.args.some((a) => a.name === 'first') ? pageSize(sel, w.variables) : first;
      bytes += key + valueBytes(typeRef(def.type), type.name, name, sel.selectionSet, n, pageFirst, w);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      bytes += objectBytes(sel.selectionSet, type, n, first, w);
    } else {
      const memoKey = `${sel.name.value}:${type.name}:${n}:${first}`;
      let b = w.memo.get(memoKey);
      if (b === undefined) {
        w.memo.set(memoKey, 0);
        const def = w.fragments.get(sel.name.value);
        b = def ? objectBytes(def.selectionSet, type, n, first, w) : 0;
        w.memo.set(memoKey, b);
      }
      bytes += b;
    }
  }
  return bytes;
}

function valueBytes(
  ref: { lists: number; name: string },
  parent: string,
  field: string,
  set: SelectionSetNode | undefined,
  n: number,
  first: number,
  w: Walk,
): number {
  const named = w.schema.getType(ref.name);
  let bytes: number;
  if (named?.getFields) bytes = set ? Math.max(4, objectBytes(set, named, n, first, w)) : 4;
  else if (named?.getValues) bytes = enumBytes(named);
  else bytes = Math.max(4, scalarBytes(parent, field, ref.name, n));
  // Lists from the inside out: the outermost holds listBound items, an inner one (rows) N.
  for (let depth = ref.lists - 1; depth >= 0; depth--) {
    const items = depth === 0 ? listBound(parent, field, n, first) : n;
    bytes = 2 + items * (1 + bytes);
  }
  return bytes;
}

const sideOf = (cells: number) => Math.max(1, Math.min(MAX_SIZE, Math.ceil(Math.sqrt(cells))));

/** The mutation's answer in bytes, at most. */
export function mutationAnswerBytes(
  set: SelectionSetNode,
  schema: SchemaShape,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  const mutation = schema.getMutationType();
  if (!mutation?.getFields) return 0;
  const w: Walk = { schema, fragments, variables, memo: new Map() };
  let bytes = 14; // {"data":{…}}
  const roots: SelectionSetNode[] = [set];
  const expanded = new Set<string>();
  while (roots.length > 0) {
    for (const sel of roots.pop()!.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) roots.push(sel.selectionSet);
      else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const def = fragments.get(sel.name.value);
        if (def && !expanded.has(def.name.value)) roots.push(def.selectionSet);
        expanded.add(sel.name.value);
      } else {
        const name = sel.name.value;
        const def = mutation.getFields()[name];
        const key = (sel.alias?.value ?? name).length + 4;
        if (!def) {
          bytes += key + 40;
          continue;
        }
        const arg = (k: string) => {
          const a = sel.arguments?.find((x) => x.name.value === k);
          return a ? valueFromASTUntyped(a.value, variables) : undefined;
        };
        const item = w.schema.getType(typeRef(def.type).name);
        const one = (n: number) => 1 + (sel.selectionSet && item ? objectBytes(sel.selectionSet, item, n, 20, w) : 4);
        if (name === 'solveMany') {
          const boards = arg('boards');
          const list = Array.isArray(boards) ? boards : [boards];
          bytes += key + 2 + list.reduce((sum: number, b) => sum + one(sideOf(boardCells(b) || MAX_SIZE * MAX_SIZE)), 0);
        } else if (name === 'generatePuzzles' || name === 'generatePuzzle') {
          const size = arg('size');
          const n = typeof size === 'number' && size >= 1 && size <= MAX_SIZE ? size : size === undefined ? 9 : MAX_SIZE;
          const count = name === 'generatePuzzles' ? Math.max(1, Math.min(20, Number(arg('count')) || 1)) : 1;
          bytes += key + 2 + count * one(n);
        } else {
          const board = arg('board');
          bytes += key + one(board == null ? MAX_SIZE : sideOf(boardCells(board) || MAX_SIZE * MAX_SIZE));
        }
      }
    }
  }
  return bytes;
}

export function answerTooLarge(max: number, estimated: number): GraphQLError {
  return new GraphQLError(
    `this mutation's answer could reach ${estimated} bytes, over the ${max}-byte cap; nothing was run or stored: ask for fewer fields or boards`,
    { extensions: { code: 'RESPONSE_TOO_LARGE', maxResponseBytes: max, estimatedBytes: estimated, http: { status: 400 } } },
  );
}

// Any context: the plugin reads none of it (as limits.ts's plugins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function answerSizePlugin(max: number): ApolloServerPlugin<any> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, schema }) {
          if (!operation || operation.operation !== 'mutation') return;
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
          const variables = effectiveVariables(operation, (request.variables ?? {}) as Record<string, unknown>);
          const bytes = mutationAnswerBytes(operation.selectionSet, schema as unknown as SchemaShape, fragments, variables);
          if (bytes > max) throw answerTooLarge(max, Math.ceil(bytes));
        },
      };
    },
  };
}

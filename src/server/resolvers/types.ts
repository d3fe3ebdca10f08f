// Field resolvers of the value types: engine values and stored rows → GraphQL shapes.
import { GraphQLScalarType, Kind } from 'graphql';
import { alphabetFits, encodeBoard, formatBoardText, MAX_FORMAT_TEXT, symbolFor, symbolsFor } from '../../engine/codec.js';
import { standardShape, variantsOf, type Shape } from '../../engine/index.js';
import type { Resolvers } from '../../generated/graphql.js';
import { inputError } from '../board-input.js';
import { badInput } from '../errors.js';
import { ruleOutput } from '../rule-input.js';

// A few shapes exist (sizes up to 25 and their box pairs); every page row asks for its shape's id.
const shapeIds = new Map<number, string>();

function shapeId(shape: Shape): string {
  const key = (shape.size * 64 + shape.boxRows) * 64 + shape.boxCols;
  let id = shapeIds.get(key);
  if (id === undefined) {
    const std = standardShape(shape.size);
    const base = `${shape.size}x${shape.size}`;
    id = std && std.boxRows === shape.boxRows && std.boxCols === shape.boxCols ? base : `${base}-${shape.boxRows}x${shape.boxCols}`;
    shapeIds.set(key, id);
  }
  return id;
}

function rowsOf(cells: Uint8Array, n: number): number[][] {
  const rows: number[][] = [];
  for (let r = 0; r < n; r++) rows.push(Array.from(cells.subarray(r * n, r * n + n)));
  return rows;
}

function parseDate(value: unknown): Date {
  const d = typeof value === 'string' ? new Date(value) : undefined;
  if (!d || Number.isNaN(d.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
  return d;
}

// Stored rows' dates are the same objects on every page read from memory (db/table.ts): each is
// written out once. The time is kept with the text, so a Date changed since is written anew.
const isoOf = new WeakMap<Date, { readonly time: number; readonly text: string }>();

function iso(value: Date): string {
  const time = value.getTime();
  const known = isoOf.get(value);
  if (known !== undefined && known.time === time) return known.text;
  const text = value.toISOString();
  isoOf.set(value, { time, text });
  return text;
}

export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => {
    if (value instanceof Date) return iso(value);
    throw new TypeError('DateTime cannot represent a non-Date value');
  },
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

export const typeResolvers: Resolvers = {
  DateTime,
  BoardSize: {
    id: shapeId,
    size: (s) => s.size,
    boxRows: (s) => s.boxRows,
    boxCols: (s) => s.boxCols,
    symbols: (s) => symbolsFor(s),
  },
  Board: {
    size: (b) => b.shape,
    cells: (b, { alphabet }) => {
      if (alphabet == null || alphabet === 'DIGITS_LETTERS') return formatBoardText(b.cells);
      if (!alphabetFits(alphabet, b.shape.size)) {
        throw badInput('alphabet', `alphabet ${alphabet} cannot write a ${b.shape.size}×${b.shape.size} board`);
      }
      return formatBoardText(b.cells, alphabet);
    },
    rows: (b) => rowsOf(b.cells, b.shape.size),
    givens: (b) => b.cells.reduce((n, v) => (v === 0 ? n : n + 1), 0),
    rules: (b) => (b.rules ?? []).map((r) => ruleOutput(r, b.shape.size)),
    variants: (b) => variantsOf(b.rules),
    text: (b, { format, alphabet }) => {
      // A format that cannot carry the board (its rules, its size, givens beside a killer's cages)
      // refuses it by name: never the givens alone.
      const r = encodeBoard(b, format, { alphabet: alphabet ?? undefined });
      if (!r.ok) throw inputError(r.error, r.error.field === 'alphabet' ? 'alphabet' : 'format');
      // What no decoder reads back is no export (and the answer's bound, cost/answer.ts, counts on it).
      if (r.value.length > MAX_FORMAT_TEXT) {
        const length = r.value.length;
        throw badInput('format', `the board in ${format} is ${length} characters, more than the ${MAX_FORMAT_TEXT} a text may have`);
      }
      return r.value;
    },
  },
  Conflict: {
    symbol: (c) => symbolFor(c.value),
    rules: (c) => [...(c.rules ?? [])],
  },
  CellCandidates: {
    symbols: (c) => c.values.map(symbolFor).join(''),
  },
  Hint: {
    symbol: (h) => symbolFor(h.value),
  },
};

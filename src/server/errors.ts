import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';

/** Codes of expected failures a resolver raises (userError), each a client can act on. */
const USER_CODES = [
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'BOARD_CONFLICT',
  'NO_SOLUTION',
  'LIMIT_EXCEEDED',
  'WRONG_NOTES',
  'WRONG_SOLUTION',
  'NOT_UNIQUE',
  // A strict generation request (score band, technique, pattern, minimal) not met within the budget.
  'GRADE_NOT_REACHED',
  // A board's rules: one the engine does not know (extensions.name, or a format that cannot write it:
  // rule, kind), or one that is malformed or cannot hold (rule, kind, row, col); field names the input.
  'UNSUPPORTED_RULE',
  'BAD_RULES',
] as const;

export type ErrorCode = (typeof USER_CODES)[number];

export function userError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** Client text shown in a message: at most `max` characters (code points), then '…'. */
export function echo(text: string, max = 32): string {
  if (text.length <= max) return text;
  const chars = Array.from(text.slice(0, 2 * max));
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

export const badInput = (field: string, message: string) => userError('BAD_USER_INPUT', `${field}: ${message}`, { field });

/** Codes Apollo itself assigns to requests it rejects (parse, validation, bad variables). */
const APOLLO_CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Apollo's own refusals that carry an HTTP 400 but no code, by their exact text (pinned by
 * test/hardening/error-codes.test.ts): each gets a code of its own instead of reading as a bug.
 */
const APOLLO_UNCODED: ReadonlyMap<string, string> = new Map([
  ['provided sha does not match query', 'PERSISTED_QUERY_HASH_MISMATCH'],
  ['Unsupported persisted query version', 'PERSISTED_QUERY_VERSION_UNSUPPORTED'],
]);

/** Every code an answer may carry; anything else is a bug and reads INTERNAL_SERVER_ERROR in production. */
const KNOWN_CODES = new Set<string>([
  ...USER_CODES,
  // No worker for the search, or too much work on the main thread (HTTP 503, Retry-After).
  'SERVER_BUSY',
  // Over the per-operation board work, a mutation's answer bound (cost/plugin.ts) or the response
  // size cap (response-cap.ts), each with its HTTP status.
  'COST_LIMIT_EXCEEDED',
  'RESPONSE_TOO_LARGE',
  ...APOLLO_UNCODED.values(),
  'STORAGE_UNAVAILABLE',
  // Too many games, finishes or stored solves from one player or address (HTTP 429, Retry-After).
  'RATE_LIMITED',
  ...APOLLO_CLIENT_CODES,
]);

// graphql-js suggests names ("Did you mean the enum value "HARD"?", "Did you mean "boardSizes"?")
// in validation and variable errors alike; in production they map the schema for a client who has
// no introspection.
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

// Duck-typed: Apollo's error may come from the other build of graphql (its ESM and CommonJS
// builds define distinct GraphQLError classes), so instanceof misses it.
function uncodedApolloError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, extensions } = error as { message?: unknown; extensions?: { code?: unknown } };
  if (typeof message !== 'string' || extensions?.code !== undefined) return undefined;
  return APOLLO_UNCODED.get(message);
}

export interface FormatErrorOptions {
  /** Mask unexpected errors and never expose internals. */
  readonly production: boolean;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * Expected errors pass through (in production without name suggestions); Apollo's uncoded
 * persisted-query refusals get their codes; anything else is logged with its original and, in
 * production, replaced by a bare INTERNAL_SERVER_ERROR so no message, path into the code, or stack leaks.
 */
export function makeFormatError({ production, log }: FormatErrorOptions) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const message = production ? formatted.message.replace(SUGGESTION, '') : formatted.message;
    if (message !== formatted.message) formatted = { ...formatted, message };
    // Apollo has already labelled an uncoded error INTERNAL_SERVER_ERROR; the original tells.
    const original = unwrapResolverError(error);
    const uncoded = uncodedApolloError(original);
    if (uncoded !== undefined) formatted = { ...formatted, extensions: { ...formatted.extensions, code: uncoded } };
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && KNOWN_CODES.has(code)) return formatted;
    log('unexpected error', original);
    if (!production) return formatted;
    return {
      message: 'Internal server error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

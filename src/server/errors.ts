import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';

/** Codes a client can act on; anything else is a bug and reads INTERNAL_SERVER_ERROR in production. */
export type ErrorCode = 'BAD_USER_INPUT' | 'NOT_FOUND' | 'BOARD_CONFLICT' | 'NO_SOLUTION' | 'LIMIT_EXCEEDED' | 'NOT_UNIQUE';

export function userError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const badInput = (field: string, message: string) =>
  userError('BAD_USER_INPUT', `${field}: ${message}`, { field });

/** Codes Apollo itself assigns to requests it rejects (parse, validation, bad variables). */
const APOLLO_CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

const KNOWN_CODES = new Set<string>([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'BOARD_CONFLICT',
  'NO_SOLUTION',
  'LIMIT_EXCEEDED',
  'NOT_UNIQUE',
  'SERVER_BUSY',
  ...APOLLO_CLIENT_CODES,
]);

export interface FormatErrorOptions {
  /** Mask unexpected errors and never expose internals. */
  readonly production: boolean;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * Expected errors pass through; anything else is logged with its original and, in production,
 * replaced by a bare INTERNAL_SERVER_ERROR so no message, path into the code, or stack leaks.
 */
export function makeFormatError({ production, log }: FormatErrorOptions) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && KNOWN_CODES.has(code)) return formatted;
    log('unexpected error', unwrapResolverError(error));
    if (!production) return formatted;
    return {
      message: 'Internal server error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

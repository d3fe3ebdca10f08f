// What an error may show in logs above debug level. Prisma's errors carry the SQL statement and
// its bound parameters in their message (boards, seeds, ids), so only their class and codes are
// logged; the full error is logged at debug level, for a developer who asks for it.
import { driverCause, isDriverError } from '../db/repository.js';

export interface RedactedError {
  readonly type: string;
  readonly code?: string;
  readonly sqlite?: string;
  readonly kind?: string;
}

/** `error` itself, unless it is a database driver error: then its class and codes only. */
export function redactError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  if (!isDriverError(error)) return error;
  const e = error as { name?: unknown; code?: unknown };
  const cause = driverCause(error);
  return {
    type: String(e.name),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof cause?.originalCode === 'string' ? { sqlite: cause.originalCode } : {}),
    ...(typeof cause?.kind === 'string' ? { kind: cause.kind } : {}),
  } satisfies RedactedError;
}

// What an error may show in logs above debug level. Prisma's errors carry the SQL statement and
// its bound parameters in their message (boards, seeds, ids), so only their class and codes are
// logged; the full error is logged at debug level, for a developer who asks for it.
export interface RedactedError {
  readonly type: string;
  readonly code?: string;
  readonly sqlite?: string;
  readonly kind?: string;
}

function isDriverError(e: { name?: unknown; meta?: unknown }): boolean {
  return (
    (typeof e.name === 'string' && e.name.startsWith('PrismaClient')) ||
    (typeof e.meta === 'object' && e.meta !== null && 'driverAdapterError' in e.meta)
  );
}

/** `error` itself, unless it is a database driver error: then its class and codes only. */
export function redactError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const e = error as {
    name?: unknown;
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } };
  };
  if (!isDriverError(e)) return error;
  const cause = e.meta?.driverAdapterError?.cause;
  return {
    type: String(e.name),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof cause?.originalCode === 'string' ? { sqlite: cause.originalCode } : {}),
    ...(typeof cause?.kind === 'string' ? { kind: cause.kind } : {}),
  } satisfies RedactedError;
}

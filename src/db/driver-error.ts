// The database's own error inside whatever carried it. Prisma's client wraps its adapter's error
// in `meta.driverAdapterError`; the adapter called directly (writes, see client.ts) throws it bare
// as a DriverAdapterError; better-sqlite3 throws a SqliteError for codes the adapter does not map.
// Any of them may carry SQL or bound values in its message, so logs show only class and codes.

export interface DriverCause {
  /** The adapter's classification, e.g. 'TableDoesNotExist', 'UniqueConstraintViolation'. */
  readonly kind?: string;
  /** The database's code, e.g. 'SQLITE_READONLY' or a PostgreSQL SQLSTATE. */
  readonly originalCode?: string;
}

type Carrier = { name?: unknown; cause?: unknown; meta?: { driverAdapterError?: { cause?: unknown } } };

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The adapter's cause of a driver error, from either carrier; undefined for other errors. */
export function driverCause(error: unknown): DriverCause | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as Carrier;
  const cause = e.meta?.driverAdapterError?.cause ?? (e.name === 'DriverAdapterError' ? e.cause : undefined);
  if (typeof cause !== 'object' || cause === null) return undefined;
  const c = cause as Record<string, unknown>;
  return { kind: str(c.kind), originalCode: str(c.originalCode) };
}

/** True for errors of Prisma's client, its adapters and the database drivers below them. */
export function isDriverError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = (error as Carrier).name;
  return (
    driverCause(error) !== undefined ||
    (typeof name === 'string' && (name.startsWith('PrismaClient') || name === 'DriverAdapterError' || name === 'SqliteError'))
  );
}

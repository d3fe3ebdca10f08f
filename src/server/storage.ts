// The repository as the server uses it: no acknowledged write without the file the server opened.
// Every store call that writes first checks the file's identity (one stat), and checks it again
// after the call returns, so a write that went into a deleted or replaced file is reported, not
// acknowledged. A read (READS) is checked after it returns only: it cannot change the file, and a
// loss before it is still seen after it (a lost file stays lost), so its answer is never served.
// Storage failures (that check, SQLite's read-only, full, corrupt, I/O and missing-table errors, and
// a PostgreSQL server that cannot be reached, shuts down or runs out of room) reach clients as
// STORAGE_UNAVAILABLE with HTTP 503 and Retry-After; other errors pass.
import { GraphQLError } from 'graphql';
import {
  databasePath,
  ensureDatabaseDir,
  openRepository,
  type DbOptions,
  type Repository,
  preflightStorage,
  sqliteFile,
  StorageStartError,
  storageProblemOf,
  StorageUnavailableError,
  watchStorage,
  type GuardOptions,
  type StorageGuard,
  type StorageProblem,
} from '../db/repository.js';

export function storageUnavailable(problem: StorageProblem): GraphQLError {
  return new GraphQLError('storage unavailable: the request was not stored, retry later', {
    extensions: { code: 'STORAGE_UNAVAILABLE', problem, http: { status: 503, headers: new Map([['retry-after', '5']]) } },
  });
}

type Report = (problem: StorageProblem, detail: string) => void;

/** Store calls that only read (every store's names; any other call is treated as a write). */
const READS: ReadonlySet<string> = new Set([
  'find',
  'findMany',
  'findByKey',
  'list',
  'count',
  'listByPlayer',
  'countByPlayer',
  'finishOf',
  'finishesSince',
  'gamesSince',
  'facts',
  'current',
  'level',
  'findByBoard',
  'unkeyed',
  'known',
]);

function guardStore<T extends object>(store: T, guard: StorageGuard, report: Report, healthy: () => void): T {
  const out: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(store)) {
    if (typeof fn !== 'function') {
      out[name] = fn;
      continue;
    }
    const reads = READS.has(name);
    out[name] = async (...args: unknown[]) => {
      const fail = (e: unknown): never => {
        const problem = storageProblemOf(e);
        if (problem === null) throw e;
        if (e instanceof StorageUnavailableError) report(problem, e.detail);
        else report(problem, `${name}: ${(e as { code?: string }).code ?? problem}`);
        throw storageUnavailable(problem);
      };
      if (!reads) {
        try {
          guard.assertSameFile();
        } catch (e) {
          fail(e);
        }
      }
      let result: unknown;
      try {
        result = await fn.apply(store, args);
      } catch (e) {
        // A query error on a lost file is the lost file's fault, whatever SQLite called it.
        try {
          guard.assertSameFile();
        } catch (lost) {
          fail(lost);
        }
        fail(e);
      }
      try {
        guard.assertSameFile();
      } catch (e) {
        fail(e);
      }
      healthy();
      return result;
    };
  }
  return out as T;
}

export interface GuardedStorage {
  readonly repo: Repository;
  readonly guard: StorageGuard;
}

/**
 * Opens the database for the server: preflight (StorageStartError naming the file and cause),
 * then the repository with every store call guarded. `report` hears each storage failure once
 * per problem (for the log; `detail` may name the file, never boards or SQL).
 */
export async function openGuardedStorage(url: string, report: Report, options: GuardOptions & DbOptions = {}): Promise<GuardedStorage> {
  if (sqliteFile(url) !== null) ensureDatabaseDir(url);
  preflightStorage(url);
  let repo: Repository;
  try {
    repo = await openRepository(url, { poolMax: options.poolMax });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw new StorageStartError(databasePath(url), `${typeof code === 'string' ? code : 'open failed'}: the database could not be opened`);
  }
  const guard = watchStorage(url, options);
  // Each problem is reported when it starts: once, however many requests meet it, and again only
  // after a call has succeeded since (a PostgreSQL server down once wrote 5,567 error lines in 6 s).
  const seen = new Set<StorageProblem>();
  const once: Report = (problem, detail) => {
    if (seen.has(problem)) return;
    seen.add(problem);
    report(problem, detail);
  };
  const healthy = () => {
    if (seen.size > 0) seen.clear();
  };
  // Every store the repository has (an object of functions) is guarded, games and daily puzzles
  // too: a store added later is covered without being listed here.
  const guarded: Record<string, unknown> = { ...repo };
  for (const [name, member] of Object.entries(repo)) {
    if (typeof member === 'object' && member !== null) guarded[name] = guardStore(member, guard, once, healthy);
  }
  return { guard, repo: guarded as Repository };
}

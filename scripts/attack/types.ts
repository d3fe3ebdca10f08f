// The shape of one attack in `npm run attack`: a name, the issue item it replays, and a run that
// sends it to the spawned server and judges the answer. Append new entries (slow clients, a deleted
// database file, SIGTERM under load …) as their own files and list them in index.ts.

export interface AttackTarget {
  /** http://127.0.0.1:PORT/graphql */
  readonly url: string;
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  /** The short (CI) form: fewer repetitions, shorter runs. */
  readonly short: boolean;
  /** The server's solve deadline, for "bounded" verdicts. */
  readonly solveDeadlineMs: number;
  /** The server's worker threads and queue slots. */
  readonly poolThreads: number;
  readonly poolMaxQueue: number;
  /** The SQLite file the server opened (the script owns it: the last attacks delete it). */
  readonly databaseFile: string;
  /** The server process's pid (for its RSS). */
  readonly serverPid: number;
  /** Everything the server has printed so far (its log, at the script's LOG_LEVEL). */
  serverOutput(): string;
}

export interface AttackOutcome {
  /** HTTP status, or a word when there was none ('timeout', 'reset'). */
  readonly status: number | string;
  /** The first error code, the answer's status field, or '-'. */
  readonly code: string;
  readonly ms: number;
  /** Refused with the expected answer, or answered within its bound. */
  readonly ok: boolean;
  /** What was expected, shown on failure (and a short detail otherwise). */
  readonly note: string;
}

export interface Attack {
  readonly name: string;
  /** e.g. "14.1", or "classic" for limits that already held. */
  readonly item: string;
  run(target: AttackTarget): Promise<AttackOutcome>;
}

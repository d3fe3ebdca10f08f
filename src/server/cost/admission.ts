// Admission for work on the main thread (the pool bounds only what runs on its workers). An
// operation is heavy when the main thread's share of its board work (price.ts: the boards of rows
// that run on the main thread, the answer's conflicts and history pages; a pooled search's board
// is the pool's) reaches `heavyWork`. At most `maxHeavy` heavy operations and `maxWork` units of
// board work are in flight at once, from the moment an operation is priced until its response has
// been written out (a slow reader holds its bytes); beyond that the operation is answered
// SERVER_BUSY (HTTP 503, Retry-After: 1) before any field runs, so nothing of it is stored.
// Requests on one event loop mostly run one after another, so a flood is bounded over time as well:
// every operation's work is drawn from a bucket refilled at `workPerSecond` (a client's own bucket
// at half that; bucket.ts), and a heavy operation that finds its bucket or the shared one empty is
// answered SERVER_BUSY at the cost of its parse and pricing. Fairness: one client (its remote
// address) holds at most half of each, so another client always finds room. Cheap operations are
// never held back (their work is drawn all the same).
import { intFrom } from '../../pool/config.js';
import { addressKey } from '../address.js';
import { createBuckets } from './bucket.js';

export interface AdmissionLimits {
  /** Heavy operations in flight at most (MAIN_MAX_HEAVY). */
  readonly maxHeavy: number;
  /** Board work of the heavy operations in flight at most (MAIN_MAX_WORK). */
  readonly maxWork: number;
  /** Board work from which an operation is heavy (MAIN_HEAVY_WORK). */
  readonly heavyWork: number;
  /** Board work the main thread takes per second, all clients together (MAIN_WORK_PER_SECOND). */
  readonly workPerSecond: number;
  /** Board work a bucket holds when full: the burst allowed after a quiet spell (MAIN_BURST_WORK). */
  readonly burstWork: number;
  /** How long a refusal's answer is held (refusal-delay.ts; MAIN_REFUSAL_DELAY_MS; 0: none). */
  readonly refusalDelayMs?: number;
}

export const DEFAULT_ADMISSION: AdmissionLimits = {
  maxHeavy: 4,
  maxWork: 48_000,
  heavyWork: 1_000,
  workPerSecond: 240_000,
  burstWork: 64_000,
  refusalDelayMs: 200,
};

/** The MAIN_* variables (config.ts reads them at start-up); a bad value throws naming its variable. */
export function admissionFromEnv(env: NodeJS.ProcessEnv): AdmissionLimits {
  return {
    maxHeavy: intFrom(env, 'MAIN_MAX_HEAVY', DEFAULT_ADMISSION.maxHeavy, 1),
    maxWork: intFrom(env, 'MAIN_MAX_WORK', DEFAULT_ADMISSION.maxWork, 1),
    heavyWork: intFrom(env, 'MAIN_HEAVY_WORK', DEFAULT_ADMISSION.heavyWork, 1),
    workPerSecond: intFrom(env, 'MAIN_WORK_PER_SECOND', DEFAULT_ADMISSION.workPerSecond, 1),
    burstWork: intFrom(env, 'MAIN_BURST_WORK', DEFAULT_ADMISSION.burstWork, 1),
    refusalDelayMs: intFrom(env, 'MAIN_REFUSAL_DELAY_MS', DEFAULT_ADMISSION.refusalDelayMs!, 0),
  };
}

/** What the admission knows of an operation once it is priced. */
export interface Priced {
  /** Board work done on the main thread. */
  readonly work: number;
}

export interface Admission {
  /** A release function when admitted (call it once the response is written), or undefined: busy. */
  admit(client: string, priced: Priced): (() => void) | undefined;
  /** Heavy operations and their work in flight now (for tests and logs). */
  inFlight(): { heavy: number; work: number; clients: number };
}

interface Held {
  heavy: number;
  work: number;
}

export function createAdmission(
  limits: AdmissionLimits = DEFAULT_ADMISSION,
  now: () => number = performance.now.bind(performance),
): Admission {
  const total: Held = { heavy: 0, work: 0 };
  const byClient = new Map<string, Held>();
  const shared = createBuckets({ capacity: limits.burstWork, windowMs: (1000 * limits.burstWork) / limits.workPerSecond, now });
  // A client's bucket: half the burst, refilled at half the rate.
  const clients = createBuckets({ capacity: limits.burstWork / 2, windowMs: (1000 * limits.burstWork) / limits.workPerSecond, now });
  /** Draws `work` from the shared and the client's bucket; a heavy operation needs both to hold it. */
  const draw = (client: string, work: number, heavy: boolean): boolean => {
    if (heavy && (shared.level('') < work || clients.level(client) < work)) return false;
    shared.spend('', work);
    clients.spend(client, work);
    return true;
  };
  const shareHeavy = Math.max(1, Math.floor(limits.maxHeavy / 2));
  const shareWork = Math.max(1, Math.floor(limits.maxWork / 2));
  const noop = () => {};
  return {
    admit(client, { work }) {
      if (work < limits.heavyWork) {
        draw(client, work, false);
        return noop;
      }
      const mine = byClient.get(client) ?? { heavy: 0, work: 0 };
      // An operation alone is always admitted (its work is within the per-operation cap); beside
      // others, the totals and the client's share decide.
      const fits = (held: Held, maxHeavy: number, maxWork: number) =>
        held.heavy === 0 || (held.heavy + 1 <= maxHeavy && held.work + work <= maxWork);
      if (!fits(total, limits.maxHeavy, limits.maxWork) || !fits(mine, shareHeavy, shareWork)) return undefined;
      if (!draw(client, work, true)) return undefined;
      total.heavy++;
      total.work += work;
      mine.heavy++;
      mine.work += work;
      byClient.set(client, mine);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total.heavy--;
        total.work -= work;
        mine.heavy--;
        mine.work -= work;
        if (mine.heavy === 0) byClient.delete(client);
      };
    },
    inFlight: () => ({ ...total, clients: byClient.size }),
  };
}

/** Who sent a request and when its response is done: what the admission needs of the context. */
export interface ClientRef {
  /** The remote address's key (address.ts: IPv4 itself, IPv6 its /64). */
  readonly key: string;
  /** Calls `release` once the response has been written out or the connection closed. */
  onDone(release: () => void): void;
}

export function clientOf(
  req: { socket: { remoteAddress?: string } },
  res: { once(event: 'close' | 'finish', fn: () => void): unknown },
): ClientRef {
  // 'finish' (the response handed to the socket) comes before the client can read it, so a client
  // that waits for each answer is never refused for its own previous request; 'close' covers a
  // connection that ends first. The release runs once (admit's release is idempotent).
  const onDone = (release: () => void): void => {
    res.once('finish', release);
    res.once('close', release);
  };
  return { key: addressKey(req.socket.remoteAddress), onDone };
}

/**
 * The cost plugin's hook (plugin.ts): admits the priced operation for the client in the context, or
 * throws `busy()` (SERVER_BUSY) before any field runs.
 */
export function admissionHook(admission: Admission, busy: () => Error): (contextValue: unknown, priced: Priced) => void {
  return (contextValue, priced) => {
    const client = (contextValue as { client?: ClientRef } | undefined)?.client;
    if (!client) return;
    const release = admission.admit(client.key, priced);
    if (!release) throw busy();
    client.onDone(release);
  };
}

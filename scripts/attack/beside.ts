// The cheap query's latency while heavy clients hammer the server: one client sends the cheap query
// back to back while `clients` others send the heavy request, for a fixed time.
import { CHEAP_QUERY } from '../../support/attacks.js';
import { codeOf, gqlPost, percentile, type Sent } from './http.js';

export interface Beside {
  readonly p50: number;
  readonly p99: number;
  readonly samples: number;
  readonly cheapFailures: number;
  /** Codes (or statuses) the heavy requests got, with counts. */
  readonly heavy: Record<string, number>;
}

export async function cheapBeside(url: string, heavy: () => Promise<Sent>, clients: number, durationMs: number): Promise<Beside> {
  const until = performance.now() + durationMs;
  const tally: Record<string, number> = {};
  const hammer = Array.from({ length: clients }, async () => {
    while (performance.now() < until) {
      const s = await heavy();
      const key = `${s.status} ${codeOf(s)}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
  });
  const latencies: number[] = [];
  let cheapFailures = 0;
  // Let the heavy clients get going first.
  await new Promise((r) => setTimeout(r, 100));
  while (performance.now() < until) {
    const s = await gqlPost(url, CHEAP_QUERY);
    if (s.status !== 200 || s.body?.data?.boardSizes?.length !== 9) cheapFailures++;
    latencies.push(s.ms);
  }
  await Promise.all(hammer);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), samples: latencies.length, cheapFailures, heavy: tally };
}

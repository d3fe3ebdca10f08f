// The cheap query's latency while heavy clients hammer the server: one client sends the cheap query
// back to back while `clients` others send the heavy request (in a process of their own,
// hammer.ts). Quiet and beside are paired in one run: `rounds` alternations of a quiet spell and a
// spell beside the heavy clients, so a change in the machine's load falls on both (the machine is
// shared); p99 is taken over each side's samples.
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { CANDIDATES_15, CHEAP_QUERY, EMPTY_25X25, aliased } from '../../support/attacks.js';
import { CLASHING_25, LARGE_PAGE, VALIDATE_CONFLICTS } from './hostile-clients.js';
import { gqlPost, percentile, type Sent } from './http.js';
import { zippedLink } from './round-three.js';

export interface Beside {
  readonly p50: number;
  readonly p99: number;
  readonly samples: number;
  readonly cheapFailures: number;
  /** Codes (or statuses) the heavy requests got, with counts. */
  readonly heavy: Record<string, number>;
}

interface Spell {
  latencies: number[];
  cheapFailures: number;
  heavy: Record<string, number>;
}

let hammers: ChildProcess | undefined;
/** The heavy clients' process, started once. */
function hammer(): ChildProcess {
  hammers ??= fork(new URL('./hammer.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return hammers;
}
/** Stops the heavy clients' process (call once the latency runs are done). */
export function stopHammer(): void {
  hammers?.disconnect();
  hammers = undefined;
}

async function spell(url: string, run: number, clients: number, durationMs: number, into: Spell): Promise<void> {
  const until = performance.now() + durationMs;
  let done: Promise<Record<string, number>> = Promise.resolve({});
  if (clients > 0) {
    const child = hammer();
    done = new Promise((resolve) => child.once('message', (m: { tally: Record<string, number> }) => resolve(m.tally)));
    child.send({ url, run, clients, durationMs });
    // Let the heavy clients get going first.
    await new Promise((r) => setTimeout(r, 100));
  }
  while (performance.now() < until) {
    const s = await gqlPost(url, CHEAP_QUERY);
    if (s.status !== 200 || s.body?.data?.boardSizes?.length !== 9) into.cheapFailures++;
    into.latencies.push(s.ms);
  }
  for (const [k, n] of Object.entries(await done)) into.heavy[k] = (into.heavy[k] ?? 0) + n;
}

const summary = (s: Spell): Beside => ({
  p50: percentile(s.latencies, 50),
  p99: percentile(s.latencies, 99),
  samples: s.latencies.length,
  cheapFailures: s.cheapFailures,
  heavy: s.heavy,
});

/** Quiet and beside, alternated `rounds` times (quiet spells half as long as beside ones); `run` indexes BESIDE_RUNS. */
export async function pairedBeside(
  url: string,
  run: number,
  clients: number,
  durationMs: number,
  rounds: number,
): Promise<{ quiet: Beside; beside: Beside }> {
  const quiet: Spell = { latencies: [], cheapFailures: 0, heavy: {} };
  const beside: Spell = { latencies: [], cheapFailures: 0, heavy: {} };
  for (let r = 0; r < rounds; r++) {
    await spell(url, run, 0, durationMs / rounds / 2, quiet);
    await spell(url, run, clients, durationMs / rounds, beside);
  }
  return { quiet: summary(quiet), beside: summary(beside) };
}

export interface BesideRun {
  readonly name: string;
  readonly heavy: (url: string) => Promise<Sent>;
  /** Refused or admitted by design: judged against the CI bound; the largest allowed are judged on the ratio only. */
  readonly judged: boolean;
}

const b25 = { b: { cells: EMPTY_25X25 } };
const ZIPPED = zippedLink();
export const BESIDE_RUNS: readonly BesideRun[] = [
  { name: '15 candidates on an empty 25×25 (refused)', heavy: (url) => gqlPost(url, CANDIDATES_15, b25), judged: true },
  {
    name: '1 candidates on an empty 25×25 (largest allowed)',
    heavy: (url) => gqlPost(url, aliased(1, 'candidates', '{ row col values symbols }'), b25),
    judged: false,
  },
  {
    name: '15 validates, all-clashing 25×25 (refused)',
    heavy: (url) => gqlPost(url, VALIDATE_CONFLICTS(15), { b: { cells: CLASHING_25 } }),
    judged: true,
  },
  {
    name: '2 validates, all-clashing 25×25 (largest allowed)',
    heavy: (url) => gqlPost(url, VALIDATE_CONFLICTS(2), { b: { cells: CLASHING_25 } }),
    judged: false,
  },
  { name: 'history page, 100 records with boards (admitted)', heavy: (url) => gqlPost(url, LARGE_PAGE), judged: true },
  {
    // Once 0.5 s of the main thread each, unpriced (the cheap query's p50 1.6 → 1,557 ms).
    name: 'convert of a 1.8 KB zipped SudokuPad link (decoded on the pool)',
    heavy: (url) => gqlPost(url, `query($t: String!) { convert(text: $t, from: SUDOKUPAD, to: CELLS) { text } }`, { t: ZIPPED }),
    judged: true,
  },
];

/** The 1-minute load average, for the line beside each figure. */
export const load1 = (): string => loadavg()[0].toFixed(2);

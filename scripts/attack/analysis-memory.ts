// Issue 51 item 1: one legitimate request, `analyze` of an empty 25×25 (~700 bytes, under every
// limit; the page's Hint on an empty 25×25 does the same), once made a worker allocate 4.4 GB and
// keep 1.15 GB of it: the server grew 130 MB → 3.1 GB → 9.1 GB after 6 requests, 11.1 GB after 10.
// Replayed on a server of its own with the production pool (two threads, the default deadline, so
// the analyses run to their end as they do in production; the shared server's short deadline would
// end them early), reading the server's RSS after each analysis: within the ceiling of
// docs/limits.md ("Analysis memory") after all ten, every one answered. It stops at the first
// reading over the ceiling (the old code would have gone on to gigabytes).
import { readFileSync } from 'node:fs';
import { EMPTY_25X25 } from '../../support/attacks.js';
import { startServer } from '../../support/server-process.js';
import { codeOf, gqlPost } from './http.js';
import type { Attack, AttackOutcome, AttackTarget } from './types.js';

/** The server's RSS ceiling after the ten analyses (docs/limits.md, "Analysis memory"). */
export const ANALYSIS_RSS_CEILING_MB = 700;
const ANALYSES = 10;
const ANALYZE = `query($b: BoardInput!) { analyze(board: $b) { level score hardest } }`;

/** The process's resident set in MB (Linux /proc; worker threads included). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
}

export const analysisMemoryAttacks: Attack[] = [
  {
    name: `${ANALYSES} analyses of an empty 25×25, RSS within ${ANALYSIS_RSS_CEILING_MB} MB`,
    item: '51.1',
    async run(t: AttackTarget): Promise<AttackOutcome> {
      // Analyses store nothing: the shared server's database file serves this one too.
      const server = await startServer(`file:${t.databaseFile}`, { POOL_THREADS: '2', LOG_LEVEL: 'warn' });
      const pid = server.child.pid!;
      try {
        // Both workers up (their start-up is not the analyses' memory).
        await Promise.all([0, 1].map(() => gqlPost(server.url, `mutation { solve(board: { cells: "${'.'.repeat(16)}" }) { status } }`)));
        const before = rssMb(pid);
        const readings: number[] = [];
        let answered = 0;
        let wrong = '';
        let ms = 0;
        for (let i = 0; i < ANALYSES; i++) {
          const s = await gqlPost(server.url, ANALYZE, { b: { cells: EMPTY_25X25 } }, 60_000);
          ms += s.ms;
          // An empty board has many solutions: its analysis has a score but no players' level (null).
          if (s.status === 200 && typeof s.body?.data?.analyze?.score === 'number') answered++;
          else wrong ||= `${s.status} ${codeOf(s)}`;
          readings.push(rssMb(pid));
          if (readings[i] > ANALYSIS_RSS_CEILING_MB) break;
        }
        const most = Math.max(...readings);
        const ok = answered === ANALYSES && most <= ANALYSIS_RSS_CEILING_MB;
        const note =
          `RSS ${before.toFixed(0)} MB → ${readings.map((r) => r.toFixed(0)).join(', ')} MB (ceiling ${ANALYSIS_RSS_CEILING_MB}); ` +
          `${answered} of ${ANALYSES} analysed${wrong ? `, first other answer ${wrong}` : ''}`;
        return { status: 200, code: ok ? 'ANALYZED' : 'OVER', ms, ok, note };
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  },
];

// Attacks of issue 24 (hostile clients on the surface added since issue 14), one per item this file
// covers: unique padded documents (item 1), …
import { readFileSync } from 'node:fs';
import { codeOf, post } from './http.js';
import type { Attack, AttackOutcome, AttackTarget } from './types.js';

/** The server's resident set in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
}

/** RSS may grow by this much at most over the whole run: flat, not the gigabytes it once grew. */
const RSS_GROWTH_MB = 150;

/**
 * `count` unique documents `{ __typename }` each padded with a `bytes`-long comment, from 4 clients;
 * the answers tallied, the server's RSS before and after. Over maxQueryBytes they are refused
 * (413 QUERY_TOO_LARGE) before parsing; under it they are parsed and cached, and the cache's bytes
 * bound keeps memory flat.
 */
function paddedDocuments(count: number, bytes: number, want: { status: number; code: string }): Attack {
  return {
    name: `${count.toLocaleString('en')} unique {__typename} padded with ${Math.round(bytes / 1000)} KB comments`,
    item: '24.1',
    async run(t: AttackTarget): Promise<AttackOutcome> {
      const before = rssMb(t.serverPid);
      const pad = 'x'.repeat(bytes);
      const started = performance.now();
      let next = 0;
      let wrong = 0;
      let firstWrong = '';
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < count) {
            const i = next++;
            const s = await post(t.url, { query: `# ${i} ${pad}\n{ __typename }` });
            if (s.status !== want.status || (want.code !== '-' && codeOf(s) !== want.code)) {
              wrong++;
              firstWrong ||= `${s.status} ${codeOf(s)}`;
            }
          }
        }),
      );
      const ms = performance.now() - started;
      const after = rssMb(t.serverPid);
      const growth = after - before;
      const ok = wrong === 0 && growth <= RSS_GROWTH_MB;
      const note = `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB (+${growth.toFixed(0)}, bound ${RSS_GROWTH_MB})${wrong > 0 ? `; ${wrong} answered ${firstWrong}` : ''}`;
      return { status: want.status, code: want.code, ms, ok, note };
    },
  };
}

export const hostileClientAttacks = (short: boolean): Attack[] => [
  // The short (CI) form sends fewer: 30,000 of 90 KB take about 70 s on a 2-core machine.
  paddedDocuments(short ? 5_000 : 30_000, 90_000, { status: 413, code: 'QUERY_TOO_LARGE' }),
  paddedDocuments(short ? 3_000 : 30_000, 30_000, { status: 200, code: '-' }),
];

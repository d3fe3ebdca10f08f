// Verdict builders: "refused" (an expected status and code, quickly) and "bounded" (answered, with
// an accepted outcome, within a time bound).
import type { Attack, AttackOutcome, AttackTarget } from './types.js';
import { codeOf, type Sent } from './http.js';

/** A refusal must come back this fast: limits are checked before any work. */
export const REFUSAL_MS = 2000;

export function refused(
  name: string,
  item: string,
  request: (t: AttackTarget) => Promise<Sent>,
  want: { status: number; code: string; maxMs?: number; check?: (s: Sent) => string | undefined },
): Attack {
  return {
    name,
    item,
    async run(target): Promise<AttackOutcome> {
      const sent = await request(target);
      const code = codeOf(sent);
      const maxMs = want.maxMs ?? REFUSAL_MS;
      const problem =
        sent.status !== want.status || code !== want.code
          ? `wanted ${want.status} ${want.code}`
          : sent.ms > maxMs
            ? `slower than ${maxMs} ms`
            : want.check?.(sent);
      return { status: sent.status, code, ms: sent.ms, ok: problem === undefined, note: problem ?? `${sent.bytes} B` };
    },
  };
}

export function bounded(
  name: string,
  item: string,
  request: (t: AttackTarget) => Promise<Sent>,
  want: { codes: readonly string[]; maxMs: (t: AttackTarget) => number; status?: number },
): Attack {
  return {
    name,
    item,
    async run(target): Promise<AttackOutcome> {
      const sent = await request(target);
      const code = codeOf(sent);
      const maxMs = want.maxMs(target);
      const problem =
        sent.status !== (want.status ?? 200) || !want.codes.includes(code)
          ? `wanted ${want.status ?? 200} ${want.codes.join('|')}`
          : sent.ms > maxMs
            ? `slower than ${maxMs} ms`
            : undefined;
      return { status: sent.status, code, ms: sent.ms, ok: problem === undefined, note: problem ?? `${sent.bytes} B` };
    },
  };
}

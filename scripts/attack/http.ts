// Requests for the attack script: every one with a hard time limit, and its status, first code,
// size and time recorded whatever comes back.
export interface Sent {
  readonly status: number | string;
  readonly ms: number;
  readonly bytes: number;
  readonly body: any;
  readonly text: string;
  readonly headers: Headers | undefined;
}

export const REQUEST_TIMEOUT_MS = 15_000;

export async function send(url: string, init: RequestInit = {}, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Sent> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, ms: performance.now() - started, bytes: Buffer.byteLength(text), body, text, headers: res.headers };
  } catch (error) {
    const name = (error as Error).name;
    const status = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'reset';
    return { status, ms: performance.now() - started, bytes: 0, body: undefined, text: String(error), headers: undefined };
  }
}

export function post(url: string, payload: unknown, timeoutMs?: number): Promise<Sent> {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return send(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }, timeoutMs);
}

export const gqlPost = (url: string, query: string, variables?: Record<string, unknown>, timeoutMs?: number) =>
  post(url, { query, variables }, timeoutMs);

/** The first error code, else the first root field's `status`, else '-'. */
export function codeOf(sent: Sent): string {
  const err = sent.body?.errors?.[0]?.extensions?.code;
  if (typeof err === 'string') return err;
  const data = sent.body?.data;
  if (data && typeof data === 'object') {
    const first = Object.values(data)[0] as { status?: unknown } | null;
    if (first && typeof first === 'object' && typeof first.status === 'string') return first.status;
  }
  return '-';
}

/** The p-th percentile (0–100) of a list of latencies. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];
}

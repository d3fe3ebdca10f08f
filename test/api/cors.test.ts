// CORS over real HTTP: preflights (allowed and refused), the headers on the actual request, the
// development defaults, and Apollo's CSRF prevention still refusing simple cross-site requests.
import { describe, expect, it } from 'vitest';
import { corsOriginsFromEnv } from '../../src/server/cors.js';
import { useApi } from './harness.js';

const QUERY = JSON.stringify({ query: '{ boardSizes { id } }' });

function preflight(url: string, origin: string) {
  return fetch(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
}

describe('CORS with CORS_ORIGINS set (production)', () => {
  const api = useApi({ production: true, corsOrigins: ['https://app.example.com', 'http://localhost:*'] });

  it('answers an allowed preflight with 204 and the allow headers', async () => {
    const res = await preflight(api.url, 'https://app.example.com');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('matches a port wildcard entry, and nothing else on that host', async () => {
    const ok = await preflight(api.url, 'http://localhost:5173');
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await preflight(api.url, 'http://localhost.evil.com:80');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a preflight from another origin: 403, no allow-origin header', async () => {
    const res = await preflight(api.url, 'https://evil.example.net');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sets allow-origin on the real POST of an allowed origin and answers it', async () => {
    const res = await fetch(api.url, {
      method: 'POST',
      headers: { origin: 'https://app.example.com', 'content-type': 'application/json' },
      body: QUERY,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const body = (await res.json()) as { data: { boardSizes: { id: string }[] } };
    expect(body.data.boardSizes[0].id).toBe('4x4');
  });

  it('keeps CSRF prevention: a simple (non-preflighted) cross-site GET is refused', async () => {
    const res = await fetch(`${api.url}?query=${encodeURIComponent('{ boardSizes { id } }')}`, {
      headers: { origin: 'https://app.example.com' },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF|preflight/i);
  });
});

describe('CORS defaults', () => {
  const prod = useApi({ production: true, corsOrigins: undefined });
  const dev = useApi({ production: false });

  it('production without CORS_ORIGINS allows no origin, localhost included', async () => {
    if (process.env.CORS_ORIGINS !== undefined) return;
    const res = await preflight(prod.url, 'http://localhost:5173');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("development allows http://localhost:* and the page's own origin, not others", async () => {
    if (process.env.CORS_ORIGINS !== undefined) return;
    const local = await preflight(dev.url, 'http://localhost:5173');
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const own = new URL(dev.url).origin;
    const self = await preflight(dev.url, own);
    expect(self.headers.get('access-control-allow-origin')).toBe(own);
    const far = await preflight(dev.url, 'https://elsewhere.example.org');
    expect(far.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('CORS_ORIGINS parses as a trimmed comma-separated list', () => {
    expect(corsOriginsFromEnv({ CORS_ORIGINS: ' https://a.example , http://localhost:*/ ,,' })).toEqual([
      'https://a.example',
      'http://localhost:*',
    ]);
    expect(corsOriginsFromEnv({})).toBeUndefined();
  });
});

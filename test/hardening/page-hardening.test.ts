// The page as a hostile site or link would meet it: share links size-checked before they are
// inflated (a 531 KB deflate bomb once took 6.3 s to be refused), the page's security headers
// (a CSP with no inline script, no framing, nosniff, a referrer policy), build files cached for good
// only when their names carry a hash, and a service worker that keeps only the app's own files (one
// visit to /health/live once made the offline page read {"status":"ok"}).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/web.js';
import { decodeShare, encodeShare, MAX_PACKED, MAX_SHARE_TEXT, type SharedPuzzle } from '../../web/src/share.js';
import { ROOT, startApi, type TestApi } from '../api/harness.js';

const base64url = (b: Buffer) => b.toString('base64url');

describe('share links: size-checked before inflating', () => {
  it('refuses a 531 KB bomb by its length, inflating nothing', async () => {
    const bomb = 'A'.repeat(531 * 1024);
    // Before, the whole text was inflated first (6.3 s): now no inflater is even made.
    const made = vi.spyOn(globalThis, 'DecompressionStream');
    try {
      expect(await decodeShare(bomb)).toBeNull();
      expect(made).not.toHaveBeenCalled();
      expect(await decodeShare(base64url(deflateRawSync(Buffer.from([1, 4, 2, 2, 0, 0, 1, 2, 3, 4]))))).toBeNull();
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('stops inflating a short bomb at the longest link (no more than MAX_PACKED bytes are made)', async () => {
    const bomb = base64url(deflateRawSync(Buffer.alloc(5_000_000)));
    expect(bomb.length).toBeLessThan(MAX_SHARE_TEXT);
    expect(await decodeShare(bomb)).toBeNull();
    // One byte more than a link can hold is refused too; the longest link itself is read.
    const tooLong = base64url(deflateRawSync(Buffer.alloc(MAX_PACKED + 1, 1)));
    expect(await decodeShare(tooLong)).toBeNull();
  });

  it('still reads the longest link: a 25×25 position with random marks and a 255-byte id', async () => {
    let seed = 7;
    const rand = (m: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % m;
    const len = 625;
    const p: SharedPuzzle = {
      shape: { size: 25, boxRows: 5, boxCols: 5 },
      givens: Array.from({ length: len }, () => (rand(3) === 0 ? 1 + rand(25) : 0)),
      puzzleId: 'x'.repeat(255),
      position: {
        values: Array.from({ length: len }, () => rand(26)),
        centre: Array.from({ length: len }, () => rand(2 ** 25)),
        corner: Array.from({ length: len }, () => rand(2 ** 25)),
        colours: Array.from({ length: len }, () => rand(10)),
      },
    };
    const code = await encodeShare(p);
    expect(code.length).toBeLessThanOrEqual(MAX_SHARE_TEXT);
    const back = await decodeShare(code);
    expect(back?.shape).toEqual(p.shape);
    expect(back?.position?.centre).toEqual(p.position!.centre);
  });
});

describe('the page: no inline script or style', () => {
  const inline = (html: string) => [
    ...(html.match(/<script(?![^>]*\bsrc=)[^>]*>/gi) ?? []),
    ...(html.match(/<style\b[^>]*>/gi) ?? []),
    ...(html.match(/\sstyle\s*=/gi) ?? []),
    ...(html.match(/\son[a-z]+\s*=/gi) ?? []),
  ];
  it('web/index.html, and the built page where there is one', () => {
    expect(inline(readFileSync(path.join(ROOT, 'web', 'index.html'), 'utf8'))).toEqual([]);
    const built = path.join(ROOT, 'dist', 'web', 'index.html');
    if (existsSync(built)) expect(inline(readFileSync(built, 'utf8'))).toEqual([]);
  });
});

describe('the page’s headers', () => {
  let api: TestApi;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'page-headers-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(dir, 'sw.js'), '// sw');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
    writeFileSync(path.join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dir, 'assets', 'index-w26tWBBQ.js'), 'console.log(1)');
    api = await startApi({ webDir: dir });
  });
  afterAll(async () => {
    await api?.stop();
    await api?.db.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the page and its files: CSP (no inline script, frame-ancestors none), no framing, nosniff, no referrer', async () => {
    const origin = new URL(api.url).origin;
    for (const p of ['/', '/index.html', '/sw.js', '/assets/index-w26tWBBQ.js']) {
      const res = await fetch(origin + p);
      expect(res.status, p).toBe(200);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toBe(CONTENT_SECURITY_POLICY);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toMatch(/(^|; )default-src 'self'/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('GraphQL and health answers: nosniff and the referrer policy', async () => {
    const origin = new URL(api.url).origin;
    for (const res of [
      await fetch(origin + '/health/live'),
      await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('only hashed build files are immutable: sw.js, the manifest, the icon and index.html are revalidated', async () => {
    const origin = new URL(api.url).origin;
    const cache = async (p: string) => (await fetch(origin + p)).headers.get('cache-control');
    expect(await cache('/assets/index-w26tWBBQ.js')).toBe('public, max-age=31536000, immutable');
    for (const p of ['/sw.js', '/manifest.webmanifest', '/icon.svg', '/']) expect(await cache(p), p).toBe('no-cache');
  });
});

describe('the service worker keeps only the app’s own files', () => {
  /** web/sw.js run against a stand-in worker scope; answers what a fetch event did. */
  function serviceWorker(files: string[]) {
    const source = readFileSync(path.join(ROOT, 'web', 'sw.js'), 'utf8')
      .replace('__VERSION__', 'test')
      .replace('__FILES__', JSON.stringify(files));
    const listeners = new Map<string, (event: unknown) => void>();
    const put: string[] = [];
    const scope = {
      location: { origin: 'https://sudoku.example' },
      addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
      skipWaiting: () => Promise.resolve(),
      clients: { claim: () => Promise.resolve() },
    };
    const caches = {
      open: async () => ({ put: async (req: string) => void put.push(req), addAll: async () => {} }),
      match: async () => undefined,
      keys: async () => [],
    };
    const fetch = async () => ({ ok: true, clone: () => ({}) });
    runInNewContext(source, { self: scope, caches, fetch, URL, JSON, Promise });
    return {
      put,
      async dispatch(url: string, mode: string): Promise<boolean> {
        let answered: Promise<unknown> | undefined;
        listeners.get('fetch')!({ request: { url, method: 'GET', mode }, respondWith: (p: Promise<unknown>) => (answered = p) });
        await answered;
        return answered !== undefined;
      },
    };
  }

  it('never answers or stores a navigation to /health/live or another path as the page', async () => {
    const sw = serviceWorker(['/assets/index-w26tWBBQ.js']);
    expect(await sw.dispatch('https://sudoku.example/health/live', 'navigate')).toBe(false);
    expect(await sw.dispatch('https://sudoku.example/graphql', 'navigate')).toBe(false);
    expect(await sw.dispatch('https://sudoku.example/anything', 'navigate')).toBe(false);
    expect(sw.put).toEqual([]);
    // The page itself is network-first and kept as '/'.
    expect(await sw.dispatch('https://sudoku.example/', 'navigate')).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(sw.put).toEqual(['/']);
  });

  it('serves the build’s files from its cache and leaves any other request to the network', async () => {
    const sw = serviceWorker(['/assets/index-w26tWBBQ.js']);
    expect(await sw.dispatch('https://sudoku.example/assets/index-w26tWBBQ.js', 'no-cors')).toBe(true);
    expect(await sw.dispatch('https://sudoku.example/health/live', 'cors')).toBe(false);
    expect(await sw.dispatch('https://other.example/assets/index-w26tWBBQ.js', 'no-cors')).toBe(false);
  });
});

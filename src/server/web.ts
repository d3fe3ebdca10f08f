// Serves the built web page (Vite output in dist/web) at '/'. GraphQL keeps '/graphql'; mount this
// after it. The build is looked up per request so `npm run build:web` takes effect without a
// restart, and a missing build answers a plain 503 that says how to fix it instead of a bare 404.
//
// Every answer of the page carries its security headers (PAGE_HEADERS): a Content-Security-Policy
// that runs only the page's own files (no inline script or style: the build has none, and a test
// keeps it so; WebAssembly for the engine's kernels), forbids framing (frame-ancestors 'none', and
// X-Frame-Options for older browsers), plus nosniff and a referrer policy (app.ts sends those two
// on every route). Only the build files under /assets/ (named by their hash) are cached for good: sw.js, the
// manifest, the icon and index.html keep their names across builds, so they are revalidated.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler, type Router } from 'express';

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

export const NOT_BUILT_MESSAGE = 'The web page is not built. Run `npm run build:web`, then reload.\n';

/** The page's policy: its own scripts, styles, workers and requests; no plugins, frames, base or foreign forms. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The engine's worker compiles its WebAssembly kernels; nothing else is evaluated.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every response of the server carries (app.ts): no MIME sniffing, no referrer sent on. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** Headers of the page and its files. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Sets `headers` on every response it sees (before the route answers). */
export const withHeaders =
  (headers: Readonly<Record<string, string>>): RequestHandler =>
  (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };

/** Vite's assets folder: it names every file it writes there by the file's content hash, so none changes under its name. */
const hashed = (dir: string, file: string): boolean => path.relative(dir, file).split(path.sep)[0] === 'assets';

export function webPage(dir: string = DEFAULT_WEB_DIR): Router {
  const router = express.Router();
  const index = path.join(dir, 'index.html');
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    for (const [name, value] of Object.entries(PAGE_HEADERS)) res.setHeader(name, value);
    if (existsSync(index)) return next();
    if (req.path !== '/' && req.path !== '/index.html') return next();
    res.status(503).type('text/plain').send(NOT_BUILT_MESSAGE);
  });
  router.use(
    express.static(dir, {
      index: 'index.html',
      setHeaders(res, file) {
        res.setHeader('Cache-Control', hashed(dir, file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  return router;
}

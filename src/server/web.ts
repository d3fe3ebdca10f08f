// Serves the built web page (Vite output in dist/web) at '/'. GraphQL keeps '/graphql'; mount this
// after it. The build is looked up per request so `npm run build:web` takes effect without a
// restart, and a missing build answers a plain 503 that says how to fix it instead of a bare 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

export const NOT_BUILT_MESSAGE = 'The web page is not built. Run `npm run build:web`, then reload.\n';

export function webPage(dir: string = DEFAULT_WEB_DIR): Router {
  const router = express.Router();
  const index = path.join(dir, 'index.html');
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (existsSync(index)) return next();
    if (req.path !== '/' && req.path !== '/index.html') return next();
    res.status(503).type('text/plain').send(NOT_BUILT_MESSAGE);
  });
  // Hashed asset names change on every build, so they can be cached for good; index.html cannot.
  router.use(
    express.static(dir, {
      index: 'index.html',
      setHeaders(res, file) {
        res.setHeader('Cache-Control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    }),
  );
  return router;
}

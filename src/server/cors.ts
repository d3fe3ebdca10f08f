// Cross-origin access to /graphql (the `cors` package). Allowed origins come from CORS_ORIGINS, a
// comma-separated list of origins; an entry may end in `:*` for any port (`http://localhost:*`),
// and `*` alone allows every origin. Unset: none in production; in development the page's own
// origin and http://localhost:* / http://127.0.0.1:*. A refused origin gets no CORS headers (the
// browser then blocks the call); Apollo's CSRF prevention still guards every non-preflighted request.
import type { IncomingMessage } from 'node:http';
import cors, { type CorsOptions } from 'cors';
import type { RequestHandler } from 'express';

const DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'];

/** CORS_ORIGINS as a list; undefined when unset (the mode's default applies). */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv): string[] | undefined {
  const raw = env.CORS_ORIGINS;
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter((s) => s !== '');
}

function matches(entry: string, origin: string): boolean {
  if (entry === '*' || entry === origin) return true;
  if (!entry.endsWith(':*')) return false;
  const prefix = entry.slice(0, -1); // keeps the ':'
  return origin.startsWith(prefix) && /^\d{1,5}$/.test(origin.slice(prefix.length));
}

/** The server's own origin as the browser sees it (Host header, plain http: TLS ends before us). */
const ownOrigin = (req: IncomingMessage) => (req.headers.host ? `http://${req.headers.host}` : undefined);

/** The cors handler, then a 403 for the preflights it refused (cors answers only allowed ones). */
export function corsMiddleware(origins: readonly string[] | undefined, production: boolean): RequestHandler[] {
  const refusePreflight: RequestHandler = (req, res, next) => {
    if (req.method === 'OPTIONS') res.status(403).end();
    else next();
  };
  return [corsHandler(origins, production), refusePreflight];
}

function corsHandler(origins: readonly string[] | undefined, production: boolean): RequestHandler {
  const allowed = origins ?? (production ? [] : DEV_ORIGINS);
  const sameOrigin = origins === undefined && !production;
  return cors((req: IncomingMessage, callback: (err: Error | null, options?: CorsOptions) => void) => {
    const origin = req.headers.origin;
    const ok = origin !== undefined && ((sameOrigin && origin === ownOrigin(req)) || allowed.some((e) => matches(e, origin)));
    callback(null, {
      origin: ok ? origin : false,
      methods: ['GET', 'POST', 'OPTIONS'],
      // Apollo's CSRF check accepts either header as proof of a preflighted request.
      allowedHeaders: ['content-type', 'apollo-require-preflight', 'x-apollo-operation-name', 'authorization'],
      maxAge: 600,
    });
  }) as RequestHandler;
}

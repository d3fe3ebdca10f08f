// Structured JSON logs (pino): one line per HTTP request with its id, operation and outcome.
// Request bodies (boards) are never logged at info level; variables appear only at debug.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pino, type Logger, type DestinationStream } from 'pino';
import { roundMs } from '../engine/codec.js';

export type { Logger } from 'pino';

// The request id of the request being handled, so lines logged deep inside (formatError's
// "unexpected error") carry it without threading it through every call.
const current = new AsyncLocalStorage<{ reqId: string }>();

/** A logger at `level` (default info); LOG_LEVEL is read by configFromEnv, not here. */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  const level = options.level ?? 'info';
  const config = { level, mixin: () => current.getStore() ?? {} };
  return options.destination ? pino(config, options.destination) : pino(config);
}

/**
 * Runs the rest of the chain with the request id in scope. Mount after the body parser: its
 * stream callbacks would not keep the scope.
 */
export const requestScope: RequestHandler = (_req, res, next) => {
  const reqId = res.locals.requestId;
  if (typeof reqId === 'string') current.run({ reqId }, next);
  else next();
};

// A client-chosen id is echoed into logs, so only a short, plain token is accepted as is.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SAFE_ID.test(value) ? value : randomUUID();
}

const NAMED_OPERATION = /^\s*(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation's name: the body's operationName, else the first operation's own name. */
export function operationNameOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { operationName, query } = body as { operationName?: unknown; query?: unknown };
  if (typeof operationName === 'string' && operationName !== '') return operationName.slice(0, 100);
  if (typeof query !== 'string') return undefined;
  return NAMED_OPERATION.exec(query.slice(0, 1000))?.[2];
}

/** 503s (SERVER_BUSY, STORAGE_UNAVAILABLE) logged at most this often; the rest are counted. */
export const BUSY_LOG_INTERVAL_MS = 1000;

/**
 * A 503 is the server refusing load as designed, not a failure: it is logged at warn, at most one
 * line per BUSY_LOG_INTERVAL_MS, carrying the count of the 503s left out since the last line (a
 * 60 s flood once wrote 6,038 error lines).
 */
export function busyLogger(log: Logger, now: () => number = Date.now): (line: Record<string, unknown>) => void {
  let last = -Infinity;
  let suppressed = 0;
  return (line) => {
    const t = now();
    if (t - last < BUSY_LOG_INTERVAL_MS) {
      suppressed++;
      return;
    }
    last = t;
    log.warn(suppressed > 0 ? { ...line, suppressed } : line, 'request refused: busy or unavailable');
    suppressed = 0;
  };
}

/**
 * Sets `x-request-id` (the client's, when well-formed, else a new UUID) on the response and logs
 * the request when it ends. Mount before the body parser so even 413s are logged.
 */
export function requestLogger(log: Logger): RequestHandler {
  const busy = busyLogger(log);
  return (req, res, next) => {
    const id = requestId(req.headers['x-request-id']);
    const started = performance.now();
    res.setHeader('x-request-id', id);
    res.locals.requestId = id;
    log.debug({ reqId: id, method: req.method, path: req.originalUrl.split('?')[0].slice(0, 200) }, 'request start');
    res.on('finish', () => {
      const line = {
        reqId: id,
        method: req.method,
        path: req.originalUrl.split('?')[0].slice(0, 200),
        status: res.statusCode,
        ms: roundMs(performance.now() - started),
        operationName: operationNameOf(req.body),
      };
      if (res.statusCode === 503) busy(line);
      else if (res.statusCode >= 500) log.error(line, 'request failed');
      else log.info(line, 'request');
      if (log.isLevelEnabled('debug'))
        log.debug({ reqId: id, variables: (req.body as { variables?: unknown } | undefined)?.variables }, 'request variables');
    });
    next();
  };
}

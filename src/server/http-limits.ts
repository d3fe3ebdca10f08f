// Slow clients: a socket that trickles its headers or body holds a descriptor, and enough of them
// exhaust the process's descriptors, after which nobody, /health included, is answered. Bounded
// here in two ways:
// - time: headers and the whole request must arrive within their timeouts (HTTP 408 after), and
//   the timeouts are checked often enough to matter (Node checks every 30 s by default);
// - count: at most `maxConnections` sockets, below the descriptor limit. A new connection at the
//   cap closes the oldest socket that is not being answered (still sending, or idle keep-alive),
//   instead of being refused: a fresh request then gets through a flood of slow ones, and each
//   slow socket lives at most until `maxConnections` newer sockets arrived or its timeout passed.
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import type { Socket } from 'node:net';
import { intFrom } from '../pool/config.js';

export interface HttpLimits {
  /** ms for a client to send the request's headers. */
  readonly headersTimeoutMs: number;
  /** ms for a client to send the whole request, body included. */
  readonly requestTimeoutMs: number;
  /** ms an idle keep-alive socket stays open. */
  readonly keepAliveTimeoutMs: number;
  /** Open sockets at most; default: below the soft descriptor limit (see defaultMaxConnections). */
  readonly maxConnections: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
const DEFAULT_KEEP_ALIVE_MS = 5_000;
/** Descriptors left for everything that is not a client socket: the database, workers, logs. */
const RESERVED_DESCRIPTORS = 128;

/** The soft RLIMIT_NOFILE (Linux /proc), or 1024 where it cannot be read. */
export function descriptorLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line ? Number(line.split(/\s+/)[3]) : NaN;
    return Number.isInteger(soft) && soft > 0 ? soft : 1024;
  } catch {
    return 1024;
  }
}

export function defaultMaxConnections(fdLimit: number = descriptorLimit()): number {
  return Math.max(16, Math.min(fdLimit - RESERVED_DESCRIPTORS, Math.floor(fdLimit * 0.8)));
}

/** HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS, HTTP_MAX_CONNECTIONS. */
export function httpLimitsFromEnv(env: NodeJS.ProcessEnv): HttpLimits {
  const requestTimeoutMs = intFrom(env, 'HTTP_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 100);
  return {
    requestTimeoutMs,
    headersTimeoutMs: intFrom(env, 'HTTP_HEADERS_TIMEOUT_MS', requestTimeoutMs, 100),
    keepAliveTimeoutMs: intFrom(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_KEEP_ALIVE_MS, 1),
    maxConnections: intFrom(env, 'HTTP_MAX_CONNECTIONS', defaultMaxConnections(), 1),
  };
}

/** Options for http.createServer that enforce the timeouts. */
export function serverOptions(limits: HttpLimits): http.ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    // Node rejects a headers timeout above the request timeout.
    headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4))),
  };
}

type SocketState = 'receiving' | 'answering' | 'idle';

/**
 * Keeps at most `max` sockets open on `server`. At the cap, a new connection closes the oldest
 * socket still sending its request (the slow client's state), else the oldest idle keep-alive
 * socket; one being answered is never closed, and when all are, the newcomer is refused.
 */
export function capConnections(server: http.Server, max: number): void {
  const open = new Map<Socket, SocketState>(); // insertion order: oldest first
  const oldest = (state: SocketState): Socket | undefined => {
    for (const [s, st] of open) if (st === state) return s;
    return undefined;
  };
  server.on('connection', (socket: Socket) => {
    if (open.size >= max) {
      const victim = oldest('receiving') ?? oldest('idle');
      if (!victim) {
        socket.destroy();
        return;
      }
      open.delete(victim);
      victim.destroy();
    }
    open.set(socket, 'receiving');
    socket.once('close', () => open.delete(socket));
  });
  // Answering: from the end of the request (headers, and the body if it has one) until the
  // response is done: the server then owes the socket work, and closing it would throw it away.
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    const set = (state: SocketState) => open.has(socket) && open.set(socket, state);
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.complete) set('answering');
    else req.once('end', () => set('answering'));
    res.once('close', () => set('idle'));
  });
}

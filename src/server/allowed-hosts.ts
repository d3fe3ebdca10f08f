// The Host header check against DNS rebinding: a page on evil.example whose name is re-pointed at
// 127.0.0.1 (DNS rebinding) reaches a local server with `Host: evil.example`, where CORS and the
// same-origin rule see one origin and let it read and write. A request whose Host is not an
// allowed name is refused with 421 HOST_NOT_ALLOWED before any route but /health/* runs (probes
// from a load balancer use whatever address it dials; they read nothing).
// ALLOWED_HOSTS: comma-separated host names (no port; any port is accepted), `.example.com` for the
// name and every subdomain, `*` for any host. Unset, in development and production alike: the
// loopback names (localhost, 127.0.0.1, [::1]) and the address the server is bound to when it is a
// specific one (HOST=192.168.1.5); a server behind a proxy or on a public name must list its names.
import type { RequestHandler } from 'express';

export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** A host name, `.name` (and its subdomains), `*`, or a bracketed IPv6 address; no port, no scheme. */
const ENTRY = /^(\*|\.?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*|\[[0-9a-f:.]+\])$/;

/** ALLOWED_HOSTS as a list; undefined when unset (the default applies). An entry that is not a name throws naming the variable. */
export function allowedHostsFromEnv(env: NodeJS.ProcessEnv): string[] | undefined {
  const raw = env.ALLOWED_HOSTS;
  if (raw === undefined || raw.trim() === '') return undefined;
  const list = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '');
  for (const entry of list) {
    if (!ENTRY.test(entry)) {
      throw new Error(
        `ALLOWED_HOSTS: '${entry.slice(0, 80)}' is not a host name ` +
          '(comma-separated names, no port or scheme; .name for subdomains; * for any)',
      );
    }
  }
  return list;
}

/** The host name of a Host header: lower case, without its port; IPv6 keeps its brackets. */
export function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end < 0 ? h : h.slice(0, end + 1);
  }
  const colon = h.indexOf(':');
  return colon < 0 ? h : h.slice(0, colon);
}

export function hostAllowed(name: string, allowed: readonly string[]): boolean {
  for (const entry of allowed) {
    if (entry === '*' || entry === name) return true;
    if (entry.startsWith('.') && (name === entry.slice(1) || name.endsWith(entry))) return true;
  }
  return false;
}

/** The bound address as a host name, when it is a specific one (not 0.0.0.0 or ::). */
export function boundHostName(address: string | undefined): string | undefined {
  if (address === undefined || address === '' || address === '0.0.0.0' || address === '::') return undefined;
  return address.includes(':') ? `[${address.toLowerCase()}]` : address.toLowerCase();
}

/**
 * Refuses requests whose Host is not allowed. `allowed` undefined: the loopback names and the
 * bound address (read per request through `bound`, known once the server listens).
 */
export function hostCheck(allowed: readonly string[] | undefined, bound: () => string | undefined): RequestHandler {
  return (req, res, next) => {
    const header = req.headers.host;
    const name = header === undefined ? '' : hostName(header);
    const own = bound();
    const list = allowed ?? (own ? [...LOOPBACK_HOSTS, own] : LOOPBACK_HOSTS);
    if (name !== '' && hostAllowed(name, list)) return next();
    res.status(421).json({
      errors: [{ message: 'this server does not answer for that Host (see ALLOWED_HOSTS)', extensions: { code: 'HOST_NOT_ALLOWED' } }],
    });
  };
}

// Who a request comes from, for the admission's fairness and the per-address rate limits: the TCP
// peer's address (no forwarding header is trusted), grouped as one client per network an ISP hands
// a single subscriber. IPv4: the address itself (an IPv4-mapped IPv6 address written as IPv4).
// IPv6: its /64 prefix, since one host holds a whole /64 and can pick a fresh address per request
// (ten addresses once started 400 of 400 games past a per-address limit of 40).
import { isIPv6 } from 'node:net';

/** The 8 hextets of an IPv6 address (without zone), or undefined when it is none. */
function hextets(address: string): number[] | undefined {
  const text = address.split('%')[0];
  if (!isIPv6(text)) return undefined;
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const part = (s: string | undefined): number[] => {
    if (!s) return [];
    const out: number[] = [];
    for (const group of s.split(':')) {
      if (group.includes('.')) {
        // An embedded IPv4 address: its two hextets.
        const [a, b, c, d] = group.split('.').map(Number);
        out.push((a << 8) | b, (c << 8) | d);
      } else out.push(parseInt(group, 16));
    }
    return out;
  };
  const first = part(head);
  const last = part(tail);
  return tail === undefined ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** The rate-limit key of a remote address: IPv4 as itself, IPv6 as its /64 ('2001:db8:0:1::/64'). */
export function addressKey(remote: string | undefined): string {
  if (remote === undefined || remote === '') return '-';
  const h = hextets(remote);
  if (h === undefined) return remote;
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address.
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff) return `${h[6] >> 8}.${h[6] & 255}.${h[7] >> 8}.${h[7] & 255}`;
  return `${h
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

// Per-address limits and the admission's fairness key each client by its network: IPv4 by the
// address, IPv6 by its /64 (a host holds a whole /64 and can take a fresh address per request).
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/server/address.js';
import { clientOf } from '../../src/server/cost/admission.js';

describe('addressKey', () => {
  it('groups IPv6 addresses by their /64, whatever their spelling', () => {
    const key = addressKey('2001:db8:0:1::1');
    expect(key).toBe('2001:db8:0:1::/64');
    for (const a of ['2001:db8:0:1::2', '2001:0db8:0000:0001:ffff:ffff:ffff:ffff', '2001:db8::1:abcd:0:0:1', '2001:DB8:0:1:1:2:3:4']) {
      expect(addressKey(a), a).toBe(key);
    }
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
    expect(addressKey('1:2:3:4:5:6:1.2.3.4')).toBe('1:2:3:4::/64');
  });

  it('keeps IPv4 (and IPv4-mapped IPv6) as the address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('127.0.0.2')).not.toBe(addressKey('127.0.0.1'));
    expect(addressKey(undefined)).toBe('-');
  });

  it('is the key the admission and the rate limits read', () => {
    const res = { once: () => res };
    expect(clientOf({ socket: { remoteAddress: '2001:db8:0:1::99' } }, res).key).toBe('2001:db8:0:1::/64');
  });
});

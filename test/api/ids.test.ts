// Ids: fixed width, [0-9a-z], strictly increasing within a process, distinct across processes
// (the process tag) and ordered by time across them — what the keyset cursor needs.
import { describe, expect, it, vi } from 'vitest';
import { ID_LENGTH, idTime, newId, stamp } from '../../src/db/ids.js';
import { rowCache } from '../../src/db/row-cache.js';

describe('newId', () => {
  it('is fixed-width base-36 and strictly increasing, even when the clock steps back', () => {
    const t = Date.now() + 10_000;
    const ids = [newId(t), newId(t), newId(t), newId(t - 5000), newId(t + 1), newId(t + 1)];
    for (const id of ids) expect(id).toMatch(new RegExp(`^[0-9a-z]{${ID_LENGTH}}$`));
    for (let i = 1; i < ids.length; i++) expect(ids[i] > ids[i - 1], `${ids[i]} > ${ids[i - 1]}`).toBe(true);
    expect(ids[3].slice(0, 9)).toBe(ids[0].slice(0, 9));
  });

  it('two processes minting at the same millisecond and counter still differ, by their tags', async () => {
    // A fresh module instance stands in for another replica's process.
    const t = Date.now() + 20_000;
    const mine = newId(t);
    vi.resetModules();
    const other = (await import('../../src/db/ids.js')).newId(t);
    expect(other.slice(0, 13)).toBe(mine.slice(0, 13));
    expect(other.slice(13, 19)).not.toBe(mine.slice(13, 19));
    expect(other).not.toBe(mine);
    // And across processes a later millisecond sorts later, whatever the tags.
    expect(newId(t + 1) > other).toBe(true);
  });
});

describe('stamp', () => {
  it("gives each row the id's own millisecond as createdAt, so createdAt never falls as ids rise", () => {
    const t = Date.now() + 30_000;
    const stamps = [stamp(t), stamp(t), stamp(t - 4000), stamp(t + 2), stamp(t + 1), stamp(t + 7)];
    for (const s of stamps) expect(s.createdAt.getTime()).toBe(idTime(s.id));
    // The clock stepped back twice: those rows keep the last millisecond, not the clock's.
    expect(stamps.map((s) => s.createdAt.getTime() - t)).toEqual([0, 0, 0, 2, 2, 7]);
    for (let i = 1; i < stamps.length; i++) expect(stamps[i].id > stamps[i - 1].id).toBe(true);
  });

  it('moves createdAt on with the id when one millisecond runs out of counter values', () => {
    const t = Date.now() + 40_000;
    let last = stamp(t);
    let rising = 0;
    for (let i = 0; i < 36 ** 4 + 5; i++) {
      const s = stamp(t);
      if (s.id > last.id) rising++;
      last = s;
    }
    expect(rising).toBe(36 ** 4 + 5);
    expect(last.createdAt.getTime()).toBe(t + 1);
    expect(idTime(last.id)).toBe(t + 1);
  });
});

describe('rowCache', () => {
  it('returns added rows by id and drops the least recently used past its size', () => {
    const rows = rowCache<{ id: string; n: number }>(2);
    rows.add({ id: 'a', n: 1 });
    rows.add({ id: 'b', n: 2 });
    expect(rows.get('a')).toEqual({ id: 'a', n: 1 });
    rows.add({ id: 'c', n: 3 });
    expect(rows.get('b')).toBeUndefined();
    expect(rows.get('a')).toEqual({ id: 'a', n: 1 });
    expect(rows.get('c')).toEqual({ id: 'c', n: 3 });
    expect(rows.get('nope')).toBeUndefined();
  });
});

describe('the random part of an id', () => {
  it('uses every base-36 character about equally in each of its 4 places', () => {
    const counts = Array.from({ length: 4 }, () => new Map<string, number>());
    const n = 36_000;
    for (let i = 0; i < n; i++) {
      const tail = newId().slice(-4);
      for (let k = 0; k < 4; k++) counts[k].set(tail[k], (counts[k].get(tail[k]) ?? 0) + 1);
    }
    for (const place of counts) {
      expect(place.size).toBe(36);
      // 1,000 expected per character; 6 standard deviations (about 190) either side.
      for (const c of place.values()) expect(Math.abs(c - 1000)).toBeLessThan(190);
    }
  });
});

// tableCache and rowCache: what is remembered, what an insert changes, and that a read which could
// have raced an insert is never remembered.
import { describe, expect, it } from 'vitest';
import { rowCache } from '../../src/db/rowCache.js';
import { tableCache } from '../../src/db/tableCache.js';

interface Row { kind: string }

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function harness(opts: { maxCounts?: number; maxPages?: number } = {}) {
  const cache = tableCache<string, Row>({ key: (f) => f, matches: (f, r) => f === '*' || f === r.kind, ...opts });
  const queries: { filter: string; answer: (v: any) => void }[] = [];
  const read = <V>(filter: string) => () => {
    const d = deferred<V>();
    queries.push({ filter, answer: d.resolve });
    return d.promise;
  };
  const count = (f: string) => cache.count(f, read<number>(f));
  const page = (f: string, at = 'first') => cache.page(f, at, read<string[]>(f));
  return { cache, queries, count, page };
}

describe('tableCache totals', () => {
  it('answers a known total from memory and adds matching inserts to it', async () => {
    const { cache, queries, count } = harness();
    const a = count('a');
    queries[0].answer(5);
    expect(await a).toBe(5);
    expect(await count('a')).toBe(5);
    await cache.insert(async () => ({ kind: 'a' }));
    await cache.insert(async () => ({ kind: 'b' }));
    expect(await count('a')).toBe(6);
    expect(queries).toHaveLength(1);
  });

  it('does not remember a count that came back while an insert was running', async () => {
    const { cache, queries, count } = harness();
    const write = deferred<Row>();
    const inserting = cache.insert(() => write.promise);
    const counting = count('a');
    queries[0].answer(3);
    expect(await counting).toBe(3);
    write.resolve({ kind: 'a' });
    await inserting;
    const again = count('a');
    expect(queries).toHaveLength(2);
    queries[1].answer(4);
    expect(await again).toBe(4);
    expect(await count('a')).toBe(4);
  });

  it('does not remember a count that an insert finished during', async () => {
    const { cache, queries, count } = harness();
    const counting = count('a');
    await cache.insert(async () => ({ kind: 'a' }));
    queries[0].answer(7);
    expect(await counting).toBe(7);
    void count('a');
    expect(queries).toHaveLength(2);
  });

  it('a failed insert changes no total and drops no page', async () => {
    const { cache, queries, count, page } = harness();
    const c = count('*');
    queries[0].answer(2);
    await c;
    const p = page('*');
    queries[1].answer(['x']);
    await p;
    await expect(cache.insert(async () => { throw new Error('SQLITE_BUSY'); })).rejects.toThrow('SQLITE_BUSY');
    expect(await count('*')).toBe(2);
    expect(await page('*')).toEqual(['x']);
    expect(queries).toHaveLength(2);
  });

  it('keeps at most maxCounts totals, dropping the oldest', async () => {
    const { queries, count } = harness({ maxCounts: 2 });
    for (const f of ['a', 'b', 'c']) {
      const c = count(f);
      queries[queries.length - 1].answer(1);
      await c;
    }
    void count('c');
    void count('b');
    expect(queries).toHaveLength(3);
    void count('a');
    expect(queries).toHaveLength(4);
  });
});

describe('tableCache pages', () => {
  async function known(h: ReturnType<typeof harness>, f: string, at: string, rows: string[]) {
    const p = h.page(f, at);
    h.queries[h.queries.length - 1].answer(rows);
    return p;
  }

  it('an insert drops every page of the filters it matches, and only those', async () => {
    const h = harness();
    await known(h, 'a', 'first', ['a1']);
    await known(h, 'a', 'after-a1', ['a0']);
    await known(h, 'b', 'first', ['b1']);
    await known(h, '*', 'first', ['a1', 'b1']);
    expect(await h.page('a', 'first')).toEqual(['a1']);
    expect(await h.page('a', 'after-a1')).toEqual(['a0']);
    expect(h.queries).toHaveLength(4);

    await h.cache.insert(async () => ({ kind: 'a' }));
    expect(await h.page('b', 'first')).toEqual(['b1']);
    expect(h.queries).toHaveLength(4);
    for (const [f, at] of [['a', 'first'], ['a', 'after-a1'], ['*', 'first']]) {
      void h.page(f, at);
      expect(h.queries.at(-1)!.filter).toBe(f);
    }
    expect(h.queries).toHaveLength(7);
  });

  it('does not remember a page read while an insert was running', async () => {
    const h = harness();
    const write = deferred<Row>();
    const inserting = h.cache.insert(() => write.promise);
    expect(await known(h, 'a', 'first', ['old'])).toEqual(['old']);
    write.resolve({ kind: 'b' });
    await inserting;
    void h.page('a', 'first');
    expect(h.queries).toHaveLength(2);
  });

  it('keeps at most maxPages pages, dropping the oldest', async () => {
    const h = harness({ maxPages: 2 });
    await known(h, 'a', '1', []);
    await known(h, 'a', '2', []);
    await known(h, 'a', '3', []);
    void h.page('a', '3');
    void h.page('a', '2');
    expect(h.queries).toHaveLength(3);
    void h.page('a', '1');
    expect(h.queries).toHaveLength(4);
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

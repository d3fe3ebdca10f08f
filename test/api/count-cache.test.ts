// countCache: a total is remembered only when no insert could have raced the COUNT that produced it.
import { describe, expect, it } from 'vitest';
import { countCache } from '../../src/db/countCache.js';

interface Row { kind: string }

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function harness(maxEntries?: number) {
  const queries: { filter: string; answer: (n: number) => void }[] = [];
  const cache = countCache<string, Row>({
    key: (f) => f,
    matches: (f, r) => f === '*' || f === r.kind,
    query: (f) => {
      const d = deferred<number>();
      queries.push({ filter: f, answer: d.resolve });
      return d.promise;
    },
    maxEntries,
  });
  return { cache, queries };
}

describe('countCache', () => {
  it('answers a known total from memory and adds matching inserts to it', async () => {
    const { cache, queries } = harness();
    const a = cache.count('a');
    queries[0].answer(5);
    expect(await a).toBe(5);
    expect(await cache.count('a')).toBe(5);
    await cache.insert(async () => ({ kind: 'a' }));
    await cache.insert(async () => ({ kind: 'b' }));
    expect(await cache.count('a')).toBe(6);
    expect(queries).toHaveLength(1);
  });

  it('does not remember a count that came back while an insert was running', async () => {
    const { cache, queries } = harness();
    const write = deferred<Row>();
    const inserting = cache.insert(() => write.promise);
    const counting = cache.count('a');
    queries[0].answer(3);
    expect(await counting).toBe(3);
    write.resolve({ kind: 'a' });
    await inserting;
    const again = cache.count('a');
    expect(queries).toHaveLength(2);
    queries[1].answer(4);
    expect(await again).toBe(4);
    expect(await cache.count('a')).toBe(4);
  });

  it('does not remember a count that an insert finished during', async () => {
    const { cache, queries } = harness();
    const counting = cache.count('a');
    await cache.insert(async () => ({ kind: 'a' }));
    queries[0].answer(7);
    expect(await counting).toBe(7);
    void cache.count('a');
    expect(queries).toHaveLength(2);
  });

  it('a failed insert changes no total', async () => {
    const { cache, queries } = harness();
    const c = cache.count('*');
    queries[0].answer(2);
    await c;
    await expect(cache.insert(async () => { throw new Error('SQLITE_BUSY'); })).rejects.toThrow('SQLITE_BUSY');
    expect(await cache.count('*')).toBe(2);
  });

  it('keeps at most maxEntries totals, dropping the oldest', async () => {
    const { cache, queries } = harness(2);
    for (const f of ['a', 'b', 'c']) {
      const c = cache.count(f);
      queries[queries.length - 1].answer(1);
      await c;
    }
    void cache.count('c');
    void cache.count('b');
    expect(queries).toHaveLength(3);
    void cache.count('a');
    expect(queries).toHaveLength(4);
  });
});

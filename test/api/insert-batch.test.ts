// insertBatcher: rows arriving while a write runs share the next statement; nobody is answered
// before the statement holding their row has finished; one bad row fails only its own caller.
import { describe, expect, it } from 'vitest';
import { insertBatcher } from '../../src/db/insertBatch.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function recorder(maxRows = 100) {
  const writes: { rows: readonly string[]; done: ReturnType<typeof deferred> }[] = [];
  const insert = insertBatcher<string>((rows) => {
    const done = deferred();
    writes.push({ rows, done });
    return done.promise;
  }, maxRows);
  return { insert, writes };
}

const settled = async (p: Promise<unknown>) => {
  let state = 'pending';
  p.then(() => (state = 'resolved'), () => (state = 'rejected'));
  await new Promise((r) => setImmediate(r));
  return state;
};

describe('insertBatcher', () => {
  it('writes a row at once when idle, and answers only after its write finished', async () => {
    const { insert, writes } = recorder();
    const a = insert('a');
    expect(writes.map((w) => w.rows)).toEqual([['a']]);
    expect(await settled(a)).toBe('pending');
    writes[0].done.resolve();
    expect(await settled(a)).toBe('resolved');
  });

  it('rows arriving during a write go together in the next one, at most maxRows each', async () => {
    const { insert, writes } = recorder(2);
    const all = ['a', 'b', 'c', 'd'].map((r) => insert(r));
    expect(writes.map((w) => w.rows)).toEqual([['a']]);
    writes[0].done.resolve();
    await settled(all[0]);
    expect(writes.map((w) => w.rows)).toEqual([['a'], ['b', 'c']]);
    expect(await settled(all[1])).toBe('pending');
    writes[1].done.resolve();
    expect(await settled(all[2])).toBe('resolved');
    expect(await settled(all[3])).toBe('pending');
    expect(writes.map((w) => w.rows)).toEqual([['a'], ['b', 'c'], ['d']]);
    writes[2].done.resolve();
    expect(await settled(all[3])).toBe('resolved');
    insert('e');
    expect(writes.at(-1)!.rows).toEqual(['e']);
  });

  it('a failed group is retried row by row: only the bad row fails', async () => {
    const { insert, writes } = recorder();
    const first = insert('a');
    const group = ['good', 'bad', 'fine'].map((r) => insert(r));
    const outcomes = Promise.all(group.map((g) => g.then(() => 'ok', (e: Error) => e.message)));
    writes[0].done.resolve();
    await first;
    await new Promise((r) => setImmediate(r));
    expect(writes[1].rows).toEqual(['good', 'bad', 'fine']);
    writes[1].done.reject(new Error('SQLITE_CONSTRAINT'));
    for (const row of ['good', 'bad', 'fine']) {
      await new Promise((r) => setImmediate(r));
      const w = writes.at(-1)!;
      expect(w.rows).toEqual([row]);
      if (row === 'bad') w.done.reject(new Error(`bad row ${row}`));
      else w.done.resolve();
    }
    expect(await outcomes).toEqual(['ok', 'bad row bad', 'ok']);
    expect(writes).toHaveLength(5);
  });

  it('a failed single write rejects its caller and the next row still goes', async () => {
    const { insert, writes } = recorder();
    const a = insert('a');
    writes[0].done.reject(new Error('SQLITE_BUSY'));
    await expect(a).rejects.toThrow('SQLITE_BUSY');
    const b = insert('b');
    writes[1].done.resolve();
    await b;
    expect(writes.map((w) => w.rows)).toEqual([['a'], ['b']]);
  });
});

// SQLite's WAL is checkpointed by a worker thread once it holds more than its page limit, not by
// the serving connection (whose own automatic checkpoint is only a far-off backstop): a writer
// with automatic checkpoints off still sees its WAL copied back and started over.
import { existsSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer, SERVING_PRAGMAS, FALLBACK_PAGES, WAL_PAGES, type Checkpointer } from '../../src/db/checkpointer.js';
import { BUSY_TIMEOUT_MS, openDb } from '../../src/db/client.js';
import { raw } from '../../src/db/sql.js';
import { tempDatabase, type TempDatabase } from '../../support/databases.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let db: TempDatabase | undefined;
let worker: Checkpointer | undefined;
afterEach(async () => {
  await worker?.stop();
  await db?.remove();
  worker = db = undefined;
});

describe('the checkpoint worker', () => {
  it('copies a WAL past its limit back and lets the writer start it over; below the limit it waits', async () => {
    db = await tempDatabase({ provider: 'sqlite', migrated: false, prefix: 'sudoku-ckpt-' });
    const writer = new Database(db.file);
    writer.pragma('journal_mode = WAL');
    for (const p of ['wal_autocheckpoint = 0', 'journal_size_limit = 0']) writer.pragma(p);
    writer.exec('CREATE TABLE t (v TEXT)');
    const add = writer.prepare('INSERT INTO t (v) VALUES (?)');
    const walBytes = () => statSync(`${db!.file}-wal`).size;
    worker = startCheckpointer(db.file, 40, 10);

    for (let i = 0; i < 10; i++) add.run('x'.repeat(3000)); // ~10 pages: under the limit
    await sleep(200);
    const under = walBytes();
    add.run('y');
    expect(walBytes()).toBeGreaterThan(under); // not started over: nothing was copied back

    for (let i = 0; i < 60; i++) add.run('x'.repeat(3000)); // past 40 pages
    const before = walBytes();
    await sleep(300);
    add.run('z'); // the first write after a complete checkpoint starts the WAL over (and truncates it)
    expect(walBytes()).toBeLessThan(before / 4);
    expect((writer.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n).toBe(72);
    writer.close();
  });

  it('stops with its connection closed: the last writer to close then removes the WAL', async () => {
    db = await tempDatabase({ provider: 'sqlite', migrated: false, prefix: 'sudoku-ckpt-' });
    const writer = new Database(db.file);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('CREATE TABLE t (v TEXT)');
    worker = startCheckpointer(db.file, 5, 10);
    for (let i = 0; i < 20; i++) writer.prepare('INSERT INTO t (v) VALUES (?)').run('x'.repeat(3000));
    await sleep(200); // the worker has checkpointed, so it has the WAL open
    await worker.stop();
    worker = undefined;
    writer.close();
    expect(existsSync(`${db.file}-wal`)).toBe(false);
  });

  it('the serving connection truncates the WAL at each restart, keeps only a far-off automatic checkpoint, and runs in WAL with a busy timeout and synchronous=NORMAL', async () => {
    db = await tempDatabase({ provider: 'sqlite', prefix: 'sudoku-ckpt-' });
    expect(SERVING_PRAGMAS).toEqual(['journal_size_limit = 0', `wal_autocheckpoint = ${FALLBACK_PAGES}`]);
    expect(FALLBACK_PAGES).toBeGreaterThan(4 * WAL_PAGES);
    const served = await openDb(db.url);
    const pragma = async (name: string) => Object.values((await served.queryRaw<Record<string, unknown>>(raw(`PRAGMA ${name}`)))[0])[0];
    expect(Number(await pragma('journal_size_limit'))).toBe(0);
    expect(Number(await pragma('wal_autocheckpoint'))).toBe(FALLBACK_PAGES);
    // The durability pragmas of the same connection (client.ts): WAL, the busy timeout, synchronous=NORMAL (1).
    expect(await pragma('journal_mode')).toBe('wal');
    expect(Number(await pragma('busy_timeout'))).toBe(BUSY_TIMEOUT_MS);
    expect(Number(await pragma('synchronous'))).toBe(1);
    expect(Number(await pragma('foreign_keys'))).toBe(1);
    await served.close();
  });
});

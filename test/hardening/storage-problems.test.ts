// Which thrown errors mean "the storage failed" (answered 503 STORAGE_UNAVAILABLE, never HTTP 200
// INTERNAL_SERVER_ERROR): PostgreSQL's as the adapter and pg throw them, beside SQLite's.
import { describe, expect, it } from 'vitest';
import { storageProblemOf } from '../../src/db/repository.js';

const adapter = (cause: Record<string, unknown>) => Object.assign(new Error('driver'), { name: 'DriverAdapterError', cause });

describe('storageProblemOf', () => {
  it.each([
    [adapter({ kind: 'DatabaseNotReachable', host: 'db', port: 5432 }), 'UNAVAILABLE'],
    [adapter({ kind: 'ConnectionClosed' }), 'UNAVAILABLE'],
    [adapter({ kind: 'SocketTimeout' }), 'UNAVAILABLE'],
    [adapter({ kind: 'TooManyConnections', cause: 'x' }), 'UNAVAILABLE'],
    [adapter({ kind: 'postgres', originalCode: '57P01' }), 'UNAVAILABLE'],
    [adapter({ kind: 'postgres', originalCode: '08006' }), 'UNAVAILABLE'],
    [adapter({ kind: 'postgres', originalCode: '53100' }), 'DISK_FULL'],
    [adapter({ kind: 'postgres', originalCode: '25006' }), 'READ_ONLY'],
    [adapter({ kind: 'postgres', originalCode: 'XX001' }), 'CORRUPT'],
    [adapter({ kind: 'TableDoesNotExist' }), 'SCHEMA_MISSING'],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 'UNAVAILABLE'],
    [new Error('Connection terminated unexpectedly'), 'UNAVAILABLE'],
    [new Error('timeout exceeded when trying to connect'), 'UNAVAILABLE'],
    [Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' }), 'UNAVAILABLE'],
    [Object.assign(new Error('wrapped'), { cause: new Error('Connection terminated unexpectedly') }), 'UNAVAILABLE'],
  ])('%s → %s', (error, problem) => {
    expect(storageProblemOf(error)).toBe(problem);
  });

  it.each([
    [adapter({ kind: 'UniqueConstraintViolation' })],
    [adapter({ kind: 'ForeignKeyConstraintViolation' })],
    [adapter({ kind: 'postgres', originalCode: '22P02' })],
    [new Error('a bug')],
    [null],
  ])('%s is no storage failure', (error) => {
    expect(storageProblemOf(error)).toBeNull();
  });
});

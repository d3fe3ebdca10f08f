// GET /health and the JSON request log: request id, operation name, no board contents at info.
import { renameSync } from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, operationNameOf, requestId } from '../../src/server/logger.js';
import { CLASSIC } from '../../support/boards.js';
import { useApi } from '../api/harness.js';

function memoryLog() {
  const lines: any[] = [];
  let raw = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      raw += chunk;
      for (const line of String(chunk).split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, raw: () => raw, logger: createLogger({ level: 'info', destination: stream }) };
}

describe('GET /health', () => {
  const api = useApi();
  const health = () => fetch(api.url.replace(/\/graphql$/, '/health'));

  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 once the database file is gone', async () => {
    // A real loss, not a stubbed probe: the file the server opened is renamed away (and stays so).
    renameSync(api.db.file, `${api.db.file}.moved`);
    const res = await health();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', problem: 'FILE_MISSING' });
  });
});

describe('request logs', () => {
  const log = memoryLog();
  const api = useApi({ production: true, logger: log.logger, log: undefined });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(api.url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('logs one JSON line per request with the client request id and the operation name, echoing the id', async () => {
    const res = await post(
      { query: `query CheckBoard($b: BoardInput!) { validate(board: $b) { emptyCells } }`, variables: { b: { cells: CLASSIC } } },
      { 'x-request-id': 'req-42' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-42');
    const line = log.lines.find((l) => l.reqId === 'req-42');
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'POST', path: '/graphql', status: 200, operationName: 'CheckBoard' });
    expect(typeof line.ms).toBe('number');
  });

  it('never writes the board at info level', async () => {
    await post({ query: `mutation Solve($c: String) { solve(board: { cells: $c }) { status } }`, variables: { c: CLASSIC } });
    expect(log.lines.some((l) => l.operationName === 'Solve')).toBe(true);
    expect(log.raw()).not.toContain(CLASSIC.slice(0, 20));
  });

  it('makes up an id when the client sends none or an unsafe one', async () => {
    const res = await post({ query: '{ boardSizes { id } }' }, { 'x-request-id': 'bad id\twith spaces' });
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.lines.some((l) => l.reqId === id)).toBe(true);
  });

  it('logs an unexpected error with its original at error level while the client sees it masked', async () => {
    const store = api.app.repo.puzzles;
    const list = store.list;
    store.list = async () => {
      throw new Error('disk on fire');
    };
    try {
      const res = await post({ query: '{ puzzles { totalCount } }' }, { 'x-request-id': 'boom-7' });
      expect(((await res.json()) as any).errors[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    } finally {
      store.list = list;
    }
    const line = log.lines.find((l) => l.msg === 'unexpected error');
    expect(line).toMatchObject({ level: 50, reqId: 'boom-7', err: { message: 'disk on fire' } });
  });

  it('logs a 413 too', async () => {
    const res = await post({ query: '{ boardSizes { id } }', variables: { pad: 'x'.repeat(200_000) } }, { 'x-request-id': 'big-1' });
    expect(res.status).toBe(413);
    expect(log.lines.find((l) => l.reqId === 'big-1')).toMatchObject({ status: 413, path: '/graphql' });
  });
});

describe('log helpers', () => {
  it('takes the operation name from the body or the document', () => {
    expect(operationNameOf({ operationName: 'A', query: 'query B { x }' })).toBe('A');
    expect(operationNameOf({ query: '  mutation Gen($s: Int) { x }' })).toBe('Gen');
    expect(operationNameOf({ query: '{ boardSizes { id } }' })).toBeUndefined();
    expect(operationNameOf('not an object')).toBeUndefined();
  });

  it('accepts a short plain request id and replaces anything else', () => {
    expect(requestId('abc.DEF_1:2-3')).toBe('abc.DEF_1:2-3');
    expect(requestId(['first', 'second'])).toBe('first');
    expect(requestId('x'.repeat(65))).not.toBe('x'.repeat(65));
    expect(requestId(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

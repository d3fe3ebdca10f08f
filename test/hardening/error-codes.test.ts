// Issue 14 item 9 (request side): production names no enum values or fields in suggestions, and an
// automatic-persisted-query hash that does not match its query is a 400 with its own code.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codes, useApi, type GqlResponse } from '../api/harness.js';

const GENERATE = `mutation($d: Difficulty!) { generatePuzzle(size: 4, difficulty: $d, seed: "s") { id } }`;

async function post(url: string, body: unknown): Promise<GqlResponse> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { ...((await res.json()) as GqlResponse), status: res.status };
}

describe('suggestions in production', () => {
  const api = useApi({ production: true });

  it('suggests no enum value for a literal', async () => {
    const r = await api.gql(`mutation { generatePuzzle(size: 4, difficulty: HARDD) { id } }`);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors![0].message).toBe('Value "HARDD" does not exist in "Difficulty" enum.');
  });

  it('suggests no enum value for a variable', async () => {
    const r = await api.gql(GENERATE, { d: 'HARDD' });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors![0].message).toBe('Variable "$d" got invalid value "HARDD"; Value "HARDD" does not exist in "Difficulty" enum.');
  });

  it('suggests no field or argument names', async () => {
    const r = await api.gql(`{ boardSize { id } validate(bord: { cells: "." }) { emptyCells } }`);
    expect(r.errors!.length).toBeGreaterThanOrEqual(2);
    for (const e of r.errors!) expect(e.message).not.toMatch(/did you mean|boardSizes|suggestion/i);
  });
});

describe('suggestions outside production', () => {
  const api = useApi({ production: false });

  it('keep helping a developer', async () => {
    const r = await api.gql(GENERATE, { d: 'HARDD' });
    expect(r.errors![0].message).toMatch(/Did you mean the enum value "HARD"\?/);
  });
});

describe('automatic persisted queries', () => {
  const api = useApi({ production: true });
  const query = '{ boardSizes { id } }';
  const sha = createHash('sha256').update(query).digest('hex');

  it('answers a query whose hash matches, then the hash alone', async () => {
    const first = await post(api.url, { query, extensions: { persistedQuery: { version: 1, sha256Hash: sha } } });
    expect(first.data.boardSizes).toHaveLength(9);
    const again = await post(api.url, { extensions: { persistedQuery: { version: 1, sha256Hash: sha } } });
    expect(again.data.boardSizes).toHaveLength(9);
  });

  it('refuses a hash that does not match its query: HTTP 400, PERSISTED_QUERY_HASH_MISMATCH', async () => {
    const r = await post(api.url, { query, extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(r.status).toBe(400);
    expect(r.errors).toEqual([{ message: 'provided sha does not match query', extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } }]);
  });

  it('refuses an unknown protocol version: HTTP 400, PERSISTED_QUERY_VERSION_UNSUPPORTED', async () => {
    const r = await post(api.url, { query, extensions: { persistedQuery: { version: 2, sha256Hash: sha } } });
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['PERSISTED_QUERY_VERSION_UNSUPPORTED']);
  });

  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND', async () => {
    const r = await post(api.url, { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(codes(r)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });
});

// Issue 24 item 1: `{ __typename }` padded with a unique ~90 KB comment, sent 32,698 times, grew the
// server from 142 MB to 3.1 GB and killed it: Apollo's document cache kept each query's text but
// weighed only its parsed form. Query text over maxQueryBytes is refused before parsing, and the
// cache is bounded by bytes of text.
import type { DocumentNode } from 'graphql';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { boundedDocumentStore, documentBytes } from '../../src/server/document-cache.js';
import { DEFAULT_LIMITS } from '../../src/server/limits.js';
import { codes, useApi } from '../api/harness.js';

const padded = (i: number, bytes: number) => `# ${String(i).padStart(8, '0')} ${'x'.repeat(bytes)}\n{ __typename }`;

describe('boundedDocumentStore', () => {
  it('weighs a document by its text, comments included', () => {
    const small = parse('{ __typename }');
    const big = parse(padded(1, 10_000));
    expect(documentBytes(big) - documentBytes(small)).toBeGreaterThanOrEqual(2 * 10_000);
  });

  it('drops the least recently used documents once their bytes pass the bound', async () => {
    const docs: DocumentNode[] = Array.from({ length: 10 }, (_, i) => parse(padded(i, 1000)));
    const each = documentBytes(docs[0]);
    const store = boundedDocumentStore(3 * each + 10);
    for (let i = 0; i < 3; i++) await store.set(`k${i}`, docs[i]);
    expect(store.size()).toBe(3);
    await store.get('k0'); // k0 is now the newest; k1 the oldest
    await store.set('k3', docs[3]);
    expect(store.size()).toBe(3);
    expect(await store.get('k1')).toBeUndefined();
    expect(await store.get('k0')).toBe(docs[0]);
    expect(await store.get('k3')).toBe(docs[3]);
    expect(store.bytes()).toBeLessThanOrEqual(3 * each + 10);
    await store.set('huge', parse(padded(99, 10_000)));
    expect(await store.get('huge')).toBeUndefined();
    expect(await store.delete('k0')).toBe(true);
    expect(store.size()).toBe(2);
  });
});

describe('query text size', () => {
  const api = useApi({ production: true, limits: { documentCacheBytes: 1 << 20 } });

  it(`refuses query text over ${DEFAULT_LIMITS.maxQueryBytes} bytes (a padded comment) before parsing: 413 QUERY_TOO_LARGE`, async () => {
    const r = await api.gql(padded(1, 90_000));
    expect(r.status).toBe(413);
    expect(codes(r)).toEqual(['QUERY_TOO_LARGE']);
    expect(r.errors![0].extensions).toEqual({ code: 'QUERY_TOO_LARGE', maxQueryBytes: DEFAULT_LIMITS.maxQueryBytes });
    // Counted in UTF-8 bytes: 11,000 three-byte characters are 33,000 bytes.
    const wide = await api.gql(`# ${'€'.repeat(11_000)}\n{ __typename }`);
    expect(wide.status).toBe(413);
    const fits = await api.gql(padded(2, DEFAULT_LIMITS.maxQueryBytes - 100));
    expect(fits.status).toBe(200);
    expect(fits.data).toEqual({ __typename: 'Query' });
  });

  it('keeps the document cache within its bytes under 400 unique padded documents of 30 KB', async () => {
    for (let i = 0; i < 400; i++) {
      const r = await api.gql(padded(i, 30_000));
      expect(r.status).toBe(200);
    }
    // 400 × 30 KB × 2 bytes a character would be 24 MB; the cache holds at most its 1 MiB.
    expect(api.app.documents.bytes()).toBeLessThanOrEqual(1 << 20);
    expect(api.app.documents.size()).toBeGreaterThan(0);
    expect(api.app.documents.size()).toBeLessThan(20);
  });
});

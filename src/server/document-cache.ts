// Apollo's cache of parsed and validated documents, bounded by bytes of QUERY TEXT as well as of the
// parsed form. A parsed document keeps its whole source text (`loc.source.body`), comments included,
// but Apollo's default cache weighs a document by JSON.stringify, which leaves the text out: unique
// documents padded with comments (not tokens, so the token cap misses them) once grew the server by
// gigabytes. Here each entry costs twice its text's length (UTF-16, the worst case) plus its
// parsed form, and the oldest entries go once the total passes `maxBytes`.
import type { DocumentStore } from '@apollo/server';
import type { DocumentNode } from 'graphql';

/** Bytes an entry holds: its source text (2 bytes a character at most) and its parsed form. */
export function documentBytes(doc: DocumentNode): number {
  const text = doc.loc?.source.body.length ?? 0;
  // The parsed form's JSON leaves `loc` out (Location.toJSON is {start, end}); about 2× its text
  // in objects, bounded by the text itself since every node comes from at least one character.
  return 2 * text + Buffer.byteLength(JSON.stringify(doc));
}

export interface BoundedDocumentStore extends DocumentStore {
  /** Bytes held now (sum of documentBytes over the entries). */
  readonly bytes: () => number;
  readonly size: () => number;
}

/** An LRU map of documents whose total documentBytes stays at most `maxBytes`. */
export function boundedDocumentStore(maxBytes: number): BoundedDocumentStore {
  const entries = new Map<string, { doc: DocumentNode; bytes: number }>(); // oldest first
  let total = 0;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return false;
    entries.delete(key);
    total -= e.bytes;
    return true;
  };
  return {
    async get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      // Used again: newest.
      entries.delete(key);
      entries.set(key, e);
      return e.doc;
    },
    async set(key, doc) {
      drop(key);
      const bytes = documentBytes(doc);
      if (bytes > maxBytes) return;
      entries.set(key, { doc, bytes });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        drop(oldest);
      }
    },
    async delete(key) {
      return drop(key);
    },
    bytes: () => total,
    size: () => entries.size,
  };
}

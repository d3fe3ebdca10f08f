// Answers to queries that read nothing but stored data (history pages, a puzzle by id), kept while
// the stored data cannot have changed. Before executing such a query the server reads the
// database's data version (src/db/data-version.ts: it changes at every commit, on any connection);
// an answer kept under that same version is sent without executing anything. An answer is kept
// only when the version read after it was made equals the one read before, so it holds exactly
// the data of that version. Nothing is ever served stale: a write anywhere moves the version, and
// the next request reads the database again. Where there is no version (SQLite inside an
// open transaction), or reading it fails, the query executes.
//
// Which queries: the operation is a query and each of its root fields is kept in the cost table
// (cost/table.ts, KEPT_ROOTS). Every field reachable from those roots must be a function of stored rows and the query's own arguments
// (no clock, no client, no player); test/api/stored-answers.test.ts lists those fields, so that a
// new one is a decision, not an accident.
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import { readsStoredDataOnly } from './cost/price.js';

export interface StoredAnswerLimits {
  /** Answers kept at once. */
  readonly maxAnswers: number;
  /** UTF-16 units of kept answers and their keys together; an answer over a sixteenth of it is not kept. */
  readonly maxChars: number;
  /** Longest key (operation name, query text and variables) whose answer is kept. */
  readonly maxKeyChars: number;
}

export const DEFAULT_STORED_ANSWERS: StoredAnswerLimits = { maxAnswers: 256, maxChars: 4 << 20, maxKeyChars: 8 << 10 };

interface Kept {
  readonly data: Record<string, unknown>;
  readonly chars: number;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/**
 * The plugin. `version()` is the database's data version (undefined: none now); it may throw, and
 * then the query simply executes.
 */
export function storedAnswers(
  version: () => Promise<string | undefined>,
  limits: StoredAnswerLimits = DEFAULT_STORED_ANSWERS,
  // Any context: the plugin reads none of it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): ApolloServerPlugin<any> {
  let keptAt: string | undefined;
  const kept = new Map<string, Kept>();
  let chars = 0;
  const forget = () => {
    kept.clear();
    chars = 0;
  };
  const versionNow = async (): Promise<string | undefined> => {
    try {
      return await version();
    } catch {
      return undefined;
    }
  };
  return {
    async requestDidStart() {
      let key: string | undefined;
      let before: string | undefined;
      return {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        async responseForOperation(ctx: GraphQLRequestContext<any>) {
          if (!readsStoredDataOnly(ctx.operation, ctx.document)) return null;
          const at = await versionNow();
          if (at === undefined) return null;
          if (at !== keptAt) {
            forget();
            keptAt = at;
          }
          const k = JSON.stringify([ctx.operationName, ctx.source, ctx.request.variables ?? null]);
          const hit = kept.get(k);
          if (hit !== undefined) {
            // Most recently used last: the first key is the one to drop when full.
            kept.delete(k);
            kept.set(k, hit);
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: hit.data } } };
          }
          if (k.length <= limits.maxKeyChars) {
            key = k;
            before = at;
          }
          return null;
        },
        async willSendResponse({ response }) {
          if (key === undefined || response.body.kind !== 'single') return;
          const { data, errors, extensions } = response.body.singleResult;
          if (errors !== undefined || extensions !== undefined || typeof data !== 'object' || data === null) return;
          const after = await versionNow();
          // Changed while the answer was made (or since another request moved the version on): not kept.
          if (after !== before || keptAt !== before) return;
          const size = key.length + JSON.stringify(data).length;
          if (size > limits.maxChars / 16) return;
          deepFreeze(data);
          const old = kept.get(key);
          if (old !== undefined) chars -= old.chars;
          kept.delete(key);
          while (kept.size > 0 && (kept.size >= limits.maxAnswers || chars + size > limits.maxChars)) {
            const [first, answer] = kept.entries().next().value!;
            kept.delete(first);
            chars -= answer.chars;
          }
          kept.set(key, { data, chars: size });
          chars += size;
        },
      };
    },
  };
}

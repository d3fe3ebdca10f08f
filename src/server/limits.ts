// What one GraphQL request may ask, checked before any resolver runs. Depth, aliases, directives
// and static cost come from graphql-armor's rules (each memoises fragments); the token cap is
// graphql's own parser option (armor's token plugin answers HTTP 500); one search per operation,
// a mutation alone, board work, the mutation's answer bound and admission are the cost module's
// (cost/), the response cap response-cap.ts's. Every rule here is linear in the document.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ParseOptions, ValidationRule } from 'graphql';
import type { RequestHandler } from 'express';
import type { Priced } from './cost/admission.js';
import { costPlugin, type DecodeHook } from './cost/plugin.js';
import { mutationAlone, oneComputePerOperation } from './cost/rules.js';
import { boundedDocumentStore, type BoundedDocumentStore } from './document-cache.js';
import { querySizeLimit } from './query-size.js';
import { responseCap, type ResponseCap } from './response-cap.js';

export interface RequestLimits {
  readonly maxDepth: number;
  readonly maxAliases: number;
  readonly maxDirectives: number;
  readonly maxCost: number;
  readonly maxTokens: number;
  /** Board work per operation (cost/price.ts): N² per validate/hint/solve board, N³ per candidates. */
  readonly maxBoardWork: number;
  /** Bytes of one serialised response. */
  readonly maxResponseBytes: number;
  /** UTF-8 bytes of a query's text, refused before parsing (query-size.ts). */
  readonly maxQueryBytes: number;
  /** Bytes of Apollo's parsed-document cache, query text included (document-cache.ts). */
  readonly documentCacheBytes: number;
}

// Sized so every query the web page and the tests send passes with room to spare: the deepest
// useful query (puzzle → solveRecords → edges → node → board → size → id) is 7 levels; one
// candidates on an empty 25×25 (25³ = 15,625) plus a few 9×9 checks fit the board work.
export const DEFAULT_LIMITS: RequestLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 10,
  maxCost: 5000,
  maxTokens: 2000,
  maxBoardWork: 16_000,
  maxResponseBytes: 1 << 20,
  maxQueryBytes: 32 * 1024,
  documentCacheBytes: 16 << 20,
};

export interface ApolloLimits {
  readonly validationRules: ValidationRule[];
  // Any context: the plugins read none of it, and a server of any context type takes them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly plugins: ApolloServerPlugin<any>[];
  readonly parseOptions: ParseOptions;
  readonly stringifyResult: ResponseCap['stringifyResult'];
  readonly documentStore: BoundedDocumentStore;
  /** Express middleware for /graphql, after the body parser: the query-size refusal. */
  readonly querySize: RequestHandler;
}

/** Validation rules, plugins, parse options and serialiser to spread into the ApolloServer config. */
export function apolloLimits(
  overrides: Partial<RequestLimits> = {},
  onPriced?: (contextValue: unknown, priced: Priced) => void,
  decode?: DecodeHook,
): ApolloLimits {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    costLimit: { maxCost: limits.maxCost },
    maxTokens: { enabled: false },
    // Production strips every "Did you mean …" itself (errors.ts); armor's mask leaves a marker
    // and misses enum values.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const cap = responseCap(limits.maxResponseBytes);
  return {
    validationRules: [...armor.validationRules, oneComputePerOperation, mutationAlone],
    plugins: [...(armor.plugins as unknown as ApolloLimits['plugins']), costPlugin(limits, onPriced, decode), cap.plugin],
    parseOptions: { maxTokens: limits.maxTokens },
    stringifyResult: cap.stringifyResult,
    documentStore: boundedDocumentStore(limits.documentCacheBytes),
    querySize: querySizeLimit(limits.maxQueryBytes),
  };
}

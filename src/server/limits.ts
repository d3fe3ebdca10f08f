// What one GraphQL request may ask, checked before any resolver runs. Depth, aliases, directives
// and static cost come from graphql-armor's rules (each memoises fragments); the token cap is
// graphql's own parser option (armor's token plugin answers HTTP 500); one search per operation,
// board work and the response cap are ours. Every rule here is linear in the document: fragments
// are expanded once per operation and a walk stops at the first excess.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ASTVisitor, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';
import type { RequestHandler } from 'express';
import type { Priced } from './admission.js';
import { answerSizePlugin } from './answer-size.js';
import { boardWorkPlugin } from './board-work.js';
import { boundedDocumentStore, type BoundedDocumentStore } from './document-cache.js';
import { querySizeLimit } from './query-size.js';
import { responseCap, type ResponseCap } from './response-cap.js';
import { rootFields } from './root-fields.js';

export interface RequestLimits {
  readonly maxDepth: number;
  readonly maxAliases: number;
  readonly maxDirectives: number;
  readonly maxCost: number;
  readonly maxTokens: number;
  /** Board work per operation (see board-work.ts): N² per validate/hint/solve board, N³ per candidates. */
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

/**
 * Root fields that occupy a worker; one per operation keeps one request = one search. The batches
 * count once each and are bounded by their own caps (solveMany ≤ 100 boards, generatePuzzles ≤ 20),
 * run as one task per pool thread under one search's deadline.
 */
export const COMPUTE_FIELDS: ReadonlySet<string> = new Set([
  'solve',
  'generatePuzzle',
  'hint',
  'analyze',
  'nextStep',
  'solveMany',
  'generatePuzzles',
  'createPuzzle',
  'analyzeMany',
  'canonicalKey',
  // A game's review runs in the pool (submitSolution's with a move log, and gameReview's).
  'submitSolution',
  'gameReview',
]);

export const ONE_COMPUTE_MESSAGE = 'at most one solve, generatePuzzle, hint, analyze or nextStep per operation';

/** Rejects an operation that selects more than one solve/generatePuzzle/hint/analyze/nextStep (aliases and fragments included). */
export const oneComputePerOperation: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(op) {
    const walk = rootFields(op.selectionSet, (name) => context.getFragment(name), {
      keep: (field) => COMPUTE_FIELDS.has(field.name.value),
      stopAfter: 2,
    });
    if (walk.fields.length > 1) context.reportError(new GraphQLError(ONE_COMPUTE_MESSAGE, { nodes: [op] }));
  },
});

export const MUTATION_ALONE_MESSAGE =
  'a mutation must be its operation’s only root field (every mutation stores a write; one per operation is stored and answered, or refused whole)';

/**
 * Issue 24 item 7: a pooled mutation beside another mutation could be answered SERVER_BUSY (503)
 * after its sibling was stored, and a client retrying the 503 wrote the sibling twice. And any
 * failing mutation field (storage, the pool) nulls the whole `data` (every Mutation field is
 * non-null), withholding the answer of a sibling already stored. So a mutation is alone in its
 * operation: each stores its writes in one statement (solveMany and generatePuzzles: one INSERT),
 * so an answer either reports everything stored or nothing was.
 */
export const mutationAlone: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(op) {
    if (op.operation !== 'mutation') return;
    const walk = rootFields(op.selectionSet, (name) => context.getFragment(name), { keep: (f) => f.name.value !== '__typename' });
    // Two searches are oneComputePerOperation's to refuse (one error for one cause).
    const searches = walk.fields.filter((f) => COMPUTE_FIELDS.has(f.name.value)).length;
    if (walk.fields.length > 1 && searches < 2) context.reportError(new GraphQLError(MUTATION_ALONE_MESSAGE, { nodes: [op] }));
  },
});

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
    plugins: [
      ...(armor.plugins as unknown as ApolloLimits['plugins']),
      answerSizePlugin(limits.maxResponseBytes),
      boardWorkPlugin(limits.maxBoardWork, onPriced),
      cap.plugin,
    ],
    parseOptions: { maxTokens: limits.maxTokens },
    stringifyResult: cap.stringifyResult,
    documentStore: boundedDocumentStore(limits.documentCacheBytes),
    querySize: querySizeLimit(limits.maxQueryBytes),
  };
}

// What one GraphQL request may ask, checked before any resolver runs. Depth, aliases, directives
// and static cost come from graphql-armor's rules (each memoises fragments); the token cap is
// graphql's own parser option (armor's token plugin answers HTTP 500); one search per operation,
// board work and the response cap are ours. Every rule here is linear in the document: fragments
// are expanded once per operation and a walk stops at the first excess.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ASTVisitor, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';
import { boardWorkPlugin } from './board-work.js';
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

export interface ApolloLimits {
  readonly validationRules: ValidationRule[];
  // Any context: the plugins read none of it, and a server of any context type takes them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly plugins: ApolloServerPlugin<any>[];
  readonly parseOptions: ParseOptions;
  readonly stringifyResult: ResponseCap['stringifyResult'];
}

/** Validation rules, plugins, parse options and serialiser to spread into the ApolloServer config. */
export function apolloLimits(overrides: Partial<RequestLimits> = {}): ApolloLimits {
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
    validationRules: [...armor.validationRules, oneComputePerOperation],
    plugins: [...(armor.plugins as unknown as ApolloLimits['plugins']), boardWorkPlugin(limits.maxBoardWork), cap.plugin],
    parseOptions: { maxTokens: limits.maxTokens },
    stringifyResult: cap.stringifyResult,
  };
}

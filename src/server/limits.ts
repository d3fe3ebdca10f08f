// What one GraphQL request may ask, checked while parsing and validating — before any resolver runs.
// Depth, aliases, directives and cost come from graphql-armor's rules; the token cap is graphql's
// own parser option (armor's token plugin answers HTTP 500); one search per operation is ours.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface RequestLimits {
  readonly maxDepth: number;
  readonly maxAliases: number;
  readonly maxDirectives: number;
  readonly maxCost: number;
  readonly maxTokens: number;
}

// Sized so every query the web page and the tests send passes with room to spare: the deepest
// useful query (puzzle → solveRecords → edges → node → board → size → id) is 7 levels.
export const DEFAULT_LIMITS: RequestLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 10,
  maxCost: 5000,
  maxTokens: 2000,
};

/**
 * Root mutation fields that occupy a worker; one per operation keeps one request = one search.
 * The batches count once each and are bounded by their own caps (solveMany ≤ 100 boards,
 * generatePuzzles ≤ 20), run as one task per pool thread under one search's deadline.
 */
export const COMPUTE_FIELDS: ReadonlySet<string> = new Set(['solve', 'generatePuzzle', 'solveMany', 'generatePuzzles', 'createPuzzle']);

/** Rejects an operation that selects more than one solve/generatePuzzle (aliases and fragments included). */
export const oneComputePerOperation: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of context.getDocument().definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  const count = (set: SelectionSetNode, seen: Set<string>): number => {
    let n = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (COMPUTE_FIELDS.has(sel.name.value)) n++;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        n += count(sel.selectionSet, seen);
      } else {
        const name = sel.name.value;
        const frag = fragments.get(name);
        if (frag && !seen.has(name)) n += count(frag.selectionSet, new Set(seen).add(name));
      }
    }
    return n;
  };
  return {
    OperationDefinition(op) {
      if (op.operation !== 'mutation') return;
      const n = count(op.selectionSet, new Set());
      if (n > 1) {
        context.reportError(
          new GraphQLError(`at most one solve or generatePuzzle per operation, got ${n}`, { nodes: [op] }),
        );
      }
    },
  };
};

export interface ApolloLimits {
  readonly validationRules: ValidationRule[];
  readonly plugins: ApolloServerPlugin<any>[];
  readonly parseOptions: ParseOptions;
}

/** Validation rules, plugins and parse options to spread into the ApolloServer config. */
export function apolloLimits(limits: RequestLimits = DEFAULT_LIMITS): ApolloLimits {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    costLimit: { maxCost: limits.maxCost },
    maxTokens: { enabled: false },
    // Suggestions ("Did you mean …") map the schema for a client who has no introspection.
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return {
    validationRules: [...armor.validationRules, oneComputePerOperation],
    plugins: armor.plugins as unknown as ApolloServerPlugin<any>[],
    parseOptions: { maxTokens: limits.maxTokens },
  };
}

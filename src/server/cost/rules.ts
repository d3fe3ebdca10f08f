// The per-operation validation rules the cost table decides: one pool field per operation (one
// request = one search), and a mutation alone in its operation. Both walk the operation's root
// fields once (walk.ts), so they stay linear in the document.
import { GraphQLError, type ASTVisitor, type ValidationContext, type ValidationRule } from 'graphql';
import { COST_TABLE, costOf } from './table.js';
import { rootFields } from './walk.js';

/** The fields that run in the pool, from the cost table. */
const POOL_FIELDS = [...Object.entries(COST_TABLE.Mutation), ...Object.entries(COST_TABLE.Query)]
  .filter(([, r]) => r.runs === 'pool')
  .map(([n]) => n);

export const ONE_COMPUTE_MESSAGE = `at most one field that runs in the worker pool per operation (${POOL_FIELDS.join(', ')})`;

/**
 * Rejects an operation that selects more than one root field that runs in the pool (aliases and
 * fragments included). The batches count once each and are bounded by their own caps
 * (batch-limits.ts), run as one task per pool thread under one search's deadline.
 */
export const oneComputePerOperation: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(op) {
    const walk = rootFields(op.selectionSet, (name) => context.getFragment(name), {
      keep: (field) => costOf(op.operation, field.name.value)?.runs === 'pool',
      stopAfter: 2,
    });
    if (walk.fields.length > 1) context.reportError(new GraphQLError(ONE_COMPUTE_MESSAGE, { nodes: [op] }));
  },
});

export const MUTATION_ALONE_MESSAGE =
  'a mutation must be its operation’s only root field ' +
  '(every mutation stores a write; one per operation is stored and answered, or refused whole)';

/**
 * A pooled mutation beside another mutation could be answered SERVER_BUSY (503) after its sibling
 * was stored, and a client retrying the 503 wrote the sibling twice. And any failing mutation
 * field (storage, the pool) nulls the whole `data` (every Mutation field is non-null), withholding
 * the answer of a sibling already stored. So a mutation is alone in its operation: each stores its
 * writes in one statement (solveMany and generatePuzzles: one INSERT), so an answer either reports
 * everything stored or nothing was.
 */
export const mutationAlone: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(op) {
    if (op.operation !== 'mutation') return;
    const fields = rootFields(op.selectionSet, (name) => context.getFragment(name), { keep: (f) => f.name.value !== '__typename' }).fields;
    // Two searches are oneComputePerOperation's to refuse (one error for one cause).
    const searches = fields.filter((f) => costOf(op.operation, f.name.value)?.runs === 'pool').length;
    if (fields.length > 1 && searches < 2) context.reportError(new GraphQLError(MUTATION_ALONE_MESSAGE, { nodes: [op] }));
  },
});

// The one walker over a GraphQL operation: every rule that prices or counts what a request asks
// (the one-search rule, board work, the answer's weight, kept answers, the total a page reads)
// reads the document through it. Linear by construction:
// - the root walk never descends into a field's own selections and expands each fragment once per
//   operation, as graphql's field collection does (a fragment spread twice adds nothing the second
//   time), and stops at the first excess;
// - a fold over a field's selections (foldFields) computes each fragment's value once per scope
//   (what the value depends on, e.g. "in a page's rows"), whatever the number of spreads.
// This module is the only one in src/server that looks fragments up.
import {
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Decoded } from './boards.js';

/** What a walk reads the document through: fragments by name, the variables, and each fragment's value per scope. */
export interface Walk {
  /** A fragment's definition (undefined: unknown, which validation refuses anyway). */
  fragment(name: string): FragmentDefinitionNode | null | undefined;
  /** The variables as execution will see them (effectiveVariables). */
  readonly variables: Record<string, unknown>;
  /** foldFields' memo: `${fragment}\0${scope}` → value. */
  readonly memo: Map<string, unknown>;
  /** The texts in a board format decoded so far (boards.ts weighs their boards by them). */
  readonly decoded?: Decoded;
}

/** A walk over `document`'s fragments with `variables`, and the texts decoded so far. */
export function documentWalk(document: DocumentNode, variables: Record<string, unknown> = {}, decoded?: Decoded): Walk {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  return { fragment: (name) => fragments.get(name), variables, memo: new Map(), decoded };
}

/** A walk over fragments found by `lookup`. */
export function lookupWalk(
  lookup: (name: string) => FragmentDefinitionNode | null | undefined,
  variables: Record<string, unknown> = {},
): Walk {
  return { fragment: lookup, variables, memo: new Map() };
}

/** A walk over a resolver's operation (its fragments and coerced variables). */
export const resolverWalk = (info: Pick<GraphQLResolveInfo, 'fragments' | 'variableValues'>): Walk =>
  lookupWalk((name) => info.fragments[name], info.variableValues);

/**
 * The variables as execution will see them: the request's, and each variable's default value
 * where the request leaves it out (an explicit null stays null, as in graphql's coercion). A board
 * given as a default is priced like one given in the request.
 */
export function effectiveVariables(operation: OperationDefinitionNode, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...given };
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (def.defaultValue && !Object.prototype.hasOwnProperty.call(given, name)) out[name] = valueFromASTUntyped(def.defaultValue);
  }
  return out;
}

/** An argument's value as execution will see it (variables inside literals included), or undefined when absent. */
export function argument(field: FieldNode, name: string, walk: Pick<Walk, 'variables'>): unknown {
  const arg = field.arguments?.find((a) => a.name.value === name);
  return arg ? valueFromASTUntyped(arg.value, walk.variables) : undefined;
}

export interface RootFieldWalk {
  /** Distinct root fields (by response key and name) that `keep` accepted, in document order. */
  readonly fields: FieldNode[];
  /** Selections looked at: at most the number of selections in the document. */
  readonly visits: number;
  /** True when the walk stopped early (`stopAfter` kept fields, or `done`). */
  readonly stopped: boolean;
}

export interface RootFieldOptions {
  readonly keep?: (field: FieldNode) => boolean;
  /** Stop as soon as this many fields are kept (the first excess decides). */
  readonly stopAfter?: number;
  /** Checked after each kept field: true stops the walk (e.g. a running total past its limit). */
  readonly done?: () => boolean;
}

/** The root fields an operation will execute (see the top of this file). */
export function rootFields(
  root: SelectionSetNode,
  fragment: Walk['fragment'],
  { keep = () => true, stopAfter = Infinity, done = () => false }: RootFieldOptions = {},
): RootFieldWalk {
  const fields: FieldNode[] = [];
  const keys = new Set<string>();
  const expanded = new Set<string>();
  const pending: SelectionSetNode[] = [root];
  let visits = 0;
  while (pending.length > 0) {
    const set = pending.pop()!;
    for (const sel of set.selections) {
      visits++;
      if (sel.kind === Kind.FIELD) {
        const key = `${sel.alias?.value ?? sel.name.value}:${sel.name.value}`;
        if (keys.has(key) || !keep(sel)) continue;
        keys.add(key);
        fields.push(sel);
        if (fields.length >= stopAfter || done()) return { fields, visits, stopped: true };
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        pending.push(sel.selectionSet);
      } else if (!expanded.has(sel.name.value)) {
        expanded.add(sel.name.value);
        const def = fragment(sel.name.value);
        if (def) pending.push(def.selectionSet);
      }
    }
  }
  return { fields, visits, stopped: false };
}

/**
 * Folds `visit` over the fields a selection set selects, through inline fragments and fragment
 * spreads. A fragment's own fold is computed once per `scope` and reused at every spread, so
 * `visit` must depend on nothing but the field and what `scope` names. A fragment that spreads
 * itself (refused by validation anyway) adds `empty`.
 */
export function foldFields<T>(
  set: SelectionSetNode,
  walk: Walk,
  scope: string,
  empty: T,
  visit: (field: FieldNode) => T,
  join: (a: T, b: T) => T,
): T {
  let acc = empty;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) acc = join(acc, visit(sel));
    else if (sel.kind === Kind.INLINE_FRAGMENT) acc = join(acc, foldFields(sel.selectionSet, walk, scope, empty, visit, join));
    else {
      const key = `${sel.name.value}\0${scope}`;
      let value = walk.memo.get(key) as T | undefined;
      if (value === undefined) {
        walk.memo.set(key, empty);
        const def = walk.fragment(sel.name.value);
        value = def ? foldFields(def.selectionSet, walk, scope, empty, visit, join) : empty;
        walk.memo.set(key, value);
      }
      acc = join(acc, value);
    }
  }
  return acc;
}

const plus = (a: number, b: number) => a + b;
const either = (a: boolean, b: boolean) => a || b;

/** Σ `price` over the fields of `set` (fragments included; see foldFields). */
export const sumFields = (set: SelectionSetNode, walk: Walk, scope: string, price: (field: FieldNode) => number): number =>
  foldFields(set, walk, scope, 0, price, plus);

/** True when `set` (its fragments included, one level) selects the field `name`. */
export const selects = (set: SelectionSetNode | undefined, walk: Walk, name: string): boolean =>
  set !== undefined && foldFields(set, walk, `selects:${name}`, false, (f) => f.name.value === name, either);

// The root fields an operation will execute, found in time linear in the document: the walk never
// descends into a field's own selections, and expands each fragment once per operation — as
// graphql's field collection does, so a fragment spread twice adds nothing the second time. What
// the per-operation rules (one search, board work) count with.
import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

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

export function rootFields(
  root: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
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

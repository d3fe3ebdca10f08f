// Strings a client sends that reach storage (ids, seeds) must be well-formed UTF-16: a lone
// surrogate cannot be encoded as UTF-8 for SQLite, and the driver's complaint is no answer to
// give a client. Rejected here, at the boundary, as BAD_USER_INPUT naming the argument.
import { badInput } from './errors.js';

// A high surrogate not followed by a low one, or a low one not preceded by a high one. Linear.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Throws BAD_USER_INPUT on `field` when `value` holds a lone UTF-16 surrogate. */
export function wellFormedText(field: string, value: string | null | undefined): void {
  if (value != null && LONE_SURROGATE.test(value)) throw badInput(field, 'contains a lone UTF-16 surrogate (not valid Unicode text)');
}

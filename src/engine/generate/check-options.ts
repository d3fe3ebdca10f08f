// The generator's option check on its own (linear in the request, no search), for callers that
// refuse a bad request before queueing the generation (the server's resolvers, the CLI).
import { resolveShape } from '../shapes.js';
import type { GenerateOptionField, GenerateOptions } from '../types.js';
import { planOf } from './options.js';

/** Null when generate would accept the options; else the option at fault (shape errors are generate's BAD_SHAPE). */
export function checkGenerateOptions(options: GenerateOptions): { field: GenerateOptionField; message: string } | null {
  const shape = resolveShape(options.size, options.boxRows, options.boxCols);
  if (!shape.ok) return null;
  const plan = planOf(options, shape.value);
  return plan.ok ? null : { field: plan.field, message: plan.message };
}

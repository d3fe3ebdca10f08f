// Texts in a board format (a BoardInput's `cells` with a `format`, convert's `text`) are read
// before any field runs, once per operation each, by the cost plugin (cost/boards.ts says where:
// a link, a text to detect or a long one on the pool, in one task for the operation; a short line
// on the main thread). The results stay with the request (Context.decoded) for the resolvers, and
// the plugin weighs each board by what its text decoded to.
import { decodeBoard } from '../engine/codec.js';
import type { DecodeResult } from '../pool/compute.js';
import type { DecodeHook } from './cost/plugin.js';
import type { DecodeRequest } from './cost/boards.js';
import type { Context } from './context.js';

/** Reads `requests` not read yet into the request's map (a busy pool throws SERVER_BUSY) and answers it. */
export const decodeForRequest: DecodeHook = async (contextValue, requests) => {
  const context = contextValue as Partial<Context> | undefined;
  const into: Map<string, DecodeResult | null> = context?.decoded ?? new Map();
  const pooled: DecodeRequest[] = [];
  for (const r of requests) {
    if (into.has(r.key)) continue;
    if (r.onPool && context?.compute?.decodeBoards) pooled.push(r);
    else into.set(r.key, decodeBoard(r.item.text, r.item.format, r.item.options));
  }
  if (pooled.length > 0) {
    const results = await context!.compute!.decodeBoards!(pooled.map((r) => r.item));
    pooled.forEach((r, i) => into.set(r.key, results[i] ?? null));
  }
  return into;
};

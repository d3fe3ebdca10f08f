import DataLoader from 'dataloader';
import type { PuzzleRow, Repository } from '../db/repository.js';
import type { ClientRef } from './cost/admission.js';
import type { Compute } from './compute.js';
import type { RateLimiter } from './rate-limit.js';
import type { DecodeResult } from '../pool/compute.js';

/** Per request: loaders batch and cache within one request only, so no stale reads across requests. */
export interface Context {
  readonly repo: Repository;
  readonly compute: Compute;
  readonly puzzleById: DataLoader<string, PuzzleRow | null>;
  /**
   * The request's client: its TCP peer's address key (address.ts: IPv4 itself, IPv6 its /64) and
   * the rate limits charged to it; as a ClientRef (key, onDone) the main thread's admission shares
   * work out per client.
   */
  readonly client: ClientRef & { readonly address: string; readonly limits: RateLimiter };
  /** Texts in a board format this request decoded, by key (decoding.ts; null: not read within its budget). */
  readonly decoded: Map<string, DecodeResult | null>;
}

export function createContext(repo: Repository, compute: Compute, client: Context['client']): Context {
  const puzzleById = new DataLoader<string, PuzzleRow | null>(async (ids) => {
    const rows = await repo.puzzles.findMany(ids);
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  return { repo, compute, puzzleById, client, decoded: new Map() };
}

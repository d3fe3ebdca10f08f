// The line above the board: size, variants, difficulty, and the logic rating once the API sends one.
import type { Variant } from '../../src/engine/index.js';
import { VARIANT_WORDS } from './rule-words.js';
import { listWords } from './words.js';
export interface PuzzleLike {
  size: { id: string };
  difficulty: string;
  createdAt: string;
  /** The puzzle's variants (empty or absent: classic), named after the size. */
  variants?: readonly Variant[] | null;
  /** Present once puzzles carry a logic grade (issue 16): shown as "Expert 7.2 (X-Wing)". */
  rating?: { level: string; score: number; hardest?: string | null } | null;
}

export const titleCase = (s: string): string => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');

const ACRONYMS = new Set(['X', 'XY', 'XYZ', 'W', 'AIC']);

/** A Technique enum value as players write it: "HIDDEN_SINGLE" → "Hidden single", "XY_WING" → "XY-Wing". */
export function techniqueName(t: string): string {
  if (t === 'TRIAL') return 'Trial and error';
  const words = t.split('_').map((w) => (ACRONYMS.has(w) ? w : w.toLowerCase()));
  const name = words.join(' ').replace(/^(X|XY|XYZ|W) wing/, '$1-Wing');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "Medium 2.6 (Pointing)". */
export function ratingText(r: { level: string; score: number; hardest?: string | null }): string {
  const hardest = r.hardest ? ` (${techniqueName(r.hardest)})` : '';
  return `${titleCase(r.level)} ${r.score.toFixed(1)}${hardest}`;
}

/** A puzzle's variants in words, as a list of at most one part ([] for a classic puzzle). */
export const variantsText = (variants: readonly Variant[] | null | undefined): string[] =>
  variants?.length ? [listWords(variants.map((v) => VARIANT_WORDS[v].name))] : [];

export function describePuzzle(p: PuzzleLike): string {
  const parts = [p.size.id, ...variantsText(p.variants), titleCase(p.difficulty)];
  if (p.rating) parts.push(`rated ${ratingText(p.rating)}`);
  parts.push(new Date(p.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
  return parts.join(' · ');
}

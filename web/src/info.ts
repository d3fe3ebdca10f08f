// The line above the board: size, difficulty, and the logic rating once the API sends one.
export interface PuzzleLike {
  size: { id: string };
  difficulty: string;
  createdAt: string;
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

export function describePuzzle(p: PuzzleLike): string {
  const parts = [p.size.id, titleCase(p.difficulty)];
  if (p.rating) parts.push(`rated ${ratingText(p.rating)}`);
  parts.push(new Date(p.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
  return parts.join(' · ');
}

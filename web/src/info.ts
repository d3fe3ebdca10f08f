// The line above the board: size, difficulty, and the logic rating once the API sends one.
export interface PuzzleLike {
  size: { id: string };
  difficulty: string;
  createdAt: string;
  /** Present once puzzles carry a logic grade (issue 16): shown as "Expert 7.2 (X-Wing)". */
  rating?: { level: string; score: number; hardest?: string | null } | null;
}

export const titleCase = (s: string): string => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');

export function describePuzzle(p: PuzzleLike): string {
  const parts = [p.size.id, titleCase(p.difficulty)];
  if (p.rating) {
    const hardest = p.rating.hardest ? ` (${titleCase(p.rating.hardest)})` : '';
    parts.push(`rated ${titleCase(p.rating.level)} ${p.rating.score.toFixed(1)}${hardest}`);
  }
  parts.push(new Date(p.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
  return parts.join(' · ');
}

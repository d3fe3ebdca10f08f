// Learn's progress: which techniques the player has met and applied in finished games. Each review
// the page reads (the finish card's, "Your games"') leaves its game's techniques here, in this
// browser, so Learn shows them offline too: "met" the steps the board offered at a placement (the
// simplest one then) or that a placement needed, "applied" those the player's own placements needed
// (the review's techniquesFound). playerStats.techniquesFound, the server's count over every
// reviewed game, is merged in by the reader (learn.ts).

/** What one game's review says. */
export interface GameTechniques {
  met: string[];
  applied: string[];
}

const KEY = 'sudoku:progress';
/** Games kept at most (the oldest go first): a review's few technique names each. */
const MAX_GAMES = 1000;

function load(): Record<string, GameTechniques> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, GameTechniques>) : {};
  } catch {
    return {};
  }
}

/** Keeps a reviewed game's techniques (a game read again replaces its entry). */
export function recordProgress(gameId: string, t: GameTechniques): void {
  const all = load();
  delete all[gameId];
  all[gameId] = { met: [...new Set(t.met)], applied: [...new Set(t.applied)] };
  const ids = Object.keys(all);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_GAMES))) delete all[id];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    /* quota or privacy mode: the progress is just not kept */
  }
}

/** The games whose review is kept (one without moves too, kept with no techniques). */
export function reviewedGames(): Set<string> {
  return new Set(Object.keys(load()));
}

/** Per technique, in how many of the kept games it was met and applied. */
export function progress(): Map<string, { met: number; applied: number }> {
  const out = new Map<string, { met: number; applied: number }>();
  const at = (t: string) => out.get(t) ?? (out.set(t, { met: 0, applied: 0 }), out.get(t)!);
  for (const g of Object.values(load())) {
    if (!Array.isArray(g?.met) || !Array.isArray(g?.applied)) continue;
    // Applying a technique meets it.
    for (const t of new Set([...g.met, ...g.applied])) at(t).met++;
    for (const t of g.applied) at(t).applied++;
  }
  return out;
}

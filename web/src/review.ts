// The review of a finished game (Query.gameReview, docs/logic.md "Reviewing a game"), on the finish
// card and under each finished game of "Your games" (history.ts): what the player's moves came to (hints, mistakes taken back, guesses, placements where a
// simpler step was there), the techniques their own placements needed, the hardest of them, and
// the moments worth a second look, each by its move number (1-based, as the player counts).
import { gql, type GqlResult } from './api.js';
import { $, player } from './app.js';
import { graphql } from './generated/gql.js';
import type { GameReviewQuery } from './generated/graphql.js';
import { techniqueName } from './info.js';
import { recordProgress } from './progress.js';
import { plainError, plural } from './words.js';

const reviewQuery = graphql(`
  query GameReview($gameId: ID!, $player: String!) {
    gameReview(gameId: $gameId, player: $player) {
      hints
      mistakes
      guesses
      skipped
      complete
      techniquesFound
      hardestFound {
        move
        row
        col
        symbol
        needed {
          technique
        }
      }
      placements {
        move
        row
        col
        symbol
        hint
        correct
        skipped
        guess
        undoneAt
        simplest {
          technique
        }
        needed {
          technique
        }
      }
    }
  }
`);

type Review = GameReviewQuery['gameReview'];
type Placement = Review['placements'][number];

/** Moments listed on the card at most (the rest are counted in the summary). */
const MAX_MOMENTS = 8;

const at = (p: { row: number; col: number }): string => `r${p.row + 1}c${p.col + 1}`;
const an = (name: string): string => (/^[AEIOX]/.test(name) ? 'an' : 'a');

export function clearReview(): void {
  $('finish-review').replaceChildren();
}

/** Fetches the review of a finished game and shows it on the finish card. */
export async function showReview(gameId: string): Promise<void> {
  await renderReview(gameId, $('finish-review'), 'review-');
}

/**
 * Fetches a game's review; what it says of the techniques met and applied is kept for Learn's
 * progress (progress.ts), and a game finished without its moves is kept as one with none.
 */
export async function fetchReview(gameId: string): Promise<GqlResult<GameReviewQuery>> {
  const res = await gql(reviewQuery, { gameId, player });
  if (res.ok) {
    const r = res.data.gameReview;
    recordProgress(gameId, {
      met: r.placements.flatMap((p) => [p.simplest?.technique, p.needed?.technique].filter((t) => t !== undefined)),
      applied: r.techniquesFound,
    });
  } else if (res.error.code === 'NOT_FOUND') recordProgress(gameId, { met: [], applied: [] });
  return res;
}

/**
 * Fetches a game's review and draws it into `box`: each part has its class (review-summary, …) and,
 * with `idPrefix`, an id as well (the finish card's, one on the page). False: there is none.
 */
export async function renderReview(gameId: string, box: HTMLElement, idPrefix = ''): Promise<boolean> {
  const res = await fetchReview(gameId);
  if (!res.ok) {
    const why =
      res.error.code === 'NOT_FOUND'
        ? 'No review of this game: its moves were not recorded.'
        : res.error.code === 'NETWORK'
          ? 'The review appears when the server can be reached.'
          : `No review of this game: ${plainError(res.error)}`;
    box.replaceChildren(line('review-summary', why, idPrefix));
    return false;
  }
  box.replaceChildren(...reviewNodes(res.data.gameReview, idPrefix));
  return true;
}

function line(cls: string, text: string, idPrefix: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = cls;
  if (idPrefix) p.id = idPrefix + cls.slice('review-'.length);
  p.textContent = text;
  return p;
}

function reviewNodes(r: Review, idPrefix: string): HTMLElement[] {
  const own = r.placements.filter((p) => !p.hint).length;
  const parts = [
    plural(own, 'placement'),
    plural(r.hints, 'hint'),
    `${plural(r.mistakes, 'mistake')} taken back`,
    plural(r.guesses, 'guess'),
    `${r.skipped} where a simpler step was there`,
  ];
  const out: HTMLElement[] = [
    line('review-summary', `Your moves: ${parts.join(' · ')}.${r.complete ? '' : ' (The review stopped early.)'}`, idPrefix),
  ];
  const found = r.techniquesFound.map(techniqueName);
  out.push(
    line(
      'review-techniques',
      found.length ? `Techniques you found: ${found.join(', ')}.` : 'Techniques you found: none of your own.',
      idPrefix,
    ),
  );
  const h = r.hardestFound;
  if (h?.needed)
    out.push(
      line(
        'review-hardest',
        `Your hardest find: ${techniqueName(h.needed.technique)} for ${h.symbol} at ${at(h)} (move ${h.move + 1}).`,
        idPrefix,
      ),
    );
  const moments = r.placements.flatMap((p) => {
    const text = moment(p);
    return text ? [text] : [];
  });
  if (moments.length) {
    const list = document.createElement('ol');
    list.className = 'review-moments';
    if (idPrefix) list.id = idPrefix + 'moments';
    for (const text of moments.slice(0, MAX_MOMENTS)) {
      const li = document.createElement('li');
      li.textContent = text;
      list.append(li);
    }
    out.push(list);
  }
  return out;
}

/** What is worth saying of one placement, or null. */
function moment(p: Placement): string | null {
  const where = `Move ${p.move + 1}: ${p.symbol} at ${at(p)}`;
  if (!p.correct)
    return `${where} was wrong${p.undoneAt !== null && p.undoneAt !== undefined ? `; taken back at move ${p.undoneAt + 1}` : ''}.`;
  if (p.hint) return null;
  if (p.guess) return `${where} was a guess: logic needed more than this puzzle's level to place it then.`;
  if (p.skipped && p.needed && p.simplest) {
    const needed = techniqueName(p.needed.technique);
    const simplest = techniqueName(p.simplest.technique);
    return `${where} needed ${an(needed)} ${needed}; ${an(simplest)} ${simplest} was there first.`;
  }
  return null;
}

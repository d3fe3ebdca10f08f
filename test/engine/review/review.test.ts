// A finished game's review (engine/review): the move log's text form and replay, and a scripted
// game lined up with the logical path — the hidden pair the player skipped at move k, the mistake
// undone at move j, the hint taken, the hardest step found.
import { describe, expect, it } from 'vitest';
import { formatMoves, parseMoves, reviewGame } from '../../../src/engine/review.js';
import { replayMoves } from '../../../src/engine/review/moves.js';
import { scriptedGame } from './scripted-game.js';

const { board, solution } = scriptedGame();
const label = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

describe('the move log', () => {
  it('reads and writes its text form', () => {
    const text = 'r1c2=5@100 r1c2=0,r3c4=7 ?r9c9=1 ? ~r2c2=3,r2c3=3 ~ <@900 >';
    const parsed = parseMoves(text, 9);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.moves.map((m) => m.kind)).toEqual(['PLACE', 'PLACE', 'HINT', 'HINT', 'MARK', 'MARK', 'UNDO', 'REDO']);
    expect(parsed.moves[0]).toEqual({ kind: 'PLACE', changes: [{ row: 0, col: 1, value: 5 }], atMs: 100 });
    expect(parsed.moves[1].changes).toEqual([
      { row: 0, col: 1, value: 0 },
      { row: 2, col: 3, value: 7 },
    ]);
    expect(formatMoves(parsed.moves)).toBe(text.replace('; ', ' '));
    expect(parseMoves('r12c16=16 ?r1c1=10', 16).ok).toBe(true);
  });

  it.each([
    ['r10c1=5', 0, 'off the 9×9 board'],
    ['r1c1=5 r1c1=10', 1, 'the value must be 1..9 or 0'],
    ['r1c1=5 ~r1c1=0', 1, 'the value must be 1..9'],
    ['r1c1=5 x', 1, "'x' is not rNcM=V"],
    ['r1c1=5 r1c1=5@x', 1, 'is not a move'],
    ['r1c1=5 r1c1', 1, 'is not rNcM=V'],
    ['<r1c1=2', 0, 'undo takes no cells'],
    ['?r1c1=2,r1c2=3', 0, 'a hint places one value at most'],
    ['r1c1=5@20 r1c2=4@10', 1, 'before the move before it'],
    ['r1c1=5@700000000', 0, 'past a week'],
  ])('refuses %s at move %i: %s', (text, index, reason) => {
    const parsed = parseMoves(text, 9);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.index).toBe(index);
    expect(parsed.error.reason).toContain(reason);
  });

  it('is bounded: characters and moves', () => {
    const long = parseMoves('r1c1=5 '.repeat(10_000), 9);
    expect(!long.ok && long.error).toEqual({ index: -1, reason: 'at most 65536 characters, got 70000' });
    const many = parseMoves('<'.repeat(1).concat(' >'.repeat(9000)), 9);
    expect(!many.ok && many.error.reason).toBe('at most 8192 moves, got 9001');
  });

  it('replays against the givens: a given is never written, nothing undone that was not done', () => {
    const parse = (t: string) => {
      const p = parseMoves(t, 9);
      if (!p.ok) throw new Error(p.error.reason);
      return p.moves;
    };
    expect(replayMoves(board, parse('r1c4=2'))).toEqual({ ok: false, error: { index: 0, reason: 'r1c4 is a given' } });
    expect(replayMoves(board, parse('r1c3=2 < <'))).toEqual({ ok: false, error: { index: 2, reason: 'nothing to undo' } });
    expect(replayMoves(board, parse('r1c3=2 < > >'))).toEqual({ ok: false, error: { index: 3, reason: 'nothing to redo' } });
    // A new move after an undo clears what redo would bring back.
    expect(replayMoves(board, parse('r1c3=2 < r1c5=3 >'))).toEqual({ ok: false, error: { index: 3, reason: 'nothing to redo' } });
    const r = replayMoves(board, parse('r1c3=2 ~r1c5=3 < < > r1c3=0'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.replay.values[2]).toBe(0);
    // Set at move 0, undone at 3, brought back by the redo at 4, cleared at 5.
    expect(r.replay.events.map((e) => [e.move, e.cell, e.value, e.undoneAt])).toEqual([
      [0, 2, 2, 3],
      [4, 2, 2, 5],
    ]);
  });
});

describe('the review of a scripted game', () => {
  const { path, pair, hard, moves, j0, j, k, hintMove, wrongCell, wrong, late, last } = scriptedGame();
  const after = { row: Math.floor(late / 9), col: late % 9 };

  it('is scripted as intended: the hidden pair is the first step past singles and leads to a value before the first HARD step', () => {
    expect(pair).toBeGreaterThan(0);
    expect(path.slice(0, pair).every((s) => ['FULL_HOUSE', 'HIDDEN_SINGLE', 'NAKED_SINGLE'].includes(s.technique))).toBe(true);
    expect(hard).toBeGreaterThan(pair);
    expect(path.slice(pair + 1, hard).some((s) => s.placements.length > 0)).toBe(true);
    expect(path.every((s) => s.technique !== 'TRIAL')).toBe(true);
  });

  const outcome = reviewGame({ puzzle: board, solution, level: 'HARD', moves });
  if (outcome.status !== 'REVIEWED') throw new Error(outcome.status);
  const review = outcome.review;
  const at = (move: number) => review.placements.filter((p) => p.move === move);

  it(`names the hidden pair skipped at move k: the placement needed the HARD step`, () => {
    const [p] = at(k);
    expect(p).toMatchObject({ row: after.row, col: after.col, value: solution[late], correct: true, skipped: true, guess: false });
    expect(p.simplest!.technique).toBe('HIDDEN_PAIR');
    expect(p.needed!.technique).toBe(path[hard].technique);
    expect(p.placedBy!.placements).toContainEqual({ row: after.row, col: after.col, value: solution[late] });
    expect(review.skipped).toBeGreaterThanOrEqual(1);
  });

  it('names the mistake at move j0 and its undoing at move j', () => {
    const [m] = at(j0);
    expect(m).toMatchObject({ row: Math.floor(wrongCell / 9), col: wrongCell % 9, value: wrong, correct: false, undoneAt: j });
    expect(m.placedBy).toBeNull();
    expect(m.simplest!.technique).toBe('HIDDEN_PAIR');
    expect(review.mistakes).toBe(1);
  });

  it('lists the hint, and the placements before the pair as singles found in order', () => {
    expect(at(hintMove)).toEqual([expect.objectContaining({ hint: true, simplest: null, needed: null })]);
    expect(review.hints).toBe(1);
    // Each needed a single (the analysis's path may take the singles in another order: it runs on
    // the canonical form), the one that placed it.
    for (let m = 0; m < j0; m++) {
      const [p] = at(m);
      expect(['FULL_HOUSE', 'HIDDEN_SINGLE', 'NAKED_SINGLE'], `move ${m}`).toContain(p.needed!.technique);
      expect(p.needed).toBe(p.placedBy);
      expect(p.placedBy!.placements).toContainEqual({ row: p.row, col: p.col, value: p.value });
      expect(p.skipped).toBe(false);
    }
  });

  it('finds the hardest step the player found and the techniques found, and is complete', () => {
    expect(review.hardestFound?.needed?.technique).toBe(path[hard].technique);
    expect(review.techniquesFound).toContain('HIDDEN_SINGLE');
    expect(review.techniquesFound).toContain(path[hard].technique);
    expect(review.techniquesFound).not.toContain('TRIAL');
    expect(review.guesses).toBe(0);
    expect(review.complete).toBe(true);
    expect(formatMoves(moves)).toContain(`${label(late)}=${solution[late]}`);
  });

  it('refuses a log that does not end at the solution, naming the first cell that differs', () => {
    expect(reviewGame({ puzzle: board, solution, level: 'HARD', moves: moves.slice(0, -1) })).toMatchObject({
      status: 'MOVES_MISMATCH',
    });
    const bad = reviewGame({ puzzle: board, solution, level: 'HARD', moves: [...moves, { kind: 'UNDO', changes: [] }] });
    expect(bad).toEqual({ status: 'MOVES_MISMATCH', row: Math.floor(last / 9), col: last % 9 });
  });

  it('a small work budget ends the alignment early (complete false), and the same log gives the same review', () => {
    const cut = reviewGame({ puzzle: board, solution, level: 'HARD', moves, maxWork: 20_000 });
    expect(cut.status === 'REVIEWED' && cut.review.complete).toBe(false);
    expect(reviewGame({ puzzle: board, solution, level: 'HARD', moves })).toEqual(outcome);
  });
});

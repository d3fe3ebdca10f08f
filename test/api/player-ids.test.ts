// Player ids are secrets: one that is easy to guess (22 × 'a', the README's old example) made every
// client that used it the same player. Such ids are refused by startGame, playerStats and
// playerSolves, naming `player` and never quoting the id; random ids pass.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estimatedBits, longestRun, MAX_PLAYER_RUN, MIN_PLAYER_BITS, playerIdProblem } from '../../src/server/player-id.js';
import { sqlAt } from '../../support/databases.js';
import { codes, useApi } from './harness.js';

const WEAK = [
  'a'.repeat(22),
  'readme-player-0123456789', // the README's example before: a public id
  'ababababababababababab',
  'abcabcabcabcabcabcabcabc',
  'Xq7' + 'abcdefgh' + 'Zp2Lm9Kt4Rw', // a run of 8 successive letters
  'hgfedcba' + 'Q3vT8nW2kP6yR1', // falling
  'AAAAAAAAAAAa_-0123456789',
];

const random = () => randomBytes(18).toString('base64url');

describe('player id entropy', () => {
  it('refuses patterned ids by the estimate or the run', () => {
    for (const id of WEAK) {
      expect(playerIdProblem(id), id).toMatch(/too easy to guess/);
      expect(estimatedBits(id) < MIN_PLAYER_BITS || longestRun(id) >= MAX_PLAYER_RUN, id).toBe(true);
    }
  });

  it('measures exactly: bits of a histogram, runs in one direction and one class', () => {
    expect(estimatedBits('a'.repeat(22))).toBe(0);
    expect(estimatedBits('ab'.repeat(11))).toBeCloseTo(22, 10);
    expect(estimatedBits('abcd'.repeat(6))).toBeCloseTo(48, 10);
    expect(longestRun('a'.repeat(22))).toBe(22);
    expect(longestRun('xx01234567yy')).toBe(8);
    expect(longestRun('9876543zz')).toBe(7);
    expect(longestRun('abab')).toBe(2);
    // 9 then ':' is no run (another class), nor Z then '[' nor '-' '_' neighbours.
    expect(longestRun('789abc')).toBe(3);
    expect(longestRun('-_-_-_')).toBe(1);
  });

  it('accepts random ids (10,000 of the page’s kind: 24 characters of 18 random bytes)', () => {
    for (let i = 0; i < 10_000; i++) {
      const id = random();
      expect(playerIdProblem(id), id).toBeUndefined();
    }
    // The shortest allowed, from 16 random bytes: 22 characters.
    for (let i = 0; i < 1000; i++) expect(playerIdProblem(randomBytes(16).toString('base64url'))).toBeUndefined();
  });
});

describe('weak ids over the API', () => {
  const api = useApi();
  it('startGame, playerStats and playerSolves refuse them, naming `player` without quoting it', async () => {
    const id = (await api.gql('mutation { generatePuzzle(size: 4, difficulty: EASY, seed: "ids") { id } }')).data.generatePuzzle.id;
    for (const weak of WEAK) {
      const started = await api.gql('mutation($p: ID!, $pl: String) { startGame(puzzleId: $p, player: $pl) { id } }', { p: id, pl: weak });
      const stats = await api.gql('query($pl: String!) { playerStats(player: $pl) { currentDailyStreak } }', { pl: weak });
      const mine = await api.gql('query($pl: String!) { playerSolves(player: $pl) { totalCount } }', { pl: weak });
      for (const r of [started, stats, mine]) {
        expect(codes(r)).toEqual(['BAD_USER_INPUT']);
        expect(r.errors![0].extensions!.field).toBe('player');
        expect(JSON.stringify(r)).not.toContain(weak);
      }
    }
    expect(Number((await sqlAt<{ n: unknown }>(api.db, 'SELECT COUNT(*) AS n FROM "Game"'))[0].n)).toBe(0);
    const good = random();
    const ok = await api.gql('mutation($p: ID!, $pl: String) { startGame(puzzleId: $p, player: $pl) { id } }', { p: id, pl: good });
    expect(ok.errors).toBeUndefined();
  });
});

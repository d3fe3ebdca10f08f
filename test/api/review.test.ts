// A game's move log and its review over GraphQL: submitSolution takes `moves` (validated: read,
// replayed, leading to the submitted grid, each refusal naming `moves`), Query.gameReview lines the
// scripted game up with the logical path for its own player only, and playerStats counts the
// techniques found. The analysis's two measures are there too.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatCells } from '../../src/engine/codec.js';
import { scriptedGame, PUZZLE } from '../engine/review/scripted-game.js';
import { codes, useApi } from './harness.js';

const api = useApi({ rateLimits: { playerFinishesPerHour: 1000, addressFinishesPerHour: 1000, finishMsPerEmptyCell: 0 } });
// Player ids as a browser makes them (random bytes): the server refuses ids easy to guess.
const playerA = randomBytes(18).toString('base64url');
const playerB = randomBytes(18).toString('base64url');

const CREATE = `mutation($b: BoardInput!) { createPuzzle(board: $b) { id difficulty rating { level score hardest levelTechnique } } }`;
const START = `mutation($p: ID!, $pl: String) { startGame(puzzleId: $p, player: $pl) { id } }`;
const SUBMIT = `mutation($g: ID!, $c: String!, $m: String) { submitSolution(gameId: $g, cells: $c, hintsUsed: 1, moves: $m) { id } }`;
const STEP = `technique explanation placements { row col value } eliminations { row col value }`;
const REVIEW = `query($g: ID!, $pl: String!) { gameReview(gameId: $g, player: $pl) {
  game { id } hints mistakes guesses skipped complete techniquesFound
  hardestFound { move needed { technique } }
  placements { move row col value symbol hint correct skipped guess undoneAt simplest { ${STEP} } placedBy { ${STEP} } needed { ${STEP} } }
} }`;

const game = scriptedGame();
const solution = formatCells(game.solution);

async function started(player?: string): Promise<{ puzzle: string; game: string }> {
  const p = await api.gql(CREATE, { b: { cells: PUZZLE } });
  expect(p.errors).toBeUndefined();
  const g = await api.gql(START, { p: p.data.createPuzzle.id, pl: player });
  expect(g.errors).toBeUndefined();
  return { puzzle: p.data.createPuzzle.id, game: g.data.startGame.id };
}

describe('the analysis gives both measures', () => {
  it('the players\u2019 level with its step and path beside SE\u2019s score; several solutions: no level', async () => {
    const r = await api.gql(
      `query($b: BoardInput!) { analyze(board: $b) { level levelTechnique levelStep { technique score } levelSteps { technique }
        score hardest unique steps { technique } } }`,
      { b: { cells: PUZZLE } },
    );
    expect(r.errors).toBeUndefined();
    const a = r.data.analyze;
    expect(a.level).toBe('HARD');
    expect(a.levelTechnique).toBe(a.levelStep.technique);
    expect(a.levelSteps.map((s: { technique: string }) => s.technique)).toEqual(game.path.map((s) => s.technique));
    expect(a.score).toBeGreaterThanOrEqual(a.levelStep.score);
    const multi = await api.gql(
      `query($b: BoardInput!) { analyze(board: $b) { level levelStep { technique } levelSteps { technique } unique score } }`,
      {
        b: { cells: '.'.repeat(80) + '1' },
      },
    );
    expect(multi.errors).toBeUndefined();
    expect(multi.data.analyze).toMatchObject({ level: null, levelStep: null, levelSteps: [], unique: false });
  });

  it('a stored rating keeps the technique that sets the level', async () => {
    const p = await api.gql(CREATE, { b: { cells: PUZZLE } });
    const a = await api.gql(`query($b: BoardInput!) { analyze(board: $b) { levelTechnique hardest score } }`, { b: { cells: PUZZLE } });
    expect(p.data.createPuzzle.rating).toEqual({ level: 'HARD', ...a.data.analyze });
    expect(a.data.analyze.levelTechnique).not.toBeNull();
  });
});

describe('submitSolution with a move log', () => {
  it.each([
    ['x', 0, "'x' is not rNcM=V"],
    ['r1c4=1', 0, 'r1c4 is a given'],
    ['r1c3=2 < <', 2, 'nothing to undo'],
    ['r10c1=1', 0, 'off the 9×9 board'],
  ])('refuses %s naming moves, the move (%i) and why, and stores nothing', async (moves, index, reason) => {
    const { game: g } = await started(playerA);
    const r = await api.gql(SUBMIT, { g, c: solution, m: moves });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors![0].extensions).toMatchObject({ field: 'moves', index });
    expect(r.errors![0].extensions!.reason).toContain(reason);
    expect(await api.app.repo.games.finishOf(g)).toBeNull();
  });

  it('refuses a log that does not lead to the submitted grid (MOVES_MISMATCH at the first cell that differs)', async () => {
    const { game: g } = await started(playerA);
    const short = game.text.slice(0, game.text.lastIndexOf(' '));
    const r = await api.gql(SUBMIT, { g, c: solution, m: short });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors![0].extensions).toMatchObject({
      field: 'moves',
      reason: 'MOVES_MISMATCH',
      row: Math.floor(game.last / 9),
      col: game.last % 9,
    });
    // Nothing stored: the game can still be finished.
    expect((await api.gql(SUBMIT, { g, c: solution, m: game.text })).errors).toBeUndefined();
  });

  it('refuses a log over its size, naming moves', async () => {
    const { game: g } = await started(playerA);
    const r = await api.gql(SUBMIT, { g, c: solution, m: 'r1c3=2 '.repeat(10_000) });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors![0].extensions).toMatchObject({ field: 'moves', index: -1 });
  });
});

describe('gameReview', () => {
  it('lines the scripted game up: the hidden pair skipped at move k, the mistake at j0 undone at j, the hint, the hardest found', async () => {
    const { game: g } = await started(playerA);
    const done = await api.gql(SUBMIT, { g, c: solution, m: game.text });
    expect(done.errors).toBeUndefined();
    const r = await api.gql(REVIEW, { g, pl: playerA });
    expect(r.errors).toBeUndefined();
    const review = r.data.gameReview;
    expect(review.game.id).toBe(g);
    const at = (move: number) => review.placements.filter((p: { move: number }) => p.move === move);
    const [skip] = at(game.k);
    expect(skip).toMatchObject({
      row: Math.floor(game.late / 9),
      col: game.late % 9,
      correct: true,
      skipped: true,
      guess: false,
      undoneAt: null,
    });
    expect(skip.simplest.technique).toBe('HIDDEN_PAIR');
    expect(skip.simplest.explanation).toContain('only');
    expect(skip.needed.technique).toBe(game.path[game.hard].technique);
    const [mistake] = at(game.j0);
    expect(mistake).toMatchObject({ value: game.wrong, symbol: String(game.wrong), correct: false, undoneAt: game.j, placedBy: null });
    expect(at(game.hintMove)).toEqual([expect.objectContaining({ hint: true, simplest: null })]);
    expect(review).toMatchObject({ hints: 1, mistakes: 1, guesses: 0, complete: true });
    expect(review.skipped).toBeGreaterThanOrEqual(1);
    expect(review.hardestFound.needed.technique).toBe(game.path[game.hard].technique);
    expect(review.techniquesFound).toEqual(expect.arrayContaining(['HIDDEN_SINGLE', game.path[game.hard].technique]));
    // A retried finish keeps the first finish and its log (this one fills every cell in one move).
    const all = [...game.board.cells.keys()].filter((i) => game.board.cells[i] === 0);
    const oneMove = all.map((i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}=${game.solution[i]}`).join(',');
    const retry = await api.gql(SUBMIT, { g, c: solution, m: oneMove });
    expect(retry.errors).toBeUndefined();
    expect(retry.data.submitSolution.id).toBe(done.data.submitSolution.id);
    expect((await api.gql(REVIEW, { g, pl: playerA })).data).toEqual(r.data);
    // Statistics: the techniques the player found, with how many games.
    const stats = await api.gql(`query($pl: String!) { playerStats(player: $pl) { techniquesFound { technique games } } }`, {
      pl: playerA,
    });
    expect(stats.errors).toBeUndefined();
    const found = stats.data.playerStats.techniquesFound as { technique: string; games: number }[];
    expect(found.find((f) => f.technique === game.path[game.hard].technique)?.games).toBeGreaterThanOrEqual(1);
    expect(found[0].technique).toBe('FULL_HOUSE');
  });

  it('another player\u2019s id gets nothing, as do an unknown game, an anonymous game and a game finished without moves', async () => {
    const { game: g } = await started(playerA);
    await api.gql(SUBMIT, { g, c: solution, m: game.text });
    const other = await api.gql(REVIEW, { g, pl: playerB });
    expect(codes(other)).toEqual(['NOT_FOUND']);
    expect(other.errors![0].extensions!.field).toBe('gameId');
    expect(other.data).toBeNull();
    expect(codes(await api.gql(REVIEW, { g: 'no-such-game-aaaaaaaaaaa', pl: playerA }))).toEqual(['NOT_FOUND']);
    const anonymous = await started();
    await api.gql(SUBMIT, { g: anonymous.game, c: solution, m: game.text });
    expect(codes(await api.gql(REVIEW, { g: anonymous.game, pl: playerA }))).toEqual(['NOT_FOUND']);
    const bare = await started(playerA);
    await api.gql(SUBMIT, { g: bare.game, c: solution });
    expect(codes(await api.gql(REVIEW, { g: bare.game, pl: playerA }))).toEqual(['NOT_FOUND']);
    const open = await started(playerA);
    expect(codes(await api.gql(REVIEW, { g: open.game, pl: playerA }))).toEqual(['NOT_FOUND']);
    const badId = await api.gql(REVIEW, { g, pl: 'short' });
    expect(codes(badId)).toEqual(['BAD_USER_INPUT']);
    expect(badId.errors![0].extensions!.field).toBe('player');
  });
});

describe('practice over the API', () => {
  it('practiceTechniques lists what the shape delivers at once; a bad shape is named', async () => {
    const r = await api.gql(`{ nine: practiceTechniques practiceTechniques(size: 6) none: practiceTechniques(size: 4) }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.nine).toContain('X_WING');
    expect(r.data.nine).toContain('NESTED_FORCING_CHAIN');
    expect(r.data.practiceTechniques).toContain('POINTING');
    expect(r.data.practiceTechniques).not.toContain('NESTED_FORCING_CHAIN');
    expect(r.data.none).toEqual([]);
    const bad = await api.gql(`{ practiceTechniques(size: 7, boxRows: 2) }`);
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
  });

  it('generatePuzzle(requireTechnique) delivers, and a refusal carries the technique to offer instead', async () => {
    const ok = await api.gql(
      `mutation { generatePuzzle(size: 9, requireTechnique: SWORDFISH, seed: "api") { rating { hardest } gradeMet } }`,
    );
    expect(ok.data.generatePuzzle).toEqual({ rating: { hardest: 'SWORDFISH' }, gradeMet: true });
    const six = (await api.gql(`{ practiceTechniques(size: 6) }`)).data.practiceTechniques as string[];
    const lacking = ['JELLYFISH', 'NESTED_FORCING_CHAIN'].find((t) => !six.includes(t))!;
    const refused = await api.gql(`mutation { generatePuzzle(size: 6, requireTechnique: ${lacking}, seed: "api") { id } }`);
    expect(codes(refused)).toEqual(['GRADE_NOT_REACHED']);
    expect(six).toContain(refused.errors![0].extensions!.offer);
  });
});

// The web page end to end: one real server (temporary database), one headless Chromium, one built
// page, shared by every suite in the order below (later suites read the history earlier ones made).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { buildWeb, launchBrowser, startServer } from './harness.js';
import { SHOTS, type PageContext } from './page-helpers.js';
import { basicsSuite } from './suites/basics.js';
import { formatsSuite } from './suites/formats.js';
import { gameSuite } from './suites/game.js';
import { layoutSuite } from './suites/layout.js';
import { levelsSuite } from './suites/levels.js';
import { marksSuite } from './suites/marks.js';
import { offlineSuite } from './suites/offline.js';
import { playerSuite } from './suites/player.js';
import { polishSuite } from './suites/polish.js';
import { variantsSuite } from './suites/variants.js';

const ctx = {} as PageContext;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  buildWeb();
  [ctx.browser, ctx.server] = await Promise.all([launchBrowser(), startServer()]);
  ctx.page = await ctx.browser.newPage({ viewport: { width: 1200, height: 1000 } });
});

afterAll(async () => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

basicsSuite(ctx);
gameSuite(ctx);
layoutSuite(ctx);
marksSuite(ctx);
offlineSuite(ctx);
// The server side of issues 24 and 27: startGame, submitSolution(gameId), playerSolves(player),
// playerStats, dailyPuzzle.
playerSuite(ctx);
levelsSuite(ctx);
// Issue 26: every board format in Paste and Share.
formatsSuite(ctx);
// The page's polish: pause, status, wrong values, counts, API-only shapes, path candidates, the finish.
polishSuite(ctx);
// Variant puzzles: every rule drawn and played, share links and Paste with rules, offline, phone, axe.
variantsSuite(ctx);

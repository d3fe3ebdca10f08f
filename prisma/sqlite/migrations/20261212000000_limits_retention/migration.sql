-- Limits that hold across replicas, retention of unplayed generated puzzles, exact-board dedupe and
-- finishes too fast to be played (docs/limits.md, docs/storage.md).
--  - RateBucket: token buckets every replica shares; a take is one conditional upsert, so concurrent
--    requests never take more than a bucket holds (src/db/rate-buckets.ts).
--  - Puzzle.boardKey: an IMPORTED puzzle's exact board, unique, so createPuzzle stores a board once
--    even where its canonical form is out of budget. Of the imports stored before, the oldest of
--    each exact classic board gets its key (later copies keep none: they stay, as games may refer to
--    them); a variant's key carries a digest of its rules (boardKeyOf), so variant imports stored
--    before keep none and are found by their canonical key as before.
--  - PlayerSolve.tooFast: a finish faster than its board's floor, kept out of statistics.
--  - Game(puzzleId): whether a puzzle is played (retention) and the cascade of a deleted puzzle.

-- AlterTable
ALTER TABLE "PlayerSolve" ADD COLUMN "tooFast" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Puzzle" ADD COLUMN "boardKey" TEXT;

-- CreateTable
CREATE TABLE "RateBucket" (
    "key" TEXT NOT NULL,
    "tokens" REAL NOT NULL,
    "at" BIGINT NOT NULL,
    PRIMARY KEY ("key")
);

UPDATE "Puzzle" SET "boardKey" = "boxRows" || 'x' || "boxCols" || ':' || "cells"
WHERE "id" IN (SELECT MIN("id") FROM "Puzzle" WHERE "source" = 'IMPORTED' AND "rules" IS NULL GROUP BY "boxRows", "boxCols", "cells");

-- CreateIndex
CREATE INDEX "Game_puzzleId_idx" ON "Game"("puzzleId");

-- CreateIndex
CREATE UNIQUE INDEX "Puzzle_boardKey_key" ON "Puzzle"("boardKey");

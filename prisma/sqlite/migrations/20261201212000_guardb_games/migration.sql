-- Games, the daily puzzle, finishes tied to games and players, and totals that follow deletes
-- (issues 24 item 6 and 27). A finish (PlayerSolve) now belongs to one game (unique "gameId"), so a
-- retried finish is stored once on every replica; "player" is the SHA-256 of the anonymous id.
-- Finishes stored before games existed get a game each (same id, started when they were stored).
-- Retention (npm run prune) deletes old rows: delete triggers take them off the totals, in the
-- same transaction, as the insert triggers add them.

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "puzzleId" TEXT NOT NULL,
    "player" TEXT,
    "startedAt" DATETIME NOT NULL,
    CONSTRAINT "Game_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DailyPuzzle" (
    "date" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "puzzleId" TEXT NOT NULL,

    PRIMARY KEY ("date", "size"),
    CONSTRAINT "DailyPuzzle_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

INSERT INTO "Game" ("id", "puzzleId", "player", "startedAt")
SELECT "id", "puzzleId", NULL, "createdAt" FROM "PlayerSolve";

-- AlterTable (SQLite adds a foreign key column only without REFERENCES; the table is rebuilt as
-- Prisma does, keeping its rows and its count trigger)
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PlayerSolve" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "puzzleId" TEXT NOT NULL,
    "elapsedMs" INTEGER NOT NULL,
    "hintsUsed" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "gameId" TEXT,
    "player" TEXT,
    "claimedElapsedMs" INTEGER,
    CONSTRAINT "PlayerSolve_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PlayerSolve_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PlayerSolve" ("id", "puzzleId", "elapsedMs", "hintsUsed", "createdAt", "gameId", "player", "claimedElapsedMs")
SELECT "id", "puzzleId", "elapsedMs", "hintsUsed", "createdAt", "id", NULL, "elapsedMs" FROM "PlayerSolve";
DROP TABLE "PlayerSolve";
ALTER TABLE "new_PlayerSolve" RENAME TO "PlayerSolve";
CREATE INDEX "PlayerSolve_puzzleId_id_idx" ON "PlayerSolve"("puzzleId", "id");
CREATE UNIQUE INDEX "PlayerSolve_gameId_key" ON "PlayerSolve"("gameId");
CREATE INDEX "PlayerSolve_player_id_idx" ON "PlayerSolve"("player", "id");
CREATE TRIGGER "PlayerSolve_count" AFTER INSERT ON "PlayerSolve" BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n") VALUES
    ('PlayerSolve|*', 0, 1),
    ('PlayerSolve|' || NEW."puzzleId", 0, 1)
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "n" + 1;
END;
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Game_player_startedAt_idx" ON "Game"("player", "startedAt");

-- CreateIndex
CREATE INDEX "Game_startedAt_idx" ON "Game"("startedAt");

-- CreateIndex
CREATE INDEX "DailyPuzzle_puzzleId_idx" ON "DailyPuzzle"("puzzleId");

-- Totals follow deletes (retention).
CREATE TRIGGER "SolveRecord_uncount" AFTER DELETE ON "SolveRecord" BEGIN
  UPDATE "RowCount" SET "n" = "n" - 1 WHERE "shard" = 0 AND "key" IN (
    'SolveRecord|*|*',
    'SolveRecord|*|' || OLD."status",
    'SolveRecord|' || OLD."puzzleId" || '|*',
    'SolveRecord|' || OLD."puzzleId" || '|' || OLD."status");
END;

CREATE TRIGGER "PlayerSolve_uncount" AFTER DELETE ON "PlayerSolve" BEGIN
  UPDATE "RowCount" SET "n" = "n" - 1 WHERE "shard" = 0 AND "key" IN ('PlayerSolve|*', 'PlayerSolve|' || OLD."puzzleId");
END;

-- A daily puzzle generated on two replicas at once: the one whose DailyPuzzle row lost the key
-- deletes its puzzle row again, and the totals follow.
CREATE TRIGGER "Puzzle_uncount" AFTER DELETE ON "Puzzle" BEGIN
  UPDATE "RowCount" SET "n" = "n" - 1 WHERE "shard" = 0 AND "key" IN (
    'Puzzle|*|*',
    'Puzzle|' || OLD."size" || '|*',
    'Puzzle|*|' || OLD."difficulty",
    'Puzzle|' || OLD."size" || '|' || OLD."difficulty");
END;

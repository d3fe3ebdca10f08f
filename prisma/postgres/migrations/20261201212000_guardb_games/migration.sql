-- Games, the daily puzzle, finishes tied to games and players, and totals that follow deletes
-- (issues 24 item 6 and 27). A finish (PlayerSolve) now belongs to one game (unique "gameId"), so a
-- retried finish is stored once on every replica; "player" is the SHA-256 of the anonymous id.
-- Finishes stored before games existed get a game each (same id, started when they were stored).
-- Retention (npm run prune) deletes old rows: statement-level delete triggers take them off the
-- totals in the same transaction (a negative amount on the deleting connection's shard; a total
-- is the sum of its shards), keys in sorted order as the insert triggers do.

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT COLLATE "C" NOT NULL,
    "puzzleId" TEXT COLLATE "C" NOT NULL,
    "player" TEXT COLLATE "C",
    "startedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DailyPuzzle" (
    "date" TEXT COLLATE "C" NOT NULL,
    "size" INTEGER NOT NULL,
    "puzzleId" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "DailyPuzzle_pkey" PRIMARY KEY ("date","size")
);

-- AlterTable
ALTER TABLE "PlayerSolve" ADD COLUMN "claimedElapsedMs" INTEGER,
ADD COLUMN "gameId" TEXT COLLATE "C",
ADD COLUMN "player" TEXT COLLATE "C";

INSERT INTO "Game" ("id", "puzzleId", "player", "startedAt")
SELECT "id", "puzzleId", NULL, "createdAt" FROM "PlayerSolve";
UPDATE "PlayerSolve" SET "gameId" = "id", "claimedElapsedMs" = "elapsedMs";

-- CreateIndex
CREATE UNIQUE INDEX "PlayerSolve_gameId_key" ON "PlayerSolve"("gameId");

-- CreateIndex
CREATE INDEX "PlayerSolve_player_id_idx" ON "PlayerSolve"("player", "id");

-- CreateIndex
CREATE INDEX "Game_player_startedAt_idx" ON "Game"("player", "startedAt");

-- CreateIndex
CREATE INDEX "Game_startedAt_idx" ON "Game"("startedAt");

-- CreateIndex
CREATE INDEX "DailyPuzzle_puzzleId_idx" ON "DailyPuzzle"("puzzleId");

-- AddForeignKey
ALTER TABLE "PlayerSolve" ADD CONSTRAINT "PlayerSolve_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DailyPuzzle" ADD CONSTRAINT "DailyPuzzle_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Totals follow deletes (retention).
CREATE FUNCTION "SolveRecord_uncount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, pg_backend_pid() % 8, -COUNT(*) FROM (
    SELECT 'SolveRecord|*|*' AS k FROM removed
    UNION ALL SELECT 'SolveRecord|*|' || "status" FROM removed
    UNION ALL SELECT 'SolveRecord|' || "puzzleId" || '|*' FROM removed WHERE "puzzleId" IS NOT NULL
    UNION ALL SELECT 'SolveRecord|' || "puzzleId" || '|' || "status" FROM removed WHERE "puzzleId" IS NOT NULL
  ) AS keys GROUP BY k ORDER BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + excluded."n";
  RETURN NULL;
END
$$;

CREATE FUNCTION "PlayerSolve_uncount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, pg_backend_pid() % 8, -COUNT(*) FROM (
    SELECT 'PlayerSolve|*' AS k FROM removed
    UNION ALL SELECT 'PlayerSolve|' || "puzzleId" FROM removed
  ) AS keys GROUP BY k ORDER BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + excluded."n";
  RETURN NULL;
END
$$;

CREATE TRIGGER "SolveRecord_uncount" AFTER DELETE ON "SolveRecord" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "SolveRecord_uncount"();
CREATE TRIGGER "PlayerSolve_uncount" AFTER DELETE ON "PlayerSolve" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "PlayerSolve_uncount"();

-- A daily puzzle generated on two replicas at once: the one whose DailyPuzzle row lost the key
-- deletes its puzzle row again, and the totals follow.
CREATE FUNCTION "Puzzle_uncount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, pg_backend_pid() % 8, -COUNT(*) FROM (
    SELECT 'Puzzle|*|*' AS k FROM removed
    UNION ALL SELECT 'Puzzle|' || "size" || '|*' FROM removed
    UNION ALL SELECT 'Puzzle|*|' || "difficulty" FROM removed
    UNION ALL SELECT 'Puzzle|' || "size" || '|' || "difficulty" FROM removed
  ) AS keys GROUP BY k ORDER BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + excluded."n";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Puzzle_uncount" AFTER DELETE ON "Puzzle" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "Puzzle_uncount"();

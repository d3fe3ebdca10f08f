-- Exact totals per API filter, kept in the inserting transaction by triggers, so every writer
-- (any replica, Prisma's model API, a script) keeps them right. SQLite has one writer at a time:
-- one shard (0) is enough here; PostgreSQL spreads writers over several.
-- Keys: 'Puzzle|size|difficulty', 'SolveRecord|puzzleId|status', 'PlayerSolve|puzzleId', '*' = any.

-- CreateTable
CREATE TABLE "RowCount" (
    "key" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "n" INTEGER NOT NULL,

    PRIMARY KEY ("key", "shard")
);

-- Rows stored before this migration.
INSERT INTO "RowCount" ("key", "shard", "n")
SELECT k, 0, COUNT(*) FROM (
  SELECT 'Puzzle|*|*' AS k FROM "Puzzle"
  UNION ALL SELECT 'Puzzle|' || "size" || '|*' FROM "Puzzle"
  UNION ALL SELECT 'Puzzle|*|' || "difficulty" FROM "Puzzle"
  UNION ALL SELECT 'Puzzle|' || "size" || '|' || "difficulty" FROM "Puzzle"
  UNION ALL SELECT 'SolveRecord|*|*' FROM "SolveRecord"
  UNION ALL SELECT 'SolveRecord|*|' || "status" FROM "SolveRecord"
  UNION ALL SELECT 'SolveRecord|' || "puzzleId" || '|*' FROM "SolveRecord" WHERE "puzzleId" IS NOT NULL
  UNION ALL SELECT 'SolveRecord|' || "puzzleId" || '|' || "status" FROM "SolveRecord" WHERE "puzzleId" IS NOT NULL
  UNION ALL SELECT 'PlayerSolve|*' FROM "PlayerSolve"
  UNION ALL SELECT 'PlayerSolve|' || "puzzleId" FROM "PlayerSolve"
) GROUP BY k;

CREATE TRIGGER "Puzzle_count" AFTER INSERT ON "Puzzle" BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n") VALUES
    ('Puzzle|*|*', 0, 1),
    ('Puzzle|' || NEW."size" || '|*', 0, 1),
    ('Puzzle|*|' || NEW."difficulty", 0, 1),
    ('Puzzle|' || NEW."size" || '|' || NEW."difficulty", 0, 1)
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "n" + 1;
END;

CREATE TRIGGER "SolveRecord_count" AFTER INSERT ON "SolveRecord" BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n") VALUES
    ('SolveRecord|*|*', 0, 1),
    ('SolveRecord|*|' || NEW."status", 0, 1)
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "n" + 1;
  INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, 0, 1 FROM (
    SELECT 'SolveRecord|' || NEW."puzzleId" || '|*' AS k
    UNION ALL SELECT 'SolveRecord|' || NEW."puzzleId" || '|' || NEW."status"
  ) WHERE NEW."puzzleId" IS NOT NULL
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "n" + 1;
END;

CREATE TRIGGER "PlayerSolve_count" AFTER INSERT ON "PlayerSolve" BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n") VALUES
    ('PlayerSolve|*', 0, 1),
    ('PlayerSolve|' || NEW."puzzleId", 0, 1)
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "n" + 1;
END;

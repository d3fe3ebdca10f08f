-- Exact totals per API filter, kept in the inserting transaction by triggers, so every writer
-- (any replica, Prisma's model API, a script) keeps them right. Concurrent writers would queue on
-- one row per total; each connection adds to its own shard (backend pid mod 8) and a total is
-- the sum of at most 8 rows. Keys are upserted in one fixed order, so two writers never deadlock.
-- Keys: 'Puzzle|size|difficulty', 'SolveRecord|puzzleId|status', 'PlayerSolve|puzzleId', '*' = any.

-- CreateTable
CREATE TABLE "RowCount" (
    "key" TEXT COLLATE "C" NOT NULL,
    "shard" INTEGER NOT NULL,
    "n" INTEGER NOT NULL,

    CONSTRAINT "RowCount_pkey" PRIMARY KEY ("key","shard")
);

CREATE FUNCTION "row_count_add"(keys TEXT[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, pg_backend_pid() % 8, 1 FROM unnest(keys) AS k WHERE k IS NOT NULL ORDER BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + 1
$$;

CREATE FUNCTION "Puzzle_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "row_count_add"(ARRAY[
    'Puzzle|*|*',
    'Puzzle|' || NEW."size" || '|*',
    'Puzzle|*|' || NEW."difficulty",
    'Puzzle|' || NEW."size" || '|' || NEW."difficulty"]);
  RETURN NULL;
END
$$;

CREATE FUNCTION "SolveRecord_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A null puzzleId makes its two keys null, and row_count_add skips them.
  PERFORM "row_count_add"(ARRAY[
    'SolveRecord|*|*',
    'SolveRecord|*|' || NEW."status",
    'SolveRecord|' || NEW."puzzleId" || '|*',
    'SolveRecord|' || NEW."puzzleId" || '|' || NEW."status"]);
  RETURN NULL;
END
$$;

CREATE FUNCTION "PlayerSolve_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "row_count_add"(ARRAY['PlayerSolve|*', 'PlayerSolve|' || NEW."puzzleId"]);
  RETURN NULL;
END
$$;

-- Rows stored before this migration (none on a fresh database).
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
) AS existing GROUP BY k;

CREATE TRIGGER "Puzzle_count" AFTER INSERT ON "Puzzle" FOR EACH ROW EXECUTE FUNCTION "Puzzle_count"();
CREATE TRIGGER "SolveRecord_count" AFTER INSERT ON "SolveRecord" FOR EACH ROW EXECUTE FUNCTION "SolveRecord_count"();
CREATE TRIGGER "PlayerSolve_count" AFTER INSERT ON "PlayerSolve" FOR EACH ROW EXECUTE FUNCTION "PlayerSolve_count"();

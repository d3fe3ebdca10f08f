-- Variant puzzles in history (as the SQLite migration of the same name): Puzzle.rules and
-- Puzzle.variants (JSON), SolveRecord.rules, the daily key (date, size, variant; '' classic), and one
-- PuzzleVariant row per variant of a puzzle, written by a statement-level insert trigger on Puzzle in
-- the puzzle's own statement, with totals kept by statement-level triggers over transition tables
-- on the inserting connection's shard (backend pid mod 8), keys upserted in sorted order.

-- AlterTable
ALTER TABLE "Puzzle" ADD COLUMN     "rules" TEXT,
ADD COLUMN     "variants" TEXT;

-- AlterTable
ALTER TABLE "SolveRecord" ADD COLUMN     "rules" TEXT;

-- AlterTable (the daily key gains its variant; existing rows are the classic dailies)
ALTER TABLE "DailyPuzzle" ADD COLUMN     "variant" TEXT COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE "DailyPuzzle" DROP CONSTRAINT "DailyPuzzle_pkey",
ADD CONSTRAINT "DailyPuzzle_pkey" PRIMARY KEY ("date", "size", "variant");

-- CreateTable
CREATE TABLE "PuzzleVariant" (
    "variant" TEXT COLLATE "C" NOT NULL,
    "puzzleId" TEXT COLLATE "C" NOT NULL,
    "size" INTEGER NOT NULL,
    "difficulty" TEXT NOT NULL,

    CONSTRAINT "PuzzleVariant_pkey" PRIMARY KEY ("variant","puzzleId")
);

-- CreateIndex
CREATE INDEX "PuzzleVariant_variant_size_puzzleId_idx" ON "PuzzleVariant"("variant", "size", "puzzleId");

-- CreateIndex
CREATE INDEX "PuzzleVariant_variant_difficulty_puzzleId_idx" ON "PuzzleVariant"("variant", "difficulty", "puzzleId");

-- CreateIndex
CREATE INDEX "PuzzleVariant_variant_size_difficulty_puzzleId_idx" ON "PuzzleVariant"("variant", "size", "difficulty", "puzzleId");

-- CreateIndex
CREATE INDEX "PuzzleVariant_puzzleId_idx" ON "PuzzleVariant"("puzzleId");

-- AddForeignKey
ALTER TABLE "PuzzleVariant" ADD CONSTRAINT "PuzzleVariant_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A statement's new puzzles' variants, one row each, in that statement.
CREATE FUNCTION "Puzzle_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PuzzleVariant" ("variant", "puzzleId", "size", "difficulty")
  SELECT DISTINCT v, a."id", a."size", a."difficulty"
  FROM added AS a CROSS JOIN LATERAL json_array_elements_text(a."variants"::json) AS v
  WHERE a."variants" IS NOT NULL;
  RETURN NULL;
END
$$;

CREATE FUNCTION "PuzzleVariant_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, pg_backend_pid() % 8, COUNT(*) FROM (
    SELECT 'PuzzleVariant|' || "variant" || '|*|*' AS k FROM added
    UNION ALL SELECT 'PuzzleVariant|' || "variant" || '|' || "size" || '|*' FROM added
    UNION ALL SELECT 'PuzzleVariant|' || "variant" || '|*|' || "difficulty" FROM added
    UNION ALL SELECT 'PuzzleVariant|' || "variant" || '|' || "size" || '|' || "difficulty" FROM added
  ) AS keys GROUP BY k ORDER BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + excluded."n";
  RETURN NULL;
END
$$;

CREATE FUNCTION "PuzzleVariant_uncount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, pg_backend_pid() % 8, -COUNT(*) FROM (
    SELECT 'PuzzleVariant|' || "variant" || '|*|*' AS k FROM removed
    UNION ALL SELECT 'PuzzleVariant|' || "variant" || '|' || "size" || '|*' FROM removed
    UNION ALL SELECT 'PuzzleVariant|' || "variant" || '|*|' || "difficulty" FROM removed
    UNION ALL SELECT 'PuzzleVariant|' || "variant" || '|' || "size" || '|' || "difficulty" FROM removed
  ) AS keys GROUP BY k ORDER BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + excluded."n";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Puzzle_variants" AFTER INSERT ON "Puzzle" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "Puzzle_variants"();
CREATE TRIGGER "PuzzleVariant_count" AFTER INSERT ON "PuzzleVariant" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "PuzzleVariant_count"();
CREATE TRIGGER "PuzzleVariant_uncount" AFTER DELETE ON "PuzzleVariant" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "PuzzleVariant_uncount"();

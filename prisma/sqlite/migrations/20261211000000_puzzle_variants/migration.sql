-- Variant puzzles in history. A puzzle keeps its rules (the engine's Rule[] as JSON, cells
-- row-major) and the variants they make (a JSON array such as ["KILLER","X"]); a solve record keeps
-- the rules of the board it solved; the daily puzzle is keyed by date, size and variant ('' for the
-- classic one, so classic dailies keep their rows and keys).
-- puzzles(variant:) must not scan: a puzzle may play several variants, so each gets a row in
-- PuzzleVariant (variant, puzzleId, and the size and difficulty copied for the combined filters),
-- written by an insert trigger on Puzzle in the puzzle's own statement (a generatePuzzles batch is
-- still one INSERT, stored whole or not at all). A page walks (variant[, size][, difficulty],
-- puzzleId) backwards; totals are RowCount keys 'PuzzleVariant|variant|size|difficulty' kept by
-- triggers, as the other tables' are. Rows stored before this migration are classic (no rules).

-- AlterTable
ALTER TABLE "Puzzle" ADD COLUMN "rules" TEXT;
ALTER TABLE "Puzzle" ADD COLUMN "variants" TEXT;

-- AlterTable
ALTER TABLE "SolveRecord" ADD COLUMN "rules" TEXT;

-- CreateTable
CREATE TABLE "PuzzleVariant" (
    "variant" TEXT NOT NULL,
    "puzzleId" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "difficulty" TEXT NOT NULL,

    PRIMARY KEY ("variant", "puzzleId"),
    CONSTRAINT "PuzzleVariant_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables (the daily key gains its variant; existing rows are the classic dailies)
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_DailyPuzzle" (
    "date" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "puzzleId" TEXT NOT NULL,
    "variant" TEXT NOT NULL DEFAULT '',

    PRIMARY KEY ("date", "size", "variant"),
    CONSTRAINT "DailyPuzzle_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_DailyPuzzle" ("date", "puzzleId", "size") SELECT "date", "puzzleId", "size" FROM "DailyPuzzle";
DROP TABLE "DailyPuzzle";
ALTER TABLE "new_DailyPuzzle" RENAME TO "DailyPuzzle";
CREATE INDEX "DailyPuzzle_puzzleId_idx" ON "DailyPuzzle"("puzzleId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "PuzzleVariant_variant_size_puzzleId_idx" ON "PuzzleVariant"("variant", "size", "puzzleId");

-- CreateIndex
CREATE INDEX "PuzzleVariant_variant_difficulty_puzzleId_idx" ON "PuzzleVariant"("variant", "difficulty", "puzzleId");

-- CreateIndex
CREATE INDEX "PuzzleVariant_variant_size_difficulty_puzzleId_idx" ON "PuzzleVariant"("variant", "size", "difficulty", "puzzleId");

-- CreateIndex
CREATE INDEX "PuzzleVariant_puzzleId_idx" ON "PuzzleVariant"("puzzleId");

-- A new puzzle's variants, one row each, in the puzzle's own statement.
CREATE TRIGGER "Puzzle_variants" AFTER INSERT ON "Puzzle" WHEN NEW."variants" IS NOT NULL BEGIN
  INSERT INTO "PuzzleVariant" ("variant", "puzzleId", "size", "difficulty")
  SELECT DISTINCT j."value", NEW."id", NEW."size", NEW."difficulty" FROM json_each(NEW."variants") AS j;
END;

CREATE TRIGGER "PuzzleVariant_count" AFTER INSERT ON "PuzzleVariant" BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n") VALUES
    ('PuzzleVariant|' || NEW."variant" || '|*|*', 0, 1),
    ('PuzzleVariant|' || NEW."variant" || '|' || NEW."size" || '|*', 0, 1),
    ('PuzzleVariant|' || NEW."variant" || '|*|' || NEW."difficulty", 0, 1),
    ('PuzzleVariant|' || NEW."variant" || '|' || NEW."size" || '|' || NEW."difficulty", 0, 1)
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "n" + 1;
END;

-- A puzzle deleted (a daily puzzle's duplicate) takes its variant rows along (cascade): totals follow.
CREATE TRIGGER "PuzzleVariant_uncount" AFTER DELETE ON "PuzzleVariant" BEGIN
  UPDATE "RowCount" SET "n" = "n" - 1 WHERE "shard" = 0 AND "key" IN (
    'PuzzleVariant|' || OLD."variant" || '|*|*',
    'PuzzleVariant|' || OLD."variant" || '|' || OLD."size" || '|*',
    'PuzzleVariant|' || OLD."variant" || '|*|' || OLD."difficulty",
    'PuzzleVariant|' || OLD."variant" || '|' || OLD."size" || '|' || OLD."difficulty");
END;

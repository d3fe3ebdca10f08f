-- Puzzle.source: GENERATED (generatePuzzle) or IMPORTED (createPuzzle).
ALTER TABLE "Puzzle" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'GENERATED';

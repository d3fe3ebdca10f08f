-- AlterTable
ALTER TABLE "Puzzle" ADD COLUMN "canonicalKey" TEXT;

-- CreateIndex
CREATE INDEX "Puzzle_canonicalKey_idx" ON "Puzzle"("canonicalKey");

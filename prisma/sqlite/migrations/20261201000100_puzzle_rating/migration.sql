-- AlterTable
ALTER TABLE "Puzzle" ADD COLUMN "ratingLevel" TEXT;
ALTER TABLE "Puzzle" ADD COLUMN "ratingScore" REAL;
ALTER TABLE "Puzzle" ADD COLUMN "ratingHardest" TEXT;

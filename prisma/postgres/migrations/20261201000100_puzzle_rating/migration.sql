-- AlterTable
ALTER TABLE "Puzzle" ADD COLUMN     "ratingHardest" TEXT,
ADD COLUMN     "ratingLevel" TEXT,
ADD COLUMN     "ratingScore" DOUBLE PRECISION;

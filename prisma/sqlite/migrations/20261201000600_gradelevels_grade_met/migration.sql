-- AlterTable
ALTER TABLE "Puzzle" ADD COLUMN "gradeMet" BOOLEAN;

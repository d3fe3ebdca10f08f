-- Ids and the puzzle reference compare by bytes (COLLATE "C"): the keyset cursor and
-- "newest first" rely on byte order of the time-ordered ids, whatever the database's locale.

-- CreateTable
CREATE TABLE "Puzzle" (
    "id" TEXT COLLATE "C" NOT NULL,
    "size" INTEGER NOT NULL,
    "boxRows" INTEGER NOT NULL,
    "boxCols" INTEGER NOT NULL,
    "difficulty" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "cells" TEXT NOT NULL,
    "solution" TEXT NOT NULL,
    "givens" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Puzzle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SolveRecord" (
    "id" TEXT COLLATE "C" NOT NULL,
    "puzzleId" TEXT COLLATE "C",
    "size" INTEGER NOT NULL,
    "boxRows" INTEGER NOT NULL,
    "boxCols" INTEGER NOT NULL,
    "cells" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "solution" TEXT,
    "unique" BOOLEAN,
    "nodes" INTEGER NOT NULL,
    "backtracks" INTEGER NOT NULL,
    "durationMs" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SolveRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Puzzle_size_id_idx" ON "Puzzle"("size", "id");

-- CreateIndex
CREATE INDEX "Puzzle_difficulty_id_idx" ON "Puzzle"("difficulty", "id");

-- CreateIndex
CREATE INDEX "SolveRecord_puzzleId_id_idx" ON "SolveRecord"("puzzleId", "id");

-- CreateIndex
CREATE INDEX "SolveRecord_status_id_idx" ON "SolveRecord"("status", "id");

-- AddForeignKey
ALTER TABLE "SolveRecord" ADD CONSTRAINT "SolveRecord_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle"("id") ON DELETE SET NULL ON UPDATE CASCADE;

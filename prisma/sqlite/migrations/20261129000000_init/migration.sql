-- CreateTable
CREATE TABLE "Puzzle" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "size" INTEGER NOT NULL,
    "boxRows" INTEGER NOT NULL,
    "boxCols" INTEGER NOT NULL,
    "difficulty" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "cells" TEXT NOT NULL,
    "solution" TEXT NOT NULL,
    "givens" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "SolveRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "puzzleId" TEXT,
    "size" INTEGER NOT NULL,
    "boxRows" INTEGER NOT NULL,
    "boxCols" INTEGER NOT NULL,
    "cells" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "solution" TEXT,
    "unique" BOOLEAN,
    "nodes" INTEGER NOT NULL,
    "backtracks" INTEGER NOT NULL,
    "durationMs" REAL NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SolveRecord_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Puzzle_size_id_idx" ON "Puzzle"("size", "id");

-- CreateIndex
CREATE INDEX "Puzzle_difficulty_id_idx" ON "Puzzle"("difficulty", "id");

-- CreateIndex
CREATE INDEX "SolveRecord_puzzleId_id_idx" ON "SolveRecord"("puzzleId", "id");

-- CreateIndex
CREATE INDEX "SolveRecord_status_id_idx" ON "SolveRecord"("status", "id");


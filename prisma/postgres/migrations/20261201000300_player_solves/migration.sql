-- CreateTable
CREATE TABLE "PlayerSolve" (
    "id" TEXT COLLATE "C" NOT NULL,
    "puzzleId" TEXT COLLATE "C" NOT NULL,
    "elapsedMs" INTEGER NOT NULL,
    "hintsUsed" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlayerSolve_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PlayerSolve_puzzleId_id_idx" ON "PlayerSolve"("puzzleId", "id");

-- AddForeignKey
ALTER TABLE "PlayerSolve" ADD CONSTRAINT "PlayerSolve_puzzleId_fkey" FOREIGN KEY ("puzzleId") REFERENCES "Puzzle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

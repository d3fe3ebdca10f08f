-- The players' level (issue 52): the technique that sets it, stored beside SE's hardest. A finished
-- game's move log and the techniques its review found, one row per game, deleted with the game.

-- AlterTable
ALTER TABLE "Puzzle" ADD COLUMN "ratingLevelTechnique" TEXT;

-- CreateTable
CREATE TABLE "GameLog" (
    "gameId" TEXT COLLATE "C" NOT NULL,
    "moves" TEXT NOT NULL,
    "techniques" TEXT NOT NULL,

    CONSTRAINT "GameLog_pkey" PRIMARY KEY ("gameId")
);

-- AddForeignKey
ALTER TABLE "GameLog" ADD CONSTRAINT "GameLog_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

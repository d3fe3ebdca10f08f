-- Every filter combination of the history queries has an index that ends in "id", so a
-- newest-first page under any filter is an index range walked backwards and stopped after one
-- page, never a scan (issue 24 item 2). The single-column filters had theirs since init; these
-- are the pairs: puzzles(size, difficulty) and solveRecords(puzzleId, status).

-- CreateIndex
CREATE INDEX "Puzzle_size_difficulty_id_idx" ON "Puzzle"("size", "difficulty", "id");

-- CreateIndex
CREATE INDEX "SolveRecord_puzzleId_status_id_idx" ON "SolveRecord"("puzzleId", "status", "id");

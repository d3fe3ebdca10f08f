-- The totals of 20261201000400_row_counts, kept by one trigger per INSERT statement instead of one
-- per row: the statement's new rows (a transition table) are grouped by total first, so a batch of
-- a hundred solve records adds to each of its few totals once, not a hundred times. Each trigger is
-- one PL/pgSQL statement, whose plan PostgreSQL keeps per connection; the SQL function it replaces
-- was planned again on every call. Same keys, same per-connection shard (backend pid mod 8), and
-- keys are still upserted in one fixed (sorted) order, so two writers never deadlock.

DROP TRIGGER "Puzzle_count" ON "Puzzle";
DROP TRIGGER "SolveRecord_count" ON "SolveRecord";
DROP TRIGGER "PlayerSolve_count" ON "PlayerSolve";
DROP FUNCTION "Puzzle_count"();
DROP FUNCTION "SolveRecord_count"();
DROP FUNCTION "PlayerSolve_count"();
DROP FUNCTION "row_count_add"(TEXT[]);

CREATE FUNCTION "Puzzle_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, pg_backend_pid() % 8, COUNT(*) FROM (
    SELECT 'Puzzle|*|*' AS k FROM added
    UNION ALL SELECT 'Puzzle|' || "size" || '|*' FROM added
    UNION ALL SELECT 'Puzzle|*|' || "difficulty" FROM added
    UNION ALL SELECT 'Puzzle|' || "size" || '|' || "difficulty" FROM added
  ) AS keys GROUP BY k ORDER BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + excluded."n";
  RETURN NULL;
END
$$;

CREATE FUNCTION "SolveRecord_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, pg_backend_pid() % 8, COUNT(*) FROM (
    SELECT 'SolveRecord|*|*' AS k FROM added
    UNION ALL SELECT 'SolveRecord|*|' || "status" FROM added
    UNION ALL SELECT 'SolveRecord|' || "puzzleId" || '|*' FROM added WHERE "puzzleId" IS NOT NULL
    UNION ALL SELECT 'SolveRecord|' || "puzzleId" || '|' || "status" FROM added WHERE "puzzleId" IS NOT NULL
  ) AS keys GROUP BY k ORDER BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + excluded."n";
  RETURN NULL;
END
$$;

CREATE FUNCTION "PlayerSolve_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "RowCount" ("key", "shard", "n")
  SELECT k, pg_backend_pid() % 8, COUNT(*) FROM (
    SELECT 'PlayerSolve|*' AS k FROM added
    UNION ALL SELECT 'PlayerSolve|' || "puzzleId" FROM added
  ) AS keys GROUP BY k ORDER BY k
  ON CONFLICT ("key", "shard") DO UPDATE SET "n" = "RowCount"."n" + excluded."n";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Puzzle_count" AFTER INSERT ON "Puzzle" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "Puzzle_count"();
CREATE TRIGGER "SolveRecord_count" AFTER INSERT ON "SolveRecord" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "SolveRecord_count"();
CREATE TRIGGER "PlayerSolve_count" AFTER INSERT ON "PlayerSolve" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "PlayerSolve_count"();

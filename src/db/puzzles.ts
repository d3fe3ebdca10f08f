import { createHash } from 'node:crypto';
import type { Db } from './client.js';
import { countKeys } from './counts.js';
import { stamp } from './ids.js';
import type { PuzzleRow } from './rows.js';
import type { Page, PageArgs } from './page.js';
import { insertRow, quoted, sql, toCount, whereAll, type CoversAll, type Sql } from './sql.js';
import { table } from './table.js';

/** Where a puzzle came from: made by generatePuzzle, or brought by a client (createPuzzle). */
export type PuzzleSource = 'GENERATED' | 'IMPORTED';

/** The logic grade stored with a puzzle. */
export interface PuzzleRating {
  level: string;
  score: number;
  /** Null when no step was needed (a full board). */
  hardest: string | null;
  /** The technique that sets the players' level; null for a full board. */
  levelTechnique: string | null;
}

export interface NewPuzzle {
  size: number;
  boxRows: number;
  boxCols: number;
  difficulty: string;
  seed: string;
  cells: string;
  solution: string;
  givens: number;
  /** Default GENERATED. */
  source?: PuzzleSource;
  /** Default none (null columns). */
  rating?: PuzzleRating | null;
  /** Generated puzzles: whether the rated level is the one asked. Default null. */
  gradeMet?: boolean | null;
  /**
   * The canonical key (engine canonicalKey, rules/canon.ts for variants), computed before the row is
   * stored; NO_CANONICAL_KEY when that ran past its budget. Null: not computed (`npm run prune` fills those in).
   */
  canonicalKey?: string | null;
  /** The variant rules as JSON (the engine's Rule[]); absent or null for a classic puzzle. */
  rules?: string | null;
  /** The variants the rules make (engine variantsOf), e.g. ['KILLER', 'X']; absent or empty: classic. */
  variants?: readonly string[];
}

/** The canonical key of a puzzle whose canonical form ran past its budget when it was stored. */
export const NO_CANONICAL_KEY = '';

/**
 * An imported puzzle's exact board, as its unique `boardKey`: shape and cells, and for a variant a
 * SHA-256 of its rules' JSON (a digest, so the key stays short enough for a unique index however
 * many cages it has). The same cells under other rules are another puzzle.
 */
export const boardKeyOf = (p: { boxRows: number; boxCols: number; cells: string; rules?: string | null }): string =>
  `${p.boxRows}x${p.boxCols}:${p.cells}` + (p.rules ? `#${createHash('sha256').update(p.rules).digest('base64url')}` : '');

export interface PuzzleFilter {
  size?: number;
  difficulty?: string;
  /** A player's key (games.ts playerKey): only puzzles that player started a game on. */
  player?: string;
  /** Only puzzles that play this variant (one of their PuzzleVariant rows). */
  variant?: string;
}

const COLUMNS = [
  'id',
  'size',
  'boxRows',
  'boxCols',
  'difficulty',
  'seed',
  'cells',
  'solution',
  'givens',
  'createdAt',
  'source',
  'ratingLevel',
  'ratingScore',
  'ratingHardest',
  'ratingLevelTechnique',
  'gradeMet',
  'canonicalKey',
  'boardKey',
  'rules',
  'variants',
] as const;
const allColumns: CoversAll<PuzzleRow, typeof COLUMNS> = true;

function conditions(f: PuzzleFilter): Sql[] {
  const c: Sql[] = [];
  if (f.size != null) c.push(sql`"size" = ${f.size}`);
  if (f.difficulty != null) c.push(sql`"difficulty" = ${f.difficulty}`);
  if (f.player != null) c.push(sql`"id" IN (SELECT "puzzleId" FROM "Game" WHERE "player" = ${f.player})`);
  if (f.variant != null) c.push(sql`"id" IN (SELECT "puzzleId" FROM "PuzzleVariant" WHERE "variant" = ${f.variant})`);
  return c;
}

/**
 * A variant's page (without a player: theirs are few) is listed from PuzzleVariant's indexes,
 * (variant[, size][, difficulty], puzzleId) walked backwards: never a scan of Puzzle for the rows of
 * a rare variant.
 */
function listedFrom(f: PuzzleFilter) {
  if (f.variant == null || f.player != null) return undefined;
  const c: Sql[] = [sql`"variant" = ${f.variant}`];
  if (f.size != null) c.push(sql`"size" = ${f.size}`);
  if (f.difficulty != null) c.push(sql`"difficulty" = ${f.difficulty}`);
  return { table: 'PuzzleVariant', id: 'puzzleId', conditions: c };
}

/** The RowCount key of a filter's total (a variant's from PuzzleVariant's triggers). */
const countKey = (f: PuzzleFilter): string =>
  f.variant == null ? countKeys.puzzle(f) : countKeys.puzzleVariant({ variant: f.variant, size: f.size, difficulty: f.difficulty });

function rowOf(data: NewPuzzle): PuzzleRow {
  const {
    size,
    boxRows,
    boxCols,
    difficulty,
    seed,
    cells,
    solution,
    givens,
    source = 'GENERATED',
    rating,
    gradeMet = null,
    canonicalKey = null,
    rules = null,
    variants = [],
  } = data;
  const { id, createdAt } = stamp();
  return {
    id,
    size,
    boxRows,
    boxCols,
    difficulty,
    seed,
    cells,
    solution,
    givens,
    createdAt,
    source,
    ratingLevel: rating?.level ?? null,
    ratingScore: rating?.score ?? null,
    ratingHardest: rating?.hardest ?? null,
    ratingLevelTechnique: rating?.levelTechnique ?? null,
    gradeMet,
    canonicalKey,
    boardKey: source === 'IMPORTED' ? boardKeyOf({ boxRows, boxCols, cells, rules }) : null,
    rules,
    // Null for a classic puzzle, as rows stored before variants: no PuzzleVariant rows either way.
    variants: variants.length === 0 ? null : JSON.stringify(variants),
  };
}

export function puzzleStore(db: Db) {
  void allColumns;
  // Puzzles may be deleted (retention, a daily puzzle's duplicate): rows are kept for pages only,
  // and find always reads the database, so a pruned puzzle is never answered from memory.
  const rows = table<PuzzleRow, PuzzleFilter>(db, {
    table: 'Puzzle',
    columns: COLUMNS,
    conditions,
    countKey,
    listedFrom,
    pageRows: 10_000,
  });
  const findByBoard = async (boardKey: string): Promise<PuzzleRow | null> =>
    (await db.queryRaw<PuzzleRow>(sql`SELECT ${quoted(COLUMNS)} FROM "Puzzle" WHERE "boardKey" = ${boardKey}`))[0] ?? null;
  return {
    create: (data: NewPuzzle): Promise<PuzzleRow> => rows.insert(rowOf(data)),
    /**
     * A batch (generatePuzzles: at most 20) in one INSERT, so all of it is stored or none: a failure
     * part-way can never leave rows the answer does not report.
     */
    createMany: (data: readonly NewPuzzle[]): Promise<PuzzleRow[]> => rows.insertMany(data.map(rowOf)),
    /**
     * An imported puzzle, stored unless one with the same exact board is (the unique boardKey
     * decides, on any replica, even for concurrent requests): `created` false returns the one kept.
     */
    async createImported(data: NewPuzzle): Promise<{ row: PuzzleRow; created: boolean }> {
      const row = rowOf({ ...data, source: 'IMPORTED' });
      const n = await db.executeRaw(sql`${insertRow<PuzzleRow>(db.provider, 'Puzzle', COLUMNS, row)} ON CONFLICT ("boardKey") DO NOTHING`);
      if (n === 1) return { row: rows.remember(row), created: true };
      const kept = await findByBoard(row.boardKey!);
      if (!kept) throw new Error('createImported: the board key is taken but no row holds it');
      return { row: kept, created: false };
    },
    /** The imported puzzle with this exact board (boardKeyOf), or null. */
    findByBoard,
    /** The oldest stored puzzle with this canonical key, or null (never for NO_CANONICAL_KEY). */
    async findByKey(key: string): Promise<PuzzleRow | null> {
      if (key === NO_CANONICAL_KEY) return null;
      const found = await db.queryRaw<{ id: string }>(sql`SELECT "id" FROM "Puzzle" WHERE "canonicalKey" = ${key} ORDER BY "id" LIMIT 1`);
      return found.length === 0 ? null : rows.find(found[0].id);
    },
    /** Rows stored before keys (canonicalKey null), oldest first after `afterId`: what `npm run prune` keys. */
    async unkeyed(afterId: string, limit: number): Promise<PuzzleRow[]> {
      const ids = await db.queryRaw<{ id: string }>(
        sql`SELECT "id" FROM "Puzzle" WHERE "canonicalKey" IS NULL AND "id" > ${afterId} ORDER BY "id" LIMIT ${limit}`,
      );
      return rows.findMany(ids.map((r) => r.id));
    },
    /** Stores the key of a row stored before keys (once: a key is never changed); NO_CANONICAL_KEY marks it out of budget. */
    async setKey(id: string, key: string): Promise<void> {
      await db.executeRaw(sql`UPDATE "Puzzle" SET "canonicalKey" = ${key} WHERE "id" = ${id} AND "canonicalKey" IS NULL`);
    },
    find: rows.find,
    findMany: rows.findMany,
    // RowCount keeps totals per size and level only: a player's puzzles are counted directly
    // (bounded by the per-player game limit times the retention period).
    list: (f: PuzzleFilter, page: PageArgs): Promise<Page<PuzzleRow>> =>
      rows.list(f, f.player == null ? page : { ...page, withTotal: false }),
    async count(f: PuzzleFilter): Promise<number> {
      if (f.player == null) return rows.count(f);
      return toCount(await db.queryRaw<{ n: bigint | number }>(sql`SELECT COUNT(*) AS n FROM "Puzzle" ${whereAll(conditions(f))}`));
    },
  };
}

import type { Db } from './client.js';
import type { Puzzle } from '../generated/prisma/client.js';
import { newId } from './ids.js';
import { toPage, type Page, type PageArgs } from './page.js';

export interface NewPuzzle {
  size: number;
  boxRows: number;
  boxCols: number;
  difficulty: string;
  seed: string;
  cells: string;
  solution: string;
  givens: number;
}

export interface PuzzleFilter {
  size?: number;
  difficulty?: string;
}

const where = (f: PuzzleFilter) => ({
  ...(f.size != null ? { size: f.size } : {}),
  ...(f.difficulty != null ? { difficulty: f.difficulty } : {}),
});

export function puzzleStore(db: Db) {
  return {
    create(data: NewPuzzle): Promise<Puzzle> {
      return db.puzzle.create({ data: { id: newId(), ...data } });
    },
    find(id: string): Promise<Puzzle | null> {
      return db.puzzle.findUnique({ where: { id } });
    },
    findMany(ids: readonly string[]): Promise<Puzzle[]> {
      return db.puzzle.findMany({ where: { id: { in: [...ids] } } });
    },
    async list(filter: PuzzleFilter, page: PageArgs): Promise<Page<Puzzle>> {
      const rows = await db.puzzle.findMany({
        where: { ...where(filter), ...(page.afterId ? { id: { lt: page.afterId } } : {}) },
        orderBy: { id: 'desc' },
        take: page.first + 1,
      });
      return toPage(rows, page.first);
    },
    count(filter: PuzzleFilter): Promise<number> {
      return db.puzzle.count({ where: where(filter) });
    },
  };
}

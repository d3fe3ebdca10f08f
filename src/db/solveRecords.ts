import type { Db } from './client.js';
import type { SolveRecord } from '../generated/prisma/client.js';
import { newId } from './ids.js';
import { toPage, type Page, type PageArgs } from './page.js';

export interface NewSolveRecord {
  puzzleId: string | null;
  size: number;
  boxRows: number;
  boxCols: number;
  cells: string;
  status: string;
  solution: string | null;
  unique: boolean | null;
  nodes: number;
  backtracks: number;
  durationMs: number;
}

export interface SolveRecordFilter {
  puzzleId?: string;
  status?: string;
}

const where = (f: SolveRecordFilter) => ({
  ...(f.puzzleId != null ? { puzzleId: f.puzzleId } : {}),
  ...(f.status != null ? { status: f.status } : {}),
});

export function solveRecordStore(db: Db) {
  return {
    create(data: NewSolveRecord): Promise<SolveRecord> {
      return db.solveRecord.create({ data: { id: newId(), ...data } });
    },
    async list(filter: SolveRecordFilter, page: PageArgs): Promise<Page<SolveRecord>> {
      const rows = await db.solveRecord.findMany({
        where: { ...where(filter), ...(page.afterId ? { id: { lt: page.afterId } } : {}) },
        orderBy: { id: 'desc' },
        take: page.first + 1,
      });
      return toPage(rows, page.first);
    },
    count(filter: SolveRecordFilter): Promise<number> {
      return db.solveRecord.count({ where: where(filter) });
    },
  };
}

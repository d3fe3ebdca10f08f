// Rows by id. Puzzles and solve records are written once and never updated or deleted, so a row
// read (or inserted) once is the stored row for good; only absence is not remembered, since an id
// may be stored after a miss. Least recently used rows go first past `max`.
export function rowCache<R extends { id: string }>(max: number) {
  const rows = new Map<string, R>();
  return {
    get(id: string): R | undefined {
      const row = rows.get(id);
      if (row) {
        rows.delete(id);
        rows.set(id, row);
      }
      return row;
    },
    add(row: R): R {
      rows.delete(row.id);
      if (rows.size >= max) rows.delete(rows.keys().next().value!);
      rows.set(row.id, row);
      return row;
    },
  };
}

// How every message names a cell: "row R, column C", 1-based, as a player counts.

/** `row R, column C` for the 0-based `row` and `col`. */
export function cellLabel(row: number, col: number): string {
  return `row ${row + 1}, column ${col + 1}`;
}

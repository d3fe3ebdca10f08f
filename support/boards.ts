// Golden boards with their exact answers.
export const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const CLASSIC_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** The lexicographically first 4×4 grid: what an empty 4×4 board solves to. */
export const EMPTY_4X4_FIRST = '1234341221434321';

/** No two givens clash, yet row 1's last cell can hold nothing: 1–8 in the row, 9 in its column. */
export const NO_SOLUTION_9X9 = '12345678.' + '.........' + '........9' + '.'.repeat(54);

/** Two 5s in row 1 (also in box 1). */
export const CONFLICT_9X9 = '55' + '.'.repeat(79);

export const EMPTY_9X9 = '.'.repeat(81);
export const EMPTY_16X16 = '.'.repeat(256);

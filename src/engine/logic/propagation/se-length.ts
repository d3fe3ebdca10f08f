// Sudoku Explainer's length difficulty of a chain: its complexity (the states that lead to the
// result) less 2, compared with ceilings 4, 6, 8, 12, 16, 24, 32, … (alternately ×3/2 and ×4/3);
// every ceiling passed adds 0.1 to the technique's base rating.

/** The length difficulty in tenths. */
export function lengthTenths(complexity: number): number {
  let added = 0;
  let ceil = 4;
  let odd = false;
  const length = complexity - 2;
  while (length > ceil) {
    added++;
    ceil = odd ? ((ceil * 4) / 3) | 0 : ((ceil * 3) / 2) | 0;
    odd = !odd;
  }
  return added;
}

/**
 * What Sudoku Explainer rates an alternating chain of `nodes` candidates that eliminates: the
 * forcing chain from the eliminated candidate through the chain and back (nodes + 2 states), base
 * 6.6 on one digit (forcing X-chain), 7.0 with cell links (forcing chain).
 */
export function chainRating(nodes: number, oneDigit: boolean): number {
  return ((oneDigit ? 66 : 70) + lengthTenths(nodes + 2)) / 10;
}

// Clue symmetries of the generator: the given mask is invariant under the transform,
// so cells are removed (and kept) by whole orbits. MIRROR reflects left–right, FLIP top–bottom,
// DIAGONAL across the main diagonal, ROTATE_90/ROTATE_180 turn about the centre. The mask is only
// clue positions, but ROTATE_90 and DIAGONAL map rows onto columns, which keeps the box pattern
// only when boxes are square (r = c): they are refused elsewhere.
import type { Shape } from '../types.js';

export type Symmetry = 'NONE' | 'ROTATE_180' | 'ROTATE_90' | 'MIRROR' | 'FLIP' | 'DIAGONAL';

export const SYMMETRIES: readonly Symmetry[] = ['NONE', 'ROTATE_180', 'ROTATE_90', 'MIRROR', 'FLIP', 'DIAGONAL'];

/** False where the symmetry needs square boxes and the shape's are not. */
export function symmetryFits(symmetry: Symmetry, shape: Shape): boolean {
  return (symmetry !== 'ROTATE_90' && symmetry !== 'DIAGONAL') || shape.boxRows === shape.boxCols;
}

/** The images of cell (r, c) under the symmetry's group, the cell itself first. */
function images(symmetry: Symmetry, n: number, r: number, c: number): [number, number][] {
  const m = n - 1;
  switch (symmetry) {
    case 'NONE':
      return [[r, c]];
    case 'ROTATE_180':
      return [
        [r, c],
        [m - r, m - c],
      ];
    case 'ROTATE_90':
      return [
        [r, c],
        [c, m - r],
        [m - r, m - c],
        [m - c, r],
      ];
    case 'MIRROR':
      return [
        [r, c],
        [r, m - c],
      ];
    case 'FLIP':
      return [
        [r, c],
        [m - r, c],
      ];
    case 'DIAGONAL':
      return [
        [r, c],
        [c, r],
      ];
  }
}

/** The cells of the board grouped into orbits (each sorted, each cell in exactly one), in cell order. */
export function orbitsOf(symmetry: Symmetry, n: number): number[][] {
  const seen = new Uint8Array(n * n);
  const orbits: number[][] = [];
  for (let i = 0; i < n * n; i++) {
    if (seen[i]) continue;
    const orbit = [...new Set(images(symmetry, n, Math.floor(i / n), i % n).map(([r, c]) => r * n + c))].sort((a, b) => a - b);
    for (const j of orbit) seen[j] = 1;
    orbits.push(orbit);
  }
  return orbits;
}

/** True when the mask (1 = given) is the same under every transform of the symmetry. */
export function maskInvariant(symmetry: Symmetry, n: number, mask: Uint8Array): boolean {
  return orbitsOf(symmetry, n).every((orbit) => orbit.every((i) => mask[i] === mask[orbit[0]]));
}

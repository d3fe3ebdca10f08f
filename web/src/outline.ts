// Geometry for drawings over the board, in grid units (cell r,c spans [c, c+1] × [r, r+1]): the
// outline of a set of cells (the hint's area today, a cage tomorrow) and where region borders go.
// Pure, so the unit tests run it without a browser.
type Point = [number, number];

/**
 * The outline of a set of cells as an SVG path, every loop inset by `inset` cells (a cage's
 * dashed line, the hint's area). Boundary edges run clockwise around the set (screen coordinates,
 * y down), so the inside is on the right of each edge; where two loops touch at a corner the
 * walk turns right, keeping them apart.
 */
export function outlinePath(cells: Iterable<number>, n: number, inset: number): string {
  const set = new Set(cells);
  const inSet = (r: number, c: number) => r >= 0 && c >= 0 && r < n && c < n && set.has(r * n + c);
  const key = (p: Point) => `${p[0]},${p[1]}`;
  const out = new Map<string, Point[]>();
  const add = (from: Point, to: Point) => {
    const list = out.get(key(from)) ?? [];
    list.push(to);
    out.set(key(from), list);
  };
  for (const i of set) {
    const [r, c] = [Math.floor(i / n), i % n];
    if (!inSet(r - 1, c)) add([c, r], [c + 1, r]);
    if (!inSet(r, c + 1)) add([c + 1, r], [c + 1, r + 1]);
    if (!inSet(r + 1, c)) add([c + 1, r + 1], [c, r + 1]);
    if (!inSet(r, c - 1)) add([c, r + 1], [c, r]);
  }
  const loops: string[] = [];
  for (const [startKey, targets] of out) {
    while (targets.length) {
      const start = startKey.split(',').map(Number) as Point;
      const pts: Point[] = [start];
      let at = start;
      let next = targets.shift()!;
      while (true) {
        pts.push(next);
        const dir: Point = [next[0] - at[0], next[1] - at[1]];
        at = next;
        if (key(at) === startKey) break;
        const options = out.get(key(at));
        if (!options?.length) break;
        // Prefer a right turn, then straight on, then left.
        const rank = (p: Point) => {
          const d: Point = [p[0] - at[0], p[1] - at[1]];
          if (d[0] === -dir[1] && d[1] === dir[0]) return 0;
          return d[0] === dir[0] && d[1] === dir[1] ? 1 : 2;
        };
        options.sort((a, b) => rank(a) - rank(b));
        next = options.shift()!;
      }
      loops.push(insetLoop(pts, inset));
    }
  }
  return loops.join(' ');
}

/** A closed rectilinear loop (first point repeated last) moved `d` inwards, corners kept square. */
function insetLoop(pts: Point[], d: number): string {
  const ring = pts.slice(0, -1);
  const m = ring.length;
  const moved: Point[] = [];
  for (let k = 0; k < m; k++) {
    const prev = ring[(k + m - 1) % m]!;
    const p = ring[k]!;
    const next = ring[(k + 1) % m]!;
    const din: Point = [Math.sign(p[0] - prev[0]), Math.sign(p[1] - prev[1])];
    const dout: Point = [Math.sign(next[0] - p[0]), Math.sign(next[1] - p[1])];
    // Straight on: not a corner.
    if (din[0] === dout[0] && din[1] === dout[1]) continue;
    // The inside is on the right of travel: normal (-dy, dx) in screen coordinates.
    moved.push([p[0] + d * (-din[1] - dout[1]), p[1] + d * (din[0] + dout[0])]);
  }
  const f = (x: number) => String(Math.round(x * 1000) / 1000);
  return `M${moved.map((p) => `${f(p[0])} ${f(p[1])}`).join('L')}Z`;
}

/** Thick borders between regions: for each cell, whether its right and bottom edges end its region. */
export function regionEdges(region: ArrayLike<number>, n: number): { right: boolean; bottom: boolean }[] {
  return Array.from({ length: n * n }, (_, i) => ({
    right: i % n < n - 1 && region[i] !== region[i + 1],
    bottom: i < n * (n - 1) && region[i] !== region[i + n],
  }));
}

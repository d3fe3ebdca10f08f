// Lookahead at a search node: before branching, probe both values of the few best-scored cells
// with two candidates (choice.ts keeps them), each on a copy of the level, fully propagated.
//  - A value whose probe fails is impossible: the cell takes its other value, a single branch.
//  - Otherwise the cell whose two probes leave the fewest open cells is branched on, and its
//    probed states are the branches themselves (nothing is propagated twice).
// Probing costs up to 2·TOP_CELLS propagations a node; it pays where a wrong guess costs a large
// subtree, i.e. while many cells are open, and not nearer the leaves, where the plain choice wins.
// It pays on hard 16×16 boards and costs more propagations than it saves on 9×9 ones (at most 64
// open cells once 17 are given), hence the threshold (figures: bench/RESULTS.md).
// It changes which cell a node branches on, never the answers: every solution is still met.
/** From this many open cells on, a node looks ahead before branching. */
export const LOOKAHEAD_MIN_OPEN = 65;

/** What the lookahead needs of the search (search.ts); each returns as the search's own does. */
export interface ProbeHost {
  backtracks: number;
  candidatesAt(level: number, cell: number): number;
  /** Value bit b at `cell` on a copy of `level` at level + 1, propagated: open cells left, or -1. */
  probe(level: number, cell: number, b: number, cand: number): number;
  branch(level: number, cell: number, b: number, cand: number): boolean;
  node(level: number): boolean;
}

/**
 * The buffers, each one level (pos, then aux): `current` the probed cell's first probe, `best` the
 * best cell's first probe, and per search level the best cell's second probe, which must outlive
 * the search of the first branch.
 */
export class Lookahead {
  private readonly posWords: number;
  private readonly auxWords: number;
  private readonly current: Int32Array;
  private readonly best: Int32Array;
  private readonly second: Int32Array[] = [];
  private readonly pos: Int32Array;
  private readonly aux: Int32Array;

  /** pos and aux: the search's level arrays, of posWords and auxWords words a level. */
  constructor(posWords: number, auxWords: number, pos: Int32Array, aux: Int32Array) {
    this.posWords = posWords;
    this.auxWords = auxWords;
    this.current = new Int32Array(this.posWords + this.auxWords);
    this.best = new Int32Array(this.posWords + this.auxWords);
    this.pos = pos;
    this.aux = aux;
  }

  /**
   * The node at `level` over its best cells `top[0..count)` (see the header). Returns as the
   * search's node() does: false when the search stops.
   */
  run(s: ProbeHost, level: number, top: Int32Array, count: number): boolean {
    const to = level + 1;
    const second = this.secondAt(level);
    let bestOpen = Infinity;
    for (let k = 0; k < count; k++) {
      const cell = top[k];
      const cand = s.candidatesAt(level, cell);
      const b1 = cand & -cand;
      const open1 = s.probe(level, cell, b1, cand);
      // A refuted probe entered no node, so it is no backtrack (backtracks never exceed nodes).
      if (open1 < 0) {
        return s.branch(level, cell, cand ^ b1, cand);
      }
      this.save(to, this.current);
      const open2 = s.probe(level, cell, cand ^ b1, cand);
      if (open2 < 0) {
        this.restore(this.current, to);
        if (!s.node(to)) return false;
        s.backtracks++;
        return true;
      }
      if (open1 + open2 < bestOpen) {
        bestOpen = open1 + open2;
        this.best.set(this.current);
        this.save(to, second);
      }
    }
    this.restore(this.best, to);
    if (!s.node(to)) return false;
    s.backtracks++;
    this.restore(second, to);
    if (!s.node(to)) return false;
    s.backtracks++;
    return true;
  }

  private secondAt(level: number): Int32Array {
    let buf = this.second[level];
    if (buf === undefined) {
      buf = new Int32Array(this.posWords + this.auxWords);
      this.second[level] = buf;
    }
    return buf;
  }

  private save(level: number, buf: Int32Array): void {
    const off = level * this.posWords;
    const so = level * this.auxWords;
    buf.set(this.pos.subarray(off, off + this.posWords));
    buf.set(this.aux.subarray(so, so + this.auxWords), this.posWords);
  }

  private restore(buf: Int32Array, level: number): void {
    this.pos.set(buf.subarray(0, this.posWords), level * this.posWords);
    this.aux.set(buf.subarray(this.posWords), level * this.auxWords);
  }
}

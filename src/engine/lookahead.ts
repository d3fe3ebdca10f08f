// Lookahead at a search node: before branching, probe both values of the few best-scored cells
// with two candidates (choice.ts keeps them), each on a copy of the level, fully propagated.
//  - A value whose probe fails is impossible: the cell takes its other value, a single branch.
//  - Otherwise the cell whose two probes leave the fewest open cells is branched on, and its
//    probed states are the branches themselves (nothing is propagated twice).
// Probing costs up to 2·TOP_CELLS propagations a node; it pays where a wrong guess costs a large
// subtree, i.e. while many cells are open, and not nearer the leaves, where the plain choice wins.
// Measured on the data sets: on 16×16 d1.0 it cuts nodes 3.5-4.7× and time about 2.5×; on the
// 9×9 sets (at most 64 open cells once 17 are given) probing at 40-60 open cells cut nodes by a
// quarter but cost more propagations than it saved, hence the threshold.
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
 * The buffers: slot 0 the current cell's first probe, slots 1 and 2 the best cell's two probes;
 * per search level, the best cell's second probe, kept while the first branch is searched.
 */
export class Lookahead {
  private readonly posWords: number;
  private readonly auxWords: number;
  private readonly slots: Int32Array;
  private readonly stash: Int32Array[] = [];
  private readonly pos: Int32Array;
  private readonly aux: Int32Array;

  /** pos and aux: the search's level arrays (N² and 2N words a level). */
  constructor(n: number, pos: Int32Array, aux: Int32Array) {
    this.posWords = n * n;
    this.auxWords = 2 * n;
    this.slots = new Int32Array(3 * (this.posWords + this.auxWords));
    this.pos = pos;
    this.aux = aux;
  }

  /**
   * The node at `level` over its best cells `top[0..count)` (see the header). Returns as the
   * search's node() does: true when the search must stop.
   */
  run(s: ProbeHost, level: number, top: Int32Array, count: number): boolean {
    const to = level + 1;
    const { pos, aux } = this;
    const off = to * this.posWords;
    const so = to * this.auxWords;
    let bestOpen = Infinity;
    for (let k = 0; k < count; k++) {
      const cell = top[k];
      const cand = s.candidatesAt(level, cell);
      const b1 = cand & -cand;
      const open1 = s.probe(level, cell, b1, cand);
      if (open1 < 0) {
        s.backtracks++;
        return s.branch(level, cell, cand ^ b1, cand);
      }
      this.save(0, pos, off, aux, so);
      const open2 = s.probe(level, cell, cand ^ b1, cand);
      if (open2 < 0) {
        s.backtracks++;
        this.restore(0, pos, off, aux, so);
        if (s.node(to)) return true;
        s.backtracks++;
        return false;
      }
      if (open1 + open2 < bestOpen) {
        bestOpen = open1 + open2;
        this.keepBest(pos, off, aux, so);
      }
    }
    this.stashSecond(level);
    this.restore(1, pos, off, aux, so);
    if (s.node(to)) return true;
    s.backtracks++;
    this.unstash(level, pos, off, aux, so);
    if (s.node(to)) return true;
    s.backtracks++;
    return false;
  }

  private save(slot: number, pos: Int32Array, off: number, aux: Int32Array, so: number): void {
    this.write(this.slots, slot, pos, off, aux, so);
  }

  private restore(slot: number, pos: Int32Array, off: number, aux: Int32Array, so: number): void {
    this.read(this.slots, slot, pos, off, aux, so);
  }

  /** The current cell becomes the best: its first probe (slot 0) and its second (the level given). */
  private keepBest(pos: Int32Array, off: number, aux: Int32Array, so: number): void {
    const w = this.posWords + this.auxWords;
    this.slots.copyWithin(w, 0, w);
    this.write(this.slots, 2, pos, off, aux, so);
  }

  /** The best cell's second probe, set aside for `level` while its first branch is searched. */
  private stashSecond(level: number): void {
    const w = this.posWords + this.auxWords;
    let s = this.stash[level];
    if (s === undefined) {
      s = new Int32Array(w);
      this.stash[level] = s;
    }
    s.set(this.slots.subarray(2 * w, 3 * w));
  }

  private unstash(level: number, pos: Int32Array, off: number, aux: Int32Array, so: number): void {
    this.read(this.stash[level], 0, pos, off, aux, so);
  }

  private write(buf: Int32Array, slot: number, pos: Int32Array, off: number, aux: Int32Array, so: number): void {
    const at = slot * (this.posWords + this.auxWords);
    buf.set(pos.subarray(off, off + this.posWords), at);
    buf.set(aux.subarray(so, so + this.auxWords), at + this.posWords);
  }

  private read(buf: Int32Array, slot: number, pos: Int32Array, off: number, aux: Int32Array, so: number): void {
    const at = slot * (this.posWords + this.auxWords);
    pos.set(buf.subarray(at, at + this.posWords), off);
    aux.set(buf.subarray(at + this.posWords, at + this.posWords + this.auxWords), so);
  }
}

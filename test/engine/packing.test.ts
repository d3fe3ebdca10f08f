// The word layout of the search's candidates (packing.ts), for every r×c shape from 2 to 25: the
// layout itself, and the carry tricks that read every row or box of a word at once, each against
// a plain per-row or per-box count.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geometryOf } from '../../src/engine/geometry.js';
import { Packing } from '../../src/engine/search/packing.js';

const SHAPES: [number, number, number][] = [];
for (let n = 2; n <= 25; n++) for (let r = 1; r <= n; r++) if (n % r === 0) SHAPES.push([n, r, n / r]);

const bits = (x: number): number => {
  let k = 0;
  for (let m = x >>> 0; m !== 0; m >>>= 1) k += m & 1;
  return k;
};

describe.each(SHAPES)('packing of N = %i with %i×%i boxes', (n, boxRows, boxCols) => {
  const pk = new Packing(geometryOf({ size: n, boxRows, boxCols }));
  const full = 2 ** n - 1;
  const row = (x: number, i: number): number => Math.floor((x >>> 0) / 2 ** (i * n)) % 2 ** n;

  it('puts k whole rows of one band in a word, k the largest divisor of the box height with k·N ≤ 32', () => {
    let best = 1;
    for (let d = 1; d <= boxRows; d++) if (boxRows % d === 0 && d * n <= 32) best = d;
    expect(pk.k).toBe(best);
    expect(pk.kn).toBe(pk.k * n);
    expect(pk.words * pk.k).toBe(n);
    expect(pk.bandWords * pk.k).toBe(boxRows);
    expect(pk.bands).toBe(n / boxRows);
    for (let w = 0; w < pk.words; w++) {
      const firstRow = w * pk.k;
      const band = Math.floor(firstRow / boxRows);
      expect(Math.floor((firstRow + pk.k - 1) / boxRows)).toBe(band);
      expect(pk.bandWord0[w]).toBe((band * boxRows) / pk.k);
    }
  });

  it('maps bit b of word w to cell w·k·N + b, and repeats column and box masks in every row', () => {
    expect(pk.full).toBe(full);
    expect(bits(pk.wordFull)).toBe(pk.kn);
    for (let b = 0; b < pk.kn; b++) {
      expect(pk.colOfBit[b]).toBe(b % n);
      expect(pk.rowOfBit[b]).toBe(Math.floor(b / n));
      expect(row(pk.rowMaskOfBit[b], pk.rowOfBit[b])).toBe(full);
      expect(bits(pk.rowMaskOfBit[b])).toBe(n);
    }
    for (let c = 0; c < n; c++) {
      const box = Math.floor(c / boxCols);
      for (let i = 0; i < pk.k; i++) {
        expect(row(pk.colRep[c], i)).toBe(2 ** c);
        expect(row(pk.boxRep[c], i)).toBe(pk.stackMask[c] >>> 0);
      }
      expect(bits(pk.colRep[c])).toBe(pk.k);
      for (let d = 0; d < n; d++) expect((pk.stackMask[c] >>> d) & 1).toBe(Math.floor(d / boxCols) === box ? 1 : 0);
    }
  });

  it('reads every row of a word at once: non-empty rows, rows with one bit, boxes met per row', () => {
    const word = fc.array(fc.integer({ min: 0, max: full }), { minLength: pk.k, maxLength: pk.k }).map((rows) => {
      let x = 0;
      rows.forEach((m, i) => (x += m * 2 ** (i * n)));
      return x | 0;
    });
    fc.assert(
      fc.property(word, (x) => {
        const nonEmpty = (((x & pk.midRep) + pk.midRep) | x) & pk.highRep;
        const tops = (((x & pk.restRep) + pk.restRep) | x) & pk.topRep;
        let empty = false;
        for (let i = 0; i < pk.k; i++) {
          const m = row(x, i);
          empty ||= m === 0;
          expect(row(nonEmpty, i)).toBe(m === 0 ? 0 : 2 ** (n - 1));
          let boxes = 0;
          for (let b = 0; b < n / boxCols; b++) if ((m >>> (b * boxCols)) % 2 ** boxCols !== 0) boxes += 2 ** (b * boxCols + boxCols - 1);
          expect(row(tops, i)).toBe(boxes);
        }
        if (!empty) {
          const rest = x & (x - pk.lowRep);
          for (let i = 0; i < pk.k; i++) {
            const m = row(x, i);
            expect(row(rest, i)).toBe(m & (m - 1));
          }
        }
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('reads every box of a row at once: boxes with more than one column', () => {
    fc.assert(
      // Rows with a place in every box (as the search has them when this runs).
      fc.property(fc.array(fc.integer({ min: 1, max: 2 ** boxCols - 1 }), { minLength: n / boxCols, maxLength: n / boxCols }), (fields) => {
        const top = pk.topRep & full;
        const rest = pk.restRep & full;
        let m = 0;
        fields.forEach((f, b) => (m |= f << (b * boxCols)));
        const y = m & (m - pk.boxLow);
        const many = (((y & rest) + rest) | y) & top;
        for (let b = 0; b < n / boxCols; b++) {
          const cols = bits((m >>> (b * boxCols)) % 2 ** boxCols);
          expect((many >>> (b * boxCols + boxCols - 1)) & 1).toBe(cols > 1 ? 1 : 0);
        }
      }),
      { numRuns: 100, seed: 11 },
    );
  });
});

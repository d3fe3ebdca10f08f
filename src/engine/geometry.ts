// Geometry of an N×N board with boxRows × boxCols boxes: its units and the peers of every cell.
// Built once per shape and cached by `N-r-c`, so every later board of that shape reuses the tables.
import type { Shape } from './types.js';

export interface Geometry {
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  /** N². */
  readonly cellCount: number;
  /** Bitmask with one bit per value: bit v-1 stands for value v. */
  readonly allValues: number;
  /** 3N units × N cells, flattened: rows 0..N-1, then columns, then boxes. */
  readonly units: Int32Array;
  readonly unitCount: number;
  /** Peers of every cell, flattened: cell i's peers are peers[i·peerCount .. (i+1)·peerCount). */
  readonly peers: Int32Array;
  readonly peerCount: number;
  /** The box index of every cell. */
  readonly boxOf: Int32Array;
  /** The three units of every cell, flattened: row unit, column unit, box unit. */
  readonly cellUnits: Int32Array;
}

const cache = new Map<string, Geometry>();

export function shapeKey(shape: Shape): string {
  return `${shape.size}-${shape.boxRows}-${shape.boxCols}`;
}

/** Caller guarantees boxRows·boxCols = size (see resolveShape). */
export function geometryOf(shape: Shape): Geometry {
  const key = shapeKey(shape);
  let g = cache.get(key);
  if (g === undefined) {
    g = buildGeometry(shape.size, shape.boxRows, shape.boxCols);
    cache.set(key, g);
  }
  return g;
}

function buildGeometry(n: number, boxRows: number, boxCols: number): Geometry {
  const cellCount = n * n;
  const boxOf = new Int32Array(cellCount);
  const boxesPerRow = n / boxCols;
  for (let i = 0; i < cellCount; i++) {
    const row = (i / n) | 0;
    const col = i % n;
    boxOf[i] = ((row / boxRows) | 0) * boxesPerRow + ((col / boxCols) | 0);
  }
  const units = new Int32Array(3 * n * n);
  const fill = new Int32Array(n); // cells placed so far in each box unit
  for (let i = 0; i < cellCount; i++) {
    const row = (i / n) | 0;
    const col = i % n;
    units[row * n + col] = i;
    units[(n + col) * n + row] = i;
    const b = boxOf[i];
    units[(2 * n + b) * n + fill[b]++] = i;
  }
  const cellUnits = new Int32Array(3 * cellCount);
  for (let i = 0; i < cellCount; i++) {
    cellUnits[3 * i] = (i / n) | 0;
    cellUnits[3 * i + 1] = n + (i % n);
    cellUnits[3 * i + 2] = 2 * n + boxOf[i];
  }
  const peerCount = 3 * n - 1 - boxRows - boxCols;
  const peers = new Int32Array(cellCount * peerCount);
  for (let i = 0; i < cellCount; i++) {
    const row = (i / n) | 0;
    const col = i % n;
    let k = i * peerCount;
    for (let j = 0; j < cellCount; j++) {
      if (j === i) continue;
      if (((j / n) | 0) === row || j % n === col || boxOf[j] === boxOf[i]) peers[k++] = j;
    }
  }
  return {
    size: n,
    boxRows,
    boxCols,
    cellCount,
    allValues: n === 32 ? -1 : (1 << n) - 1,
    units,
    unitCount: 3 * n,
    peers,
    peerCount,
    boxOf,
    cellUnits,
  };
}

// Geometry of an N×N board with boxRows × boxCols boxes: its units and the peers of every cell.
// Built once per shape and cached by `N-r-c`, so every later board of that shape reuses the tables.
//
// HouseGeometry is what the logical solver reads (docs/logic.md): houses of N cells and each cell's
// houses and peers as offset arrays. The classic geometry is one (3 houses and a fixed number of
// peers per cell, so its offsets are i·3 and i·peerCount); a board's rules give another
// (logic/rule-geometry.ts: diagonals, regions, windows… as more houses, cages and knight's moves as
// more peers).
import type { Shape } from './types.js';

/** What a house is, for naming it: UNIT_KIND[unitKinds[u]]. */
export const UNIT_KINDS = ['ROW', 'COLUMN', 'BOX', 'REGION', 'DIAGONAL', 'WINDOW', 'DISJOINT_GROUP', 'EXTRA_REGION'] as const;
export type HouseKind = (typeof UNIT_KINDS)[number];
export const HOUSE_ROW = 0;
export const HOUSE_COLUMN = 1;
export const HOUSE_BOX = 2;
export const HOUSE_REGION = 3;
export const HOUSE_DIAGONAL = 4;
export const HOUSE_WINDOW = 5;
export const HOUSE_DISJOINT_GROUP = 6;
export const HOUSE_EXTRA_REGION = 7;

export interface HouseGeometry {
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  /** N². */
  readonly cellCount: number;
  /** Bitmask with one bit per value: bit v-1 stands for value v. */
  readonly allValues: number;
  /**
   * unitCount houses × N cells, flattened: rows 0..N-1, then columns N..2N-1, then boxes (or a
   * jigsaw's regions) 2N..3N-1, then any other houses of the board's rules.
   */
  readonly units: Int32Array;
  readonly unitCount: number;
  /** The kind of every unit (an index into UNIT_KINDS). */
  readonly unitKinds: Uint8Array;
  /** Houses of every cell in unit order: cell i's are cellUnits[cellUnitStart[i] .. cellUnitStart[i+1]). */
  readonly cellUnitStart: Int32Array;
  readonly cellUnits: Int32Array;
  /** Peers of every cell (the cells that may not share its value), ascending: peers[peerStart[i] .. peerStart[i+1]). */
  readonly peerStart: Int32Array;
  readonly peers: Int32Array;
  /** The most peers a cell has. */
  readonly maxPeers: number;
  /** The most houses a cell is in. */
  readonly maxCellUnits: number;
}

export interface Geometry extends HouseGeometry {
  /** Peers of every cell, flattened: cell i's peers are peers[i·peerCount .. (i+1)·peerCount). */
  readonly peers: Int32Array;
  readonly peerCount: number;
  /** The box index of every cell. */
  readonly boxOf: Int32Array;
  /** The three units of every cell, flattened: row unit, column unit, box unit (cellUnitStart[i] = 3i). */
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
  const unitKinds = new Uint8Array(3 * n);
  unitKinds.fill(HOUSE_COLUMN, n, 2 * n);
  unitKinds.fill(HOUSE_BOX, 2 * n);
  const cellUnitStart = new Int32Array(cellCount + 1);
  const peerStart = new Int32Array(cellCount + 1);
  for (let i = 0; i <= cellCount; i++) {
    cellUnitStart[i] = 3 * i;
    peerStart[i] = i * peerCount;
  }
  return {
    size: n,
    boxRows,
    boxCols,
    cellCount,
    allValues: n === 32 ? -1 : (1 << n) - 1,
    units,
    unitCount: 3 * n,
    unitKinds,
    cellUnitStart,
    peers,
    peerStart,
    peerCount,
    maxPeers: peerCount,
    maxCellUnits: 3,
    boxOf,
    cellUnits,
  };
}

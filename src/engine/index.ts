// The engine's public API: pure functions over plain data (see types.ts for the vocabulary).
export * from './types.js';
export { STANDARD_SHAPES, standardShape, resolveShape } from './shapes.js';
export { MAX_SIZE, symbolFor, symbolsFor, formatCells } from './symbols.js';
export { parseCells, parseRows, type BoxOption } from './parse.js';
export { geometryOf, shapeKey, type Geometry } from './geometry.js';
export { solve } from './solve.js';
export { cellLabel } from './cell-label.js';
export { findConflicts } from './conflicts.js';
export { candidates } from './candidates.js';
export { hint } from './hint.js';
export { generate, removalTarget, REMOVAL_FRACTION } from './generate/generate.js';
export { DEFAULT_MAX_NODES, DEFAULT_DEADLINE_MS } from './budget.js';
export {
  analyze,
  nextStep,
  defaultWorkLimit,
  WEIGHTS,
  LEVELS,
  grade,
  stepWeight,
  type Analysis,
  type AnalyzeOptions,
  type AnalyzeOutcome,
  type CellNotes,
  type NextStepOutcome,
  type TechniqueCount,
  type Step,
  type TechniqueName,
  type CellValue,
  type UnitRef,
} from './logic/index.js';
export { parseBoardText, formatBoardText, alphabetFits, type Alphabet, type TextOptions } from './board-text.js';
// The CLI's byte-level line reader (solve-command.ts): no string or object per line.
export { scanBoard, scanError, shapeOfCount, symbolCodes } from './board-text.js';

// The engine's public API: pure functions over plain data (see types.ts for the vocabulary).
export * from './types.js';
export {
  RULE_KINDS,
  VARIANT_OF_KIND,
  type Rule,
  type RuleKind,
  type RuleOf,
  type Variant,
  type KropkiColor,
  type Diagonal,
  type OutsideCell,
} from './rules/types.js';
export { checkRules, type CheckedRules } from './rules/check.js';
export { variantsOf, VARIANTS } from './rules/variants.js';
export { findRuleConflicts, type RuleConflict } from './rules/conflicts.js';
export type { ConstraintSource } from './rules/space.js';
export { STANDARD_SHAPES, standardShape, resolveShape } from './shapes.js';
export { MAX_SIZE, symbolFor, symbolsFor, formatCells } from './symbols.js';
export { parseRows, type BoxOption } from './formats/rows.js';
export { geometryOf, shapeKey, type Geometry } from './geometry.js';
export { solve, solvePlainLine, solvePlainLines, WASM_SHAPE_NODES, type PlainLines, type PlainLineStatus } from './solve.js';
export { canonicalize, DEFAULT_CANON_NODES, type CanonOutcome, type CanonTransform } from './canon.js';
export { cellLabel } from './cell-label.js';
export { findConflicts } from './conflicts.js';
export { candidates } from './candidates.js';
export { hint } from './hint.js';
export { generate, removalTarget, REMOVAL_FRACTION, LARGE_REMOVAL_FRACTION, LARGE_SIZE, TOP_LEVEL_LARGE } from './generate/generate.js';
export { checkGenerateOptions } from './generate/check-options.js';
export { SYMMETRIES, orbitsOf, type Symmetry } from './generate/symmetry.js';
export { DIFFICULTY_ORDER } from './logic/grade-target.js';
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
export {
  installWasmKernel,
  initWasmKernel,
  selectKernel,
  selectedKernel,
  kernelFor,
  wasmSimdSupported,
  wasmKernelMemoryBytes,
  setWasmShapeMinSize,
  WASM_SHAPE_DEFAULT_MIN_SIZE,
  type KernelName,
} from './search/wasm/kernel.js';
export {
  parseBoardText,
  formatBoardText,
  alphabetFits,
  scanBoard,
  scanError,
  shapeOfCount,
  symbolCodes,
  type Alphabet,
  type TextOptions,
} from './formats/text.js';
export {
  decodeBoard,
  encodeBoard,
  convertBoard,
  formatNamed,
  BOARD_FORMATS,
  MAX_FORMAT_TEXT,
  type BoardFormat,
  type BoardState,
  type DecodedBoard,
  type FormatOptions,
} from './formats/index.js';
export { drawGrid } from './formats/ss.js';
export { encodeSudokuPadScl } from './formats/sudokupad.js';

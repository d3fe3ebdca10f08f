// The engine's domain door: pure functions over plain data (types.ts is the vocabulary). Code
// outside the engine imports it only through its doors: this one; codec.ts (boards as text and
// every board format); kernel.ts (choosing and installing the search kernels, for composition roots
// and benches); lines.ts (the CLI's fast path over lines of text). test/architecture/doors.test.ts
// snapshots each door's export names: a change of the surface is a change of that snapshot.
export {
  DIFFICULTIES,
  difficultyRank,
  isDifficulty,
  type Board,
  type CellCandidates,
  type Conflict,
  type Difficulty,
  type GenerateOptions,
  type GenerateOutcome,
  type Hint,
  type HintOutcome,
  type ParseError,
  type Rating,
  type Result,
  type RuleError,
  type Shape,
  type SolveOptions,
  type SolveOutcome,
  type SolveStatus,
} from './types.js';
export {
  RULE_KINDS,
  type Rule,
  type RuleKind,
  type RuleOf,
  type Variant,
  type KropkiColor,
  type Diagonal,
  type OutsideCell,
} from './rules/types.js';
export { VARIANTS, variantsOf } from './rules/variants.js';
export { findRuleConflicts } from './rules/conflicts.js';
export { canonicalKey } from './rules/canon.js';
export { STANDARD_SHAPES, standardShape, resolveShape } from './shapes.js';
export { MAX_SIZE } from './symbols.js';
export { geometryOf } from './geometry.js';
export { solve } from './solve.js';
export { canonicalize } from './canon.js';
export { cellLabel } from './cell-label.js';
export { findConflicts } from './conflicts.js';
export { candidates } from './candidates.js';
export { hint } from './hint.js';
export { generate, REMOVAL_FRACTION, LARGE_SIZE, TOP_LEVEL_LARGE } from './generate/generate.js';
export { checkGenerateOptions } from './generate/check-options.js';
export { plannedLevel } from './generate/options.js';
export { SYMMETRIES } from './generate/symmetry.js';
export { DEFAULT_MAX_NODES, DEFAULT_DEADLINE_MS } from './budget.js';
export {
  analyze,
  nextStep,
  solverCandidates,
  defaultWorkLimit,
  TECHNIQUES,
  stepWeight,
  type Analysis,
  type AnalyzeOutcome,
  type CellNotes,
  type NextStepOutcome,
  type Step,
  type TechniqueInfo,
  type TechniqueName,
  type CellValue,
} from './logic/index.js';

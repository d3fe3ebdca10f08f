// The logical solver's public surface (re-exported by the engine's index).
export type { CandidateGrid, CellValue, LogicContext, Step, Technique, TechniqueName, UnitKind, UnitRef } from './types.js';
export {
  analyze,
  nextStep,
  type Analysis,
  type AnalyzeOptions,
  type AnalyzeOutcome,
  type CellNotes,
  type NextStepOutcome,
  type TechniqueCount,
} from './analyze.js';
export { stepWeight, grade } from './grading.js';
export { TECHNIQUE_TABLE, TECHNIQUES, WEIGHTS, LEVELS, type TechniqueFamily, type TechniqueInfo, type TechniqueRow } from './table.js';
export { gridOf, applyStep, solverCandidates } from './grid.js';
export { runLogic, defaultWorkLimit, type LogicRun, type LogicEnd, type LogicOptions } from './solver.js';
export { LADDER, type TechniqueEntry } from './ladder.js';

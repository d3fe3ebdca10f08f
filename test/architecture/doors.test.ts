// The engine's public surface, tracked: each door's export names (values and types), sorted. A
// name added to or dropped from a door fails here until this list changes with it, so a change of
// the surface is a reviewed change (chess.js keeps an API report for the same reason). The import
// test (imports.test.ts) makes these doors the only way into the engine from outside it.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENGINE_DOORS } from './engine-doors.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Each door's export names as the type checker sees them (re-exports and `export type` included). */
function exportNames(): Map<string, string[]> {
  const files = ENGINE_DOORS.map((d) => `${ROOT}${d}`);
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const out = new Map<string, string[]>();
  ENGINE_DOORS.forEach((door, i) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(files[i])!)!;
    out.set(
      door,
      checker
        .getExportsOfModule(module)
        .map((s) => s.name)
        .sort(),
    );
  });
  return out;
}

const SURFACE: Readonly<Record<string, readonly string[]>> = {
  // The domain: the puzzle model and its rules, solving, hints, grading, generation, canonical keys.
  'src/engine/index.ts': [
    'Analysis',
    'AnalyzeOutcome',
    'Board',
    'CellCandidates',
    'CellNotes',
    'CellValue',
    'Conflict',
    'DEFAULT_DEADLINE_MS',
    'DEFAULT_MAX_NODES',
    'DIFFICULTIES',
    'Diagonal',
    'Difficulty',
    'GenerateOptions',
    'GenerateOutcome',
    'Hint',
    'HintOutcome',
    'KropkiColor',
    'LARGE_SIZE',
    'MAX_SIZE',
    'NextStepOutcome',
    'OutsideCell',
    'ParseError',
    'REMOVAL_FRACTION',
    'RULE_KINDS',
    'Rating',
    'Result',
    'Rule',
    'RuleError',
    'RuleKind',
    'RuleOf',
    'STANDARD_SHAPES',
    'SYMMETRIES',
    'Shape',
    'SolveOptions',
    'SolveOutcome',
    'SolveStatus',
    'Step',
    'TECHNIQUES',
    'TOP_LEVEL_LARGE',
    'TechniqueInfo',
    'TechniqueName',
    'VARIANTS',
    'Variant',
    'analyze',
    'candidates',
    'canonicalKey',
    'canonicalize',
    'cellLabel',
    'checkGenerateOptions',
    'defaultWorkLimit',
    'difficultyRank',
    'findConflicts',
    'findRuleConflicts',
    'generate',
    'geometryOf',
    'hint',
    'isDifficulty',
    'nextStep',
    'plannedLevel',
    'resolveShape',
    'solve',
    'solverCandidates',
    'standardShape',
    'stepWeight',
    'variantsOf',
  ],
  // Boards as text and every board format.
  'src/engine/codec.ts': [
    'Alphabet',
    'BOARD_FORMATS',
    'BoardFormat',
    'BoardState',
    'DecodedBoard',
    'FormatOptions',
    'MAX_FORMAT_TEXT',
    'alphabetFits',
    'checkRules',
    'convertBoard',
    'decodeBoard',
    'encodeBoard',
    'formatBoardText',
    'formatCells',
    'formatNamed',
    'maxRuleWeight',
    'maxRules',
    'parseBoardText',
    'parseRows',
    'roundMs',
    'symbolFor',
    'symbolsFor',
  ],
  // The search kernels, for composition roots and benches.
  'src/engine/kernel.ts': [
    'KernelName',
    'WASM_SHAPE_DEFAULT_MIN_SIZE',
    'initWasmKernel',
    'installWasmKernel',
    'kernelFor',
    'selectKernel',
    'selectedKernel',
    'setWasmShapeMinSize',
    'wasmKernelMemoryBytes',
    'wasmSimdSupported',
  ],
  // The CLI's line path.
  'src/engine/lines.ts': [
    'PlainLineStatus',
    'PlainLines',
    'Scan',
    'scanBoard',
    'shapeOfCount',
    'solvePlainLine',
    'solvePlainLines',
    'symbolCodes',
  ],
  // Teaching: the move log's text form, the review of a finished game, the practice bank's techniques.
  'src/engine/review.ts': [
    'CellChange',
    'GameReview',
    'MAX_MOVES',
    'MAX_MOVE_LOG_CHARS',
    'Move',
    'MoveKind',
    'MoveLogError',
    'MovesFailure',
    'PRACTICE_BANK',
    'REVIEW_WORK',
    'ReviewInput',
    'ReviewOutcome',
    'ReviewedPlacement',
    'checkMoves',
    'formatMoves',
    'killerPractice',
    'parseMoves',
    'practiceTechniques',
    'practiceVariants',
    'reviewGame',
    'shapeKey',
  ],
};

describe("the engine's doors", () => {
  const names = exportNames();

  it.each(ENGINE_DOORS)('%s exports exactly the tracked names', (door) => {
    expect(names.get(door)).toEqual(SURFACE[door]);
  });

  it('tracks every door, and each name has one door', () => {
    expect(Object.keys(SURFACE).sort()).toEqual([...ENGINE_DOORS].sort());
    const all = [...names.values()].flat();
    expect(all.length).toBe(new Set(all).size);
  });

  it('keeps the domain door narrow', () => {
    // 61 until a board's variant canonical key (canonicalKey) and a rule's clashes with its cells
    // (findRuleConflicts, what validate reports) joined it; 63 until the candidates a step's moment
    // has as the logical solver sees it (solverCandidates, Learn's examples on variant boards); 64
    // until the list of variant names (VARIANTS, which the benches and test support iterate).
    expect(names.get('src/engine/index.ts')!.length).toBeLessThanOrEqual(65);
  });
});

// The variant generator (generate/variants/): every variant and combination it makes, on 9×9 and a
// small shape; each puzzle unique under its rules (solve), replayed by its seed, carried identically
// through the f-puzzles and SudokuPad links; pure killers without givens, connected jigsaw layouts
// with no region a row, column or box, kropki and XV with every dot or letter of their solution;
// refusals by field with the reason; the rating is analyze's.
import { describe, expect, it } from 'vitest';
import { decodeBoard, encodeBoard } from '../../src/engine/codec.js';
import { analyze, generate, solve, TECHNIQUES, variantsOf, type Rule, type Variant } from '../../src/engine/index.js';
import { checkGenerateOptions } from '../../src/engine/index.js';
import { isConnected } from '../../src/engine/generate/variants/layout.js';
import { VARIANTS } from '../../src/engine/rules/variants.js';
import { stopLevel } from '../../src/engine/logic/grade-target.js';
import type { GeneratedPuzzle, GenerateOptions } from '../../src/engine/types.js';
import { GENERATED_SETS } from './generate-variants-sets.js';
import { gridSymmetries, variantImageOf } from './logic/variant-transforms.js';

function made(options: GenerateOptions): GeneratedPuzzle {
  const g = generate(options);
  if (g.status !== 'GENERATED')
    throw new Error(`${options.variants?.join('+')} ${options.size}: ${g.status} ${'message' in g ? g.message : ''}`);
  return g;
}

const cellsOf = (p: GeneratedPuzzle) => Array.from(p.puzzle.cells);

/** f-puzzles has no greater-than: it carries each sign as the two-cell thermometer that means the same. */
const asLinkReads = (rules: readonly Rule[]): Rule[] =>
  rules.map((r) => (r.kind === 'GREATER_THAN' ? { kind: 'THERMOMETER', cells: [r.lesser, r.greater] } : r));

function checkUnique(p: GeneratedPuzzle): void {
  const r = solve(p.puzzle, { limit: 2 });
  expect(r.status).toBe('SOLVED');
  expect(r.unique).toBe(true);
  expect(Array.from(r.solution!)).toEqual(Array.from(p.solution.cells));
  // The givens are the solution's values.
  p.puzzle.cells.forEach((v, i) => {
    if (v !== 0) expect(v).toBe(p.solution.cells[i]);
  });
  expect(p.removed).toBe(p.puzzle.cells.filter((v) => v === 0).length);
}

describe('every variant on 9×9: unique, replayable, carried by the links', () => {
  for (const variants of GENERATED_SETS) {
    it(variants.join(' + '), () => {
      const options = { size: 9, seed: `golden ${variants.join()}`, variants };
      const p = made(options);
      expect(variantsOf(p.puzzle.rules)).toEqual(VARIANTS.filter((v) => variants.includes(v)));
      expect(p.solution.rules).toBe(p.puzzle.rules);
      checkUnique(p);
      // The same seed replays the same rules and givens; another seed gives another puzzle.
      const again = made(options);
      expect(again.puzzle.rules).toEqual(p.puzzle.rules);
      expect(cellsOf(again)).toEqual(cellsOf(p));
      const other = made({ ...options, seed: 'another' });
      expect(JSON.stringify([other.puzzle.rules, cellsOf(other)])).not.toBe(JSON.stringify([p.puzzle.rules, cellsOf(p)]));
      for (const format of ['FPUZZLES', 'SUDOKUPAD'] as const) {
        const text = encodeBoard({ board: p.puzzle }, format);
        if (!text.ok) throw new Error(text.error.message);
        const back = decodeBoard(text.value, format);
        if (!back.ok) throw new Error(back.error.message);
        expect(back.value.state.board.rules).toEqual(asLinkReads(p.puzzle.rules!));
        expect(Array.from(back.value.state.board.cells)).toEqual(cellsOf(p));
      }
    });
  }
});

describe('every variant on 6×6 and 4×4', () => {
  for (const variants of GENERATED_SETS) {
    it(variants.join(' + '), () => {
      for (const [size, boxRows, boxCols] of [
        [6, 2, 3],
        [4, 2, 2],
      ]) {
        const g = generate({ size, boxRows, boxCols, seed: `small ${variants.join()}`, variants });
        // A shape where no grid keeps the rules is refused with the search's proof, never answered.
        if (g.status === 'BAD_OPTION') {
          expect(g.field).toBe('variants');
          expect(g.message).toMatch(/no \d+×\d+ grid keeps/);
          continue;
        }
        if (g.status !== 'GENERATED') throw new Error(`${variants.join('+')} ${size}: ${g.status}`);
        checkUnique(g);
      }
    });
  }
});

const pairs = (n: number): [number, number][] => {
  const out: [number, number][] = [];
  for (let i = 0; i < n * n; i++) {
    if (i % n < n - 1) out.push([i, i + 1]);
    if (i + n < n * n) out.push([i, i + n]);
  }
  return out;
};
const pairKey = (a: number, b: number) => `${Math.min(a, b)},${Math.max(a, b)}`;

describe('what each variant promises', () => {
  it('pure killers (killer X, killer jigsaw too) have no givens; their cages cover the grid, distinct and summed', () => {
    for (const variants of [['KILLER'], ['KILLER', 'X'], ['KILLER', 'JIGSAW']] as Variant[][]) {
      for (const [size, seed] of [
        [9, 'a'],
        [9, 'b'],
        [6, 'c'],
      ] as const) {
        const p = made({ size, seed, variants });
        expect(p.puzzle.cells.every((v) => v === 0)).toBe(true);
        expect(p.removed).toBe(size * size);
        const covered = new Array<number>(size * size).fill(0);
        for (const r of p.puzzle.rules!) {
          if (r.kind !== 'KILLER_CAGE') continue;
          const values = r.cells.map((c) => p.solution.cells[c]);
          expect(new Set(values).size).toBe(values.length);
          expect(r.sum).toBe(values.reduce((a, b) => a + b, 0));
          expect(isConnected(r.cells, size)).toBe(true);
          for (const c of r.cells) covered[c]++;
        }
        expect(covered.every((k) => k === 1)).toBe(true);
      }
    }
  });

  it('cages grow with the level (the largest cage of each level, 9×9, over seeds)', () => {
    const largest = (difficulty: 'EASY' | 'EXPERT') =>
      Math.max(
        ...['1', '2', '3'].flatMap((seed) =>
          made({ size: 9, seed, variants: ['KILLER'], difficulty }).puzzle.rules!.map((r) =>
            r.kind === 'KILLER_CAGE' ? r.cells.length : 0,
          ),
        ),
      );
    expect(largest('EASY')).toBeLessThanOrEqual(4);
    expect(largest('EXPERT')).toBeGreaterThan(4);
  });

  it('jigsaw layouts: N connected regions of N cells, none a whole row, column or box', () => {
    for (const [size, boxRows, boxCols] of [
      [9, 3, 3],
      [6, 2, 3],
      [8, 2, 4],
    ]) {
      for (const seed of ['1', '2', '3']) {
        const p = made({ size, boxRows, boxCols, seed, variants: ['JIGSAW'] });
        const jigsaw = p.puzzle.rules!.find((r) => r.kind === 'JIGSAW');
        if (jigsaw?.kind !== 'JIGSAW') throw new Error('no JIGSAW rule');
        const regions: number[][] = Array.from({ length: size }, () => []);
        jigsaw.regions.forEach((r, i) => regions[r].push(i));
        for (const cells of regions) {
          expect(cells).toHaveLength(size);
          expect(isConnected(cells, size)).toBe(true);
          const rows = new Set(cells.map((c) => Math.floor(c / size)));
          const cols = new Set(cells.map((c) => c % size));
          const boxes = new Set(cells.map((c) => `${Math.floor(Math.floor(c / size) / boxRows)},${Math.floor((c % size) / boxCols)}`));
          expect(rows.size > 1 && cols.size > 1 && boxes.size > 1).toBe(true);
        }
      }
    }
  });

  it('kropki puzzles carry every dot of their solution, with both negative rules', () => {
    for (const [size, seed] of [
      [9, 'k1'],
      [9, 'k2'],
      [6, 'k3'],
    ] as const) {
      const p = made({ size, seed, variants: ['KROPKI'] });
      const rules = p.puzzle.rules!;
      expect(rules).toContainEqual({ kind: 'NEGATIVE', of: 'WHITE' });
      expect(rules).toContainEqual({ kind: 'NEGATIVE', of: 'BLACK' });
      const dots = new Map<string, string>();
      for (const r of rules) if (r.kind === 'KROPKI') dots.set(pairKey(r.cells[0], r.cells[1]), r.color);
      const s = p.solution.cells;
      for (const [a, b] of pairs(size)) {
        const white = Math.abs(s[a] - s[b]) === 1;
        const black = s[a] === 2 * s[b] || s[b] === 2 * s[a];
        const dot = dots.get(pairKey(a, b));
        if (white && black) expect(['WHITE', 'BLACK']).toContain(dot);
        else expect(dot).toBe(white ? 'WHITE' : black ? 'BLACK' : undefined);
      }
    }
  });

  it('XV puzzles carry every X and V of their solution, with the negative rule', () => {
    for (const [size, seed] of [
      [9, 'x1'],
      [9, 'x2'],
      [6, 'x3'],
    ] as const) {
      const p = made({ size, seed, variants: ['XV'] });
      const rules = p.puzzle.rules!;
      expect(rules).toContainEqual({ kind: 'NEGATIVE', of: 'XV' });
      const letters = new Map<string, number>();
      for (const r of rules) if (r.kind === 'XV') letters.set(pairKey(r.cells[0], r.cells[1]), r.sum);
      const s = p.solution.cells;
      for (const [a, b] of pairs(size)) {
        const sum = s[a] + s[b];
        expect(letters.get(pairKey(a, b))).toBe(sum === 5 || sum === 10 ? sum : undefined);
      }
    }
  });

  it('thermometers rise and arrows add up along the solution', () => {
    const p = made({ size: 9, seed: 't', variants: ['THERMO', 'ARROW'] });
    const s = p.solution.cells;
    let thermos = 0;
    let arrows = 0;
    for (const r of p.puzzle.rules!) {
      if (r.kind === 'THERMOMETER') {
        thermos++;
        r.cells.forEach((c, k) => k === 0 || expect(s[c]).toBeGreaterThan(s[r.cells[k - 1]]));
      }
      if (r.kind === 'ARROW') {
        arrows++;
        expect(r.line.reduce((t, c) => t + s[c], 0)).toBe(s[r.circle[0]]);
      }
    }
    expect(thermos).toBeGreaterThan(0);
    expect(arrows).toBeGreaterThan(0);
  });
});

describe('the rating is analyze’s, and the level request is answered as classic', () => {
  it('difficulty is the rating’s level; gradeMet says whether it is the one asked; the rating is what analyze gives', () => {
    for (const variants of [['X'], ['KILLER'], ['KROPKI']] as Variant[][]) {
      const p = made({ size: 9, seed: 'rated', variants, difficulty: 'MEDIUM' });
      expect(p.difficulty).toBe(p.rating.level);
      expect(p.gradeMet).toBe(p.rating.level === 'MEDIUM' && p.rating.hardest !== 'TRIAL');
      // analyze's own rating, on the canonical form: the puzzle's transposed image rates the same
      // (the generator's trial ratings, of the board as given, only steered it).
      for (const board of [p.puzzle, variantImageOf(p.puzzle, gridSymmetries(9)[4])]) {
        const a = analyze(board, { stopAbove: stopLevel({ level: 'MEDIUM' }) });
        if (a.status !== 'ANALYZED') throw new Error(a.status);
        expect({
          level: a.analysis.level,
          score: a.analysis.score,
          hardest: a.analysis.hardest,
          levelTechnique: a.analysis.levelStep?.technique ?? null,
        }).toEqual(p.rating);
      }
    }
  });

  // The killer's level hooks (generate-variants.ts killerPuzzle): merged to the cap and past the
  // request, the cages are merged again from the partition keeping only merges within it; a
  // partition already past it (EASY: small cages still need the 45 rule) has cages split until met.
  it('pure 9×9 killers meet EASY to EXPERT; an EASY one needs cage combinations and singles only', () => {
    const easy = new Set(TECHNIQUES.filter((t) => t.level === 'EASY').map((t) => t.name));
    for (const difficulty of ['EASY', 'MEDIUM', 'HARD', 'EXPERT'] as const) {
      const p = made({ size: 9, boxRows: 3, boxCols: 3, seed: 'lv0', variants: ['KILLER'], difficulty });
      expect(p.puzzle.cells.every((v) => v === 0)).toBe(true);
      expect([p.gradeMet, p.difficulty]).toEqual([true, difficulty]);
      const a = analyze(p.puzzle);
      if (a.status !== 'ANALYZED') throw new Error(a.status);
      expect(a.analysis.level).toBe(difficulty);
      if (difficulty === 'EASY') {
        const used = new Set(a.analysis.levelSteps.map((st) => st.technique));
        expect([...used].filter((t) => !easy.has(t))).toEqual([]);
        expect(used.has('CAGE_COMBINATION')).toBe(true);
      }
    }
  });

  // dig.ts gradedFill: clue marks carry much of what givens would, so the removal target of a
  // level can overshoot it (arrows and palindromes dug to HARD's target rated MASTER); givens come
  // back until the level is met.
  it('clue-mark puzzles past the level at the removal target get givens back until met', () => {
    for (const [variants, difficulty] of [
      [['ARROW'], 'HARD'],
      [['ARROW'], 'EXPERT'],
      [['PALINDROME'], 'HARD'],
    ] as const) {
      const p = made({ size: 9, boxRows: 3, boxCols: 3, seed: 'levels-bench-0', variants: [...variants], difficulty });
      expect([p.gradeMet, p.difficulty]).toEqual([true, difficulty]);
      const a = analyze(p.puzzle);
      if (a.status !== 'ANALYZED') throw new Error(a.status);
      expect(a.analysis.level).toBe(difficulty);
    }
  });

  it('graded removal reads the rating: EASY requests of grid-rule variants are met where analyze rates them', () => {
    for (const variants of [['X'], ['WINDOKU'], ['ANTI_KNIGHT']] as Variant[][]) {
      for (const seed of ['e0', 'e1']) {
        const p = made({ size: 9, seed, variants, difficulty: 'EASY' });
        expect(p.gradeMet).toBe(true);
        expect(p.rating.level).toBe('EASY');
      }
    }
  });

  // generate-variants.ts climbed: removal leaves these below MASTER (a minimal puzzle is HARD or
  // EXPERT); the rating climb changes givens on the same grid, its checks asked of the search with
  // the rules, until the analysis needs MASTER's chains and finishes.
  it('MASTER requests of X, jigsaw and anti-knight are met by the rating climb, with the rules', () => {
    const master = new Set(TECHNIQUES.filter((t) => t.level === 'MASTER').map((t) => t.name));
    for (const variants of [['X'], ['JIGSAW'], ['ANTI_KNIGHT']] as Variant[][]) {
      const options = { size: 9, seed: 'levels-bench-1', variants, difficulty: 'MASTER' } as const;
      const p = made(options);
      checkUnique(p);
      expect([p.gradeMet, p.difficulty]).toEqual([true, 'MASTER']);
      const a = analyze(p.puzzle);
      if (a.status !== 'ANALYZED') throw new Error(a.status);
      expect(a.analysis.level).toBe('MASTER');
      expect(a.analysis.steps.some((st) => st.technique === 'TRIAL')).toBe(false);
      expect(a.analysis.hardest !== null && master.has(a.analysis.hardest)).toBe(true);
      expect(cellsOf(made(options))).toEqual(cellsOf(p));
    }
  });

  it('symmetric and minimal variant puzzles', () => {
    const sym = made({ size: 9, seed: 'sym', variants: ['KROPKI'], symmetry: 'ROTATE_180' });
    checkUnique(sym);
    sym.puzzle.cells.forEach((v, i) => expect(v !== 0).toBe(sym.puzzle.cells[80 - i] !== 0));
    const min = made({ size: 9, seed: 'min', variants: ['X'], minimal: true });
    checkUnique(min);
    // No given can go: each removed alone leaves a second solution.
    min.puzzle.cells.forEach((v, i) => {
      if (v === 0) return;
      const cells = min.puzzle.cells.slice();
      cells[i] = 0;
      expect(solve({ ...min.puzzle, cells }, { limit: 2 }).solutionCount).toBe(2);
    });
  });

  it('a strict request the rating does not meet is refused with the nearest, never answered', () => {
    const g = generate({ size: 9, seed: 's', variants: ['KILLER'], requireTechnique: 'NAKED_SINGLE' });
    if (g.status === 'GENERATED') expect(g.rating.hardest).toBe('NAKED_SINGLE');
    else expect(g.status).toBe('GRADE_NOT_REACHED');
  });
});

describe('refusals name the option and why', () => {
  const refused = (options: Omit<GenerateOptions, 'size'> & { size?: number }, field: string, why: RegExp) => {
    const full = { size: 9, seed: 'r', ...options };
    const g = generate(full);
    expect(g.status).toBe('BAD_OPTION');
    if (g.status !== 'BAD_OPTION') return;
    expect(g.field).toBe(field);
    expect(g.message).toMatch(why);
    // The server's check before queueing says the same.
    expect(checkGenerateOptions(full)).toEqual({ field, message: g.message });
  };

  it('combinations that make no sense', () => {
    refused({ variants: ['KILLER', 'KROPKI'] }, 'variants', /KILLER is generated pure .* KROPKI/);
    refused({ variants: ['KILLER', 'THERMO', 'X'] }, 'variants', /does not combine with THERMO/);
    refused({ variants: ['JIGSAW', 'DISJOINT_GROUPS'] }, 'variants', /a JIGSAW has no boxes/);
    refused({ variants: ['NON_CONSECUTIVE', 'KROPKI'] }, 'variants', /negative rule/);
  });

  it('unknown variants, a window that does not fit, a clue pattern', () => {
    refused({ variants: ['SKYSCRAPER' as Variant] }, 'variants', /unknown variant 'SKYSCRAPER'/);
    refused({ size: 5, variants: ['WINDOKU'] }, 'variants', /WINDOKU window does not fit/);
    refused({ variants: ['X'], pattern: 'x'.repeat(81) }, 'pattern', /not available with variants/);
    refused({ variants: ['KILLER'], symmetry: 'ROTATE_180' }, 'symmetry', /no givens to place symmetrically/);
    refused({ variants: ['KILLER', 'X'], minimal: true }, 'minimal', /no givens to make minimal/);
  });

  it('a rule set no grid keeps is refused with the search’s proof', () => {
    const g = generate({ size: 4, seed: 'r', variants: ['NON_CONSECUTIVE'] });
    expect(g).toMatchObject({ status: 'BAD_OPTION', field: 'variants', message: 'no 4×4 grid keeps NON_CONSECUTIVE' });
  });

  it('an empty list is the classic puzzle, as before', () => {
    const g = generate({ size: 9, seed: 'classic', variants: [] });
    const c = generate({ size: 9, seed: 'classic' });
    if (g.status !== 'GENERATED' || c.status !== 'GENERATED') throw new Error('not generated');
    expect(g.puzzle.rules).toBeUndefined();
    expect(Array.from(g.puzzle.cells)).toEqual(Array.from(c.puzzle.cells));
  });
});

// Practice (generate's requireTechnique, engine/generate/practice.ts): the bank's puzzles are what
// it says (a sample here; every one in practice-bank-sweep.test.ts), a drawn puzzle is a seeded
// image of one, graded as it, and a refusal offers a technique the shape has.
import { describe, expect, it } from 'vitest';
import { analyze, generate, TECHNIQUES, type Shape, type TechniqueName } from '../../src/engine/index.js';
import { bankPuzzles, drawPractice, imageOf, practiceOffer, RULE_STEP_VARIANTS, shapeKey } from '../../src/engine/generate/practice.js';
import { VARIANT_OF_KIND } from '../../src/engine/rules/types.js';
import { PRACTICE_BANK } from '../../src/engine/generate/practice-bank.js';
import { randomFromSeed } from '../../src/engine/rng.js';
import { formatCells } from '../../src/engine/codec.js';
import { checkBankPuzzle, NINE, PRACTISED, SHAPES } from './practice-check.js';
import { applyStep, gridOf } from '../../src/engine/logic/grid.js';
import { contextOf, runLogic } from '../../src/engine/logic/solver.js';
import { directClaiming, directPointing } from '../../src/engine/logic/techniques/direct.js';
import { fullHouse, hiddenSingleBox, hiddenSingleLine } from '../../src/engine/logic/techniques/singles.js';
import { readLines } from '../../support/oracle.js';

const LEVEL = new Map(TECHNIQUES.map((t) => [t.name, t.level]));

describe('the practice bank', () => {
  it('has every classic technique of the ladder on 9×9 but one (docs/logic.md, "Practice"), and the shapes that have practice', () => {
    expect(Object.keys(PRACTICE_BANK).sort()).toEqual(SHAPES.map(shapeKey).sort());
    // DIRECT_CLAIMING is never a step on 9×9 (below).
    const missing = ['DIRECT_CLAIMING'];
    expect(Object.keys(PRACTICE_BANK[shapeKey(NINE)]).sort()).toEqual(PRACTISED.filter((t) => !missing.includes(t)).sort());
    for (const shape of SHAPES) {
      for (const [t, lines] of Object.entries(PRACTICE_BANK[shapeKey(shape)])) {
        expect(PRACTISED, t).toContain(t);
        expect(lines.length, t).toBeGreaterThan(0);
        // Best first: the tiers never fall.
        const tiers = bankPuzzles(shape, t).map((p) => p.tier);
        expect(tiers, t).toEqual([...tiers].sort((a, b) => a - b));
      }
    }
  });

  it('grades each technique\u2019s first 9×9 puzzle as stored, up to EXPERT (every one: practice-bank-sweep.test.ts)', () => {
    for (const t of PRACTISED) if (LEVEL.get(t) !== 'MASTER' && bankPuzzles(NINE, t).length > 0) checkBankPuzzle(NINE, t, 0);
  });
});

describe('drawing a practice puzzle', () => {
  it('is seeded: the same seed gives the same puzzle, others mostly others', () => {
    const a = drawPractice(NINE, 'X_WING', 'seed-a')!;
    expect(formatCells(drawPractice(NINE, 'X_WING', 'seed-a')!.puzzle)).toBe(formatCells(a.puzzle));
    const seen = new Set(['b', 'c', 'd', 'e', 'f', 'g'].map((s) => formatCells(drawPractice(NINE, 'X_WING', s)!.puzzle)));
    expect(seen.size).toBe(6);
  });

  it.each(['XY_WING', 'HIDDEN_PAIR', 'SWORDFISH', 'AIC', 'UNIQUE_RECTANGLE_1'] as TechniqueName[])(
    'an image of a %s puzzle is graded as its bank puzzle, with one solution, its own',
    (t) => {
      for (const seed of ['i-1', 'i-2']) {
        const d = drawPractice(NINE, t, seed)!;
        const o = analyze({ shape: NINE, cells: d.puzzle });
        if (o.status !== 'ANALYZED') throw new Error(o.status);
        expect(o.analysis.unique).toBe(true);
        expect({
          level: o.analysis.level,
          score: o.analysis.score,
          hardest: o.analysis.hardest,
          levelTechnique: o.analysis.levelStep?.technique ?? null,
        }).toEqual(d.rating);
        for (let i = 0; i < 81; i++) if (d.puzzle[i] !== 0) expect(d.solution[i]).toBe(d.puzzle[i]);
      }
    },
  );

  it('an image keeps every given count and the box shape: rows within bands, columns within stacks (8×8, 2×4 boxes)', () => {
    const shape: Shape = { size: 8, boxRows: 2, boxCols: 4 };
    const p = bankPuzzles(shape, Object.keys(PRACTICE_BANK[shapeKey(shape)])[0])[0];
    const cells = Uint8Array.from([...p.cells].map((ch) => (ch === '.' ? 0 : Number(ch))));
    const image = imageOf(shape, cells, randomFromSeed('img'));
    expect(image.filter((v) => v !== 0).length).toBe(cells.filter((v) => v !== 0).length);
    const key = (b: Uint8Array) => {
      const o = analyze({ shape, cells: b });
      return o.status === 'ANALYZED' ? [o.analysis.score, o.analysis.hardest, o.analysis.level] : o.status;
    };
    expect(key(image)).toEqual(key(cells));
  });

  it('generate draws from the bank: the technique as the hardest step, gradeMet, the level the bank says, replayable', () => {
    for (const t of ['X_WING', 'NAKED_TRIPLE', 'W_WING', 'HIDDEN_SINGLE'] as TechniqueName[]) {
      const g = generate({ size: 9, requireTechnique: t, seed: 'draw' });
      if (g.status !== 'GENERATED') throw new Error(`${t}: ${g.status}`);
      expect(g.rating.hardest).toBe(t);
      expect(g.gradeMet).toBe(true);
      expect(g.difficulty).toBe(g.rating.level);
      expect(g.stats.nodes).toBe(0);
      const again = generate({ size: 9, requireTechnique: t, seed: 'draw' });
      expect(again.status === 'GENERATED' && formatCells(again.puzzle.cells)).toBe(formatCells(g.puzzle.cells));
    }
  });

  it('honours a level and a score band where the bank can, and searches otherwise', () => {
    const t: TechniqueName = 'X_WING';
    const levels = new Set(bankPuzzles(NINE, t).map((p) => p.level));
    for (const level of levels) {
      const g = generate({ size: 9, requireTechnique: t, difficulty: level as 'HARD', seed: 'lv' });
      expect(g.status === 'GENERATED' && g.rating.level).toBe(level);
    }
    const score = bankPuzzles(NINE, t)[0].score;
    const banded = generate({ size: 9, requireTechnique: t, minScore: score, maxScore: score, seed: 'band' });
    expect(banded.status === 'GENERATED' && banded.rating.score).toBe(score);
  });
});

describe('a refusal offers a technique', () => {
  it('4×4 has no practice: X_WING is refused, and nothing is offered', () => {
    const g = generate({ size: 4, requireTechnique: 'X_WING', seed: 'x' });
    expect(g.status).toBe('GRADE_NOT_REACHED');
    expect(g.status === 'GRADE_NOT_REACHED' && g.offer).toBeNull();
  });

  it('a technique a shape lacks offers one of its family it has, else of its level, else the nearest', () => {
    for (const shape of SHAPES.slice(1)) {
      const have = Object.keys(PRACTICE_BANK[shapeKey(shape)]) as TechniqueName[];
      for (const t of PRACTISED.filter((x) => !have.includes(x))) {
        const offer = practiceOffer(shape, t);
        expect(offer, `${shape.size} ${t}`).not.toBeNull();
        expect(have, `${shape.size} ${t}`).toContain(offer);
      }
    }
    expect(practiceOffer({ size: 4, boxRows: 2, boxCols: 2 }, 'X_WING')).toBeNull();
  });

  it('with only the other options in the way the offer is the technique itself', () => {
    // No bank puzzle of X_WING meets a symmetry: searched, and (mostly) missed within the attempts.
    // No bank puzzle is symmetric, so a symmetry is searched for, here within one unit of work.
    const g = generate({ size: 9, requireTechnique: 'X_WING', symmetry: 'ROTATE_180', seed: 'sym', maxWork: 1 });
    expect(g.status).toBe('GRADE_NOT_REACHED');
    expect(g.status === 'GRADE_NOT_REACHED' && g.offer).toBe('X_WING');
  });
});

describe('practice of the rule steps: generated with the variant each needs', () => {
  it.each(Object.entries(RULE_STEP_VARIANTS) as [TechniqueName, readonly string[]][])(
    '%s without variants named: a %s puzzle whose hardest step it is, one solution, replayable',
    (t, variants) => {
      const g = generate({ size: 9, requireTechnique: t, seed: 'rule-step' });
      if (g.status !== 'GENERATED') throw new Error(`${t}: ${g.status}`);
      expect(g.rating.hardest).toBe(t);
      expect(g.gradeMet).toBe(true);
      // A negative rule (KROPKI's) names no variant of its own.
      const kinds = new Set((g.puzzle.rules ?? []).map((r) => (VARIANT_OF_KIND as Record<string, string>)[r.kind]));
      expect([...kinds].filter((v) => v !== undefined)).toEqual([...variants]);
      const o = analyze(g.puzzle);
      if (o.status !== 'ANALYZED') throw new Error(o.status);
      expect([o.analysis.unique, o.analysis.hardest, o.analysis.score]).toEqual([true, t, g.rating.score]);
      const again = generate({ size: 9, requireTechnique: t, seed: 'rule-step' });
      expect(again.status === 'GENERATED' && formatCells(again.puzzle.cells)).toBe(formatCells(g.puzzle.cells));
      expect(again.status === 'GENERATED' && again.puzzle.rules).toEqual(g.puzzle.rules);
    },
  );

  it.each([
    ['INNIES_OUTIES', 'MEDIUM', 2.5],
    ['CAGE_COMBINATION', 'EASY', 2.2],
  ] as [TechniqueName, string, number][])(
    '%s without variants named: a killer whose hardest step it is, one solution, replayable',
    (t, level, score) => {
      const g = generate({ size: 9, requireTechnique: t, seed: 'rule-step' });
      if (g.status !== 'GENERATED') throw new Error(g.status);
      expect([g.rating.hardest, g.rating.level, g.difficulty, g.gradeMet]).toEqual([t, level, level, true]);
      expect(new Set((g.puzzle.rules ?? []).map((r) => r.kind))).toEqual(new Set(['KILLER_CAGE']));
      // The 45 rule's killer is pure; the cage combination's has givens from its solution.
      const givens = g.puzzle.cells.filter((v) => v !== 0).length;
      expect(t === 'INNIES_OUTIES' ? givens === 0 : givens > 0).toBe(true);
      expect(g.removed).toBe(81 - givens);
      for (let i = 0; i < 81; i++) if (g.puzzle.cells[i] !== 0) expect(g.solution.cells[i]).toBe(g.puzzle.cells[i]);
      const o = analyze(g.puzzle);
      if (o.status !== 'ANALYZED') throw new Error(o.status);
      expect([o.analysis.unique, o.analysis.hardest, o.analysis.score, o.analysis.level]).toEqual([true, t, score, level]);
      const again = generate({ size: 9, requireTechnique: t, seed: 'rule-step' });
      expect(again.status === 'GENERATED' && formatCells(again.puzzle.cells)).toBe(formatCells(g.puzzle.cells));
      expect(again.status === 'GENERATED' && again.puzzle.rules).toEqual(g.puzzle.rules);
    },
  );

  it.each([
    ['6×6', { size: 6, boxRows: 2, boxCols: 3 }, 'SANDWICH_SUM'],
    ['8×8', { size: 8, boxRows: 2, boxCols: 4 }, 'CAGE_COMBINATION'],
    ['12×12', { size: 12, boxRows: 3, boxCols: 4 }, 'THERMOMETER_RANGE'],
  ] as [string, Shape, TechniqueName][])('on the other shapes with practice too: %s %s', (_, shape, t) => {
    const g = generate({ ...shape, requireTechnique: t, seed: 'rule-step' });
    if (g.status !== 'GENERATED') throw new Error(`${t}: ${g.status}`);
    const o = analyze(g.puzzle);
    if (o.status !== 'ANALYZED') throw new Error(o.status);
    expect([g.rating.hardest, o.analysis.unique, o.analysis.hardest]).toEqual([t, true, t]);
    expect(g.puzzle.rules?.length).toBeGreaterThan(0);
  });

  it('RULE_ELIMINATION, which practice does not generate, is refused at once, offering the nearest it does', () => {
    const g = generate({ size: 9, requireTechnique: 'RULE_ELIMINATION', seed: 'rule-step' });
    if (g.status !== 'GRADE_NOT_REACHED') throw new Error(g.status);
    expect(g.stats.nodes).toBe(0);
    expect(g.message).toBe(
      'RULE_ELIMINATION is a step of variant puzzles: practice does not generate it on 9×9 (docs/logic.md, "Practice")',
    );
    // The same family: the rules' own QUADRUPLE_VALUES.
    expect(g.offer).toBe('QUADRUPLE_VALUES');
    // 12×12 has no killer practice (its killers missed): refused at once, offering the nearest step
    // it delivers (an arrow's sum, as heavy); 4×4 has no practice at all.
    const twelve = generate({ size: 12, requireTechnique: 'CAGE_COMBINATION', seed: 'rule-step' });
    expect(twelve.status === 'GRADE_NOT_REACHED' && [twelve.stats.nodes, twelve.offer]).toEqual([0, 'ARROW_SUM']);
    const four = generate({ size: 4, requireTechnique: 'ARROW_SUM', seed: 'rule-step' });
    expect(four.status === 'GRADE_NOT_REACHED' && [four.stats.nodes, four.offer]).toEqual([0, null]);
    // A killer step with a symmetry: only that option stands in the way, so the offer is the step.
    const sym = generate({ size: 9, requireTechnique: 'INNIES_OUTIES', symmetry: 'ROTATE_180', seed: 'rule-step' });
    expect(sym.status === 'GRADE_NOT_REACHED' && [sym.stats.nodes, sym.offer]).toEqual([0, 'INNIES_OUTIES']);
    // Named with its variant, a killer step is searched for as any variant request.
    const killer = generate({ size: 9, requireTechnique: 'CAGE_COMBINATION', variants: ['KILLER'], seed: 'rule-step', maxWork: 1 });
    expect(killer.status === 'GRADE_NOT_REACHED' && killer.message).not.toContain('practice does not generate');
  });
});

describe('why 9×9 has no practice of DIRECT_CLAIMING', () => {
  it('the refusal is at once and says why, offering the direct pointing the board always has instead (9×9, 6×6)', () => {
    for (const size of [9, 6]) {
      const g = generate({ size, requireTechnique: 'DIRECT_CLAIMING', seed: 'claim' });
      if (g.status !== 'GRADE_NOT_REACHED') throw new Error(`${size}: ${g.status}`);
      expect([g.offer, g.stats.nodes, g.nearest]).toEqual(['DIRECT_POINTING', 0, null]);
      expect(g.message).toBe(
        `DIRECT_CLAIMING is never a step on ${size}×${size}: wherever it would apply, a hidden single or a direct pointing ` +
          '(tried first) already gives the same value',
      );
    }
    // With four columns to a stack (8×8, 2×4 boxes) it is a step, and the bank has it.
    const eight = generate({ size: 8, requireTechnique: 'DIRECT_CLAIMING', seed: 'claim' });
    expect(eight.status === 'GENERATED' && eight.rating.hardest).toBe('DIRECT_CLAIMING');
  });

  // A line whose digit lies in one box, clearing the box's other rows so that one of them keeps the
  // digit once, outside the box: with three boxes to a band the third box then has the digit only
  // in the third row (pointing into it), leaving the middle box one place: a hidden single in a box
  // or a direct pointing, both tried first, is always there. So no 9×9 path ever takes the step.
  it('wherever a direct claiming is on a 9×9 board, a full house, hidden single or direct pointing is too', () => {
    let met = 0;
    const boards = [...readLines('9x9/magictour_top1465.txt', 200), ...readLines('9x9/17clue_20k.txt', 200)];
    for (const line of boards) {
      const grid = gridOf({ shape: NINE, cells: Uint8Array.from([...line].map((ch) => (ch === '.' ? 0 : Number(ch)))) });
      // Along SE's path (without the recall, every scan full), each grid asked directly.
      const run = runLogic(gridOf({ shape: NINE, cells: grid.values }), { maxLevel: 'HARD', recall: false });
      for (const step of [null, ...run.steps]) {
        if (step !== null && !applyStep(grid, step)) break;
        const ctx = contextOf(grid, { unique: true, recall: false });
        if (directClaiming(ctx) === null) continue;
        met++;
        expect(fullHouse(ctx) ?? hiddenSingleBox(ctx) ?? hiddenSingleLine(ctx) ?? directPointing(ctx)).not.toBeNull();
      }
    }
    expect(met).toBeGreaterThan(0);
  });
});

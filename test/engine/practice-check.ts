// What practice.test.ts and practice-bank-sweep.test.ts check of a bank puzzle: its own analysis
// says what the bank stored (hardest step, score, level, the level's technique), one solution.
import { expect } from 'vitest';
import { analyze, TECHNIQUES, type Shape, type TechniqueName } from '../../src/engine/index.js';
import { bankPuzzles } from '../../src/engine/generate/practice.js';

export const NINE: Shape = { size: 9, boxRows: 3, boxCols: 3 };
export const SHAPES: Shape[] = [
  NINE,
  { size: 6, boxRows: 2, boxCols: 3 },
  { size: 8, boxRows: 2, boxCols: 4 },
  { size: 12, boxRows: 3, boxCols: 4 },
];
/** The classic techniques: the rule steps are not banked but generated with their variant (practice.ts). */
const RULE_FAMILIES: readonly string[] = ['RULES', 'LINES', 'KILLER', 'SUMS'];
export const PRACTISED = TECHNIQUES.filter((t) => !RULE_FAMILIES.includes(t.family))
  .map((t) => t.name)
  .filter((t) => t !== 'TRIAL');

export function checkBankPuzzle(shape: Shape, t: TechniqueName, k: number): void {
  const p = bankPuzzles(shape, t)[k];
  const cells = Uint8Array.from([...p.cells].map((ch) => (ch === '.' ? 0 : ch <= '9' ? Number(ch) : ch.charCodeAt(0) - 55)));
  const o = analyze({ shape, cells });
  if (o.status !== 'ANALYZED') throw new Error(`${t} ${k}: ${o.status}`);
  const a = o.analysis;
  expect(a.unique, `${t} ${k}`).toBe(true);
  expect(a.solvedByLogic, `${t} ${k}`).toBe(true);
  expect({ hardest: a.hardest, score: a.score, level: a.level, levelTechnique: a.levelStep?.technique ?? null }, `${t} ${k}`).toEqual({
    hardest: t,
    score: p.score,
    level: p.level,
    levelTechnique: p.levelTechnique,
  });
}

// `sudoku rate --filter "score>=7 level=EXPERT"`: conditions on a grade, all of which must hold.
// Fields: score (number), level (EASY < MEDIUM < HARD < EXPERT < MASTER), hardest (a technique), uses (a
// technique used at least once), givens (number). Operators: = != < <= > >= (level and the numbers
// order; hardest and uses take = and != only).
import { DIFFICULTIES, difficultyRank, isDifficulty, type Analysis } from '../engine/index.js';

export type Filter = (a: Analysis, givens: number) => boolean;

const OPS = ['<=', '>=', '!=', '=', '<', '>'] as const;
type Op = (typeof OPS)[number];

const compare = (op: Op, a: number, b: number): boolean =>
  op === '=' ? a === b : op === '!=' ? a !== b : op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;

export function parseFilter(text: string): Filter | Error {
  const tests: Filter[] = [];
  for (const term of text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')) {
    const op = OPS.find((o) => term.includes(o));
    if (!op) return new Error(`--filter term '${term}' has no operator (= != < <= > >=)`);
    const [field, value] = [term.slice(0, term.indexOf(op)).toLowerCase(), term.slice(term.indexOf(op) + op.length)];
    if (field === 'score' || field === 'givens') {
      const n = Number(value);
      if (value === '' || !Number.isFinite(n)) return new Error(`--filter ${field} needs a number, got '${value}'`);
      tests.push(field === 'score' ? (a) => compare(op, a.score, n) : (_, g) => compare(op, g, n));
    } else if (field === 'level') {
      const level = value.toUpperCase();
      if (!isDifficulty(level)) return new Error(`--filter level must be one of ${DIFFICULTIES.join(', ')}, got '${value}'`);
      const want = difficultyRank(level);
      tests.push((a) => a.level !== null && compare(op, difficultyRank(a.level), want));
    } else if (field === 'hardest' || field === 'uses') {
      if (op !== '=' && op !== '!=') return new Error(`--filter ${field} takes = or !=`);
      const name = value.toUpperCase();
      const has = field === 'hardest' ? (a: Analysis) => a.hardest === name : (a: Analysis) => a.counts.some((c) => c.technique === name);
      tests.push(op === '=' ? has : (a) => !has(a));
    } else return new Error(`--filter field '${field}' is not one of score, level, hardest, uses, givens`);
  }
  if (tests.length === 0) return new Error('--filter needs at least one condition, e.g. "score>=7 level=EXPERT"');
  return (a, g) => tests.every((t) => t(a, g));
}

// The killer puzzles' text forms, 9×9, cages only (no givens):
//  - KILLER_SHORT: the forum's short "snarfable" form, 81 characters. A cage's head holds its sum
//    (`0`–`9`, `A`–`Z` = 10–35, `a`–`j` = 36–45; `0` = a cage without a sum), every other cell an
//    arrow toward a neighbour nearer its head: `<` `>` `^` `v`, and `` ` `` `'` `,` `.` for up-left,
//    up-right, down-left, down-right. A lone `0` that no arrow points to is a cell in no cage.
//    Written with each cage's head at its first cell (row-major) and the arrows along a
//    breadth-first tree of king steps inside the cage: a cage must be connected that way.
//  - SUDOCUE_KILLER: SudoCue's `3x3:<flags>:k:` + 81 colon-separated numbers `sum·256 + cage id`
//    (sum 0: in no cage) + `:`; the flag `d` adds both diagonals (killer X).
import type { Rule } from '../rules/types.js';
import type { ParseError, Result } from '../types.js';
import { badRuleText, cageOfCell, cannotCarry, checkRuleData, labelOf, noGivens, refuseOthers, unknownConstraint } from './rule-data.js';
import { formatError, shapeRefused, type BoardFormat, type BoardState, type Codec, type Encoded } from './types.js';
import { resolveShape } from '../shapes.js';

const N = 9;
const SUM_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij';
/** Arrow characters and the step (row, column) each points along. */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  '<': [0, -1],
  '>': [0, 1],
  '^': [-1, 0],
  v: [1, 0],
  '`': [-1, -1],
  "'": [-1, 1],
  ',': [1, -1],
  '.': [1, 1],
};
const ARROW_OF = new Map(Object.entries(ARROWS).map(([ch, [dr, dc]]) => [`${dr},${dc}`, ch]));

/** The 81 characters of a short killer text (spaces and line breaks ignored), else undefined. */
export function killerShortBody(text: string): string | undefined {
  const t = text.replace(/\s+/g, '');
  return t.length === 81 && /^[0-9A-Za-j<>^v`',.]+$/.test(t) && /[<>^v`',]/.test(t) ? t : undefined;
}

const shape9 = () => {
  const s = resolveShape(N, 3, 3);
  if (!s.ok) throw new Error('9×9 has 3×3 boxes');
  return s.value;
};

/** Cages as rules in the order of their first cell, each cage's cells ascending. */
function cagesOf(head: Int32Array, sumAt: (h: number) => number | undefined): Rule[] {
  const members = new Map<number, number[]>();
  for (let i = 0; i < head.length; i++) {
    if (head[i] < 0) continue;
    let list = members.get(head[i]);
    if (!list) members.set(head[i], (list = []));
    list.push(i);
  }
  const rules: Rule[] = [];
  for (const [h, cells] of [...members].sort((a, b) => a[1][0] - b[1][0])) {
    const sum = sumAt(h);
    rules.push(sum === undefined ? { kind: 'KILLER_CAGE', cells } : { kind: 'KILLER_CAGE', cells, sum });
  }
  return rules;
}

function decodeShort(text: string): Result<BoardState, ParseError> {
  const body = killerShortBody(text);
  if (body === undefined)
    return formatError(
      'BAD_FORMAT',
      "a short killer text is 81 characters: cage sums (0-9, A-Z, a-j) and arrows (< > ^ v ` ' , .), at least one arrow",
    );
  const next = new Int32Array(81);
  for (let i = 0; i < 81; i++) {
    const step = ARROWS[body[i]];
    if (!step) {
      next[i] = i;
      continue;
    }
    const r = Math.floor(i / N) + step[0];
    const c = (i % N) + step[1];
    if (r < 0 || r >= N || c < 0 || c >= N) return formatError('BAD_FORMAT', `the arrow at ${labelOf(i, N)} points off the grid`);
    next[i] = r * N + c;
  }
  const head = new Int32Array(81);
  const pointedAt = new Uint8Array(81);
  for (let i = 0; i < 81; i++) if (next[i] !== i) pointedAt[next[i]] = 1;
  for (let i = 0; i < 81; i++) {
    let h = i;
    for (let steps = 0; next[h] !== h; steps++) {
      if (steps > 81) return formatError('BAD_FORMAT', `the arrows from ${labelOf(i, N)} go round in a loop`);
      h = next[h];
    }
    // A lone 0 is a cell in no cage.
    head[i] = body[h] === '0' && h === i && !pointedAt[i] ? -1 : h;
  }
  const rules = cagesOf(head, (h) => (body[h] === '0' ? undefined : SUM_DIGITS.indexOf(body[h])));
  return { ok: true, value: { board: { shape: shape9(), cells: new Uint8Array(81), rules } } };
}

/** What both killer forms require of a board before writing: 9×9, no givens, cages and `allowed` only. */
function writable(format: BoardFormat, state: BoardState, allowed: ReadonlySet<Rule['kind']>): Result<Int32Array, ParseError> {
  const { shape, cells } = state.board;
  if (shape.size !== N || shape.boxRows !== 3) return shapeRefused(format, shape.size, '9×9 boards with 3×3 boxes');
  if (cells.some((v) => v !== 0)) return noGivens(format);
  const rules = state.board.rules ?? [];
  const bad = checkRuleData(rules, N) ?? refuseOthers(format, rules, allowed);
  if (bad) return bad;
  return cageOfCell(rules, N);
}

function encodeShort(state: BoardState): Encoded {
  const at = writable('KILLER_SHORT', state, new Set(['KILLER_CAGE']));
  if (!at.ok) return at;
  const rules = state.board.rules ?? [];
  const out = new Array<string>(81).fill('0');
  for (let k = 0; k < rules.length; k++) {
    const cage = rules[k] as Extract<Rule, { kind: 'KILLER_CAGE' }>;
    if (cage.sum !== undefined && (cage.sum < 1 || cage.sum >= SUM_DIGITS.length))
      return cannotCarry('KILLER_SHORT', rules, k, `its sum ${cage.sum} has no character (1 to 45)`);
    const head = Math.min(...cage.cells);
    out[head] = cage.sum === undefined ? '0' : SUM_DIGITS[cage.sum];
    // Breadth-first over king steps inside the cage: each cell points at the one it was reached from.
    const reached = new Set([head]);
    const queue = [head];
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const to of cage.cells) {
        if (reached.has(to)) continue;
        const dr = Math.floor(from / N) - Math.floor(to / N);
        const dc = (from % N) - (to % N);
        if (Math.abs(dr) > 1 || Math.abs(dc) > 1) continue;
        out[to] = ARROW_OF.get(`${dr},${dc}`)!;
        reached.add(to);
        queue.push(to);
      }
    }
    if (reached.size !== new Set(cage.cells).size)
      return cannotCarry('KILLER_SHORT', rules, k, 'its cells are not connected by king steps');
  }
  return { ok: true, value: out.join('') };
}

export const killerShort: Codec = { decode: (text) => decodeShort(text), encode: (state) => encodeShort(state) };

/** SudoCue's killer line: `3x3:<flags>:k:` and 81 numbers. */
export const isSudoCueKiller = (text: string): boolean => /^3x3:[a-z]*:k:/i.test(text.trim());

function decodeSudoCue(text: string): Result<BoardState, ParseError> {
  const parts = text.trim().split(':');
  if (parts[parts.length - 1] === '') parts.pop();
  if (parts[0] !== '3x3' || parts[2] !== 'k' || parts.length !== 3 + 81)
    return formatError('BAD_FORMAT', "a SudoCue killer line is '3x3:<flags>:k:' and 81 numbers separated by ':'");
  const flags = parts[1];
  if (flags !== '' && flags !== 'd')
    return unknownConstraint(`3x3:${flags}`, `the flag '${flags}' of a SudoCue line is not known (d: both diagonals)`);
  const head = new Int32Array(81).fill(-1);
  const sums = new Map<number, number>();
  const first = new Map<number, number>();
  for (let i = 0; i < 81; i++) {
    const t = parts[3 + i];
    if (!/^\d{1,5}$/.test(t) || Number(t) > 0xffff) return formatError('BAD_FORMAT', `'${t}' at ${labelOf(i, N)} is no number 0..65535`);
    const v = Number(t);
    const sum = v >> 8;
    const id = v & 0xff;
    if (sum === 0) continue;
    const known = sums.get(id);
    if (known !== undefined && known !== sum)
      return badRuleText('KILLER_CAGE', `cage ${id} has the sum ${known} and, at ${labelOf(i, N)}, ${sum}`, `cage ${id}`);
    sums.set(id, sum);
    if (!first.has(id)) first.set(id, i);
    head[i] = first.get(id)!;
  }
  const rules: Rule[] =
    flags === 'd'
      ? [
          { kind: 'DIAGONAL', direction: 'MAIN' },
          { kind: 'DIAGONAL', direction: 'ANTI' },
        ]
      : [];
  const sumAtHead = new Map([...first].map(([id, h]) => [h, sums.get(id)!]));
  rules.push(...cagesOf(head, (h) => sumAtHead.get(h)));
  return { ok: true, value: { board: { shape: shape9(), cells: new Uint8Array(81), rules } } };
}

function encodeSudoCue(state: BoardState): Encoded {
  const at = writable('SUDOCUE_KILLER', state, new Set(['KILLER_CAGE', 'DIAGONAL']));
  if (!at.ok) return at;
  const rules = state.board.rules ?? [];
  const diagonals = new Set(rules.flatMap((r) => (r.kind === 'DIAGONAL' ? [r.direction] : [])));
  if (diagonals.size === 1) {
    const i = rules.findIndex((r) => r.kind === 'DIAGONAL');
    return cannotCarry('SUDOCUE_KILLER', rules, i, 'its flag d stands for both diagonals');
  }
  const id = new Map<number, number>();
  for (let k = 0; k < rules.length; k++) {
    const r = rules[k];
    if (r.kind !== 'KILLER_CAGE') continue;
    if (r.sum === undefined || r.sum < 1 || r.sum > 255)
      return cannotCarry('SUDOCUE_KILLER', rules, k, 'it writes a sum of 1 to 255 on every caged cell');
    id.set(k, id.size + 1);
  }
  let free = id.size + 1;
  const nums = Array.from(at.value, (k) => {
    if (k < 0) return free++ & 0xff;
    const cage = rules[k] as Extract<Rule, { kind: 'KILLER_CAGE' }>;
    return cage.sum! * 256 + id.get(k)!;
  });
  return { ok: true, value: `3x3:${diagonals.size === 2 ? 'd' : ''}:k:${nums.join(':')}:` };
}

export const sudoCueKiller: Codec = { decode: (text) => decodeSudoCue(text), encode: (state) => encodeSudoCue(state) };

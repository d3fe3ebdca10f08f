// JIGSAW_TEXT: a jigsaw as forum posts and solvers pass it, N² givens then N² region characters
// (spaces and line breaks ignored), e.g. 81 cells `4.....7...` then `AABBBBBCC…`. The givens read
// as CELLS text (DIGITS_LETTERS, `.` `0` empty); the regions are any N distinct letters or digits,
// numbered in order of first appearance. Regions that are r×c boxes give that box shape and no
// rule (a classic board is written with its boxes as the regions); any other map is a JIGSAW rule.
// Written with regions `1`…`9`, then `A`…: placed values are written as givens, as CELLS does.
import type { Rule } from '../rules/types.js';
import { MAX_SIZE } from '../symbols.js';
import { badRuleText, boxRegions, checkRuleData, onlyJigsaw, refuseOthers, relabel, shapeOfRegionMap } from './rule-data.js';
import { digitsOf, formatBoardText, parseBoardText } from './text.js';
import { filledAt, formatError, type Codec } from './types.js';

const REGION_SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/** N for a text of 2N² characters whose second half is N distinct symbols each used N times, else 0. */
export function jigsawTextSize(compact: string): number {
  const n = Math.round(Math.sqrt(compact.length / 2));
  if (n < 2 || n > MAX_SIZE || 2 * n * n !== compact.length) return 0;
  const map = compact.slice(n * n);
  if (!/^[0-9A-Za-z]+$/.test(map)) return 0;
  const counts = new Map<string, number>();
  for (const ch of map) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  return counts.size === n && [...counts.values()].every((k) => k === n) ? n : 0;
}

export const jigsawText: Codec = {
  decode: (text, options) => {
    const compact = text.replace(/\s+/g, '');
    const n = Math.round(Math.sqrt(compact.length / 2));
    if (n < 2 || n > MAX_SIZE || 2 * n * n !== compact.length)
      return formatError('BAD_LENGTH', `a jigsaw text is N² givens then N² region characters (2N²: 32, 72, 162, …); got ${compact.length}`);
    const map = compact.slice(n * n);
    if (!/^[0-9A-Za-z]+$/.test(map)) return badRuleText('JIGSAW', 'the region characters are not all letters or digits', 'regions');
    const { regions, count } = relabel(map);
    if (count !== n) return badRuleText('JIGSAW', `the region characters name ${count} regions, not ${n}`, 'regions');
    const drawn = shapeOfRegionMap(regions, n);
    const givens = parseBoardText(compact.slice(0, n * n), {
      ...digitsOf(options),
      boxRows: drawn ? drawn.boxRows : options.boxRows,
      boxCols: drawn ? drawn.boxCols : options.boxCols,
    });
    if (!givens.ok) return givens;
    const board = drawn ? givens.value : { ...givens.value, rules: [{ kind: 'JIGSAW', regions } as Rule] };
    return { ok: true, value: { board } };
  },
  encode: (state) => {
    const { shape } = state.board;
    const n = shape.size;
    const rules = state.board.rules ?? [];
    const bad = checkRuleData(rules, n) ?? refuseOthers('JIGSAW_TEXT', rules, new Set(['JIGSAW']));
    if (bad) return bad;
    const jigsaw = onlyJigsaw('JIGSAW_TEXT', rules);
    if (!jigsaw.ok) return jigsaw;
    const map = jigsaw.value ? jigsaw.value.regions : boxRegions(shape);
    const all = new Uint8Array(n * n);
    for (let i = 0; i < all.length; i++) all[i] = filledAt(state, i);
    return { ok: true, value: formatBoardText(all, 'DIGITS_LETTERS') + map.map((k) => REGION_SYMBOLS[k]).join('') };
  },
};

// A deliberately small checker of a full grid against a puzzle's rules, written from the rule
// model's definitions (src/engine/rules/types.ts) and nothing else of the engine: the format tests
// use it to show that a decoded puzzle's rules are the ones its published solution obeys.
import type { Rule } from '../../../src/engine/rules/types.js';
import type { Shape } from '../../../src/engine/types.js';

/** The first rule (or classic unit) the grid breaks, as a short text; undefined when it breaks none. */
export function brokenRule(grid: readonly number[], shape: Shape, rules: readonly Rule[]): string | undefined {
  const n = shape.size;
  const at = (r: number, c: number) => grid[r * n + c];
  const distinct = (cells: readonly number[]) => new Set(cells.map((i) => grid[i])).size === cells.length;
  const range = (k: number) => Array.from({ length: k }, (_, i) => i);
  const units: [string, number[]][] = [];
  for (const r of range(n)) units.push([`row ${r + 1}`, range(n).map((c) => r * n + c)]);
  for (const c of range(n)) units.push([`column ${c + 1}`, range(n).map((r) => r * n + c)]);
  const jigsaw = rules.find((r) => r.kind === 'JIGSAW');
  const boxOf = (i: number) => Math.floor(Math.floor(i / n) / shape.boxRows) * (n / shape.boxCols) + Math.floor((i % n) / shape.boxCols);
  const regionOf = jigsaw ? (i: number) => jigsaw.regions[i] : boxOf;
  for (const k of range(n)) units.push([`region ${k + 1}`, range(n * n).filter((i) => regionOf(i) === k)]);
  for (const [name, cells] of units) if (cells.length !== n || !distinct(cells)) return name;

  const orthPairs: [number, number][] = [];
  for (const r of range(n))
    for (const c of range(n)) {
      if (c + 1 < n) orthPairs.push([r * n + c, r * n + c + 1]);
      if (r + 1 < n) orthPairs.push([r * n + c, (r + 1) * n + c]);
    }
  const key = (a: number, b: number) => `${Math.min(a, b)},${Math.max(a, b)}`;
  const kropkiAt = new Map<string, Extract<Rule, { kind: 'KROPKI' }>>();
  const xvAt = new Set<string>();
  for (const r of rules) {
    if (r.kind === 'KROPKI') kropkiAt.set(key(r.cells[0], r.cells[1]), r);
    if (r.kind === 'XV') xvAt.add(key(r.cells[0], r.cells[1]));
  }
  const ratio = (a: number, b: number, v: number) => a === v * b || b === v * a;

  for (let k = 0; k < rules.length; k++) {
    const r = rules[k];
    const bad = (why: string) => `rule ${k + 1} ${r.kind}: ${why}`;
    switch (r.kind) {
      case 'DIAGONAL': {
        const cells = range(n).map((i) => (r.direction === 'MAIN' ? i * n + i : (n - 1 - i) * n + i));
        if (!distinct(cells)) return bad('a value twice');
        break;
      }
      case 'JIGSAW':
        break;
      case 'EXTRA_REGION':
        if (!distinct(r.cells)) return bad('a value twice');
        break;
      case 'WINDOKU':
        for (let top = 1; top + shape.boxRows <= n; top += shape.boxRows + 1)
          for (let left = 1; left + shape.boxCols <= n; left += shape.boxCols + 1) {
            const cells = range(shape.boxRows).flatMap((dr) => range(shape.boxCols).map((dc) => (top + dr) * n + left + dc));
            if (!distinct(cells)) return bad(`window at row ${top + 1}, column ${left + 1}`);
          }
        break;
      case 'DISJOINT_GROUPS':
        for (const p of range(n)) {
          const cells = range(n * n).filter((i) => (Math.floor(i / n) % shape.boxRows) * shape.boxCols + ((i % n) % shape.boxCols) === p);
          if (!distinct(cells)) return bad(`group ${p + 1}`);
        }
        break;
      case 'KILLER_CAGE':
        if (!distinct(r.cells)) return bad('a value twice');
        if (r.sum !== undefined && r.cells.reduce((s, i) => s + grid[i], 0) !== r.sum) return bad('wrong sum');
        break;
      case 'ANTI_KNIGHT':
      case 'ANTI_KING': {
        const steps =
          r.kind === 'ANTI_KNIGHT'
            ? [
                [1, 2],
                [2, 1],
                [1, -2],
                [2, -1],
              ]
            : [
                [0, 1],
                [1, 0],
                [1, 1],
                [1, -1],
              ];
        for (const i of range(n * n))
          for (const [dr, dc] of steps) {
            const rr = Math.floor(i / n) + dr;
            const cc = (i % n) + dc;
            if (rr < n && cc >= 0 && cc < n && at(rr, cc) === grid[i]) return bad(`same value a move apart at cell ${i}`);
          }
        break;
      }
      case 'NON_CONSECUTIVE':
        for (const [a, b] of orthPairs)
          if (Math.abs(grid[a] - grid[b]) === 1 && kropkiAt.get(key(a, b))?.color !== 'WHITE') return bad(`cells ${a} and ${b}`);
        break;
      case 'KROPKI': {
        const [a, b] = r.cells;
        const ok = r.color === 'WHITE' ? Math.abs(grid[a] - grid[b]) === (r.value ?? 1) : ratio(grid[a], grid[b], r.value ?? 2);
        if (!ok) return bad(`cells ${a} and ${b}`);
        break;
      }
      case 'XV':
        if (grid[r.cells[0]] + grid[r.cells[1]] !== r.sum) return bad('wrong sum');
        break;
      case 'NEGATIVE': {
        const color = r.of;
        const dots = rules.filter((d): d is Extract<Rule, { kind: 'KROPKI' }> => d.kind === 'KROPKI' && d.color === color);
        const values = new Set(
          color === 'XV' ? [5, 10] : [color === 'WHITE' ? 1 : 2, ...dots.map((d) => d.value ?? (color === 'WHITE' ? 1 : 2))],
        );
        for (const [a, b] of orthPairs) {
          if (color === 'XV' ? xvAt.has(key(a, b)) : kropkiAt.has(key(a, b))) continue;
          for (const v of values) {
            const makes =
              color === 'XV' ? grid[a] + grid[b] === v : color === 'WHITE' ? Math.abs(grid[a] - grid[b]) === v : ratio(grid[a], grid[b], v);
            if (makes) return bad(`cells ${a} and ${b} make ${v}`);
          }
        }
        break;
      }
      case 'PARITY':
        if (grid[r.cell] % 2 !== (r.parity === 'EVEN' ? 0 : 1)) return bad('wrong parity');
        break;
      case 'GREATER_THAN':
        if (grid[r.greater] <= grid[r.lesser]) return bad('not greater');
        break;
      case 'THERMOMETER':
        for (let i = 1; i < r.cells.length; i++) if (grid[r.cells[i]] <= grid[r.cells[i - 1]]) return bad('not increasing');
        break;
      case 'ARROW': {
        const circle = r.circle.reduce((s, i) => s * 10 + grid[i], 0);
        if (r.line.reduce((s, i) => s + grid[i], 0) !== circle) return bad('wrong sum');
        break;
      }
      case 'LITTLE_KILLER': {
        const [dr, dc] = { UP_LEFT: [-1, -1], UP_RIGHT: [-1, 1], DOWN_LEFT: [1, -1], DOWN_RIGHT: [1, 1] }[r.direction];
        let sum = 0;
        for (let rr = r.clue.row + dr, cc = r.clue.col + dc; rr >= -1 && rr <= n && cc >= -1 && cc <= n; rr += dr, cc += dc)
          if (rr >= 0 && rr < n && cc >= 0 && cc < n) sum += at(rr, cc);
        if (sum !== r.sum) return bad(`sum ${sum}`);
        break;
      }
      case 'SANDWICH': {
        const line = range(n).map((j) => (r.line === 'ROW' ? at(r.index, j) : at(j, r.index)));
        const [p, q] = [line.indexOf(1), line.indexOf(n)].sort((x, y) => x - y);
        if (line.slice(p + 1, q).reduce((s, v) => s + v, 0) !== r.sum) return bad('wrong sum');
        break;
      }
      case 'WHISPERS':
        for (let i = 1; i < r.cells.length; i++)
          if (Math.abs(grid[r.cells[i]] - grid[r.cells[i - 1]]) < (r.difference ?? Math.ceil(n / 2))) return bad('too close');
        break;
      case 'RENBAN': {
        const v = r.cells.map((i) => grid[i]);
        if (!distinct(r.cells) || Math.max(...v) - Math.min(...v) !== v.length - 1) return bad('not a run');
        break;
      }
      case 'PALINDROME':
        for (let i = 0; i < r.cells.length; i++)
          if (grid[r.cells[i]] !== grid[r.cells[r.cells.length - 1 - i]]) return bad('not a palindrome');
        break;
      case 'QUADRUPLE': {
        const held = [r.cell, r.cell + 1, r.cell + n, r.cell + n + 1].map((i) => grid[i]);
        for (const v of new Set(r.values))
          if (held.filter((h) => h === v).length < r.values.filter((w) => w === v).length) return bad(`${v} missing`);
        break;
      }
    }
  }
  return undefined;
}

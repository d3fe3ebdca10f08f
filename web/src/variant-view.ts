// The variant parts of the painted page: the rules drawn on the board (once per board), broken
// rules in red with the conflict note's words, the legend naming the rules in play, and the cage
// helper (the combinations a killer cage can still make, given its cells' values and marks).
import { $, grid, overlay, s } from './app.js';
import { candidatesOf, symbolFor } from './board.js';
import { cageCombos, MAX_COMBOS, type CageCombos } from './cage-combos.js';
import { drawRules, showBroken } from './rule-layer.js';
import { regionsOf } from './rule-shapes.js';
import { brokenWords, legend, ruleName } from './rule-words.js';
import { listWords, plural } from './words.js';

let drawn = { generation: -1, rules: null as unknown };

/** Draws the board's rules when the board is new, and marks the broken ones. */
export function paintRules(): void {
  const rules = s.game.rules;
  if (drawn.generation !== overlay.generation || drawn.rules !== rules) {
    drawRules(overlay, rules, s.shape);
    drawn = { generation: overlay.generation, rules };
    paintLegend();
  }
  const n = s.shape.size;
  const broken = new Set(s.path ? [] : s.broken.keys());
  // The knight's and king's rules have no drawing: their clashing pairs are joined instead.
  const pairs: [number, number][] = [];
  for (const i of broken) {
    const kind = rules[i]!.kind;
    if (kind !== 'ANTI_KNIGHT' && kind !== 'ANTI_KING') continue;
    const cells = s.broken.get(i)!;
    for (const a of cells)
      for (const b of cells) {
        if (b <= a || s.game.value(a) !== s.game.value(b)) continue;
        const [dr, dc] = [Math.abs(Math.floor(a / n) - Math.floor(b / n)), Math.abs((a % n) - (b % n))];
        const apart = kind === 'ANTI_KNIGHT' ? dr * dc === 2 : Math.max(dr, dc) === 1;
        if (apart) pairs.push([a, b]);
      }
  }
  const step = s.path ? (s.path.steps[s.path.at] ?? null) : s.step;
  showBroken(overlay, $('board'), broken, pairs, n, new Set(step?.rules ?? []));
  paintCageHelp();
}

/** The conflict note's words for the broken rules ("" on a classic board or when none is broken). */
export function brokenNote(): string {
  const parts = s.broken.size ? [brokenWords(s.game.rules, [...s.broken.keys()], s.shape.size)] : [];
  // A jigsaw's regions are its boxes: a clash in one is named as the region it is (once, whether the
  // engine reports it as the box unit or as the jigsaw rule).
  const region = ruleName({ kind: 'JIGSAW', regions: [] }, s.shape.size);
  if (s.boxClash && regionsOf(s.game.rules) && !parts.some((p) => p.includes(region))) parts.push(region);
  return parts.length ? `breaking ${listWords(parts)}` : '';
}

/** Wide screens show the legend open beside the board; a phone folds it into one line. */
const wide = matchMedia('(min-width: 900px)');

function paintLegend(): void {
  const box = $<HTMLDetailsElement>('legend');
  const items = legend(s.game.rules, s.shape.size);
  box.hidden = items.length === 0;
  box.open = wide.matches;
  $('legend-names').textContent = items.length ? `Rules: ${listWords(items.map((x) => x.name))}` : '';
  $('legend-list').replaceChildren(
    ...items.map((x) => {
      const li = document.createElement('li');
      const b = document.createElement('strong');
      b.textContent = `${x.name}: `;
      li.append(b, x.rule);
      return li;
    }),
  );
}

/** The cage under the cursor: its sum's combinations, those its cells can still take first. */
function paintCageHelp(): void {
  const box = $('cage-help');
  const found = s.path ? null : cageAt(grid.selectedIndex);
  box.hidden = !found;
  // The section goes when it has nothing to show (a classic board keeps no gap for it).
  box.parentElement!.hidden = box.hidden && $('legend').hidden;
  if (!found) return;
  const { combos, cage } = found;
  const n = s.shape.size;
  const where = `Cage ${cage.sum} in ${plural(cage.cells.length, 'cell')}`;
  const title = document.createElement('span');
  title.className = 'cage-title';
  const list = document.createElement('span');
  list.className = 'cage-list';
  const many = combos.all.length >= MAX_COMBOS;
  if (combos.all.length === 0) title.textContent = `${where}: no set of different digits makes it.`;
  else if (many)
    title.textContent = `${where}: more than ${MAX_COMBOS} combinations${combos.fit.length < combos.all.length ? `, ${plural(combos.fit.length, 'combination')} of the first ${MAX_COMBOS} fit` : ''}.`;
  else
    title.textContent = `${where}: ${combos.fit.length} of ${plural(combos.all.length, 'combination')} fit${combos.fit.length === 1 ? 's' : ''}`;
  // Up to a line or two: every combination, those ruled out struck through; past that only those that fit.
  const shown = combos.all.length <= SHOWN ? combos.all : combos.fit.slice(0, SHOWN);
  for (const c of shown) {
    const item = document.createElement(combos.fit.includes(c) ? 'span' : 's');
    item.textContent = c.map(symbolFor).join(n > 9 ? ' ' : '');
    list.append(item, ' ');
  }
  if (shown.length < combos.fit.length) list.append('…');
  if (shown.some((c) => !combos.fit.includes(c))) {
    const rest = document.createElement('span');
    rest.className = 'sr';
    rest.textContent = `(struck out: ruled out by the cells' values or marks)`;
    list.append(rest);
  }
  box.replaceChildren(title, ' ', list);
}

/** Combinations listed at most (a 9×9 cage has at most 12; bigger boards list those that fit). */
const SHOWN = 24;

/** The killer cage with a sum that holds cell i, and its combinations. */
function cageAt(i: number): { cage: { cells: readonly number[]; sum: number }; combos: CageCombos } | null {
  const rule = s.game.rules.find((r) => r.kind === 'KILLER_CAGE' && r.sum !== undefined && r.cells.includes(i));
  if (!rule || rule.kind !== 'KILLER_CAGE' || rule.sum === undefined) return null;
  const g = s.game;
  // A cell's options: its value, else its centre marks, else what the board's rules leave it.
  const open = candidatesOf(g.cells(), s.shape, g.rules);
  const options = rule.cells.map((c) => (g.value(c) ? [g.value(c)] : g.notes(c).length ? g.notes(c) : open[c]!));
  return { cage: { cells: rule.cells, sum: rule.sum }, combos: cageCombos(rule.cells.length, rule.sum, s.shape.size, options) };
}

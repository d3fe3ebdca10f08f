// A variant puzzle's rules drawn on the board (the drawing data is rule-shapes.ts): the overlay's
// layer `rules-under` (below the symbols: regions, lines, thermometers, arrows, cages and their
// sums) and `rules-over` (dots, letters, chevrons, quadruples, outside clues), one group per rule
// (`data-rule` = its index), so a broken rule turns red as a whole; `clash` joins two cells a
// knight's or king's move apart that hold the same value.
import type { Rule, Shape } from '../../src/engine/index.js';
import { svg, type Overlay } from './layers.js';
import { ruleDrawings, type Drawing, type Item } from './rule-shapes.js';

function element(item: Item): SVGElement {
  switch (item.t) {
    case 'path':
      return svg('path', { d: item.d, class: item.cls });
    case 'circle':
      return svg('circle', { cx: item.cx, cy: item.cy, r: item.r, class: item.cls });
    case 'rect':
      return svg('rect', { x: item.x, y: item.y, width: item.w, height: item.h, rx: item.rx, class: item.cls });
    case 'text': {
      const t = svg('text', { x: item.x, y: item.y, 'font-size': item.size, 'text-anchor': item.anchor, class: item.cls });
      t.textContent = item.text;
      return t;
    }
  }
}

const HOLES = 'rule-holes';

/**
 * Draws every rule of the board (an empty list clears the drawing). `holes` is the id of the
 * cages' mask: a page with another board drawn (Learn's example) names its own, since `url(#id)`
 * finds the first element of that id in the document.
 */
export function drawRules(overlay: Overlay, rules: readonly Rule[], shape: Shape, holes: string = HOLES): void {
  const n = shape.size;
  const drawings = ruleDrawings(rules, n, shape.boxRows, shape.boxCols);
  const group = (d: Drawing) => {
    const g = svg('g', { 'data-rule': d.rule, class: `rule rule-${rules[d.rule]!.kind.toLowerCase().replace(/_/g, '-')}` });
    for (const item of d.items) {
      const el = element(item);
      // A cage's dashed line breaks around its sum.
      if (item.t === 'path' && d.holes.length) el.setAttribute('mask', `url(#${holes})`);
      g.append(el);
    }
    return g;
  };
  const boxes = drawings.flatMap((d) => d.holes);
  const under: SVGElement[] = [];
  if (boxes.length) {
    const mask = svg('mask', { id: holes, maskUnits: 'userSpaceOnUse', x: -2, y: -2, width: n + 4, height: n + 4 });
    mask.append(svg('rect', { x: -2, y: -2, width: n + 4, height: n + 4, fill: 'white' }));
    for (const h of boxes) mask.append(svg('rect', { x: h.x, y: h.y, width: h.w, height: h.h, fill: 'black' }));
    const defs = svg('defs', {});
    defs.append(mask);
    under.push(defs);
  }
  under.push(...drawings.filter((d) => d.depth === 'under').map(group));
  overlay.set('rules-under', 'under', under);
  overlay.set('rules-over', 'over', drawings.filter((d) => d.depth === 'over').map(group));
}

/**
 * Marks the broken rules red (their indexes) and joins the clashing pairs of the knight's and
 * king's rules, which have no drawing of their own.
 */
export function showBroken(
  overlay: Overlay,
  host: HTMLElement,
  broken: ReadonlySet<number>,
  pairs: readonly [number, number][],
  n: number,
  hinted: ReadonlySet<number> = new Set(),
): void {
  for (const g of host.querySelectorAll<SVGGElement>('g.rule')) {
    const i = Number(g.dataset.rule);
    g.classList.toggle('broken', broken.has(i));
    // The rules a hint or a path step reasons with stand out.
    g.classList.toggle('hinted', hinted.has(i));
  }
  const at = (i: number) => [(i % n) + 0.5, Math.floor(i / n) + 0.5];
  overlay.set(
    'clash',
    'over',
    pairs.map(([a, b]) => {
      // From near one cell's edge to near the other's, clear of both values.
      const [ax, ay] = at(a);
      const [bx, by] = at(b);
      const len = Math.hypot(bx! - ax!, by! - ay!);
      const [ux, uy] = [(bx! - ax!) / len, (by! - ay!) / len];
      const k = 0.32;
      const d = `M${ax! + ux * k} ${ay! + uy * k}L${bx! - ux * k} ${by! - uy * k}`;
      return svg('path', { d, class: 'clash-link' });
    }),
  );
}

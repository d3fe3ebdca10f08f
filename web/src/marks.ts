// The elements of a cell's pencil marks, placed by mark-layout.ts: centre marks (`.notes`, one or
// a few centred lines) and corner marks (`.cm`, one per spot), each mark a span so the chosen
// digit, a removed candidate or a placed value can be picked out.
import { symbolFor } from './board.js';
import { defaultWidths, PAD, type MarkLayout, type Widths } from './mark-layout.js';

/** The symbols' widths in the page's mark font, measured once on a canvas (bold: the wider weight). */
export function measuredWidths(fontFamily: string): Widths {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return defaultWidths;
  ctx.font = `600 100px ${fontFamily}`;
  const table = new Map<string, number>();
  for (let v = 1; v <= 25; v++) {
    const s = symbolFor(v);
    // A little slack for rounding and hinting at small sizes.
    table.set(s, (ctx.measureText(s).width / 100) * 1.04);
  }
  return (s) => table.get(s) ?? defaultWidths(s);
}

/** How marks of one value look: highlighted (the chosen digit), struck out (a step removes it), placed (a step puts it there). */
export interface MarkLook {
  hl: number;
  elim: readonly number[];
  place: number;
}

function markSpan(v: number, look: MarkLook): HTMLSpanElement {
  const s = document.createElement('span');
  s.textContent = symbolFor(v);
  const cls = look.elim.includes(v) ? 'elim' : v === look.place ? 'place' : v === look.hl ? 'hl' : '';
  if (cls) s.className = cls;
  return s;
}

/** The `.marks` box of a cell: centre marks (`.notes`) and corner marks (`.cm`), sized by layoutMarks. */
export function marksElement(layout: MarkLayout, look: MarkLook): HTMLElement {
  const box = document.createElement('span');
  box.className = 'marks';
  box.setAttribute('aria-hidden', 'true');
  if (layout.pad !== PAD) box.style.setProperty('--pad', String(layout.pad));
  if (layout.centre) {
    const notes = document.createElement('span');
    notes.className = 'notes';
    notes.style.setProperty('--f', layout.centre.font.toFixed(4));
    for (const line of layout.centre.lines) {
      const l = document.createElement('span');
      l.className = 'line';
      l.append(...line.map((v) => markSpan(v, look)));
      notes.append(l);
    }
    box.append(notes);
  }
  if (layout.corner) {
    for (const { spot, values } of layout.corner.spots) {
      const c = document.createElement('span');
      c.className = `cm ${spot}`;
      c.style.setProperty('--f', layout.corner.font.toFixed(4));
      c.append(...values.map((v) => markSpan(v, look)));
      box.append(c);
    }
  }
  return box;
}

// Drawings over the board, in layers: SVG in grid units (cell r,c spans [c, c+1] × [r, r+1]), one
// layer under the cells' symbols (above their backgrounds) and one over everything. The hint's
// area is drawn here today; a rule of a variant puzzle (a cage, a line, a dot, a thermometer, an
// outside clue) becomes one more named layer, drawn from its data with the same helpers, without
// touching the cells. `margin` (in cells) leaves room around the grid for outside clues.
const SVG = 'http://www.w3.org/2000/svg';

export type Depth = 'under' | 'over';

export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

export class Overlay {
  private readonly roots: Record<Depth, SVGSVGElement>;
  private readonly groups = new Map<string, SVGGElement>();

  /** Bumped by every build: what draws into the layers knows when to draw again. */
  generation = 0;

  constructor(private readonly host: HTMLElement) {
    const make = (depth: Depth) => {
      const root = svg('svg', { class: `layer layer-${depth}`, 'aria-hidden': 'true', focusable: 'false', preserveAspectRatio: 'none' });
      host.append(root);
      return root;
    };
    this.roots = { under: make('under'), over: make('over') };
  }

  /** A new board: every layer cleared, the coordinate system set to N cells plus a margin. */
  build(n: number, margin = 0): void {
    this.generation++;
    // The board's padding and the layers' box follow the margin (board.css).
    this.host.style.setProperty('--n', String(n));
    this.host.style.setProperty('--m', String(margin));
    this.host.classList.toggle('with-margin', margin > 0);
    for (const root of Object.values(this.roots)) {
      root.setAttribute('viewBox', `${-margin} ${-margin} ${n + 2 * margin} ${n + 2 * margin}`);
      root.replaceChildren();
    }
    this.groups.clear();
  }

  /** Replaces the drawing of one named layer (an empty list clears it). */
  set(name: string, depth: Depth, children: readonly SVGElement[]): void {
    let g = this.groups.get(name);
    if (!g) {
      g = svg('g', { 'data-layer': name });
      this.groups.set(name, g);
      this.roots[depth].append(g);
    }
    g.replaceChildren(...children);
  }
}

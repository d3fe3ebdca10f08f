// The on-screen keypad: one key per symbol showing how many are still to place, or the colour
// palette in colour mode. A key's accessible name is its visible text with words around it
// ("5, 3 left": the 5 and the 3 are what the key shows), so speech input can say what it sees.
import { symbolFor } from './board.js';
import { PALETTE_SIZE } from './game.js';

/** Names of the colours, for screen readers and the palette's buttons (same order in both sets). */
export const COLOUR_NAMES = ['grey', 'orange', 'sky blue', 'green', 'yellow', 'blue', 'vermilion', 'purple', 'black'];

const span = (cls: string, text: string, tag = 'span'): HTMLElement => {
  const s = document.createElement(tag);
  s.className = cls;
  s.textContent = text;
  return s;
};

export class Keypad {
  private colours = false;

  constructor(private readonly root: HTMLElement) {}

  /** One tidy block: as few rows as nine keys a row allows, the keys spread evenly over them. */
  build(n: number, colours: boolean): void {
    this.colours = colours;
    const count = colours ? PALETTE_SIZE : n;
    const rows = Math.ceil(count / 9);
    this.root.style.setProperty('--kcols', String(Math.ceil(count / rows)));
    this.root.dataset.rows = String(rows);
    const keys: HTMLButtonElement[] = [];
    for (let v = 1; v <= count; v++) {
      const b = document.createElement('button');
      b.type = 'button';
      // Keyboard users type straight into the cell; keeping the keypad out of the tab order spares
      // them up to 25 stops between the board and the action buttons.
      b.tabIndex = -1;
      b.dataset.value = String(v);
      if (colours) {
        b.className = `swatch colour-${v}`;
        b.append(span('sym', String(v)), span('sr', ` ${COLOUR_NAMES[v - 1]}`));
      } else {
        const sym = span('sym', symbolFor(v));
        sym.append(span('sr', ','));
        b.append(sym, span('left', '', 'small'), span('sr', ' left'));
      }
      keys.push(b);
    }
    this.root.replaceChildren(...keys);
  }

  /** Each symbol's count still to place (from the values on the board) and the digit-first choice. */
  paint(values: readonly number[], n: number, digitFirst: boolean, chosen: number): void {
    const placed = new Array<number>(n + 1).fill(0);
    for (const v of values) placed[v] = (placed[v] ?? 0) + 1;
    for (const b of this.root.querySelectorAll<HTMLButtonElement>('button[data-value]')) {
      if (this.colours) {
        b.removeAttribute('aria-pressed');
        continue;
      }
      const v = Number(b.dataset.value);
      const left = Math.max(0, n - (placed[v] ?? 0));
      const small = b.querySelector('.left');
      if (small && small.textContent !== String(left)) small.textContent = String(left);
      b.classList.toggle('done', left === 0);
      if (digitFirst) b.setAttribute('aria-pressed', String(chosen === v));
      else b.removeAttribute('aria-pressed');
    }
  }
}

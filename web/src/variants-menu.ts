// The variant chooser of the setup menu: Classic, or one or more variants to combine. A variant
// the generator cannot add to the ones chosen (on the board's size) is disabled with the reason, as
// the generator's own option check (checkGenerateOptions, the check the server runs) says; the
// choice is kept in localStorage and read by every "new puzzle" button.
import { checkGenerateOptions, type Shape, type Variant } from '../../src/engine/index.js';
import { $ } from './app.js';
import { VARIANT_ORDER, VARIANT_WORDS } from './rule-words.js';
import { setSetting, setting } from './store.js';
import { listWords } from './words.js';

const picker = $<HTMLDetailsElement>('variant-picker');
const list = $('variant-list');
const summary = $('variant-summary');
const note = $('variant-note');
let chosen: Variant[] = (setting('variants') ?? '').split(',').filter((v): v is Variant => (VARIANT_ORDER as string[]).includes(v));
let shape: Shape = { size: 9, boxRows: 3, boxCols: 3 };

/** The variants the next puzzle plays ([]: classic). */
export const chosenVariants = (): Variant[] => [...chosen];

/** The chosen variants in words: "Killer and Sudoku X", or "Classic". */
export const chosenName = (): string => (chosen.length ? listWords(chosen.map((v) => VARIANT_WORDS[v].name)) : 'Classic');

/** Why the generator refuses these variants on the shape, or null when it makes them. */
const refusal = (variants: Variant[]): string | null =>
  variants.length ? (checkGenerateOptions({ ...shape, variants })?.message ?? null) : null;

function render(): void {
  summary.textContent = `Variant: ${chosenName()}`;
  for (const box of list.querySelectorAll<HTMLInputElement>('input[data-variant]')) {
    const v = box.dataset.variant as Variant | 'CLASSIC';
    box.checked = v === 'CLASSIC' ? chosen.length === 0 : chosen.includes(v);
    if (v === 'CLASSIC') continue;
    // A variant that cannot join the chosen ones (or is not made on this size) is disabled.
    const blocked = !chosen.includes(v) && refusal([...chosen, v]) !== null;
    box.disabled = blocked;
    const why = blocked ? whyNot(v) : '';
    box.closest('label')!.title = why;
    box.setAttribute('aria-description', why);
  }
}

/** In words: which chosen variant it does not combine with, or that it is not made on this size. */
function whyNot(v: Variant): string {
  const name = VARIANT_WORDS[v].name;
  if (refusal([v]) !== null) return `${name} puzzles are not made on ${shape.size}×${shape.size}.`;
  const other = chosen.find((c) => refusal([c, v]) !== null);
  return other ? `${name} does not combine with ${VARIANT_WORDS[other].name}.` : `${name} does not combine with ${chosenName()}.`;
}

function choose(v: Variant | 'CLASSIC', on: boolean): void {
  chosen = v === 'CLASSIC' ? [] : on ? VARIANT_ORDER.filter((x) => x === v || chosen.includes(x)) : chosen.filter((x) => x !== v);
  setSetting('variants', chosen.join(','));
  note.textContent = '';
  render();
}

/** The board's size changed: variants not made on it are dropped. */
export function variantsForShape(next: Shape): void {
  shape = next;
  const kept = chosen.filter((v) => refusal([v]) === null);
  if (kept.length !== chosen.length) {
    const dropped = chosen.filter((v) => !kept.includes(v)).map((v) => VARIANT_WORDS[v].name);
    note.textContent = `${listWords(dropped)} ${dropped.length === 1 ? 'is' : 'are'} not made on ${shape.size}×${shape.size}.`;
    chosen = kept;
  }
  render();
}

export function wireVariants(): void {
  const option = (v: Variant | 'CLASSIC', name: string, rule: string) => {
    const label = document.createElement('label');
    label.className = 'variant-option';
    const box = document.createElement('input');
    box.type = v === 'CLASSIC' ? 'radio' : 'checkbox';
    box.dataset.variant = v;
    box.addEventListener('change', () => choose(v, box.checked));
    const text = document.createElement('span');
    text.textContent = name;
    const more = document.createElement('small');
    more.textContent = rule;
    label.append(box, text, more);
    return label;
  };
  list.replaceChildren(
    option('CLASSIC', 'Classic', 'Rows, columns and boxes only.'),
    ...VARIANT_ORDER.map((v) => option(v, VARIANT_WORDS[v].name, VARIANT_WORDS[v].rule)),
  );
  // Escape closes the open list (and keeps the menu open).
  picker.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && picker.open) {
      e.stopPropagation();
      e.preventDefault();
      picker.open = false;
      summary.focus();
    }
  });
  render();
}

// The controls around the board: the setup menu (one menu on a phone: size, level, practice, daily,
// paste, and room for a variant chooser; a toolbar on wide screens), pens, digit first, zoom, the
// colour palette and the pause.
import { $, button, grid, paint, s, say } from './app.js';
import type { Pen } from './grid.js';
import { setSetting, setting } from './store.js';
import { penButtons } from './view.js';

const setup = $('setup');
const menuBtn = button('menu-open');
const narrow = matchMedia('(max-width: 899px)');

/** On a narrow screen the setup is a popover opened by the menu button; on a wide one a toolbar. */
function placeSetup(): void {
  if (narrow.matches) setup.setAttribute('popover', 'auto');
  else {
    if (setup.matches(':popover-open')) setup.hidePopover();
    setup.removeAttribute('popover');
  }
}

export function closeMenu(): void {
  if (setup.hasAttribute('popover') && setup.matches(':popover-open')) setup.hidePopover();
}

export function wireMenu(): void {
  placeSetup();
  narrow.addEventListener('change', placeSetup);
  menuBtn.addEventListener('click', () => setup.togglePopover());
  setup.addEventListener('toggle', (e) => {
    const open = (e as ToggleEvent).newState === 'open';
    menuBtn.setAttribute('aria-expanded', String(open));
    if (open) setup.querySelector<HTMLElement>('select, button')?.focus();
  });
  // An action in the menu (a level, practice, daily, paste) closes it; choosing a size does not.
  setup.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('button')) closeMenu();
  });
}

export function setPen(pen: Pen): void {
  s.pen = pen;
  paint();
}

export function wirePens(): void {
  for (const [pen, b] of Object.entries(penButtons) as [Pen, HTMLButtonElement][]) {
    b.addEventListener('click', () => {
      // A mark or colour pen's button pressed again goes back to values.
      setPen(s.pen === pen && pen !== 'value' ? 'value' : pen);
      // Back to the board, so the next keys go into the selected cells.
      grid.select(grid.selectedIndex, true, true);
    });
  }
  const digitFirst = button('digit-first');
  digitFirst.addEventListener('click', () => {
    s.digitFirst = !s.digitFirst;
    grid.setDigitFirst(s.digitFirst);
    paint();
    say(
      s.digitFirst ? 'Digit first: choose a symbol on the keypad, then tap cells.' : 'Cell first: select cells, then type or tap a symbol.',
    );
  });
}

const ZOOMS = [1, 2, 3];

export function wireView(): void {
  const zoomBtn = button('zoom');
  const setZoom = (z: number) => {
    $('board').style.setProperty('--zoom', String(z));
    zoomBtn.querySelector('.label')!.textContent = `Zoom ${z}×`;
    zoomBtn.setAttribute('aria-pressed', String(z > 1));
    grid.select(grid.selectedIndex, false, true);
  };
  zoomBtn.addEventListener('click', () => {
    const z = Number($('board').style.getPropertyValue('--zoom') || 1);
    setZoom(ZOOMS[(ZOOMS.indexOf(z) + 1) % ZOOMS.length]!);
  });
  const palette = $<HTMLInputElement>('palette-safe');
  palette.checked = setting('palette') !== 'bright';
  document.body.dataset.palette = palette.checked ? 'safe' : 'bright';
  palette.addEventListener('change', () => {
    document.body.dataset.palette = palette.checked ? 'safe' : 'bright';
    setSetting('palette', palette.checked ? 'safe' : 'bright');
  });
  const pause = () => {
    if (button('pause').disabled) return;
    s.pause(!s.paused);
    if (!s.paused) grid.select(grid.selectedIndex, true);
  };
  button('pause').addEventListener('click', pause);
  button('resume').addEventListener('click', pause);
}

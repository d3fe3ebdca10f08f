// The page's two modal questions, on <dialog> so focus, Escape and the backdrop come for free.
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** Asks before unfinished work is set aside; resolves true when the player agrees. */
export function confirmDiscard(text: string, yes: string): Promise<boolean> {
  const dialog = $<HTMLDialogElement>('confirm');
  $('confirm-text').textContent = text;
  $('confirm-yes').textContent = yes;
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true });
    dialog.returnValue = '';
    dialog.showModal();
    $<HTMLButtonElement>('confirm-no').focus();
  });
}

/**
 * Asks for a puzzle's text; `check` returns an error message or null, `preview` runs on every edit. Resolves with the accepted
 * text, or null when cancelled.
 */
export function askPuzzleText(check: (text: string) => string | null, preview?: (text: string) => void): Promise<string | null> {
  const dialog = $<HTMLDialogElement>('paste');
  const form = $<HTMLFormElement>('paste-form');
  const area = $<HTMLTextAreaElement>('paste-text');
  const error = $('paste-error');
  error.textContent = '';
  // Every edit of the text or of the format/symbol choice shows what the text reads as.
  const show = () => {
    error.textContent = '';
    preview?.(area.value);
  };
  show();
  return new Promise((resolve) => {
    const submit = (e: SubmitEvent) => {
      if ((e.submitter as HTMLButtonElement | null)?.value !== 'play') return;
      const problem = check(area.value);
      if (problem) {
        e.preventDefault();
        error.textContent = problem;
      }
    };
    form.addEventListener('submit', submit);
    form.addEventListener('input', show);
    dialog.addEventListener(
      'close',
      () => {
        form.removeEventListener('submit', submit);
        form.removeEventListener('input', show);
        resolve(dialog.returnValue === 'play' ? area.value : null);
      },
      { once: true },
    );
    dialog.returnValue = '';
    dialog.showModal();
    area.focus();
    area.select();
  });
}

// Pure text for the page: the clock and the hint count (the unit tests import these without a DOM).
export function formatTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

export const hintsText = (n: number): string => (n === 0 ? 'no hints' : `${n} hint${n === 1 ? '' : 's'}`);

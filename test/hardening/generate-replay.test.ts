// Issue 14 item 4: a seed replays the identical puzzle whatever the clock does. A run the
// deadline cuts short answers LIMIT_EXCEEDED, never another puzzle (before the fix, a cut in the
// sparse phase or the removal answered a different, still valid, puzzle).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generate, type Difficulty } from '../../src/engine/index.js';

const hex = (cells: Uint8Array) => Buffer.from(cells).toString('hex');

// A clock that advances one "ms" per reading: the deadline then falls after an exact number of
// clock checks, so each cut point below is reproducible on any machine, however loaded.
function fakeClock(): { reset(): void; readings(): number } {
  let t = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => ++t);
  return { reset: () => void (t = 0), readings: () => t };
}

afterEach(() => vi.restoreAllMocks());

describe('seeded generation does not depend on timing', () => {
  const cases: [number, Difficulty][] = [
    [16, 'HARD'],
    [12, 'HARD'],
    [9, 'MEDIUM'],
  ];
  for (const [size, difficulty] of cases) {
    it(`${size}×${size} ${difficulty}: every deadline cut gives the same puzzle or LIMIT_EXCEEDED`, () => {
      const clock = fakeClock();
      const options = { size, difficulty, seed: 'replay-check-1' };
      const ref = generate({ ...options, deadlineMs: 1e12 });
      expect(ref.status).toBe('GENERATED');
      if (ref.status !== 'GENERATED') return;
      const readings = clock.readings();
      const expected = hex(ref.puzzle.cells);
      let limited = 0;
      let same = 0;
      for (let cut = 1; cut < readings; cut += Math.max(1, Math.floor(readings / 40))) {
        clock.reset();
        const r = generate({ ...options, deadlineMs: cut });
        if (r.status === 'GENERATED') {
          expect(hex(r.puzzle.cells), `deadline after ${cut} of ${readings} clock readings`).toBe(expected);
          expect(hex(r.solution.cells)).toBe(hex(ref.solution.cells));
          same++;
        } else {
          expect(r.status).toBe('LIMIT_EXCEEDED');
          limited++;
        }
      }
      // Both outcomes occur, so the sweep really cut runs short and really let some finish.
      expect(limited).toBeGreaterThan(0);
      expect(same + limited).toBeGreaterThan(1);
    });
  }

  it("real clock: a tiny deadline gives the generous run's puzzle or LIMIT_EXCEEDED", () => {
    const options = { size: 16, difficulty: 'HARD' as const, seed: 'replay-check-1' };
    const ref = generate({ ...options, deadlineMs: 60_000 });
    expect(ref.status).toBe('GENERATED');
    if (ref.status !== 'GENERATED') return;
    for (const deadlineMs of [1, 2, 5, 10, 20, 40, 80]) {
      const r = generate({ ...options, deadlineMs });
      if (r.status === 'GENERATED') expect(hex(r.puzzle.cells), `deadline ${deadlineMs} ms`).toBe(hex(ref.puzzle.cells));
      else expect(r.status).toBe('LIMIT_EXCEEDED');
    }
  });
});

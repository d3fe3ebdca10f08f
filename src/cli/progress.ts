// Progress on stderr for long runs, only when stderr is a terminal (never in pipes or logs).

export interface Progress {
  tick(done: number): void;
  end(): void;
}

export function progressBar(label: string, total: () => number | undefined): Progress {
  const stream = process.stderr;
  if (!stream.isTTY) return { tick() {}, end() {} };
  const start = performance.now();
  let last = 0;
  let shown = false;
  return {
    tick(done) {
      const now = performance.now();
      if (now - last < 200 || now - start < 500) return;
      last = now;
      shown = true;
      const rate = done / ((now - start) / 1000);
      const t = total();
      const width = 30;
      const bar = t ? '#'.repeat(Math.min(width, Math.round((done / t) * width))).padEnd(width, '.') : '';
      const of = t ? `/${t}` : '';
      stream.write(`\r${label} ${bar} ${done}${of} ${rate.toFixed(0)}/s `);
    },
    end() {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}

/** The `--stats` line on stderr: count, seconds since `start` (performance.now()), rate. */
export function writeSummary(count: number, start: number, rateDigits: number): void {
  const s = (performance.now() - start) / 1000;
  process.stderr.write(`${count} puzzles in ${s.toFixed(3)} s: ${(count / Math.max(s, 1e-9)).toFixed(rateDigits)} puzzles/s\n`);
}

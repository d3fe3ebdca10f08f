// The game clock: counts only while running and while the tab is visible, so a game left in a
// background tab does not run up its time. Shown as m:ss (h:mm:ss past an hour).
import { formatTime } from './format.js';

export class Timer {
  private base = 0;
  /** performance.now() when the current run started, or null when stopped or hidden. */
  private since: number | null = null;
  private running = false;
  /** Paused by the player: not counting even while running and visible. */
  private held = false;
  private tick: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly el: HTMLElement,
    private readonly onTick: () => void,
  ) {
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) this.pause();
      else if (this.running && !this.held) this.resume();
    });
  }

  elapsed(): number {
    return this.base + (this.since === null ? 0 : performance.now() - this.since);
  }

  /** Sets the clock to `ms` and runs it (or leaves it stopped). */
  reset(ms: number, run: boolean): void {
    this.pause();
    this.base = ms;
    this.running = run;
    this.held = false;
    if (run && !document.hidden) this.resume();
    this.show();
  }

  /** The player's pause: the clock stops until released (and then runs only if it was running). */
  hold(on: boolean): void {
    this.held = on;
    if (on) this.pause();
    else if (this.running && !document.hidden && this.since === null) this.resume();
  }

  stop(): void {
    this.pause();
    this.running = false;
    this.show();
  }

  isRunning(): boolean {
    return this.since !== null;
  }

  private pause(): void {
    if (this.since !== null) this.base += performance.now() - this.since;
    this.since = null;
    clearInterval(this.tick);
    this.show();
  }

  private resume(): void {
    this.since = performance.now();
    clearInterval(this.tick);
    this.tick = setInterval(() => {
      this.show();
      this.onTick();
    }, 1000);
    this.show();
  }

  private show(): void {
    this.el.textContent = formatTime(this.elapsed());
    this.el.dataset.state = this.since !== null ? 'running' : 'paused';
  }
}

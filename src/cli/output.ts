// Buffered line output that respects back-pressure, so a pipe to `head` or a slow disk is fine.
import type { Writable } from 'node:stream';

export class LineWriter {
  private buffer: string[] = [];
  constructor(private readonly out: Writable) {}

  async line(text: string): Promise<void> {
    this.buffer.push(text);
    if (this.buffer.length >= 512) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const chunk = this.buffer.join('\n') + '\n';
    this.buffer = [];
    if (!this.out.write(chunk)) await new Promise<void>((resolve) => this.out.once('drain', resolve));
  }
}

/**
 * A blank or comment input line as a JSON Lines object: with --json every output line is JSON (a
 * comment keeps its text), and output line k still answers input line k.
 */
export function nonPuzzleJson(kind: 'blank' | 'comment', line: number, text: string): Record<string, unknown> {
  return kind === 'blank' ? { status: 'BLANK', line } : { status: 'COMMENT', line, text };
}

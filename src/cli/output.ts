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

// Buffered byte output: lines are written into a large buffer and handed to the stream a buffer at
// a time, with back-pressure (a pipe to `head` or a slow disk is fine). Each flush hands over its
// buffer and starts a new one, since the stream may still hold the old one.
import type { Writable } from 'node:stream';

const SIZE = 1 << 20;
/** Room kept for one line: the longest (a 25×25 solution with a marker, or a long echo) flushes first. */
const LINE_ROOM = 4096;

export class ByteWriter {
  private buf = Buffer.allocUnsafe(SIZE);
  private len = 0;
  constructor(private readonly out: Writable) {}

  /** Whether `bytes` more fit without a flush (then no await is needed for the next line). */
  fits(bytes = LINE_ROOM): boolean {
    return this.len + bytes <= this.buf.length;
  }

  /** Room for `bytes` more; flushes (awaiting drain) when short. */
  async reserve(bytes = LINE_ROOM): Promise<void> {
    if (this.len + bytes > this.buf.length) {
      await this.flush();
      if (bytes > this.buf.length) this.buf = Buffer.allocUnsafe(bytes);
    }
  }

  /** Appends codes[values[i]] for each value (room reserved by the caller). */
  symbols(values: Uint8Array, codes: Uint8Array): void {
    const buf = this.buf;
    let len = this.len;
    for (let i = 0; i < values.length; i++) buf[len++] = codes[values[i]];
    this.len = len;
  }

  /** Appends a string (room reserved by the caller for short ones; long ones reserve here). */
  text(s: string): void {
    this.len += this.buf.write(s, this.len, 'utf8');
  }

  bytes(src: Uint8Array, from: number, to: number): void {
    this.buf.set(src.subarray(from, to), this.len);
    this.len += to - from;
  }

  /** The buffer the next bytes go to, from `position`, for a caller that writes them itself and then calls advance(). */
  get target(): Uint8Array {
    return this.buf;
  }

  get position(): number {
    return this.len;
  }

  /** Keeps `bytes` a caller wrote at `position` (room reserved by the caller). */
  advance(bytes: number): void {
    this.len += bytes;
  }

  newline(): void {
    this.buf[this.len++] = 10;
  }

  async flush(): Promise<void> {
    if (this.len === 0) return;
    const chunk = this.buf.subarray(0, this.len);
    this.buf = Buffer.allocUnsafe(SIZE);
    this.len = 0;
    if (!this.out.write(chunk)) await new Promise<void>((resolve) => this.out.once('drain', resolve));
  }
}

// No line of src/ over 140 characters, comments and strings included: Prettier's printWidth (140)
// wraps code but leaves a long string or comment as it is, so this holds the rest.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAX = 140;
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function sources(): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .map((n) => n.replace(/\\/g, '/'))
    .filter((n) => /\.(ts|mts|cts|js|mjs|cjs)$/.test(n) && !n.startsWith('generated/'));
}

describe('line length', () => {
  it(`keeps every line of src/ within ${MAX} characters`, () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    const long: string[] = [];
    for (const file of files) {
      readFileSync(`${SRC}${file}`, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if ([...line].length > MAX) long.push(`src/${file}:${i + 1}`);
        });
    }
    expect(long).toEqual([]);
  });
});

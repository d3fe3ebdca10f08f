// The variant data sets (../shared/datasets/variants/) for the tests and bench:variants: where they
// are and their lines. Their boards are read with the engine's own codecs (KILLER_SHORT,
// SUDOCUE_KILLER, FPUZZLES, JIGSAW_TEXT).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The variants folder of the shared data sets, or null where it is missing. */
export function variantsDir(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const base of [resolve(here, '../../shared/datasets/variants'), resolve(here, '../../../shared/datasets/variants')]) {
    if (existsSync(base)) return base;
  }
  return null;
}

export function readLines(file: string): string[] {
  const dir = variantsDir();
  if (dir === null) return [];
  return readFileSync(join(dir, file), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

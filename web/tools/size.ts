// Prints the size of the built page (dist/web): every file raw and gzipped, and the totals of what
// a first visit downloads (everything but the worker, which loads on first use or warm-up) and of
// the whole offline cache. Run after `npm run build:web`: `npm run size:web`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../dist/web', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

const rows = files(root)
  .filter((f) => !f.endsWith('.map'))
  .map((f) => {
    const bytes = readFileSync(f);
    return { file: path.relative(root, f), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.raw - a.raw);
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7) + ' kB';
for (const r of rows) console.log(`${r.file.padEnd(40)} ${kb(r.raw)} ${kb(r.gzip)} gzip`);
const sum = (list: typeof rows) => list.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });
const first = sum(rows.filter((r) => !r.file.includes('engine.worker') && r.file !== 'sw.js'));
const all = sum(rows);
console.log(`${'first load (page, script, styles, icon, manifest)'.padEnd(40)} ${kb(first.raw)} ${kb(first.gzip)} gzip`);
console.log(`${'everything kept offline'.padEnd(40)} ${kb(all.raw)} ${kb(all.gzip)} gzip`);

// One direction of imports (docs/engine.md, "Layers"): no import cycle anywhere, and the layer
// rules below. Reads every .ts file of the repository (generated code as a target only) with
// TypeScript's own import scanner, so static, type-only, re-exports and dynamic imports all count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENGINE_DOORS } from './engine-doors.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['src', 'test', 'bench', 'scripts', 'support', 'web/src'];

/** None left: a cycle or a rule violation fails the test. */
const KNOWN_CYCLES: string[][] = [];
const KNOWN_VIOLATIONS: string[] = [];

interface Rule {
  readonly name: string;
  readonly from: (file: string) => boolean;
  /** `target`: a repository path, or a package specifier. */
  readonly to: (target: string) => boolean;
}

const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
const isDoor = (t: string) => ENGINE_DOORS.includes(t);

const RULES: Rule[] = [
  // Packages too: the engine is pure (no graphql, prisma, node: modules).
  { name: 'the engine imports only the engine', from: under('src/engine'), to: (t) => !under('src/engine')(t) },
  { name: 'the pool does not import the server', from: under('src/pool'), to: under('src/server') },
  {
    name: "the server does not import Prisma's generated client",
    from: under('src/server'),
    to: (t) => t.startsWith('src/generated/prisma') || t.startsWith('@prisma/') || t === 'pg',
  },
  { name: 'src/ does not import test code', from: under('src'), to: under('test') },
  {
    name: 'the server reaches storage only through src/db/repository.ts',
    from: under('src/server'),
    to: (t) => under('src/db')(t) && t !== 'src/db/repository.ts',
  },
  { name: 'bench/ does not import test code', from: under('bench'), to: under('test') },
  { name: 'scripts/ does not import test code (shared fixtures live in support/)', from: under('scripts'), to: under('test') },
  {
    // Tests may reach the engine's internals (they test them); everything else uses its doors.
    name: 'outside the engine and its tests, the engine is imported only through its doors',
    from: (f) => !under('src/engine')(f) && !under('test')(f),
    to: (t) => under('src/engine')(t) && !isDoor(t),
  },
  { name: 'the engine does not import its own doors (they only re-export)', from: (f) => under('src/engine')(f) && !isDoor(f), to: isDoor },
  {
    // src/node/: helpers of the Node composition roots (loading the kernel's bytes); no layer imports upward from them.
    name: 'src/node imports only the engine and node built-ins',
    from: under('src/node'),
    to: (t) => !under('src/engine')(t) && !t.startsWith('node:'),
  },
  {
    name: 'the database and src/node do not import the pool, CLI or server',
    from: (f) => ['src/node', 'src/db'].some((d) => under(d)(f)),
    to: (t) => ['src/pool', 'src/cli', 'src/server'].some((d) => under(d)(t)),
  },
];

function sourceFiles(folder: string): string[] {
  const dir = join(ROOT, folder);
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true }) as string[];
  } catch {
    return [];
  }
  return names
    .map((n) => `${folder}/${n.replace(/\\/g, '/')}`)
    .filter((p) => /\.(ts|tsx|mts)$/.test(p) && !p.endsWith('.d.ts') && !p.startsWith('src/generated/') && !p.includes('node_modules/'));
}

/** A relative specifier resolved to a repository file ('./x.js' → x.ts, a folder → its index.ts). */
function resolveTarget(from: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  const base = resolve(ROOT, dirname(from), spec);
  const candidates = [
    base.replace(/\.(m?js)$/, (_, ext: string) => (ext === 'mjs' ? '.mts' : '.ts')),
    base,
    `${base}.ts`,
    join(base, 'index.ts'),
  ];
  for (const c of candidates) {
    try {
      if (statSync(c).isFile()) return relative(ROOT, c).replace(/\\/g, '/');
    } catch {
      // try the next spelling
    }
  }
  return relative(ROOT, base).replace(/\\/g, '/');
}

/** file → the repository files and packages it imports. */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap(sourceFiles)) {
    const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    graph.set(
      file,
      info.importedFiles.map((f) => resolveTarget(file, f.fileName)),
    );
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): the cycles. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

export function violations(graph: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    for (const rule of RULES) {
      if (!rule.from(file)) continue;
      for (const t of new Set(targets)) if (rule.to(t)) out.push(`${file} -> ${t}`);
    }
  }
  return [...new Set(out)].sort();
}

describe('import graph', () => {
  const graph = importGraph();

  it('reads the repository (the scanner sees the files and their imports)', () => {
    expect(graph.get('src/engine/index.ts')).toContain('src/engine/solve.ts');
    expect(graph.size).toBeGreaterThan(100);
  });

  it('has no import cycle but the known ones', () => {
    expect(cycles(graph)).toEqual(KNOWN_CYCLES.map((c) => [...c].sort()));
  });

  it('keeps the layer rules but the known violations', () => {
    expect(violations(graph)).toEqual([...KNOWN_VIOLATIONS].sort());
  });
});

describe('the checks themselves', () => {
  it('finds a cycle and a rule violation in a made-up graph', () => {
    const g = new Map<string, string[]>([
      ['src/engine/a.ts', ['src/engine/b.ts']],
      ['src/engine/b.ts', ['src/engine/a.ts', 'src/server/x.ts']],
      ['src/server/x.ts', ['src/generated/prisma/client.ts']],
      ['bench/y.ts', ['test/engine/z.ts']],
      ['src/pool/p.ts', ['src/server/x.ts']],
      ['src/cli/c.ts', ['src/engine/index.ts', 'src/engine/lines.ts', 'src/engine/board-text.ts']],
      ['src/engine/solve.ts', ['src/engine/index.ts']],
      ['src/node/k.ts', ['node:fs', 'src/engine/kernel.ts', 'src/pool/pool.ts']],
      ['src/server/s.ts', ['src/db/repository.ts', 'src/db/url.ts']],
      ['bench/b.ts', ['src/engine/logic/index.ts']],
      ['scripts/s.ts', ['test/api/fixtures.ts', 'support/boards.ts', 'src/engine/index.ts']],
      ['test/engine/t.ts', ['src/engine/search/kernels.ts']],
    ]);
    expect(cycles(g)).toEqual([['src/engine/a.ts', 'src/engine/b.ts']]);
    expect(violations(g)).toEqual([
      'bench/b.ts -> src/engine/logic/index.ts',
      'bench/y.ts -> test/engine/z.ts',
      'scripts/s.ts -> test/api/fixtures.ts',
      'src/cli/c.ts -> src/engine/board-text.ts',
      'src/engine/b.ts -> src/server/x.ts',
      'src/engine/solve.ts -> src/engine/index.ts',
      'src/node/k.ts -> src/pool/pool.ts',
      'src/pool/p.ts -> src/server/x.ts',
      'src/server/s.ts -> src/db/url.ts',
      'src/server/x.ts -> src/generated/prisma/client.ts',
    ]);
  });
});

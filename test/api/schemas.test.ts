// One schema per provider (Prisma fixes the provider per schema): their models must not drift
// apart, and both migration histories must carry the same steps.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './harness.js';

const PROVIDERS = ['sqlite', 'postgres'] as const;

/** Every `model`/`enum` block, comments and blank lines dropped, runs of spaces made one. */
function models(provider: string): Record<string, string> {
  const text = readFileSync(path.join(ROOT, 'prisma', provider, 'schema.prisma'), 'utf8');
  const blocks: Record<string, string> = {};
  for (const m of text.matchAll(/^(model|enum)\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    blocks[`${m[1]} ${m[2]}`] = m[3]
      .split('\n')
      .map((l) =>
        l
          .replace(/\/\/.*$/, '')
          .trim()
          .replace(/\s+/g, ' '),
      )
      .filter((l) => l !== '')
      .join('\n');
  }
  return blocks;
}

describe('prisma/sqlite and prisma/postgres', () => {
  it('declare the same models, field for field', () => {
    const [a, b] = PROVIDERS.map(models);
    expect(Object.keys(a).sort()).toEqual([
      'model DailyPuzzle',
      'model Game',
      'model GameLog',
      'model PlayerSolve',
      'model Puzzle',
      'model PuzzleVariant',
      'model RateBucket',
      'model RowCount',
      'model SolveRecord',
    ]);
    expect(b).toEqual(a);
  });

  it('have the agreed additions (db-additions): Puzzle.source, the rating columns, PlayerSolve', () => {
    const m = models('sqlite');
    expect(m['model Puzzle']).toContain('source String @default("GENERATED")');
    for (const f of [
      'ratingLevel String?',
      'ratingScore Float?',
      'ratingHardest String?',
      'gradeMet Boolean?',
      'playerSolves PlayerSolve[]',
    ])
      expect(m['model Puzzle']).toContain(f);
    expect(m['model PlayerSolve']).toContain('puzzle Puzzle @relation(fields: [puzzleId], references: [id], onDelete: Cascade)');
  });

  it('ship the same migration steps under the same names', () => {
    const [a, b] = PROVIDERS.map((p) =>
      readdirSync(path.join(ROOT, 'prisma', p, 'migrations'))
        .filter((n) => /^\d/.test(n))
        .sort(),
    );
    expect(a).toEqual([
      '20261129000000_init',
      '20261201000100_puzzle_rating',
      '20261201000200_puzzle_source',
      '20261201000300_player_solves',
      '20261201000400_row_counts',
      '20261201000500_statement_counts',
      '20261201000600_gradelevels_grade_met',
      '20261201000900_puzzle_canonkey',
      '20261201211000_guardb_history_indexes',
      '20261201212000_guardb_games',
      '20261210000000_game_log',
      '20261211000000_puzzle_variants',
      '20261212000000_limits_retention',
    ]);
    expect(b).toEqual(a);
  });

  it('differ in the datasource provider and the client output only', () => {
    const strip = (p: string) =>
      readFileSync(path.join(ROOT, 'prisma', p, 'schema.prisma'), 'utf8')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/provider\s*=\s*"(sqlite|postgresql)"/, 'provider = P')
        .replace(/output\s*=\s*"[^"]+"/, 'output = O');
    expect(strip('postgres')).toEqual(strip('sqlite'));
  });
});

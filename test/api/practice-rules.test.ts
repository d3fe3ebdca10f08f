// Practice of the rule steps over the API: generatePuzzle(requireTechnique) of a rule step, with no
// variants named, stores and answers a puzzle of the variant the step needs, whose hardest step it is;
// a refusal at once carries its offer (engine: test/engine/practice.test.ts).
import { describe, expect, it } from 'vitest';
import { codes, useApi } from './harness.js';

const api = useApi();
const GEN = `mutation($t: Technique!, $s: String) { generatePuzzle(size: 9, requireTechnique: $t, seed: $s) {
  variants givens rating { hardest } board { rules { kind } }
} }`;

describe('practice of the rule steps over the API', () => {
  it('ARROW_SUM gives an arrow puzzle, CAGE_COMBINATION a killer with givens, each its step the hardest', async () => {
    const arrow = await api.gql(GEN, { t: 'ARROW_SUM', s: 'api-practice' });
    expect(arrow.errors).toBeUndefined();
    expect(arrow.data.generatePuzzle.variants).toEqual(['ARROW']);
    expect(arrow.data.generatePuzzle.rating.hardest).toBe('ARROW_SUM');
    const killer = await api.gql(GEN, { t: 'CAGE_COMBINATION', s: 'api-practice' });
    expect(killer.errors).toBeUndefined();
    const p = killer.data.generatePuzzle;
    expect([p.variants, p.rating.hardest]).toEqual([['KILLER'], 'CAGE_COMBINATION']);
    expect(p.givens).toBeGreaterThan(0);
    expect(new Set((p.board.rules as { kind: string }[]).map((r) => r.kind))).toEqual(new Set(['KILLER_CAGE']));
  });

  it('DIRECT_CLAIMING on 9×9 is refused at once, offering DIRECT_POINTING', async () => {
    const r = await api.gql(GEN, { t: 'DIRECT_CLAIMING', s: 'api-practice' });
    expect(codes(r)).toEqual(['GRADE_NOT_REACHED']);
    expect(r.errors![0].extensions!.offer).toBe('DIRECT_POINTING');
  });
});

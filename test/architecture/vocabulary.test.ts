// One concept, one place: the schema's level and technique enums are the engine's level list and
// technique table, name for name and in order (a level or technique added on one side only fails).
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, RULE_KINDS, TECHNIQUES } from '../../src/engine/index.js';
import { VARIANTS } from '../../src/engine/rules/variants.js';
import { typeDefs } from '../../src/server/schema.js';

const schema = buildSchema(typeDefs);
const values = (name: string): string[] => (schema.getType(name) as GraphQLEnumType).getValues().map((v) => v.name);

describe('the API speaks the engine vocabulary', () => {
  it('Difficulty is DIFFICULTIES, easiest first', () => {
    expect(values('Difficulty')).toEqual([...DIFFICULTIES]);
  });

  it("Variant is the engine's variant list and RuleKind its rule kinds, in order", () => {
    expect(values('Variant')).toEqual([...VARIANTS]);
    expect(values('RuleKind')).toEqual([...RULE_KINDS]);
  });

  it('Technique holds every technique of the table', () => {
    expect([...values('Technique')].sort()).toEqual(TECHNIQUES.map((t) => t.name).sort());
  });
});

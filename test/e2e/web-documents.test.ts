// Every operation the page sends, as codegen emitted it from web/src, passes the server's own
// validation: the schema's rules plus oneComputePerOperation and mutationAlone (a mutation is
// its operation's only root field). A page flow that bundled generatePuzzle or solve with another
// mutation would fail here, not in front of a player.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, specifiedRules, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { oneComputePerOperation, MUTATION_ALONE_MESSAGE, mutationAlone } from '../../src/server/cost/rules.js';
import * as generated from '../../web/src/generated/graphql.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const schema = buildSchema(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));

const operations = Object.entries(generated)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, doc]) => ({ name, text: String(doc) }));

describe('the page’s operations', () => {
  it('are the ones web/src defines (the generated file is not empty)', () => {
    const names = operations.map((o) => o.name);
    for (const n of ['GenerateDocument', 'SolveBoardDocument', 'SolvePuzzleDocument', 'StartGameDocument', 'SubmitGameDocument']) {
      expect(names).toContain(n);
    }
  });

  it.each(operations)('$name passes the schema and the server’s operation rules', ({ text }) => {
    const errors = validate(schema, parse(text), [...specifiedRules, oneComputePerOperation, mutationAlone]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('would be refused if a mutation shared an operation with another mutation', () => {
    const bundled = parse('mutation { generatePuzzle(size: 4) { id } startGame(puzzleId: "1") { id } }');
    const errors = validate(schema, bundled, [...specifiedRules, oneComputePerOperation, mutationAlone]);
    expect(errors.map((e) => e.message)).toEqual([MUTATION_ALONE_MESSAGE]);
  });

  it('sends every mutation with one root field', () => {
    const mutations = operations
      .flatMap((o) => parse(o.text).definitions)
      .filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && d.operation === 'mutation');
    expect(mutations.map((m) => m.name?.value).sort()).toEqual(['Generate', 'SolveBoard', 'SolvePuzzle', 'StartGame', 'SubmitGame']);
    for (const m of mutations) expect(m.selectionSet.selections.length, m.name?.value).toBe(1);
  });
});

// Every GraphQL example in README.md runs against a real server and answers without errors, and
// together the examples use every Query and Mutation field of schema.graphql.
//
// An example is a curl command in a ```sh block whose body comes from a heredoc
// (`-d @- <<'EOF'` … `EOF`): the heredoc's text is the JSON body, sent as is. In an unquoted
// heredoc (`<<EOF`) `$NAME` is expanded as the shell would, from values earlier examples gave
// (PUZZLE_ID and SOLUTION: the id and solution cells of the last generatePuzzle; CREATED_ID: the
// id of the last createPuzzle; GAME_ID: the id of the last startGame; PLAYER_ID: made from random
// bytes, as the README's shell line does). Examples run in
// README order on one server.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ROOT, useApi } from './harness.js';

export interface Example {
  readonly line: number;
  readonly body: string;
  /** An unquoted heredoc: $NAME is expanded. */
  readonly expands: boolean;
}

/** The curl heredoc bodies of every ```sh block of a Markdown text. */
export function readmeExamples(markdown: string): Example[] {
  const lines = markdown.split('\n');
  const examples: Example[] = [];
  let inShell = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^```/.test(line)) {
      inShell = !inShell && /^```(sh|bash|shell)\s*$/.test(line);
      continue;
    }
    if (!inShell) continue;
    const heredoc = /\bcurl\b.*<<\s*(['"]?)(\w+)\1\s*$/.exec(line);
    if (heredoc === null) continue;
    const [, quote, end] = heredoc;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j] !== end; j++) body.push(lines[j]);
    if (j === lines.length) throw new Error(`README line ${i + 1}: heredoc ${end} never ends`);
    examples.push({ line: i + 1, body: body.join('\n'), expands: quote === '' });
    i = j;
  }
  return examples;
}

function expand(example: Example, values: Record<string, string>): string {
  if (!example.expands) return example.body;
  return example.body.replace(/\$(\w+)|\$\{(\w+)\}/g, (_, a: string | undefined, b: string | undefined) => {
    const name = (a ?? b)!;
    if (!(name in values)) throw new Error(`README line ${example.line}: no value for $${name}`);
    return values[name];
  });
}

/** 'Query.hint', 'Mutation.solve', … for the root fields a request uses. */
function rootFields(query: string): string[] {
  return parse(query)
    .definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .flatMap((op) =>
      op.selectionSet.selections.flatMap((s) =>
        s.kind === Kind.FIELD && !s.name.value.startsWith('__')
          ? [`${op.operation === 'query' ? 'Query' : 'Mutation'}.${s.name.value}`]
          : [],
      ),
    );
}

/** The body with a placeholder for every shell variable (for reading it before it runs). */
const placeholders = (e: Example): string => (e.expands ? e.body.replace(/\$\w+|\$\{\w+\}/g, 'x') : e.body);

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const examples = readmeExamples(README);

describe('README.md', () => {
  const api = useApi();

  it('reads its examples (a curl heredoc per ```sh block line)', () => {
    expect(examples.length).toBeGreaterThanOrEqual(9);
    for (const e of examples) expect(() => JSON.parse(placeholders(e)), `README line ${e.line}`).not.toThrow();
  });

  it('the examples cover every Query and Mutation field of schema.graphql', () => {
    const schema = buildSchema(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
    const all = [schema.getQueryType(), schema.getMutationType()].flatMap((t) =>
      t ? Object.keys(t.getFields()).map((f) => `${t.name}.${f}`) : [],
    );
    const used = new Set(examples.flatMap((e) => rootFields((JSON.parse(placeholders(e)) as { query: string }).query)));
    expect(all.filter((f) => !used.has(f))).toEqual([]);
  });

  it('every example answers without errors, in order', async () => {
    // PLAYER_ID: the README makes it from 18 random bytes (a shell line before the examples).
    expect(README).toContain("PLAYER_ID=$(node -e \"console.log(require('node:crypto').randomBytes(18).toString('base64url'))\")");
    const values: Record<string, string> = { PLAYER_ID: randomBytes(18).toString('base64url') };
    for (const example of examples) {
      const res = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: expand(example, values) });
      const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
      expect({ line: example.line, status: res.status, errors: body.errors }).toEqual({
        line: example.line,
        status: 200,
        errors: undefined,
      });
      expect(body.data, `README line ${example.line}`).toBeTruthy();
      for (const v of Object.values(body.data!)) expect(v, `README line ${example.line}: a null answer`).not.toBeNull();
      if (body.data!.generatePuzzle?.id) values.PUZZLE_ID = body.data!.generatePuzzle.id;
      if (body.data!.generatePuzzle?.solution?.cells) values.SOLUTION = body.data!.generatePuzzle.solution.cells;
      if (body.data!.createPuzzle?.id) values.CREATED_ID = body.data!.createPuzzle.id;
      if (body.data!.startGame?.id) values.GAME_ID = body.data!.startGame.id;
    }
  });
});

describe('readmeExamples', () => {
  it('takes heredoc bodies of curl lines in shell blocks only, quoted or not', () => {
    const md = [
      '```sh',
      "curl -s x -d @- <<'EOF'",
      '{"query": "{ a }"}',
      'EOF',
      'curl -s x -d @- <<EOF',
      '{"query": "{ b(id: \\"$ID\\") }"}',
      'EOF',
      '```',
      '```text',
      "curl -d @- <<'EOF'",
      'no',
      'EOF',
      '```',
    ].join('\n');
    const found = readmeExamples(md);
    expect(found.map((e) => [e.line, e.body, e.expands])).toEqual([
      [2, '{"query": "{ a }"}', false],
      [5, '{"query": "{ b(id: \\"$ID\\") }"}', true],
    ]);
    expect(expand(found[1], { ID: '7' })).toBe('{"query": "{ b(id: \\"7\\") }"}');
  });
});

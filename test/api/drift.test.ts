// The schema/code drift check. schema.graphql is the contract; src/generated/graphql.ts is derived
// from it, and the resolvers are typed by the derived file. So: (1) the generated file must be what
// codegen makes from today's schema, and (2) the server code must type-check against it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.js';
import { resolvers } from '../../src/server/resolvers/index.js';
import { ROOT } from './harness.js';

describe('schema and code stay in step', () => {
  it('src/generated/graphql.ts is exactly what codegen makes from schema.graphql (else run npm run generate:graphql)', async () => {
    const cwd = process.cwd();
    process.chdir(ROOT);
    try {
      const files: { filename: string; content: string }[] = await generate({ ...config, silent: true }, false);
      expect(files[0].filename).toBe('src/generated/graphql.ts');
      // The web page's typed documents too: a stale web/src/generated would ship queries the page
      // no longer has (the client preset looks documents up by their text).
      expect(files.map((f) => f.filename)).toContain('web/src/generated/gql.ts');
      for (const file of files) {
        const onDisk = readFileSync(path.join(ROOT, file.filename), 'utf8');
        expect(onDisk === file.content, `${file.filename} is stale: run \`npm run generate:graphql\``).toBe(true);
      }
    } finally {
      process.chdir(cwd);
    }
  });

  it('the server and database code type-check against the generated types', () => {
    const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
    let output = '';
    try {
      execFileSync(tsc, ['-p', path.join('test', 'api', 'tsconfig.drift.json')], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      output = String((e as { stdout?: string }).stdout ?? e);
    }
    expect(output).toBe('');
  });

  it('every resolver names a type and field of the schema', () => {
    const schema = buildSchema(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
    for (const [type, fields] of Object.entries(resolvers)) {
      const t = schema.getType(type);
      expect(t, `resolvers for unknown type ${type}`).toBeDefined();
      if (t && 'getFields' in t) {
        const known = Object.keys(t.getFields());
        for (const f of Object.keys(fields as object)) expect(known, `${type}.${f}`).toContain(f);
      }
    }
  });
});

import { readFileSync } from 'node:fs';

/** The SDL contract at the repository root: the server and codegen read the same file. */
export const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

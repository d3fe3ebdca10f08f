// Global setup of the vitest "postgres" project: a throwaway PostgreSQL server for the run (or the
// one PG_TEST_URL names), with the migrated template every test file clones.
import { createTemplate, startPgServer, type PgServer } from './databases.js';

export default async function setup(): Promise<() => void> {
  let server: PgServer | undefined;
  if (!process.env.PG_TEST_URL) {
    server = await startPgServer();
    // Forked test workers inherit this process's environment.
    process.env.PG_TEST_URL = server.url;
  }
  try {
    await createTemplate(process.env.PG_TEST_URL!);
  } catch (e) {
    server?.stop();
    throw e;
  }
  return () => server?.stop();
}

// Prisma 6.19 with the JS schema engine over a driver adapter: no native engine binary is
// downloaded, which is what makes the CLI work offline here. DATABASE_URL picks the schema folder:
// `file:` → prisma/sqlite (better-sqlite3), `postgresql://` → prisma/postgres (pg).
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { cliPgAdapter } from './prisma/pg-cli-adapter.js';
import { databasePath, databaseUrlFromEnv, ensureDatabaseDir, providerOf } from './src/db/url.js';

process.env.CHECKPOINT_DISABLE ??= '1';
const url = databaseUrlFromEnv();
process.env.DATABASE_URL = url;
const provider = providerOf(url);

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', provider, 'schema.prisma'),
  migrations: { path: path.join('prisma', provider, 'migrations') },
  async adapter() {
    if (provider === 'postgres') return cliPgAdapter(url);
    ensureDatabaseDir(url);
    return new PrismaBetterSQLite3({ url: `file:${databasePath(url)}` });
  },
});

// Prisma 6.19 with the JS schema engine over better-sqlite3: no native engine binary is downloaded,
// which is what makes the CLI work offline here.
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { databasePath, databaseUrlFromEnv, ensureDatabaseDir } from './src/db/url.js';

process.env.CHECKPOINT_DISABLE ??= '1';
process.env.DATABASE_URL = databaseUrlFromEnv();

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  async adapter() {
    const url = databaseUrlFromEnv();
    ensureDatabaseDir(url);
    return new PrismaBetterSQLite3({ url: `file:${databasePath(url)}` });
  },
});

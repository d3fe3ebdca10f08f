// The PostgreSQL adapter for the Prisma CLI only (migrate deploy / status / diff), with shims for
// three Prisma 6.19 + @prisma/adapter-pg defects on this path. The server never loads this file.
//  1. prisma/orm#27403: adapter-pg has no case for the `name` (19), `char` (18) and `name[]` (1003)
//     column types the schema engine reads from the catalogs ("Column type 'name' could not be
//     deserialized"): a pg Client that reports them as text / text[] before the adapter looks.
//  2. The shadow database (drift checks) is opened with `{ ...config, database }`; pg lets a
//     connectionString win over `database`, so we pass host/port/user/database separately. And its
//     pool is ended before DROP DATABASE, which otherwise fails on the shadow's open connections.
//  3. executeScript splits a migration at every ';', which breaks function bodies ($$ … $$, the
//     count triggers): the whole script goes to the server as one simple query, one transaction.
// Idle pooled connections are closed quickly, so a migrate command exits soon after it is done.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { pgParts } from '../src/db/url.js';

const AS_TEXT: Record<number, number> = { 18: 25, 19: 25, 1003: 1009 };

function textTypes(result: unknown): unknown {
  for (const r of Array.isArray(result) ? result : [result]) {
    for (const f of (r as pg.QueryResult | undefined)?.fields ?? []) {
      const to = AS_TEXT[f.dataTypeID];
      if (to !== undefined) f.dataTypeID = to;
    }
  }
  return result;
}

class NameAsTextClient extends pg.Client {
  // The adapter awaits client.query on transactions; pg.Pool.query passes a callback.
  override query(...args: unknown[]): any {
    const last = args.length - 1;
    const cb = args[last];
    if (typeof cb === 'function') args[last] = (err: unknown, res: unknown) => cb(err, err ? res : textTypes(res));
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    return out instanceof Promise ? out.then(textTypes) : out;
  }
}

type Adapter = Awaited<ReturnType<PrismaPg['connect']>>;

function wholeScripts(adapter: Adapter): Adapter {
  const pool = adapter.underlyingDriver() as pg.Pool;
  adapter.executeScript = async (script: string) => {
    try {
      await pool.query(script);
    } catch (e) {
      (adapter as unknown as { onError(e: unknown): never }).onError(e);
    }
  };
  return adapter;
}

export function cliPgAdapter(url: string) {
  const { options, ...parts } = pgParts(url);
  const config: pg.PoolConfig = {
    ...parts,
    ...(options.sslmode && options.sslmode !== 'disable' ? { ssl: true } : {}),
    Client: NameAsTextClient,
    max: 4,
    idleTimeoutMillis: 200,
    allowExitOnIdle: true,
  };
  const open = async (cfg: pg.PoolConfig) => wholeScripts(await new PrismaPg(new pg.Pool(cfg), { disposeExternalPool: true }).connect());
  return {
    provider: 'postgres' as const,
    adapterName: '@prisma/adapter-pg',
    connect: () => open(config),
    async connectToShadowDb() {
      const main = await open(config);
      const database = `prisma_shadow_${randomUUID().replaceAll('-', '')}`;
      await main.executeScript(`CREATE DATABASE "${database}"`);
      const shadow = await open({ ...config, database });
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        try {
          await main.executeScript(`DROP DATABASE IF EXISTS "${database}"`);
        } finally {
          await main.dispose();
        }
      };
      return shadow;
    },
  };
}

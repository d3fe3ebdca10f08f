import { databaseUrlFromEnv, DEFAULT_POOL_MAX } from '../db/repository.js';
import { intFrom, poolConfigFromEnv, type PoolConfig } from '../pool/config.js';
import { corsOriginsFromEnv } from './cors.js';
import { httpLimitsFromEnv, type HttpLimits } from './http-limits.js';
import { admissionFromEnv, type AdmissionLimits } from './cost/admission.js';
import { allowedHostsFromEnv } from './allowed-hosts.js';
import { rateLimitsFromEnv, type RateLimitConfig } from './rate-limit.js';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  /** NODE_ENV=production: masked errors, no stack traces, no Sandbox unless `sandbox`. */
  readonly production: boolean;
  /** Serve Apollo Sandbox at /graphql to browsers (default: outside production; SANDBOX=1 forces on). */
  readonly sandbox: boolean;
  /** Slow-client bounds: header and body timeouts, the connection cap (HTTP_* variables). */
  readonly http: HttpLimits;
  /** INTROSPECTION=1: answer introspection in production too (undefined: the app's default). */
  readonly introspection?: true;
  /** CORS_ORIGINS, parsed (undefined: none in production, any localhost outside). */
  readonly corsOrigins?: string[];
  /** Worker threads, queue and search budgets (POOL_*, SOLVE_*, GENERATE_*). */
  readonly pool: PoolConfig;
  /** PostgreSQL connections of this process (DB_POOL_MAX). */
  readonly dbPoolMax: number;
  /** LOG_LEVEL (undefined: info). */
  readonly logLevel?: string;
  /** MIGRATE=0: `npm start` does not migrate the SQLite file first. */
  readonly migrate: boolean;
  /** ALLOWED_HOSTS, parsed (undefined: the loopback names and the bound address, allowed-hosts.ts). */
  readonly allowedHosts?: string[];
  /** Main-thread admission (MAIN_* variables). */
  readonly admission: AdmissionLimits;
  /** Games, finishes and stored solves per player / address (RATE_* variables). */
  readonly rateLimits: RateLimitConfig;
}

/** Every variable the server reads, read here (the composition root) and nowhere below; a bad value throws naming it. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const sandboxFlag = env.SANDBOX;
  const corsOrigins = corsOriginsFromEnv(env);
  const allowedHosts = allowedHostsFromEnv(env);
  return {
    port: intFrom(env, 'PORT', 4000, 0, 65535),
    host: env.HOST && env.HOST !== '' ? env.HOST : '127.0.0.1',
    databaseUrl: databaseUrlFromEnv(env),
    production,
    http: httpLimitsFromEnv(env),
    sandbox: sandboxFlag === undefined || sandboxFlag === '' ? !production : sandboxFlag === '1' || sandboxFlag === 'true',
    ...(env.INTROSPECTION === '1' ? { introspection: true as const } : {}),
    ...(corsOrigins === undefined ? {} : { corsOrigins }),
    pool: poolConfigFromEnv(env),
    dbPoolMax: intFrom(env, 'DB_POOL_MAX', DEFAULT_POOL_MAX, 1, 1000),
    migrate: env.MIGRATE !== '0',
    ...(allowedHosts === undefined ? {} : { allowedHosts }),
    admission: admissionFromEnv(env),
    rateLimits: rateLimitsFromEnv(env),
    ...(env.LOG_LEVEL ? { logLevel: env.LOG_LEVEL } : {}),
  };
}

import { databaseUrlFromEnv } from '../db/repository.js';
import { httpLimitsFromEnv, type HttpLimits } from './http-limits.js';

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
}

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got '${value}'`);
  return port;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const sandboxFlag = env.SANDBOX;
  return {
    port: portFrom(env.PORT),
    host: env.HOST && env.HOST !== '' ? env.HOST : '127.0.0.1',
    databaseUrl: databaseUrlFromEnv(env),
    production,
    http: httpLimitsFromEnv(env),
    sandbox: sandboxFlag === undefined || sandboxFlag === '' ? !production : sandboxFlag === '1' || sandboxFlag === 'true',
  };
}

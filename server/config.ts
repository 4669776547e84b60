import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { envInt } from './env';
import { DEFAULT_DATABASE_URL } from './storage/createStore';

/** Everything the server reads from its environment, with the defaults of a fresh machine. */
export interface AppConfig {
  port: number;
  /** The address to listen on; '' for every interface. */
  host: string;
  databaseUrl: string;
  /** A quote session idle for longer than this answers 419. */
  sessionIdleMinutes: number;
  /** The largest request body accepted, in bytes. */
  bodyLimitBytes: number;
  logLevel: string;
  /** The built web app; served with a fallback to index.html for the app's routes. */
  webRoot: string;
  /** Trust X-Forwarded-For from this many proxies (behind a load balancer). */
  trustProxy: number;
  /** Signs the customer portal links; every server process must share it. */
  portalLinkSecret: string;
  /** How long a portal link works, in minutes. */
  portalLinkTtlMinutes: number;
  /** The client addresses that may read GET /metrics (after TRUST_PROXY); loopback by default. */
  metricsAllow: string[];
  /**
   * How many server processes share the port (WORKERS: a number, or "auto" for one a core); one by
   * default. Each is a whole server over the same store (server/cluster.ts).
   */
  workers: number;
}

export const configDefaults: AppConfig = {
  port: 3000,
  host: '',
  databaseUrl: DEFAULT_DATABASE_URL,
  sessionIdleMinutes: 60,
  bodyLimitBytes: 200 * 1024,
  logLevel: 'info',
  webRoot: 'dist/web',
  trustProxy: 0,
  // Random per process when PORTAL_LINK_SECRET is unset: links then stop working on a restart.
  portalLinkSecret: randomBytes(32).toString('base64url'),
  portalLinkTtlMinutes: 1440,
  metricsAllow: ['127.0.0.1', '::1'],
  workers: 1,
};

/** Reads the configuration; a malformed value stops the server with a message naming the variable. */
export function readConfig(env: Record<string, string | undefined>): AppConfig {
  const int = (name: string, fallback: number, min: number, max: number) =>
    envInt(env, name, fallback, min, max);
  return {
    port: int('PORT', configDefaults.port, 0, 65535),
    host: env.HOST?.trim() || configDefaults.host,
    databaseUrl: env.DATABASE_URL || configDefaults.databaseUrl,
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', configDefaults.sessionIdleMinutes, 1, 7 * 24 * 60),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', configDefaults.bodyLimitBytes, 1024, 10 * 1024 * 1024),
    logLevel: env.LOG_LEVEL || configDefaults.logLevel,
    webRoot: env.WEB_ROOT || configDefaults.webRoot,
    trustProxy: int('TRUST_PROXY', configDefaults.trustProxy, 0, 10),
    portalLinkSecret: portalSecret(env.PORTAL_LINK_SECRET),
    portalLinkTtlMinutes: int(
      'PORTAL_LINK_TTL_MINUTES',
      configDefaults.portalLinkTtlMinutes,
      1,
      30 * 24 * 60,
    ),
    metricsAllow: addressList(env.METRICS_ALLOW),
    workers:
      env.WORKERS?.trim() === 'auto' ? availableParallelism() : int('WORKERS', configDefaults.workers, 1, 64),
  };
}

/** METRICS_ALLOW: addresses separated by commas or spaces; each must be an IP address. */
function addressList(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return configDefaults.metricsAllow;
  const addresses = value.split(/[\s,]+/).filter((address) => address !== '');
  const wrong = addresses.filter((address) => isIP(address) === 0);
  if (wrong.length > 0) throw new Error(`METRICS_ALLOW must list IP addresses; not: ${wrong.join(', ')}`);
  return addresses;
}

function portalSecret(value: string | undefined): string {
  if (value === undefined || value === '') return configDefaults.portalLinkSecret;
  if (value.length < 32) throw new Error('PORTAL_LINK_SECRET must be at least 32 characters');
  return value;
}

import { isIP } from 'node:net';
import { Router } from 'express';
import { notFound } from '../httpError';
import { metricsText } from '../cluster';
import type { Store } from '../storage/store';
import type { Metrics } from './metrics';
import { apiMessage } from '../apiMessages';

export interface OperatorRoutesDeps {
  metrics: Metrics;
  store: Store;
  /** Who may read /metrics: client addresses (as Express sees them, after TRUST_PROXY). */
  metricsAllow: readonly string[];
  /** How long /readyz waits for the store before it answers not ready. */
  readyTimeoutMs?: number;
}

/** The loopback addresses, the default readers of /metrics. */
export const LOOPBACK = ['127.0.0.1', '::1'] as const;

/** "::ffff:127.0.0.1" (an IPv4 client on an IPv6 socket) is "127.0.0.1". */
export function plainAddress(address: string | undefined): string {
  if (!address) return '';
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * GET /metrics (Prometheus text format) for the addresses METRICS_ALLOW names, a 404 to anyone else
 * (the public never learns it is there); GET /readyz for load balancers: 200 when the store answers
 * and every migration of this code has run, 503 otherwise (another process still migrating, the
 * database unreachable or slower than the limit).
 */
export function operatorRoutes(deps: OperatorRoutesDeps): Router {
  const router = Router();
  const allowed = new Set(deps.metricsAllow.map(plainAddress));
  const limitMs = deps.readyTimeoutMs ?? 2_000;

  router.get('/metrics', async (req, res) => {
    if (!allowed.has(plainAddress(req.ip))) throw notFound(apiMessage('noSuchPage'));
    res.set('Cache-Control', 'no-store');
    res.type(deps.metrics.registry.contentType).send(await metricsText(deps.metrics.registry));
  });

  router.get('/readyz', async (_req, res) => {
    const reason = await notReadyBecause(deps.store, limitMs);
    res.set('Cache-Control', 'no-store');
    if (reason) res.status(503).json({ status: 'not_ready', reason });
    else res.json({ status: 'ready', store: deps.store.engine });
  });

  return router;
}

/** Why the process should take no traffic, or undefined when it may. */
async function notReadyBecause(
  store: Store,
  limitMs: number,
): Promise<'store_unreachable' | 'migrations_pending' | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limitMs);
  });
  try {
    const check = async () => {
      await store.ping();
      return (await store.pendingMigrations?.())?.length ?? 0;
    };
    const outcome = await Promise.race([check(), late]);
    if (outcome === 'late') return 'store_unreachable';
    return outcome > 0 ? 'migrations_pending' : undefined;
  } catch {
    return 'store_unreachable';
  } finally {
    clearTimeout(timer);
  }
}

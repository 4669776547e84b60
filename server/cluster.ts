import { randomBytes } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Logger } from 'pino';

/**
 * A process per core (WORKERS): the first process starts the workers, each a whole server on the
 * one port (Node's cluster shares it between them), and keeps them running. Everything a customer's
 * calls share lives in the store, so any worker may answer any call; what the processes must share
 * besides (the secrets that sign bot-check tokens, portal links and payment notifications) is made
 * here when the environment does not set it, and handed to every worker.
 */

/** The secrets every process behind one port must share; random for this run when unset. */
export const SHARED_SECRETS = [
  'CAPTCHA_SECRET',
  'PORTAL_LINK_SECRET',
  'PAYMENT_NOTIFICATION_SECRET',
] as const;

/** The environment of the workers: this one, with a random value for each shared secret it lacks. */
export function workerEnvironment(env: Record<string, string | undefined>): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const name of SHARED_SECRETS) {
    if (!env[name]) secrets[name] = randomBytes(32).toString('base64url');
  }
  return secrets;
}

const METRICS_ASK = 'vanquote:metrics';
const METRICS_ANSWER = 'vanquote:metrics-answer';

interface MetricsAsk {
  type: typeof METRICS_ASK;
  id: number;
}
interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/**
 * Starts `count` workers and keeps them: one that stops while the server runs is started again (a
 * worker that stops before it ever listened stops the server, as a single process would). SIGTERM
 * and SIGINT stop every worker, each finishing its calls, then this process. GET /metrics on any
 * worker answers the figures of them all (metricsText).
 */
export function runPrimary(options: {
  count: number;
  logger: Logger;
  env: Record<string, string>;
  /** Stops the server once every worker has stopped; the exit code. */
  exit?: (code: number) => void;
}): { stop: (signal: string) => void } {
  const { count, logger, env } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const aggregator = new AggregatorRegistry();
  const listened = new WeakSet<Worker>();
  let stopping = false;

  const start = () => {
    const worker = cluster.fork(env);
    worker.once('listening', () => listened.add(worker));
    worker.on('message', (message: MetricsAsk) => {
      if (message?.type !== METRICS_ASK) return;
      aggregator.clusterMetrics().then(
        (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text } satisfies MetricsAnswer),
        (error: unknown) =>
          worker.send({ type: METRICS_ANSWER, id: message.id, error: String(error) } satisfies MetricsAnswer),
      );
    });
    worker.once('exit', (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) exit(0);
        return;
      }
      if (!listened.has(worker)) {
        logger.error({ code, signal }, 'a worker stopped before it listened: the server stops');
        stop('worker failed');
        return;
      }
      logger.error({ code, signal, pid: worker.process.pid }, 'a worker stopped; starting another');
      start();
    });
  };

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the workers');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) exit(signal === 'worker failed' ? 1 : 0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => exit(1), 15_000).unref();
  };

  logger.info({ workers: count }, 'starting the workers');
  for (let i = 0; i < count; i += 1) start();
  return { stop };
}

/**
 * In a worker of runPrimary, `registry` is the one whose figures this worker gives when the first
 * process sums them (one app a worker); elsewhere nothing happens.
 */
export function shareWithPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  // Made once in a worker, it answers the first process's requests for this worker's figures.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/**
 * The Prometheus text of `registry`, or in a worker of runPrimary the figures of every worker
 * summed (each worker's registry given to shareWithPrimary).
 */
export function metricsText(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  return askPrimary();
}

let asked = 0;
function askPrimary(): Promise<string> {
  const id = (asked += 1);
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', answer);
      reject(new Error('the figures of the other workers did not come'));
    }, 5_000);
    const answer = (message: MetricsAnswer) => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', answer);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', answer);
    process.send!({ type: METRICS_ASK, id } satisfies MetricsAsk);
  });
}

import type { Logger } from 'pino';
import type { DeliveryReport } from './outbox';

export interface OutboxWorkerOptions {
  outbox: { deliverPending(now: Date): Promise<DeliveryReport> };
  clock: () => Date;
  logger: Logger;
  /** Milliseconds between delivery passes; 5 seconds by default. */
  interval?: number;
}

/**
 * Delivers the outbox in the background: one pass at once (messages left by a previous run), then
 * one every `interval`. Passes never overlap, a failing pass is logged and the next one still
 * runs, and the timer does not keep the process alive. Returns `stop`, which waits for a pass in
 * progress to finish.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): () => Promise<void> {
  const interval = options.interval ?? 5000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    try {
      const report = await options.outbox.deliverPending(options.clock());
      if (report.sent + report.retrying + report.failed > 0) options.logger.info(report, 'outbox pass');
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      // A database error, not a mail one: it names tables, never message contents.
      options.logger.error({ errorName: err.name, error: err.message.slice(0, 200) }, 'outbox pass failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then(schedule);
    }, interval);
    timer.unref();
  };

  running = pass().then(schedule);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

import { afterEach, expect, test, vi } from 'vitest';
import { startOutboxWorker } from './outboxWorker';
import { capturingLogger } from '../../../tests/support/stores/outboxTestDb';

afterEach(() => {
  vi.useRealTimers();
});

test('the worker delivers at once and then every interval, survives a failing pass, and stops', async () => {
  vi.useFakeTimers();
  const { logger, lines } = capturingLogger();
  let passes = 0;
  const outbox = {
    async deliverPending() {
      passes += 1;
      if (passes === 2) throw new Error('database is locked');
      return { sent: 1, retrying: 0, failed: 0 };
    },
  };
  const stop = startOutboxWorker({ outbox, clock: () => new Date(), logger, interval: 1000 });
  await vi.advanceTimersByTimeAsync(0);
  expect(passes).toBe(1);
  await vi.advanceTimersByTimeAsync(1000);
  expect(passes).toBe(2);
  await vi.advanceTimersByTimeAsync(1000);
  expect(passes).toBe(3);
  expect(lines.join('')).toContain('outbox pass failed');

  await stop();
  await vi.advanceTimersByTimeAsync(5000);
  expect(passes).toBe(3);
});

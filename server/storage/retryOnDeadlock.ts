/** PostgreSQL's codes for a transaction it aborted to break a deadlock or a serialization conflict. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs a transaction again (at most `attempts` times in all) when PostgreSQL aborted it to break a
 * deadlock: an expired-row sweep and an attempt can lock the same two rows in opposite orders.
 * Anything else is thrown at once.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}

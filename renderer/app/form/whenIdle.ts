/**
 * Runs `run` once the browser is idle (requestIdleCallback, or a timeout of `fallbackMs` where it
 * has none), so work that only prepares what comes next never delays what the customer is doing.
 * Returns a way to cancel.
 */
export function whenIdle(run: () => void, fallbackMs = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}

/**
 * Runs `run` once the browser shows what the page drew in `drawing`, so that code asked for then
 * does not compete with that drawing for a phone's connection and processor. On the page the
 * browser opened, before the customer has tapped or typed, the browser reports each time it shows
 * a drawing larger than any before (a largest-contentful-paint entry, with its element): `run`
 * waits for one inside `drawing`, or for `fallbackMs` when none comes (nothing in it was larger,
 * the page was scrolled). Otherwise (the page was reached from another, or the browser makes no
 * such reports, or does not report the first tap) it runs in the next task. Returns a way to cancel.
 */
export function afterDrawingShown(
  run: () => void,
  drawing: () => Element | null,
  fallbackMs = 1000,
): () => void {
  const reported: readonly string[] =
    (typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver.supportedEntryTypes) ?? [];
  // The browser stops reporting once the customer taps or types (the first-input entry says so).
  const waits =
    reported.includes('largest-contentful-paint') &&
    reported.includes('first-input') &&
    performance.getEntriesByType('first-input').length === 0;
  let done = false;
  const observer = waits
    ? new PerformanceObserver((list) => {
        const within = drawing();
        const shown = list.getEntries().some((entry) => {
          const element = (entry as LargestContentfulPaint).element;
          return element !== null && within?.contains(element) === true;
        });
        if (shown) finish();
      })
    : undefined;
  const timer = setTimeout(finish, waits ? fallbackMs : 0);
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  function stop() {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
  }
  function finish() {
    if (done) return;
    stop();
    run();
  }
  return stop;
}

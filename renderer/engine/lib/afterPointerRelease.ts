/**
 * Whether a pointer (a mouse button, a finger) is pressed on the page, and what waits for its
 * release. A message shown as a field is left (its blur) moves every question under it; when a
 * click on the next question left the field, that move came between the press and the release,
 * and the click landed on whatever had moved under the pointer, or was lost. What changes the
 * layout on a blur therefore waits until the click is over.
 */
let held = false;
let waiting: (() => void)[] = [];

function release() {
  held = false;
  const run = waiting;
  waiting = [];
  // After the click the release ends (dispatched in the same task as the release).
  if (run.length > 0) setTimeout(() => run.forEach((f) => f()));
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', (e) => (held = e.isPrimary || held), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A release the page never hears of (outside the window, or in a list's own popup) must not
  // hold messages back for long: the window losing the focus, a choice made or a key ends it.
  window.addEventListener('blur', release);
  for (const type of ['change', 'keydown']) document.addEventListener(type, release, true);
}

/** Runs `f` now or, while a pointer is pressed, once it has been released and its click is over. */
export function afterPointerRelease(f: () => void): void {
  if (held) waiting.push(f);
  else f();
}

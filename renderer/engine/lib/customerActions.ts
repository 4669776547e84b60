/**
 * How many keys and pointer presses (a mouse button, a finger) the customer has made on the page.
 * What the page does of itself after a pause, such as moving the focus, is left undone when the
 * count has moved meanwhile: the customer has gone on, and the keys they type next are theirs.
 */
let count = 0;

if (typeof document !== 'undefined') {
  for (const type of ['keydown', 'pointerdown']) document.addEventListener(type, () => void count++, true);
}

/** The number of the customer's keys and presses so far; compare two readings. */
export function customerActions(): number {
  return count;
}

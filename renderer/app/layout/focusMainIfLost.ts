/**
 * Gives the page's main content the focus when nothing has it (a dialog the page opened by itself,
 * or a wait, closed with no control to hand it back to): the next Tab then goes on from the top of
 * the page, and a screen reader reads on from there, not from the footer or nowhere.
 */
export function focusMainIfLost(): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}

/**
 * Gives the page's main content the focus when it is not somewhere in it (a dialog the page opened
 * by itself, or a wait, closed with no control in the page to hand it back to: the focus is then
 * nowhere, or back on whatever had it as the page loaded): the next Tab goes on from the top of
 * the main content, and a screen reader reads on from there, not from the footer or nowhere.
 */
export function focusMainIfLost(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main || main.contains(document.activeElement)) return;
  main.focus({ preventScroll: true });
}

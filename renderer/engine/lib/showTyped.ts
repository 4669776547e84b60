/**
 * Makes an input show `shown`, the text its answer is drawn as, right after a keystroke. The app
 * runs on Preact, which does not draw a controlled input again when its answer stays the same:
 * a character the widget drops (a letter where only digits go, one past the length limit)
 * would otherwise stay on screen, though it is never stored. The caret keeps its distance from
 * the end of the text, so a character dropped or added before it does not move it elsewhere.
 */
export function showTyped(input: HTMLInputElement, shown: string): void {
  const typed = input.value;
  if (typed === shown) return;
  const caret = input.selectionStart ?? typed.length;
  input.value = shown;
  const at = Math.max(0, Math.min(shown.length, shown.length - (typed.length - caret)));
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(at, at);
}

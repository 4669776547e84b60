import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a box or picks a radio as a customer does: one click, then waiting until the page shows it
 * chosen. Playwright's check() fails at once when the control is not checked just after its click.
 * It failed on busy machines when a message found before the change ("required") showed under the
 * question just answered and went 300 ms later, moving the questions below between the press and
 * the release, so the click landed elsewhere; the form no longer shows such a message
 * (useStepValidation), and tests/browser/answerAsGiven.spec.ts holds it to that.
 */
export async function tick(control: Locator) {
  if (await control.isChecked()) return;
  await control.click();
  await expect(control).toBeChecked();
}

import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a box or picks a radio as a customer does: a click, then waiting until the page shows it
 * chosen, and clicking again if a few seconds pass without it. Playwright's check() fails at once
 * when the control is not checked just after its click.
 * It failed on busy machines when a message found before the change ("required") showed under the
 * question just answered and went 300 ms later, moving the questions below between the press and
 * the release, so the click landed elsewhere; the form no longer shows such a message
 * (useStepValidation), and tests/browser/answerAsGiven.spec.ts holds it to that. On a machine
 * many times busier than a phone (two suites at once), a click made as a step opens can still
 * land while the page scrolls to that step's heading: the customer, seeing nothing chosen, taps
 * again, and so does this.
 */
export async function tick(control: Locator) {
  if (await control.isChecked()) return;
  await expect(async () => {
    if (!(await control.isChecked())) await control.click();
    await expect(control).toBeChecked({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

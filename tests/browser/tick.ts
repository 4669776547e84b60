import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a box or picks a radio as a customer does: one click, then the page shows it chosen.
 * Playwright's check() fails at once when the control is not checked just after its click; the
 * form's controls show the answer the form holds, which on a busy machine is drawn a moment later.
 */
export async function tick(control: Locator) {
  if (await control.isChecked()) return;
  await control.click();
  await expect(control).toBeChecked();
}

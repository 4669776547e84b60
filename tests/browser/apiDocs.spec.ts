import { expect, test } from '@playwright/test';
import { type OperationDeclaration, operations } from '../../schemas/src/apiOperations';

// The API's description as integrators read it: GET /api/docs draws openapi.json with the viewer
// our server serves, under the strict content policy (a refused script or style shows as a
// console error).

test('/api/docs draws every documented call from /api/openapi.json', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /VanQuote API/ })).toBeVisible();
  for (const operation of Object.values(operations) as OperationDeclaration[]) {
    const name = `${operation.method.toUpperCase()} ${operation.path} ${operation.summary}`;
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // One call opened: its parameters and answers are drawn.
  const { quote } = operations;
  await page.getByRole('button', { name: `POST ${quote.path} ${quote.summary}`, exact: true }).click();
  const opened = page.locator('.opblock.is-open');
  // The viewer resolves the call's schemas (the whole proposal) before it draws them.
  await expect(opened.getByText('X-Requested-With').first()).toBeVisible();
  await expect(opened.locator('.response[data-code="409"]')).toBeVisible();
  expect(problems).toEqual([]);
});

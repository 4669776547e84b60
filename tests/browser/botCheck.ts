import { expect, type APIRequestContext } from '@playwright/test';

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * The headers of a call behind the bot check (creating a proposal, recall, the quote e-mail): the
 * XMLHttpRequest header and a fresh single-use token of the embedded check in X-Captcha-Token.
 */
export async function botCheckedHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const issued = await request.get('/api/recaptcha/token', { headers: xhr });
  expect(issued.status(), await issued.text()).toBe(200);
  const { token } = (await issued.json()) as { token: string };
  return { ...xhr, 'X-Captcha-Token': token };
}

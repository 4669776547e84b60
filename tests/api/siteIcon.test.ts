import { existsSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadPolicyDocuments } from '../../server/documents/policyDocuments';
import { htmlPage } from '../../server/providers/payment/hostedPage/html';
import { SITE_ICON_LINK } from '../../server/siteIcon';
import { buildTestApp, type TestApp } from '../support/testApp';

// Every page the server writes links the site's icon, as the web app's index.html does: without
// one the browser asks for /favicon.ico, which is not there (a 404 in the console).

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

test('the icon linked is one the web app serves', () => {
  const href = /href="\/([^"]+)"/.exec(SITE_ICON_LINK)?.[1];
  expect(existsSync(new URL(`../../renderer/public/${href}`, import.meta.url))).toBe(true);
});

test.each([
  ['the portal (a link not recognised)', '/portal/not-a-token'],
  ['a policy document', `/documents/${[...loadPolicyDocuments().keys()][0]}`],
  ['a policy document not found', '/documents/no-such-document'],
])('%s links the icon', async (_page, path) => {
  const response = await fetch(`${app.base}${path}`);
  expect(await response.text()).toContain(SITE_ICON_LINK);
});

test('the card page links the icon', () => {
  expect(htmlPage('Pay', '<p>Pay</p>')).toContain(SITE_ICON_LINK);
});

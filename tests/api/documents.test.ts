import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { defaultRatebookJson } from '../../server/rating/index';
import { proposalFixture } from '../fixtures/index';
import { buildTestApp, type TestApp } from '../support/testApp';

// Every policy document the journey links to opens a real document: the van's policy wording
// and IPID (from the ratebook, through the quote) and each add-on's (journey/addons.json).

const journeyDir = new URL('../../journey/', import.meta.url);
const documentsDir = new URL('content/documents/', journeyDir);
const documentPage = JSON.parse(readFileSync(new URL('content/document-page.json', journeyDir), 'utf8')) as {
  complaints: { heading: string };
  notFound: { title: string };
};

/** Every string of a JSON value. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

/** The links to our own documents named anywhere in the journey's documents and the ratebook. */
function documentLinks(): string[] {
  const files = [
    'addons.json',
    ...readdirSync(new URL('content/', journeyDir))
      .filter((file) => file.endsWith('.json'))
      .map((file) => `content/${file}`),
  ];
  const texts = [
    ...files.flatMap((file) => [...strings(JSON.parse(readFileSync(new URL(file, journeyDir), 'utf8')))]),
    ...strings(defaultRatebookJson),
  ];
  return [...new Set(texts.filter((text) => /^\/(documents|docs)\//.test(text)))].sort();
}

const titleOf = (name: string) =>
  (JSON.parse(readFileSync(new URL(`${name}.json`, documentsDir), 'utf8')) as { title: string }).title;

/** The text of an HTML page without its tags, with entities of escaped text undone. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('policy documents', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const links = documentLinks();

  test('the journey and the ratebook link about ten documents, the van’s and each add-on’s', () => {
    expect(links.length).toBeGreaterThanOrEqual(10);
  });

  test.each(links)('%s answers 200 with the document', async (link) => {
    const response = await app.call('GET', link, { redirect: 'follow', xhr: false });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const name = link.replace(/^\/documents\//, '');
    const page = words(response.text);
    expect(page).toContain(titleOf(name));
    expect(page).toContain(documentPage.complaints.heading);
    expect(response.text).toMatch(/<h1>[^<]+<\/h1>/);
    expect(response.text).not.toMatch(/\{(brand|phone|email|insurer)\}/);
  });

  test('a quote’s van documents and add-on documents all open', async () => {
    const proposal: Proposal = proposalFixture();
    const uuid = (await app.call('POST', '/api/proposal', { body: proposal })).body.uuid as string;
    const quote = (await app.call('POST', `/api/proposal/${uuid}/quote`)).body.quote as NonNullable<
      Proposal['quote']
    >;
    const urls = [
      ...(quote.ipids ?? []).map((ipid) => ipid.url),
      ...(quote.wordings ?? []).map((wording) => wording.url),
      ...(quote.addons ?? []).map((addon) => addon.ipid?.url),
    ].filter((url): url is string => typeof url === 'string');
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      const response = await app.call('GET', url, { xhr: false });
      expect(response.status, url).toBe(200);
    }
  });

  test('every document in the folder is linked from the journey or the ratebook', () => {
    const named = readdirSync(documentsDir).map((file) => `/documents/${file.replace(/\.json$/, '')}`);
    expect(named.filter((link) => !links.includes(link))).toEqual([]);
  });

  test('an address of the first quotes (/docs/<name>.pdf) moves for good to the document', async () => {
    const response = await app.call('GET', '/docs/van-policy-wording.pdf', { xhr: false });
    expect(response.status).toBe(301);
    expect(response.location).toBe('/documents/van-policy-wording');
  });

  test.each([
    '/documents/no-such-document',
    '/documents/..%2fbrand',
    '/docs/no-such.pdf',
    '/docs/%3Cscript%3E',
  ])('%s is a 404 page, never a 500', async (path) => {
    const response = await app.call('GET', path, { xhr: false });
    expect(response.status).toBe(404);
    expect(words(response.text)).toContain(documentPage.notFound.title);
  });

  test('the documents’ stylesheet is served from our own origin, as the policy requires', async () => {
    const page = await app.call('GET', '/documents/van-insurance-ipid', { xhr: false });
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.text)?.[1] ?? '';
    expect(href).toMatch(/^\//);
    const css = await app.call('GET', href, { xhr: false });
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(page.text).not.toMatch(/<style|style=|<script/);
  });
});

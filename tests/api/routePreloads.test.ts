import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import journey from '../../journey/journey.json';
import type { Journey, RouteName } from '../../journey/src/journeyTypes';
import { pathFor } from '../../journey/src/pathFor';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../scripts/routePreloadPlugin';
import { buildTestApp, type TestApp } from '../support/testApp';

// A phone opening a quote page from a link (an e-mail, an aggregator) fetches the page's own code
// with the app's, not once the app's entry has run: the build lists each route's chunks and the
// server names them in the page it sends for that route's address.

const routes = journey as Journey;
const config = fileURLToPath(new URL('../../renderer/vite.config.ts', import.meta.url));
const UUID = '2f6c1e0a-8f4b-4c39-9a51-6d2e7b3c4a10';

/** The addresses of the modulepreload links of a page, in order. */
const preloadLinks = (html: string): string[] =>
  [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(
    ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '',
  );

/** The file name of an asset's address. */
const fileName = (href: string) => href.replace(/^\/assets\//, '');

/** The address of the page's entry script. */
const entryScript = (html: string) => /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? '';

/** The chunks a built chunk imports statically (`import ... from"./x.js"`, `import"./x.js"`). */
const staticImports = (code: string): string[] =>
  [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map(([, file]) => file!);

describe('the page sent for a route preloads the chunks of its page', () => {
  let webRoot: string;
  let app: TestApp;
  const file = (href: string) => join(webRoot, href);
  const page = async (path: string) => {
    const response = await fetch(`${app.base}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
    return { status: response.status, html: await response.text() };
  };

  // The app as built. `npm test` builds it once, in its build job, which the browser tests serve
  // too: it names the folder (TEST_WEB_ROOT) and the file it writes the job's result to once the
  // build is done (TEST_WEB_ROOT_STATUS), and this file waits for that rather than building the
  // whole app a second time (some 10 s of a core). Run on its own, it builds the app into a folder
  // of its own; with two `npm test` runs at once (load 30 to 47) that passed 120 s, so the limit,
  // which only stops a build that hangs, is 600 s.
  let ownBuild = false;
  beforeAll(async () => {
    const shared = process.env.TEST_WEB_ROOT;
    const status = process.env.TEST_WEB_ROOT_STATUS;
    if (shared && status) {
      while (!existsSync(status)) await sleep(250);
      const result = readFileSync(status, 'utf8').trim();
      if (result !== 'passed') throw new Error(`npm test's build job ${result}: no app to serve`);
      webRoot = shared;
    } else {
      ownBuild = true;
      webRoot = mkdtempSync(join(tmpdir(), 'vanquote-route-preloads-'));
      const { build } = await import('vite');
      await build({
        configFile: config,
        configLoader: 'runner',
        logLevel: 'silent',
        build: { outDir: webRoot, emptyOutDir: true },
      });
    }
    app = await buildTestApp({ config: { webRoot } });
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    if (ownBuild) rmSync(webRoot, { recursive: true, force: true });
  });

  test("the price page's address gets links to its chunks, beyond those of index.html", async () => {
    const index = preloadLinks(readFileSync(join(webRoot, 'index.html'), 'utf8'));
    const { status, html } = await page(pathFor(routes, 'PricePresentation', { uuid: UUID }));
    expect(status).toBe(200);
    const links = preloadLinks(html);
    const added = links.filter((href) => !index.includes(href));
    expect(added.length).toBeGreaterThan(0);
    expect(links.slice(0, index.length)).toEqual(index);
    const listed = JSON.parse(readFileSync(join(webRoot, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
    expect(added).toEqual(listed.PricePresentation);
    // Every link is a crossorigin module preload, as the build's own are, and no script is inline.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="[^"]+PricePresentation/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  test('the links name files of the build, which with index.html hold every chunk they import', async () => {
    const { html } = await page(pathFor(routes, 'PricePresentation', { uuid: UUID }));
    const links = preloadLinks(html);
    const present = new Set([entryScript(html), ...links].map(fileName));
    for (const href of links) {
      expect(href).toMatch(/^\/assets\/[\w.-]+\.js$/);
      expect(existsSync(file(href))).toBe(true);
      for (const imported of staticImports(readFileSync(file(href), 'utf8'))) {
        expect(present, `${href} imports ${imported}`).toContain(imported);
      }
      const served = await fetch(`${app.base}${href}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/javascript/);
    }
  });

  test.each([
    ['the form', pathFor(routes, 'QuoteCreateForm')],
    ['a redirect to the form', routes.redirects[0]!.from],
  ])("%s gets the links of index.html and those of the form's page", async (_name, path) => {
    const index = readFileSync(join(webRoot, 'index.html'), 'utf8');
    const listed = JSON.parse(readFileSync(join(webRoot, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(listed.QuoteCreateForm?.length).toBeGreaterThan(0);
    expect(preloadLinks(response.html)).toEqual([...preloadLinks(index), ...listed.QuoteCreateForm!]);
  });

  test('an unknown address gets only the links of index.html', async () => {
    const index = readFileSync(join(webRoot, 'index.html'), 'utf8');
    const response = await page('/no-such-page');
    expect(response.status).toBe(404);
    expect(preloadLinks(response.html)).toEqual(preloadLinks(index));
  });

  test("each route the build lists gets its links at its address, and no other page gets the price page's own chunk", async () => {
    const index = readFileSync(join(webRoot, 'index.html'), 'utf8');
    const entryCode = readFileSync(file(entryScript(index)), 'utf8');
    const listed = JSON.parse(readFileSync(join(webRoot, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
    // The page's own chunk: the one of its links the entry loads only when the route is visited.
    // The form's libraries, which the entry loads before the form's page, are not a page's own.
    const loadedLater = (href: string) =>
      !fileName(href).startsWith('formLibraries-') &&
      ['`', '"', "'"].some((quote) => entryCode.includes(`import(${quote}./${fileName(href)}${quote})`));
    const pageChunk = (route: string) => (listed[route] ?? []).filter(loadedLater);
    const priceChunk = pageChunk('PricePresentation');
    expect(priceChunk).toHaveLength(1);
    for (const [route, hrefs] of Object.entries(listed)) {
      const { html } = await page(pathFor(routes, route as RouteName, { uuid: UUID }));
      expect(preloadLinks(html)).toEqual([...preloadLinks(index), ...hrefs]);
      expect(pageChunk(route), route).toHaveLength(1);
      if (route !== 'PricePresentation') expect(preloadLinks(html)).not.toContain(priceChunk[0]);
    }
  });
});

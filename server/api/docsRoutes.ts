import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';
import pkg from '../../package.json' with { type: 'json' };
import { notFound } from '../httpError';
import { examplesStartingTomorrow } from './examplesStartingTomorrow';
import { openApiDocument } from './openApiDocument';
import { apiMessage } from '../apiMessages';

const viewerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const INIT = fileURLToPath(new URL('./docs/init.js', import.meta.url));

const PAGE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>VanQuote API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/viewer/swagger-ui.css" />
  </head>
  <body>
    <main id="docs"></main>
    <noscript>The API description is at /api/openapi.json.</noscript>
    <script src="/api/docs/viewer/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/**
 * The API's description for integrators: GET /api/openapi.json (the same document `npm run
 * openapi` writes), and GET /api/docs, a page drawn by Swagger UI from npm, served from here under
 * the same strict content policy as every page (no outside host, no inline script). The examples'
 * cover start the day after `clock()`'s UK date, so "Try it out" works on any day.
 */
export function docsRoutes(clock: () => Date): Router {
  const router = Router();
  const description = openApiDocument(pkg.version);
  let served = { day: '', text: '' };
  router.get('/api/openapi.json', (_req, res) => {
    const now = clock();
    const day = now.toISOString().slice(0, 13);
    if (served.day !== day)
      served = { day, text: JSON.stringify(examplesStartingTomorrow(description, now)) };
    res.type('application/json').set('Cache-Control', 'no-cache').send(served.text);
  });
  router.get(['/api/docs', '/api/docs/'], (_req, res) => {
    res.type('html').set('Cache-Control', 'no-cache').send(PAGE);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'no-cache').sendFile(INIT);
  });
  router.use(
    '/api/docs/viewer',
    express.static(viewerDir, { index: false, maxAge: '1d' }),
    (_req, _res, next) => next(notFound(apiMessage('noSuchFile'))),
  );
  return router;
}

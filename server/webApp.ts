import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { Router } from 'express';
import journey from '../journey/journey.json';

/** The paths of the app's routes (journey.json); any other path is answered 404 with the app's NotFound page. */
const knownPaths = new Set<string>([
  ...Object.values(journey.routes).filter((path) => path !== '*'),
  ...journey.redirects.map((redirect) => redirect.from),
]);

/**
 * Serves the built web app: hashed assets for a year, and index.html for the app's routes (the
 * browser router draws the page). Without a build it says how to make one.
 */
export function webApp(webRoot: string): Router {
  const router = Router();
  const root = resolve(webRoot);
  const indexFile = join(root, 'index.html');
  let indexHtml: string | undefined;
  const page = () => (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);

  router.use(
    '/assets',
    express.static(join(root, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(express.static(root, { index: false, maxAge: '1h' }));
  router.get('/{*splat}', (req, res) => {
    const html = page();
    if (!html) {
      res.status(503).type('text/plain').send('The web app is not built yet: run "npm run build".');
      return;
    }
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    res
      .status(knownPaths.has(path) ? 200 : 404)
      .setHeader('Cache-Control', 'no-cache')
      .type('html')
      .send(html);
  });
  return router;
}

import { readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import journey from '../journey/journey.json';

/** The paths of the app's routes (journey.json); any other path is answered 404 with the app's NotFound page. */
const knownPaths = new Set<string>([
  ...Object.values(journey.routes).filter((path) => path !== '*'),
  ...journey.redirects.map((redirect) => redirect.from),
]);

/** The copies the build writes beside a file (scripts/precompress.ts), best first. */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * Sends the build's brotli or gzip copy of a file under `root` when the browser accepts one, with
 * the original's type, `Content-Encoding` and `Vary: Accept-Encoding`; otherwise passes on to the
 * plain file. A path that is not a file of `root` passes on too.
 */
function precompressed(root: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = resolve(root, `.${path}`);
    const inside = relative(root, file);
    if (!inside || inside.startsWith('..') || inside.split(sep).some((part) => part.startsWith('.'))) {
      return next();
    }
    if (file.endsWith('.html')) return next();
    const copies = ENCODINGS.filter(({ suffix }) => isFile(file + suffix));
    if (copies.length === 0 || !isFile(file)) return next();
    res.vary('Accept-Encoding');
    const chosen = req.acceptsEncodings(...copies.map(({ encoding }) => encoding));
    const copy = copies.find(({ encoding }) => encoding === chosen);
    if (!copy) return next();
    res.type(extname(file));
    res.setHeader('Content-Encoding', copy.encoding);
    res.sendFile(inside + copy.suffix, { root, ...options, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/**
 * Serves the built web app: hashed assets for a year (`immutable`), and index.html for the app's
 * routes (the browser router draws the page), never cached without asking. Files the build
 * precompressed go as brotli or gzip to a browser that accepts it. Without a build it says how to
 * make one.
 */
export function webApp(webRoot: string): Router {
  const router = Router();
  const root = resolve(webRoot);
  const indexFile = join(root, 'index.html');
  // index.html is kept in memory and read again when the build rewrites it (its modification time
  // changes), so a rebuild under a running server serves the new build's asset names.
  let index: { modified: number; html: string } | undefined;
  const page = () => {
    let modified: number;
    try {
      modified = statSync(indexFile).mtimeMs;
    } catch {
      return undefined;
    }
    if (index?.modified !== modified) index = { modified, html: readFileSync(indexFile, 'utf8') };
    return index.html;
  };

  const assets = join(root, 'assets');
  const forAYear = { immutable: true, maxAge: '365d' };
  router.use('/assets', precompressed(assets, forAYear));
  router.use('/assets', express.static(assets, forAYear));
  // A missing asset (an old build's, say) is not an app route: 404, not the app's page.
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  router.use(precompressed(root, { maxAge: '1h', immutable: false }));
  router.use(
    express.static(root, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, path) => {
        if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
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

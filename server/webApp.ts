import { readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import journey from '../journey/journey.json';
import type { Journey, RouteName } from '../journey/src/journeyTypes';
import { routeNameForPath } from '../journey/src/routeNameForPath';
import { apiMessage } from './apiMessages';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../scripts/routePreloadPlugin';

/** The paths of the app's routes (journey.json); any other path is answered 404 with the app's NotFound page. */
const knownPaths = new Set<string>([
  ...Object.values(journey.routes).filter((path) => path !== '*'),
  ...journey.redirects.map((redirect) => redirect.from),
]);

/** The modification time of `path`, or undefined when it is no file. */
const modifiedTime = (path: string): number | undefined => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

/** Characters a build's file address never holds; one that does is not linked. */
const UNSAFE_IN_HREF = /["'<>&\s]/;

/**
 * index.html as sent for each route whose page has chunks of its own (`preloads`, written by the
 * build): with a modulepreload link for each before `</head>`, so the browser fetches the page's
 * code beside the app's rather than once the entry has run and asked for it.
 */
function pagesWithPreloads(html: string, preloads: RoutePreloads): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [route, hrefs] of Object.entries(preloads)) {
    if (!Array.isArray(hrefs)) continue;
    const links = hrefs
      .filter((href) => typeof href === 'string' && href.startsWith('/') && !UNSAFE_IN_HREF.test(href))
      .filter((href) => !html.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    if (links.length > 0 && html.includes('</head>')) {
      pages.set(route, html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
    }
  }
  return pages;
}

/** The route list of the build (ROUTE_PRELOADS_FILE), or none when it is missing or unreadable. */
function readPreloads(file: string): RoutePreloads {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as RoutePreloads)
      : {};
  } catch {
    return {};
  }
}

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
 * routes (the browser router draws the page), never cached without asking. The page sent for the
 * address of a route whose page has chunks of its own preloads them (ROUTE_PRELOADS_FILE). Files
 * the build precompressed go as brotli or gzip to a browser that accepts it. Without a build it
 * says how to make one.
 */
export function webApp(webRoot: string): Router {
  const router = Router();
  const root = resolve(webRoot);
  const indexFile = join(root, 'index.html');
  const preloadsFile = join(root, ROUTE_PRELOADS_FILE);
  // index.html and the routes' chunks are kept in memory and read again when the build rewrites
  // either (its modification time changes), so a rebuild under a running server serves the new
  // build's asset names.
  let index: { version: string; html: string; pages: Map<string, string> } | undefined;
  const page = (route: RouteName) => {
    const modified = modifiedTime(indexFile);
    if (modified === undefined) return undefined;
    const version = `${modified}:${modifiedTime(preloadsFile) ?? ''}`;
    if (index?.version !== version) {
      const html = readFileSync(indexFile, 'utf8');
      index = { version, html, pages: pagesWithPreloads(html, readPreloads(preloadsFile)) };
    }
    return index.pages.get(route) ?? index.html;
  };

  const assets = join(root, 'assets');
  const forAYear = { immutable: true, maxAge: '365d' };
  router.use('/assets', precompressed(assets, forAYear));
  router.use('/assets', express.static(assets, forAYear));
  // A missing asset (an old build's, say) is not an app route: 404, not the app's page.
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send(apiMessage('assetNotFound'));
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
    const html = page(routeNameForPath(journey as Journey, req.path));
    if (!html) {
      res.status(503).type('text/plain').send(apiMessage('webAppNotBuilt'));
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

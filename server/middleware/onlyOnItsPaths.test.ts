import express, { Router, type RequestHandler } from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { onlyOnItsPaths } from './onlyOnItsPaths';

/** A router of the shapes the app's routers have: params, lists of paths, a use path, a nested router. */
function routes(): Router {
  const router = Router();
  router.get('/api/items/:id', (req, res) => void res.send(`item ${req.params.id as string}`));
  router.post('/api/items/:id/copy', (_req, res) => void res.status(201).send('copied'));
  router.get(['/api/docs', '/api/docs/'], (_req, res) => void res.send('docs'));
  router.get('/json/status', (_req, res) => void res.send('status'));
  router.use('/files', (req, res) => void res.send(`file ${req.url}`));
  const nested = Router();
  nested.get('/nested/:name', (req, res) => void res.send(`nested ${req.params.name as string}`));
  router.use(nested);
  router.use(
    ((error, _req, res, _next) => void res.status(418).send(String(error))) as express.ErrorRequestHandler,
  );
  return router;
}

const requests: [string, string][] = [
  ['GET', '/api/items/7'],
  ['GET', '/API/Items/7?x=1'],
  ['GET', '/api/items'],
  ['GET', '/api/items/'],
  ['GET', '/api/items/%zz'],
  ['POST', '/api/items/7/copy'],
  ['POST', '/api/items/7'],
  ['HEAD', '/api/items/7'],
  ['OPTIONS', '/api/items/7'],
  ['OPTIONS', '/elsewhere'],
  ['GET', '/api/docs'],
  ['GET', '/api/docs/'],
  ['GET', '/api/docsy'],
  ['GET', '/json/status/'],
  ['GET', '/json/statusx'],
  ['GET', '/files/a/b.txt'],
  ['GET', '/filesx'],
  ['GET', '/nested/one'],
  ['GET', '/elsewhere'],
  ['GET', '/'],
];

/** Each request's status, Allow header and text, from an app that uses `router` and answers what falls through. */
async function answers(router: RequestHandler): Promise<string[]> {
  const app = express();
  app.use(router);
  app.use((req, res) => void res.status(404).send(`fell through ${req.method} ${req.url}`));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const seen: string[] = [];
    for (const [method, path] of requests) {
      const response = await fetch(`${base}${path}`, { method });
      seen.push(
        `${method} ${path}: ${response.status} ${response.headers.get('allow')} ${await response.text()}`,
      );
    }
    return seen;
  } finally {
    server.close();
  }
}

/** `router` behind a counter of the requests that enter it, keeping its layers readable. */
function counted(router: Router): { handler: RequestHandler; entered: string[] } {
  const entered: string[] = [];
  const handler = Object.assign<RequestHandler, { stack: unknown }>(
    (req, res, next) => {
      entered.push(req.path);
      router(req, res, next);
    },
    { stack: router.stack },
  );
  return { handler, entered };
}

describe('onlyOnItsPaths', () => {
  test('answers every request as the router itself does', async () => {
    expect(await answers(onlyOnItsPaths(routes()))).toEqual(await answers(routes()));
  });

  test('enters the router only for paths one of its layers may match, without case', async () => {
    const { handler, entered } = counted(routes());
    await answers(onlyOnItsPaths(handler));
    expect(entered).not.toContain('/elsewhere');
    expect(entered).not.toContain('/');
    expect(entered).toContain('/API/Items/7');
    expect(entered).toContain('/nested/one');
    expect(entered).toContain('/api/docs');
  });

  test('leaves alone a router any path may match', () => {
    const router = Router();
    router.use((_req, _res, next) => next());
    expect(onlyOnItsPaths(router)).toBe(router);
    const wildcard = Router();
    wildcard.get('/{*splat}', (_req, res) => void res.send('page'));
    expect(onlyOnItsPaths(wildcard)).toBe(wildcard);
    // A router under a parameter sees paths without their first part: its own paths say nothing.
    const underParameter = Router();
    underParameter.use('/:section', routes());
    expect(onlyOnItsPaths(underParameter)).toBe(underParameter);
  });
});

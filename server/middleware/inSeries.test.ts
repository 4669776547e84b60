import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { inSeries } from './inSeries';

type Handler = RequestHandler | ErrorRequestHandler;

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.append('X-Ran', name);
    next();
  };
const fails: RequestHandler = (_req, _res, next) => next(new Error('passed on'));
const throws: RequestHandler = () => {
  throw new Error('thrown');
};
const rejects: RequestHandler = async () => {
  await Promise.resolve();
  throw new Error('rejected');
};
const answers: RequestHandler = (_req, res) => void res.send('answered');
const recovers: ErrorRequestHandler = (error: Error, _req, res, next) => {
  res.append('X-Recovered', error.message);
  next();
};
const translates: ErrorRequestHandler = (error: Error, _req, _res, next) =>
  next(new Error(`translated ${error.message}`));

const chains: [string, Handler[]][] = [
  ['every handler', [mark('a'), mark('b'), mark('c')]],
  ['an answer', [mark('a'), answers, mark('b')]],
  ['an error passed on', [mark('a'), fails, mark('b'), recovers, mark('c')]],
  ['an error thrown', [mark('a'), throws, mark('b'), translates]],
  ['a promise rejected', [rejects, mark('a'), recovers, mark('b')]],
  ['an error handler with no error', [recovers, mark('a')]],
  ['an error left unhandled', [mark('a'), fails, mark('b')]],
];

/** What a request to an app running `handlers` sees, mounted one by one or through `mounted`. */
async function seen(mounted: (handlers: Handler[]) => Handler[], handlers: Handler[]): Promise<string> {
  const app = express();
  app.use(mounted(handlers));
  app.use((_req, res) => void res.send('after'));
  app.use(
    ((error: Error, _req, res, _next) =>
      void res.status(500).send(`error ${error.message}`)) as ErrorRequestHandler,
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = `${response.headers.get('x-ran')} ${response.headers.get('x-recovered')}`;
    return `${response.status} ${headers} ${await response.text()}`;
  } finally {
    server.close();
  }
}

describe('inSeries', () => {
  test.each(chains)(
    'runs the handlers as Express runs them one after another: %s',
    async (_name, handlers) => {
      expect(await seen((all) => [inSeries(all)], handlers)).toEqual(await seen((all) => all, handlers));
    },
  );
});

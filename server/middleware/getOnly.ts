import type { RequestHandler } from 'express';

/**
 * Put before the handler of a GET whose work writes (a payment confirmed with the provider) or
 * asks an outside service (an address or van lookup, a bot-check token). Express answers a HEAD
 * with the GET's handler, and link scanners, prefetchers and monitors send HEAD: such a HEAD is
 * answered 405 (Allow: GET) before any of that work runs, so it writes and asks nothing.
 */
export const getOnly: RequestHandler = (req, res, next) => {
  if (req.method !== 'HEAD') return next();
  res.status(405).setHeader('Allow', 'GET');
  res.setHeader('Cache-Control', 'no-store');
  res.end();
};

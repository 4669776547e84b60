import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once: with no per-request directive (no nonce, no function), what
 * helmet sets and removes is the same on every response, so it is recorded when the server starts
 * by running helmet against a response that only notes the calls, and each request then gets the
 * noted headers in one step instead of helmet's chain of a dozen middlewares. A per-request option
 * would be refused here, when the server starts.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): RequestHandler {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.flat().some((value) => typeof value === 'function')) {
    throw new Error('securityHeaders: a directive worked out per request needs helmet itself');
  }
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recording = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let called = false;
  helmet(options)({} as never, recording as never, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('securityHeaders: helmet did not finish at once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { withoutUuids } from '../proposalRef';

/**
 * One log line a request: method, path without the query string (queries carry postcodes and
 * registrations), status and duration. Bodies are never logged, nor a proposal's uuid: the path
 * names it by its short hash (proposalRef), the same on every line.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // Not uuid-shaped, so that it reads in the logs as it reads in the header.
    const requestId = randomBytes(8).toString('hex');
    res.setHeader('X-Request-Id', requestId);
    // The request's own logger (each line it writes names the request), made when a route first
    // logs: most requests write only the line below.
    let child: Logger | undefined;
    Object.defineProperty(res.locals, 'logger', {
      get: () => (child ??= logger.child({ requestId })),
      set: (value: Logger) => (child = value),
      enumerable: true,
      configurable: true,
    });
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        method: req.method,
        // A portal link's token works as a password until it expires: never logged.
        path: req.path.startsWith('/portal/') ? '/portal/:token' : withoutUuids(req.path),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      const log = child ?? logger;
      const entry = child ? line : { requestId, ...line };
      if (res.statusCode >= 500) log.error(entry, 'request failed');
      else log.info(entry, 'request');
    });
    next();
  };
}

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
  const ids = new RequestIds();
  // The request line holds no answer by construction (the fields below), so it is written
  // without the redaction every other line goes through: on a busy server that walk of each
  // request's line was a good part of what logging cost. The uuid hook still applies.
  const lines = logger.child({}, { redact: [] });
  // The request's own logger (each line it writes names the request), made when a route first
  // logs: most requests write only the request's line. One accessor serves every request, its
  // state kept by request, rather than a getter and a setter made for each.
  const made = new WeakMap<object, { requestId: string; child?: Logger }>();
  const lazyLogger: PropertyDescriptor = {
    get(this: object) {
      const state = made.get(this)!;
      return (state.child ??= logger.child({ requestId: state.requestId }));
    },
    set(this: object, value: Logger) {
      made.get(this)!.child = value;
    },
    enumerable: true,
    configurable: true,
  };
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = ids.next();
    res.setHeader('X-Request-Id', requestId);
    made.set(res.locals, { requestId });
    Object.defineProperty(res.locals, 'logger', lazyLogger);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        requestId,
        method: req.method,
        // A portal link's token works as a password until it expires: never logged.
        path: req.path.startsWith('/portal/') ? '/portal/:token' : withoutUuids(req.path),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode >= 500) lines.error(entry, 'request failed');
      else lines.info(entry, 'request');
    });
    next();
  };
}

/**
 * Request ids: 16 hex digits of 8 random bytes, not uuid-shaped, so that one reads in the logs as
 * it reads in the header. The bytes are drawn 4 KiB at a time: asking the system for 8 on every
 * request costs more than the rest of the log line.
 */
class RequestIds {
  private pool = Buffer.alloc(0);
  private at = 0;

  next(): string {
    if (this.at + 8 > this.pool.length) {
      this.pool = randomBytes(4096);
      this.at = 0;
    }
    const id = this.pool.toString('hex', this.at, this.at + 8);
    this.at += 8;
    return id;
  }
}

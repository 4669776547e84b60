import express, { type RequestHandler } from 'express';
import { HttpError, invalid } from '../httpError';
import { nestsDeeperThan, REQUEST_NESTING_LIMIT } from './nestingDepth';

/**
 * Requests whose JSON text has no `\u` escape. JSON cannot hold a raw NUL in a string, and a
 * broken unicode pair in the bytes is decoded as U+FFFD, so only an escape can put text the store
 * cannot keep into the parsed body: refuseUnstorableText need not walk these.
 */
const withoutEscapes = new WeakSet<object>();

/** Whether the body of `req` was JSON text without a single `\u` escape. */
export function bodyHasNoEscapes(req: object): boolean {
  return withoutEscapes.has(req);
}

/** Thrown from the parser's verify step; body-parser passes it on with its type. */
class BodyError extends Error {
  constructor(readonly type: 'entity.too.deep' | 'charset.unsupported') {
    super(type);
  }
}

function decode(buffer: Buffer, encoding: string): string {
  try {
    return new TextDecoder(encoding).decode(buffer);
  } catch {
    throw new BodyError('charset.unsupported');
  }
}

/**
 * Parses JSON bodies up to the limit. A body of another media type is refused with 415 rather
 * than silently ignored; parse failures reach the error handler as HttpErrors. A body nested
 * deeper than any schema allows is refused from its text, before it is parsed, so nothing
 * recursive (the form checks, logging, JSON.stringify) ever walks it.
 */
export function jsonBody(limitBytes: number, maxDepth = REQUEST_NESTING_LIMIT): RequestHandler[] {
  const parse = express.json({
    limit: limitBytes,
    strict: false,
    type: 'application/json',
    // No browser compresses a request body; refusing it (415) also refuses decompression bombs.
    inflate: false,
    verify: (req, _res, buffer, encoding) => {
      // UTF-8, nearly every body, is read as its bytes: it is decoded once, by the parser.
      const text = /^utf-?8$/i.test(encoding) ? buffer : decode(buffer, encoding);
      if (nestsDeeperThan(text, maxDepth)) throw new BodyError('entity.too.deep');
      if (!text.includes('\\u')) withoutEscapes.add(req);
    },
  });
  const refuseOtherTypes: RequestHandler = (req, _res, next) => {
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      next(new HttpError(415, 'unsupported_media_type', 'Send the request body as application/json.'));
      return;
    }
    next();
  };
  const translate: express.ErrorRequestHandler = (
    error: { type?: string; status?: number },
    _req,
    _res,
    next,
  ) => {
    switch (error.type) {
      case 'entity.parse.failed':
        return next(new HttpError(400, 'invalid', 'The request body is not valid JSON.'));
      case 'entity.too.deep':
        return next(
          invalid(
            [{ path: '', message: `The request nests objects and arrays deeper than ${maxDepth} levels.` }],
            'The request body is nested deeper than any call accepts.',
          ),
        );
      case 'entity.too.large':
        return next(
          new HttpError(413, 'payload_too_large', `The request body is larger than ${limitBytes} bytes.`),
        );
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return next(
          new HttpError(415, 'unsupported_media_type', 'Send the request body as uncompressed UTF-8 JSON.'),
        );
      default:
        // Any other fault the parser found (an aborted upload): the client's, never a 500.
        if (!(error instanceof HttpError) && Number(error.status) >= 400 && Number(error.status) < 500) {
          return next(new HttpError(400, 'invalid', 'The request body could not be read.'));
        }
        return next(error);
    }
  };
  return [refuseOtherTypes, parse, translate as unknown as RequestHandler];
}

import express, { type RequestHandler } from 'express';
import { HttpError } from '../httpError';

/**
 * Parses JSON bodies up to the limit. A body of another media type is refused with 415 rather
 * than silently ignored; parse failures reach the error handler as HttpErrors.
 */
export function jsonBody(limitBytes: number): RequestHandler[] {
  const parse = express.json({ limit: limitBytes, strict: false, type: 'application/json' });
  const refuseOtherTypes: RequestHandler = (req, _res, next) => {
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      next(new HttpError(415, 'unsupported_media_type', 'Send the request body as application/json.'));
      return;
    }
    next();
  };
  const translate: express.ErrorRequestHandler = (error: { type?: string }, _req, _res, next) => {
    switch (error.type) {
      case 'entity.parse.failed':
        return next(new HttpError(400, 'invalid', 'The request body is not valid JSON.'));
      case 'entity.too.large':
        return next(
          new HttpError(413, 'payload_too_large', `The request body is larger than ${limitBytes} bytes.`),
        );
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return next(new HttpError(415, 'unsupported_media_type', 'Send the request body as UTF-8 JSON.'));
      default:
        return next(error);
    }
  };
  return [refuseOtherTypes, parse, translate as unknown as RequestHandler];
}

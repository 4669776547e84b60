import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { HttpError } from '../httpError';
import { apiMessage } from '../apiMessages';

/**
 * The final handler: an HttpError becomes its status and body; anything else is logged (without
 * the request body) and answered as a plain 500 that says nothing of the cause.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const log: Logger = res.locals.logger ?? logger;
    const known = error instanceof HttpError ? error : clientFault(error);
    if (known) {
      if (!res.headersSent) res.status(known.status).json(known.toBody());
      return;
    }
    const err = error instanceof Error ? error : new Error(String(error));
    log.error({ err: { name: err.name, message: err.message, stack: err.stack } }, 'unexpected error');
    if (!res.headersSent) {
      res.status(500).json({ error: 'internal', message: apiMessage('somethingWentWrong') });
    }
  };
}

/**
 * A fault Express itself found in the request: an address that does not decode (a malformed id
 * names nothing: 404) or another 4xx of its own. Never a 500, never its own wording.
 */
function clientFault(error: unknown): HttpError | undefined {
  const status = Number((error as { status?: unknown } | null)?.status);
  if (!(status >= 400 && status < 500)) return undefined;
  if (error instanceof URIError) return new HttpError(404, 'not_found', apiMessage('nothingAtAddress'));
  return new HttpError(400, 'invalid', apiMessage('requestUnreadable'));
}

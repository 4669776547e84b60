import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { HttpError } from '../httpError';

/**
 * The final handler: an HttpError becomes its status and body; anything else is logged (without
 * the request body) and answered as a plain 500 that says nothing of the cause.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const log: Logger = res.locals.logger ?? logger;
    if (error instanceof HttpError) {
      if (!res.headersSent) res.status(error.status).json(error.toBody());
      return;
    }
    const err = error instanceof Error ? error : new Error(String(error));
    log.error({ err: { name: err.name, message: err.message, stack: err.stack } }, 'unexpected error');
    if (!res.headersSent) {
      res
        .status(500)
        .json({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
    }
  };
}

import type { RequestHandler } from 'express';
import { HttpError } from '../httpError';
import { apiMessage } from '../apiMessages';

/**
 * API calls must carry `X-Requested-With: XMLHttpRequest`. A browser cannot add that header to a
 * cross-site form post or image request without a CORS preflight, which we never grant, so this
 * shuts out cross-site request forgery before anything is read or written.
 */
export const requireXhr: RequestHandler = (req, _res, next) => {
  if (req.get('x-requested-with') !== 'XMLHttpRequest') {
    next(new HttpError(403, 'forbidden', apiMessage('xhrHeaderMissing')));
    return;
  }
  next();
};

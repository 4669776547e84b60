import type { ApiError } from '../schemas/generated/index';
import errorSchema from '../schemas/api/error.schema.json';
import { apiMessage } from './apiMessages';

/**
 * The most answers one error names (api/error.schema.json): a body breaking more is told of the
 * first, rather than answered with a list as long as the body's own (thousands of list items).
 */
export const ERRORS_LIMIT: number = errorSchema.properties.errors.maxItems;

export type ErrorCode = ApiError['error'];
export type FieldError = { path: string; message: string };

/** The one error type the routes throw; the final handler turns it into the API error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    const errors =
      this.errors && this.errors.length > ERRORS_LIMIT ? this.errors.slice(0, ERRORS_LIMIT) : this.errors;
    return { error: this.code, message: this.message, ...(errors ? { errors } : {}) };
  }
}

export const invalid = (errors: FieldError[], message = apiMessage('answersNeedAttention')) =>
  new HttpError(422, 'invalid', message, errors);
export const notFound = (message = apiMessage('nothingAtAddress')) =>
  new HttpError(404, 'not_found', message);

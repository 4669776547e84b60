import type { ApiError } from '../schemas/generated/index';

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
    return { error: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const invalid = (errors: FieldError[], message = 'Some answers need attention.') =>
  new HttpError(422, 'invalid', message, errors);
export const notFound = (message = 'Nothing was found at that address.') =>
  new HttpError(404, 'not_found', message);

import { ApiError } from './ApiError';

/** The server knows nothing at the address called (404), such as a proposal by an unknown uuid. */
export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

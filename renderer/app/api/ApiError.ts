/** One problem with one field of a request, as the server reports it. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * A failed API call: the HTTP status (0 when no answer came), the `error` code of the body
 * (`invalid`, `not_found`, `expired`, `forbidden`, ...), its field errors, and the URL called.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly url: string,
    readonly code: string | undefined,
    readonly errors: FieldError[] = [],
    message?: string,
  ) {
    super(message ?? `${status} ${code ?? 'error'} from ${url}`);
  }
}

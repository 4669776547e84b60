import { ApiError } from '../api/ApiError';
import type { FieldError } from '../../engine/form/FormStatusContext';

/** Why the server refused a step's save, when the form answers it itself. */
export type SaveRefusal =
  /** The answers break the journey's rules: the server's messages, by answer. */
  | { kind: 'invalid'; errors: FieldError[] }
  /** Another window saved the proposal after this one read it. */
  | { kind: 'conflict' };

/**
 * What a failed save means for the form: `invalid` (422: its messages, or its one message when it
 * lists none) or `conflict` (409); undefined for any other failure, which the app routes (a lost
 * connection, a server fault: the technical-issue page). The codes are those of `refusalCodes`.
 */
export function saveRefusal(error: unknown): SaveRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'invalid') {
    const errors = error.errors.length > 0 ? error.errors : [{ path: '', message: error.message }];
    return { kind: 'invalid', errors };
  }
  if (error.code === 'conflict') return { kind: 'conflict' };
  return undefined;
}

/** The codes of the refusals the form answers itself (queryClient's callerHandles). */
export const refusalCodes = ['invalid', 'conflict'];

import { ApiError } from '../../api/ApiError';

/**
 * The `message` the server put in a failed answer, for the customer; undefined when the answer
 * had none (no answer at all, or a body without `message`), so the page shows its own words
 * rather than the technical text of the error.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400) return undefined;
  const technical = `${error.status} ${error.code ?? 'error'} from ${error.url}`;
  return error.message && error.message !== technical ? error.message : undefined;
}

/** The field messages of a refused answer that say more than its `message`, each once. */
export function fieldMessages(error: unknown, except?: string): string[] {
  if (!(error instanceof ApiError)) return [];
  return [...new Set(error.errors.map((e) => e.message))].filter((m) => m && m !== except);
}

import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { ApiError } from '../../api/ApiError';
import { routeForFailure } from '../../api/routeForFailure';
import { errorCatalogue, textValues } from '../../journey';
import { serverMessage } from './serverMessage';

const catalogue = errorCatalogue.messages;
const filled = (key: string, values: Record<string, string> = {}) =>
  fillTemplate(String(catalogue[key] ?? ''), { ...textValues, ...values });

/** "We could not find a quote matching those details ... call us on 0333 241 4343 ...". */
export const recallNotFoundMessage = filled('recallNotFound');

/**
 * What the recall and deep-link pages say about a failed recall: too many attempts (429, in the
 * server's words, which name the wait), or else that no quote matches (404, or details the server refused). Undefined
 * for a failure the app's failure handler has routed (419 to Expired, technical issues to
 * Exception) and for errors that are not API answers.
 */
export function recallFailureMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || routeForFailure(error, errorCatalogue.routing)) return undefined;
  // The server's message names the real wait; without one the page cannot know it.
  if (error.code === 'rate_limited')
    return serverMessage(error) ?? filled('recallTooManyAttempts', { wait: errorCatalogue.waitTime.unknown });
  return recallNotFoundMessage;
}

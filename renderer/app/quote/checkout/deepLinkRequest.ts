import { displayToIso } from '../../../engine/lib/dateText';
import type { RecallDetails } from '../../api/quoteApi';

/** The longest page-provided request the recall call accepts. */
export const MAX_REQUEST_LENGTH = 2000;

/**
 * The recall request of a deep link: reference, postcode and date of birth from its query string
 * (the date as YYYY-MM-DD or DD/MM/YYYY), with the whole query string as `options.request`.
 * Undefined when a value is missing or the request is too long to send.
 */
export function deepLinkRequest(search: string): RecallDetails | undefined {
  const request = search.replace(/^\?/, '');
  if (request.length > MAX_REQUEST_LENGTH) return undefined;
  const params = new URLSearchParams(request);
  const reference = params.get('reference')?.trim() ?? '';
  const postcode = params.get('postcode')?.trim().toUpperCase() ?? '';
  const dobText = params.get('dob')?.trim() ?? '';
  const dob = displayToIso(dobText) ?? dobText;
  if (!reference || !postcode || !dob) return undefined;
  return { reference, postcode, dob, options: { request } };
}

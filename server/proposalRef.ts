import { createHash } from 'node:crypto';

/** Any uuid, in any case, anywhere in a text. */
const UUID_ANYWHERE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * What logs say in place of a proposal's uuid: the first 8 hex digits of its SHA-256. The uuid
 * opens the proposal (and, for a day after purchase, the thank-you page), so whoever reads the
 * logs must not be able to use it; the same short hash on every line still lets them follow one
 * proposal across requests. `proposalRef(uuid)` finds a customer's lines given their uuid.
 */
export function proposalRef(uuid: string): string {
  return createHash('sha256').update(uuid.toLowerCase()).digest('hex').slice(0, 8);
}

/** The text with every uuid in it replaced by its proposalRef. */
export function withoutUuids(text: string): string {
  // Every log line passes here, and most hold no hyphen at all (a request's line, say): such a
  // text can hold no uuid, and is not run through the pattern, which tries each hex digit.
  if (!text.includes('-')) return text;
  return text.replace(UUID_ANYWHERE, (uuid) => proposalRef(uuid));
}

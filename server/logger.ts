import pino, { type DestinationStream, type Logger } from 'pino';
import { proposalRef, withoutUuids } from './proposalRef';

/**
 * Paths that may carry personal data, censored wherever they appear in a log line. Routes log no
 * bodies at all; this is the second line of defence for errors that carry one.
 */
export const redactedPaths = [
  'body',
  'req.body',
  'proposal',
  'document',
  '*.name',
  '*.forenames',
  '*.surname',
  '*.date_of_birth',
  '*.email_address',
  '*.phone_numbers',
  '*.address',
  '*.postcode',
  '*.account_number',
  '*.sort_code',
  '*.account_name',
  '*.direct_debit',
  'req.headers.cookie',
  'req.headers.authorization',
];

/**
 * A log line's `proposalUuid` as `proposalRef`, its short hash: call sites name the proposal as
 * they know it, and the uuid itself never reaches the log.
 */
export function withProposalRef(object: Record<string, unknown>): Record<string, unknown> {
  if (typeof object.proposalUuid !== 'string') return object;
  const { proposalUuid, ...rest } = object;
  return { ...rest, proposalRef: proposalRef(proposalUuid) };
}

/**
 * The service's logger: JSON lines, personal data redacted, and no full uuid anywhere in a line
 * (paths, messages, errors: each uuid becomes its proposalRef as the line is written).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      base: undefined,
      formatters: { log: withProposalRef },
      hooks: { streamWrite: withoutUuids },
    },
    destination,
  );
}

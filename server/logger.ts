import pino, { type DestinationStream, type Logger } from 'pino';

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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: redactedPaths, censor: '[redacted]' }, base: undefined },
    destination,
  );
}

import { envInt } from '../../env';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../storage/database';
import { defaultFrom, type EmailBrand, emailBrand } from './emailBrand';
import { fileTransport } from './fileTransport';
import type { MailTransport } from './mailer';
import { Outbox } from './outbox';
import { startOutboxWorker } from './outboxWorker';
import { smtpTransport } from './smtpTransport';

export const EMAIL_DEFAULTS = {
  outboxDir: './data/outbox',
  timeoutMs: 10_000,
  workerIntervalMs: 5000,
  maxAttempts: 8,
  publicBaseUrl: 'http://localhost:3000',
} as const;

export interface EmailProvider {
  /** The Mailer: queue messages here (routes, enqueueQuoteEmail, enqueuePurchaseEmail). */
  outbox: Outbox;
  transport: MailTransport;
  brand: EmailBrand;
  /** Starts background delivery; returns stop(). The server calls it once after migrating. */
  startWorker(): () => Promise<void>;
}

/**
 * Builds the e-mail service from the environment (see README.md): `.eml` files under
 * EMAIL_OUTBOX_DIR by default, real SMTP when SMTP_URL is set. The outbox table lives in the
 * store's database (`db`). A bad setting stops the server at start, naming the variable.
 */
export function createEmailProvider(
  env: Record<string, string | undefined>,
  deps: { db: Kysely<Database>; logger: Logger; clock: () => Date },
): EmailProvider {
  const timeoutMs = envInt(env, 'EMAIL_TIMEOUT_MS', EMAIL_DEFAULTS.timeoutMs, 100, 120_000);
  const interval = envInt(env, 'EMAIL_WORKER_INTERVAL_MS', EMAIL_DEFAULTS.workerIntervalMs, 100, 3_600_000);
  const maxAttempts = envInt(env, 'EMAIL_MAX_ATTEMPTS', EMAIL_DEFAULTS.maxAttempts, 1, 50);
  const smtpUrl = env.SMTP_URL ?? '';
  if (smtpUrl !== '' && !/^smtps?:\/\/\S+$/.test(smtpUrl)) {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:pass@smtp.example:587',
    );
  }
  const baseUrl = env.PUBLIC_BASE_URL || EMAIL_DEFAULTS.publicBaseUrl;
  if (!/^https?:\/\/\S+$/.test(baseUrl)) throw new Error('PUBLIC_BASE_URL must be an http(s) address');
  const from = env.EMAIL_FROM || defaultFrom();
  if (!/@[^\s@>]+>?\s*$/.test(from))
    throw new Error('EMAIL_FROM must be an e-mail address, optionally "Name <address>"');

  const transport =
    smtpUrl !== ''
      ? smtpTransport(smtpUrl, timeoutMs)
      : fileTransport(env.EMAIL_OUTBOX_DIR || EMAIL_DEFAULTS.outboxDir);
  const outbox = new Outbox({ ...deps, transport, from, maxAttempts });
  return {
    outbox,
    transport,
    brand: emailBrand(baseUrl),
    startWorker: () => startOutboxWorker({ outbox, clock: deps.clock, logger: deps.logger, interval }),
  };
}

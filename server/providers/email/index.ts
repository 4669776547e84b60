// E-mail: the outbox (durable, idempotent, retried), its transports, templates and worker.
export type { MailKind, MailMessage, Mailer, MailTransport, OutgoingMail } from './mailer';
export { Outbox, type OutboxOptions, type OutboxEntry, type DeliveryReport, messageIdFor } from './outbox';
export { fileTransport } from './fileTransport';
export { smtpTransport } from './smtpTransport';
export { startOutboxWorker, type OutboxWorkerOptions } from './outboxWorker';
export { emailBrand, defaultFrom, type EmailBrand } from './emailBrand';
export { quoteEmail } from './templates/quoteEmail';
export { purchaseEmail } from './templates/purchaseEmail';
export {
  enqueueQuoteEmail,
  enqueuePurchaseEmail,
  quoteEmailKey,
  QUOTE_EMAIL_WINDOW_MS,
  type EmailDeps,
  type EnqueueResult,
} from './enqueueEmails';
export { createEmailProvider, EMAIL_DEFAULTS, type EmailProvider } from './createEmailProvider';

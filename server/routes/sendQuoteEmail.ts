import type Ajv from 'ajv';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { Ratebook, SendQuoteEmailRequest, SendQuoteEmailResponse } from '../../schemas/generated/index';
import brandJson from '../../journey/content/brand.json';
import errorsJson from '../../journey/content/errors.json';
import { fillTemplate } from '../../journey/src/fillTemplate';
import { waitText } from '../../journey/src/waitText';
import { HttpError, invalid } from '../httpError';
import type { EmailBrand } from '../providers/email/emailBrand';
import { enqueueQuoteEmail } from '../providers/email/enqueueEmails';
import type { Mailer } from '../providers/email/mailer';
import type { QuoteEmailThrottle } from '../providers/email/quoteEmailThrottle';
import { requireBoundQuote } from '../quoting/quoteBinding';
import type { Store } from '../storage/store';
import { operationCheck } from '../validation';
import { liveProposal } from './proposals';
import { apiMessage } from '../apiMessages';

export interface EmailRoutesDeps {
  store: Store;
  clock: () => Date;
  /** The outbox (createEmailProvider(...).outbox). */
  outbox: Mailer;
  brand: EmailBrand;
  logger: Logger;
  /** The shared ajv instance; the request schema is compiled once, here. */
  ajv: Ajv;
  /** The per-address limit of quote e-mails, kept in the store. */
  throttle: QuoteEmailThrottle;
  /** The ratebook the quote is held to (requireBoundQuote). */
  ratebook: Ratebook;
}

/** "... Please wait 60 minutes and try again ...": the real wait, from the limit's window. */
export const quoteEmailRateLimitedMessage = (retryAfterSeconds: number): string =>
  fillTemplate(errorsJson.messages.quoteEmailTooMany, {
    phone: brandJson.contact.phone,
    wait: waitText(retryAfterSeconds, errorsJson.waitTime),
  });

/** The answer to a quote e-mail asked for after purchase (the price page's button, in an old tab). */
export const QUOTE_EMAIL_BOUGHT_MESSAGE = apiMessage('boughtNoQuoteEmail');

/**
 * POST /api/proposal/:id/send-quote-email ("Email yourself this quote"), with no body or
 * `{ uuid }`: queues the quote e-mail in the outbox and answers `200 { success: true }` once it is
 * stored, so it is sent even if the mail server is down now. Pressing it again within ten minutes
 * queues nothing more (see quoteEmailKey). 409 conflict when there is no quote or no e-mail address,
 * or once the policy is bought; 409 quote_stale when the quote's start date has passed or it no
 * longer prices the stored answers.
 * One address gets at most QUOTE_EMAILS_PER_ADDRESS quote e-mails, whichever proposals ask: beyond
 * that 429 rate_limited with Retry-After, and nothing is queued.
 */
export function emailRoutes(deps: EmailRoutesDeps): Router {
  const router = Router();
  const check = operationCheck(deps.ajv, 'sendQuoteEmail', 'body');

  router.post('/api/proposal/:id/send-quote-email', async (req, res) => {
    const body: unknown = req.body ?? {};
    const errors = check(body);
    if (errors.length > 0) throw invalid(errors);
    const current = await liveProposal(req, deps);
    const uuid = (body as SendQuoteEmailRequest).uuid;
    if (uuid !== undefined && uuid.toLowerCase() !== current.uuid) {
      throw invalid([{ path: 'uuid', message: apiMessage('uuidMismatch') }]);
    }
    // A bought policy's quote is no longer on offer: its purchase confirmation e-mail says what was
    // bought, and a quote e-mail now would invite the customer to buy it again.
    if (current.isPurchased) throw new HttpError(409, 'conflict', QUOTE_EMAIL_BOUGHT_MESSAGE);
    const proposal = current.document;
    if (proposal.quote?.is_quoted !== true) {
      throw new HttpError(409, 'conflict', apiMessage('noQuoteToEmail'));
    }
    const now = deps.clock();
    // Only a price on offer is e-mailed: not one whose start date has passed, nor one that no
    // longer prices the stored answers (409 quote_stale, as payment would answer).
    requireBoundQuote(proposal, deps.ratebook, now);
    const to = proposal.risk?.proposer?.email_address;
    if (to) {
      const decision = await deps.throttle.admit(proposal, to, now);
      if (!decision.allowed) {
        const log: Logger = res.locals.logger ?? deps.logger;
        log.warn(
          { retryAfterSeconds: decision.retryAfterSeconds },
          'quote e-mail refused: too many to one address',
        );
        res.setHeader('Retry-After', String(decision.retryAfterSeconds));
        throw new HttpError(429, 'rate_limited', quoteEmailRateLimitedMessage(decision.retryAfterSeconds));
      }
    }
    const result = await enqueueQuoteEmail({ mailer: deps.outbox, brand: deps.brand }, proposal, now);
    if ('skipped' in result) {
      throw new HttpError(409, 'conflict', apiMessage('noEmailAddress'));
    }
    if (result.queued) {
      await deps.store.appendEvent(
        current.uuid,
        { type: 'email.queued', data: { kind: 'quote', outboxId: result.id } },
        now,
      );
    }
    const answer: SendQuoteEmailResponse = { success: true };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  return router;
}

import { randomBytes } from 'node:crypto';
import type Ajv from 'ajv';
import express, { type Request, type RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import type { PaymentRequest, PaymentStatus, Proposal, Ratebook } from '../../schemas/generated/index';
import checkoutJson from '../../journey/content/checkout.json';
import { HttpError, invalid, notFound } from '../httpError';
import { getOnly } from '../middleware/getOnly';
import { nestsDeeperThan, REQUEST_NESTING_LIMIT } from '../middleware/nestingDepth';
import { unstorableText } from '../middleware/refuseUnstorableText';
import { confirmReturn, handleNotification } from '../providers/payment/confirmPayment';
import { requireDeclarations } from '../quoting/declarations';
import { pinnedPages } from '../quoting/journeyFor';
import { requirePricePageAnswers } from '../quoting/pricePageAnswers';
import { requireBoundQuote } from '../quoting/quoteBinding';
import { EmbeddedPaymentProvider } from '../providers/payment/embeddedProvider';
import { hostedPageRoutes } from '../providers/payment/hostedPage/hostedPageRoutes';
import { escapeHtml, htmlPage, messagePage, sendPage } from '../providers/payment/hostedPage/html';
import { failedPath, lacksMandate, type PaymentDeps, pounds } from '../providers/payment/paymentDeps';
import type { PaymentStore } from '../providers/payment/paymentStore';
import { startPayment } from '../providers/payment/startPayment';
import {
  NotificationRejectedError,
  type PaymentProvider,
  PaymentUnavailableError,
} from '../providers/payment/types';
import type { Store } from '../storage/store';
import type { JourneyVersions } from '../journeyVersions';
import { compileCheck } from '../validation';
import { MANDATE_MISSING_MESSAGE } from './accept';
import { liveProposal } from './proposals';
import { apiMessage, notAnObjectMessage } from '../apiMessages';

/** The words of the page the card payment returns to (journey/content/checkout.json). */
const returnText = checkoutJson.paymentReturn;

export interface PaymentRoutesDeps {
  store: Store;
  clock: () => Date;
  /** From `createPaymentProvider(env, { logger, ajv })`. */
  provider: PaymentProvider;
  /** `new KyselyPaymentStore(db)` over the store's own Kysely instance. */
  payments: PaymentStore;
  logger: Logger;
  /** The shared ajv instance: the request and form schemas are compiled from it, once. */
  ajv: Ajv;
  /** This site's origin (PUBLIC_BASE_URL) for Stripe's return addresses; '' for the embedded page. */
  publicBaseUrl: string;
  /** Prices the quotes a payment is checked against: only a bound quote is paid for or bought. */
  ratebook: Ratebook;
  /** Random url-safe text of n bytes (payment ids, page tokens); tests may fix it. */
  randomId?: (bytes: number) => string;
  /** The journey versions: the price page's forms are the proposal's version's (built-in without). */
  journeys?: JourneyVersions;
}

/**
 * Card payment: POST /api/proposal/:id/quote/payment (behind requireXhr and jsonBody like every
 * /api call), GET /api/proposal/:id/payment-status, the provider's notification endpoint
 * POST /payments/notifications/:provider (raw body, signature checked; not under /api: the
 * provider calls it), our return address GET /payments/return/:paymentId, and, for the embedded
 * provider, its hosted pages under /hosted-payments.
 */
export function paymentRoutes(deps: PaymentRoutesDeps): Router {
  const router = Router();
  const context: PaymentDeps = {
    ...deps,
    randomId: deps.randomId ?? ((bytes) => randomBytes(bytes).toString('base64url')),
  };
  const checkRequest = compileCheck(deps.ajv, 'api/payment-request.schema.json');

  router.post('/api/proposal/:id/quote/payment', async (req, res) => {
    const body = validBody<PaymentRequest>(req, (data) => checkRequest(data));
    const record = await liveProposal(req, deps);
    // Only the quote that prices the stored answers is sold (a bought one is answered as paid).
    // and only once the customer has confirmed its declarations on the summary page.
    if (!record.isPurchased) {
      requireBoundQuote(record.document, deps.ratebook, deps.clock());
      requireDeclarations(record.document);
      requireMandate(record.document);
      requirePricePageAnswers(record.document, await pinnedPages(deps, record.document.journey_version));
    }
    try {
      res.set('Cache-Control', 'no-store').json(await startPayment(context, record, body.return_url));
    } catch (error) {
      if (!(error instanceof PaymentUnavailableError)) throw error;
      // Already logged with the provider's status; the customer gets our words, never theirs.
      throw new HttpError(502, 'payment_unavailable', apiMessage('paymentUnavailable'));
    }
  });

  router.get('/api/proposal/:id/payment-status', async (req, res) => {
    const record = await liveProposal(req, deps);
    const latest = (await deps.payments.listForProposal(record.uuid))
      .filter((p) => p.status !== 'void')
      .at(-1);
    const answer: PaymentStatus = {
      status: !latest
        ? 'none'
        : latest.status === 'challenge'
          ? 'pending'
          : (latest.status as PaymentStatus['status']),
      is_purchased: record.isPurchased,
      ...(latest ? { amount: pounds(latest.amountPence) } : {}),
      ...(latest?.maskedPan ? { card_last4: latest.maskedPan.slice(-4) } : {}),
      ...(latest?.cardBrand ? { card_brand: latest.cardBrand } : {}),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.post('/payments/notifications/:provider', ...rawJson(), async (req, res) => {
    if (req.params.provider !== deps.provider.name)
      throw notFound(apiMessage('notificationEndpointNotFound'));
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const result = await handleNotification(context, rawBody, req.headers);
      res.json({ received: true, result });
    } catch (error) {
      if (!(error instanceof NotificationRejectedError)) throw error;
      deps.logger.warn(
        { provider: deps.provider.name, reason: error.reason },
        'payment notification rejected',
      );
      throw new HttpError(400, 'invalid', apiMessage('notificationNotVerified'));
    }
  });

  router.get('/payments/return/:paymentId', getOnly, async (req, res) => {
    const id = String(req.params.paymentId);
    const payment = /^pay_[\w-]{10,64}$/.test(id) ? await deps.payments.get(id) : undefined;
    if (!payment) return sendPage(res, 404, messagePage(returnText.notFoundHeading, returnText.notFound));
    const now = await confirmReturn(context, payment);
    if (now.status === 'succeeded') return res.redirect(303, now.returnUrl);
    if (now.status !== 'pending' && now.status !== 'challenge')
      return res.redirect(303, failedPath(now.proposalUuid));
    // Back before the provider's notification and the provider cannot say yet: look again shortly.
    const page = htmlPage(
      returnText.confirmingHeading,
      `      <h1>${escapeHtml(returnText.confirmingHeading)}</h1>
      <p role="status">${escapeHtml(returnText.confirming)}</p>
      <p>${escapeHtml(returnText.doNotPayAgain)} <a href="${failedPath(now.proposalUuid)}" target="_top">${escapeHtml(returnText.havingTrouble)}</a></p>`,
      { refreshSeconds: 3 },
    );
    sendPage(res, 202, page);
  });

  if (deps.provider instanceof EmbeddedPaymentProvider) {
    router.use(
      hostedPageRoutes({
        ...context,
        provider: deps.provider,
        checkCardForm: compileCheck(deps.ajv, 'api/hosted-payment-form.schema.json'),
        checkChallengeForm: compileCheck(deps.ajv, 'api/hosted-challenge-form.schema.json'),
      }),
    );
  }
  return router;
}

/**
 * A monthly payer pays the deposit only once pay-monthly has stored the Direct Debit, which it
 * does only after the credit check accepted it: otherwise the deposit would buy a monthly policy
 * whose credit was never checked, or was declined (409 conflict).
 */
function requireMandate(document: Proposal): void {
  if (lacksMandate(document)) throw new HttpError(409, 'conflict', MANDATE_MISSING_MESSAGE);
}

function validBody<T>(req: Request, check: (data: unknown) => { path: string; message: string }[]): T {
  const body: unknown = req.body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid([{ path: '', message: notAnObjectMessage() }]);
  }
  const errors = check(body);
  if (errors.length > 0) throw invalid(errors);
  return body as T;
}

/** The raw body, which the signature covers byte for byte; this route only. */
function rawJson(): RequestHandler[] {
  const parse = express.raw({ type: 'application/json', limit: 512 * 1024, inflate: false });
  const translate: express.ErrorRequestHandler = (error: { type?: string }, _req, _res, next) => {
    if (error.type === 'entity.too.large') {
      return next(new HttpError(413, 'payload_too_large', apiMessage('notificationTooLarge')));
    }
    if (typeof error.type === 'string')
      return next(new HttpError(400, 'invalid', apiMessage('notificationUnreadable')));
    next(error);
  };
  // Nested deeper than a notification can be, or holding text the store could not keep: refused
  // before the signature is even checked.
  const refuseHostile: RequestHandler = (req, _res, next) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const text = bytes.toString('utf8');
    let hostile = nestsDeeperThan(bytes, REQUEST_NESTING_LIMIT);
    if (!hostile) {
      try {
        hostile = unstorableText(JSON.parse(text)).length > 0;
      } catch {
        // Not JSON: the provider's check refuses it.
      }
    }
    next(hostile ? new HttpError(400, 'invalid', apiMessage('notificationUnreadable')) : undefined);
  };
  return [parse, translate as unknown as RequestHandler, refuseHostile];
}

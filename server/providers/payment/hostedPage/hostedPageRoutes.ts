import copy from '../../../../journey/content/hosted-payment.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import errorsJson from '../../../../journey/content/errors.json';
import { readFileSync } from 'node:fs';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import type { HostedChallengeForm, HostedPaymentForm } from '../../../../schemas/generated/index';
import { HttpError } from '../../../httpError';
import { refuseUnstorableText } from '../../../middleware/refuseUnstorableText';
import type { Check } from '../../../validation';
import type { EmbeddedPaymentProvider } from '../embeddedProvider';
import { failedPath, formatPounds, type PaymentDeps } from '../paymentDeps';
import type { PaymentRecord } from '../paymentStore';
import { testCardOutcome } from '../cards';
import { checkCardForm } from './cardForm';
import { finishPayment, sameToken, startDatePassed, startDatePassedPage } from './finishPayment';
import { ASSETS_PATH, messagePage, sendPage } from './html';
import { CHALLENGE_CODE_MESSAGE, renderCardPage, renderChallengePage } from './renderPages';
import { apiMessage } from '../../../apiMessages';

export interface HostedPageDeps extends PaymentDeps {
  provider: EmbeddedPaymentProvider;
  checkCardForm: Check;
  checkChallengeForm: Check;
}

const PAYMENT_ID = /^pay_[A-Za-z0-9_-]{10,64}$/;

const asset = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/**
 * The embedded provider's own pages under /hosted-payments: a provider's site, not our API, so
 * it takes form posts (guarded by the payment's random token) and answers HTML. Card numbers live
 * only inside these handlers; nothing here logs a body.
 */
export function hostedPageRoutes(deps: HostedPageDeps): Router {
  const router = Router();
  const script = asset('./hosted-page.js');
  const styles = asset('./hosted-page.css');
  const form = formBody();

  router.get(`${ASSETS_PATH}/hosted-page.js`, (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'public, max-age=300').send(script);
  });
  router.get(`${ASSETS_PATH}/hosted-page.css`, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=300').send(styles);
  });

  router.get('/hosted-payments/:paymentId', async (req, res) => {
    const payment = await pagePayment(deps, req, res);
    if (!payment || redirectIfClosed(payment, res)) return;
    // Opened after the cover's start date has passed: no card form, as none would be charged.
    if (await startDatePassed(deps, payment, deps.clock())) {
      return sendPage(res, 410, startDatePassedPage(payment.proposalUuid));
    }
    if (payment.status === 'challenge') sendPage(res, 200, challengePage(payment));
    else sendPage(res, 200, renderCardPage(cardPageInput(payment)));
  });

  router.post('/hosted-payments/:paymentId/pay', ...form, async (req, res) => {
    const body = formOf<HostedPaymentForm>(req, deps.checkCardForm);
    const payment = await pagePayment(deps, req, res, body.token);
    if (!payment || redirectIfClosed(payment, res)) return;
    if (payment.status === 'challenge') return void res.redirect(303, pagePath(payment));
    const values = { expiry: body.expiry, name: body.name };
    const checked = checkCardForm(body, deps.clock());
    if (checked.errors) {
      return sendPage(
        res,
        422,
        renderCardPage({ ...cardPageInput(payment), errors: checked.errors, values }),
      );
    }
    const { card } = checked;
    const outcome = testCardOutcome(card.digits);
    if (outcome.kind === 'unknown') {
      const errors = { card_number: errorsJson.hostedPayment.testCardsOnly };
      return sendPage(res, 422, renderCardPage({ ...cardPageInput(payment), errors, values }));
    }
    if (outcome.kind === 'challenge') {
      const afterChallenge = outcome.then.kind === 'succeed' ? 'succeed' : outcome.then.reason;
      const changes = {
        status: 'challenge' as const,
        maskedPan: `**** **** **** ${card.last4}`,
        cardBrand: card.brand,
        afterChallenge,
      };
      await deps.payments.transition(payment.id, ['pending'], changes, deps.clock());
      return void res.redirect(303, pagePath(payment));
    }
    await finishPayment(deps, res, payment, outcome, card);
  });

  router.post('/hosted-payments/:paymentId/challenge', ...form, async (req, res) => {
    const body = formOf<HostedChallengeForm>(req, deps.checkChallengeForm);
    const payment = await pagePayment(deps, req, res, body.token);
    if (!payment || redirectIfClosed(payment, res)) return;
    if (payment.status !== 'challenge') return void res.redirect(303, pagePath(payment));
    const code = (body.code ?? '').trim();
    if (!/^\d{6}$/.test(code)) return sendPage(res, 422, challengePage(payment, CHALLENGE_CODE_MESSAGE));
    const card = { last4: (payment.maskedPan ?? '').slice(-4), brand: payment.cardBrand ?? 'card' };
    const after = payment.afterChallenge;
    const outcome =
      code === '000000'
        ? ({ kind: 'decline', reason: 'authentication_failed' } as const)
        : after === 'succeed'
          ? ({ kind: 'succeed' } as const)
          : ({ kind: 'decline', reason: after ?? 'card_declined' } as const);
    await finishPayment(deps, res, payment, outcome, card);
  });

  router.post('/hosted-payments/:paymentId/cancel', ...form, async (req, res) => {
    const body = formOf<HostedChallengeForm>(req, deps.checkChallengeForm);
    const payment = await pagePayment(deps, req, res, body.token);
    if (!payment) return;
    // Leaving a 3-D Secure step ends that attempt only; the payment can be tried again.
    const reset = { status: 'pending' as const, maskedPan: null, cardBrand: null, afterChallenge: null };
    await deps.payments.transition(payment.id, ['challenge'], reset, deps.clock());
    res.redirect(303, failedPath(payment.proposalUuid));
  });

  const pagePath = (payment: PaymentRecord) => `/hosted-payments/${payment.id}`;
  const cardPageInput = (payment: PaymentRecord) => ({
    paymentId: payment.id,
    token: payment.pageToken,
    amountText: formatPounds(payment.amountPence),
  });
  const challengePage = (payment: PaymentRecord, error?: string) =>
    renderChallengePage({
      ...cardPageInput(payment),
      cardText: fillTemplate(copy.challenge.card, {
        brand: payment.cardBrand ?? copy.challenge.cardFallback,
        last4: (payment.maskedPan ?? '').slice(-4),
      }),
      ...(error ? { error } : {}),
    });
  return router;
}

/** The payment of the address, if it is an embedded one; otherwise answers the not-found page. */
async function pagePayment(
  deps: HostedPageDeps,
  req: Request,
  res: Response,
  token?: string,
): Promise<PaymentRecord | undefined> {
  const id = String(req.params.paymentId);
  const payment = PAYMENT_ID.test(id) ? await deps.payments.get(id) : undefined;
  if (!payment || payment.provider !== 'embedded') {
    sendPage(res, 404, messagePage(copy.pages.notFound.title, copy.pages.notFound.text));
    return undefined;
  }
  if (token !== undefined && !sameToken(token, payment.pageToken)) {
    throw new HttpError(403, 'forbidden', apiMessage('paymentFormNotThisPayment'));
  }
  return payment;
}

/** A payment that is over is never taken again: go where its outcome leads. */
function redirectIfClosed(payment: PaymentRecord, res: Response): boolean {
  if (payment.status === 'succeeded') res.redirect(303, payment.returnUrl);
  else if (payment.status === 'failed') res.redirect(303, failedPath(payment.proposalUuid));
  else if (payment.status === 'void') {
    const { title, text, link } = copy.pages.replaced;
    const href = `/quote/payment?uuid=${encodeURIComponent(payment.proposalUuid)}`;
    sendPage(res, 410, messagePage(title, text, { href, label: link }));
  } else return false;
  return true;
}

/** Small form bodies only; a malformed or oversized one is a 400/413, never a 500. */
function formBody(): RequestHandler[] {
  const parse = express.urlencoded({ extended: false, limit: 4096, parameterLimit: 10, inflate: false });
  const translate: express.ErrorRequestHandler = (error: { type?: string }, _req, _res, next) => {
    if (error.type === 'entity.too.large' || error.type === 'parameters.too.many') {
      return next(new HttpError(413, 'payload_too_large', apiMessage('paymentFormTooLarge')));
    }
    if (typeof error.type === 'string')
      return next(new HttpError(400, 'invalid', apiMessage('paymentFormUnreadable')));
    next(error);
  };
  // A form field the store could not keep (a NUL) is refused before the payment is looked up.
  return [parse, translate as unknown as RequestHandler, refuseUnstorableText];
}

function formOf<T>(req: Request, check: Check): T {
  const body: unknown = req.body;
  if (body === undefined || body === null || typeof body !== 'object' || check(body).length > 0) {
    throw new HttpError(400, 'invalid', apiMessage('paymentFormUnexpected'));
  }
  return body as T;
}

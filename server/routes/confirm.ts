import type Ajv from 'ajv';
import { Router } from 'express';
import messages from '../../journey/content/validation-messages.json';
import type { ConfirmRequest, Proposal } from '../../schemas/generated/index';
import { HttpError, invalid } from '../httpError';
import { pinnedPages } from '../quoting/journeyFor';
import { requireBoundQuote } from '../quoting/quoteBinding';
import { type AnswerServiceDeps, saveAnswers } from '../quoting/saveAnswers';
import type { Store } from '../storage/store';
import { checkedBody, compileCheck } from '../validation';
import { liveProposal } from './proposals';
import { sendProposal } from './sendProposal';
import { apiMessage } from '../apiMessages';

export interface ConfirmRoutesDeps extends AnswerServiceDeps {
  store: Store;
  clock: () => Date;
  /** The shared ajv instance; the request schema is compiled once, here. */
  ajv: Ajv;
  /** A save extends the quote session by this much, as every proposal save does. */
  sessionIdleMinutes: number;
}

/**
 * POST /api/proposal/:id/confirm `{ risk: { proposer: { email_address, phone_numbers: { mobile } } } }`:
 * the summary page's confirmed e-mail address and mobile number replace the stored ones (every
 * other answer is kept), with the event "details.confirmed"; answers the proposal. The summary page
 * also sends `consent_to_auto_renew` (saved) and its three `declarations` (recorded in the event,
 * and on the quote as `is_confirmed`); then the page's form document is checked whole. 422 for a
 * missing or invalid value, 409 once the policy is bought, 404 / 419 as every proposal call.
 */
const MOBILE = 'risk.proposer.phone_numbers.mobile';

/** The mobile number a request body gives, if it gives one. */
const mobileOf = (body: unknown): unknown =>
  MOBILE.split('.').reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    body,
  );

export function confirmRoutes(deps: ConfirmRoutesDeps): Router {
  const router = Router();
  const checkRequest = compileCheck(deps.ajv, 'api/confirm-request.schema.json');
  // A mobile number given but not one (type, format, length, the placeholder) gets the journey's
  // one phone message; a missing one the usual message for a missing answer.
  const check: typeof checkRequest = (body) =>
    checkRequest(body).map((error) =>
      error.path === MOBILE && mobileOf(body) !== undefined
        ? { ...error, message: messages.formats['uk-phone'] }
        : error,
    );

  router.post('/api/proposal/:id/confirm', async (req, res) => {
    const body = checkedBody<ConfirmRequest>(req.body, check, 'contactDetails');
    const current = await liveProposal(req, deps);
    // The summary page's whole form (journey/forms/confirm-details) when its answers are sent:
    // auto-renewal answered and every declaration ticked, as the page requires; the declarations
    // of the journey version the proposal is held to, so a quote keeps those it was given with.
    if (body.declarations !== undefined || body.consent_to_auto_renew !== undefined) {
      const pages = await pinnedPages(deps, current.document.journey_version);
      const problems = pages.checkForm('confirm-details', body);
      if (problems.length > 0) throw invalid(problems);
    }
    if (current.isPurchased) {
      throw new HttpError(409, 'conflict', apiMessage('boughtContactDetails'));
    }
    // The customer confirms the details of the quote they are buying: it must price them.
    requireBoundQuote(current.document, deps.ratebook, deps.clock());
    const { email_address, phone_numbers } = body.risk.proposer;
    const risk = current.document.risk ?? {};
    const proposer = risk.proposer ?? {};
    const document: Proposal = {
      ...current.document,
      ...(body.consent_to_auto_renew === undefined
        ? {}
        : { consent_to_auto_renew: body.consent_to_auto_renew }),
      risk: {
        ...risk,
        proposer: {
          ...proposer,
          email_address,
          phone_numbers: { ...proposer.phone_numbers, mobile: phone_numbers.mobile },
        },
      },
    };
    // Whether they changed, never the values: the event log keeps no contact details.
    // The declarations and the auto-renewal answer (the whole form, checked above) are recorded on
    // the quote they were given for: payment, pay-monthly and acceptance need them; a new quote
    // starts without them.
    const confirmed =
      body.declarations === undefined || !current.document.quote
        ? current
        : {
            ...current,
            // With the auto-renewal answer it confirms (a change of it by another call is not).
            document: {
              ...current.document,
              ...(body.consent_to_auto_renew === undefined
                ? {}
                : { consent_to_auto_renew: body.consent_to_auto_renew }),
              quote: { ...current.document.quote, is_confirmed: true },
            },
          };
    const record = await saveAnswers(deps, confirmed, document, {
      event: {
        type: 'details.confirmed',
        data: {
          email_changed: proposer.email_address !== email_address,
          mobile_changed: proposer.phone_numbers?.mobile !== phone_numbers.mobile,
          ...(body.declarations
            ? {
                declarations: body.declarations,
                consent_to_auto_renew: body.consent_to_auto_renew,
                quote_reference: current.document.quote?.reference,
                quoted_at: current.document.quote?.metadata?.quoted_at,
              }
            : {}),
        },
      },
    });
    await sendProposal(res, record);
  });

  return router;
}

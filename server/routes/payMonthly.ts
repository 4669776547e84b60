import type Ajv from 'ajv';
import { Router, type Response } from 'express';
import type { Logger } from 'pino';
import type { DirectDebit, PayMonthlyRequest, Proposal, Ratebook } from '../../schemas/generated/index';
import { ukToday } from '../../schemas/src/ukDates';
import brandJson from '../../journey/content/brand.json';
import errorsJson from '../../journey/content/errors.json';
import { fillTemplate } from '../../journey/src/fillTemplate';
import { waitText } from '../../journey/src/waitText';
import { configDefaults } from '../config';
import { HttpError, invalid } from '../httpError';
import { creditApplicationFor } from '../providers/credit/creditApplication';
import {
  type CreditDecision,
  type CreditProvider,
  CreditUnavailableError,
} from '../providers/credit/creditProvider';
import { collectionDayFor } from '../../journey/src/directDebit/collectionDay';
import { directDebitProblems, messages, withBankMessages } from '../providers/credit/directDebitRules';
import { modulusCheck } from '../providers/credit/modulusCheck';
import type { JourneyVersions } from '../journeyVersions';
import { requireDeclarations } from '../quoting/declarations';
import { requirePricePageAnswers } from '../quoting/pricePageAnswers';
import { pinnedPages } from '../quoting/journeyFor';
import { requireBoundQuote } from '../quoting/quoteBinding';
import type { AttemptWindows, WindowLimit } from '../storage/attemptWindows';
import { type ProposalRecord, type Store, VersionConflictError } from '../storage/store';
import { asStored, type Check, compileCheck } from '../validation';
import { liveProposal } from './proposals';
import { sendProposal } from './sendProposal';
import { trimmedAnswers } from '../../journey/src/trimmedAnswers';
import type { AddressProvider } from '../providers/address/AddressProvider';
import { checkLookedUpAddresses, withStoredLines } from '../quoting/lookedUpAddress';
import { withOnePaymentChoice } from '../quoting/paymentChoice';
import type { VoidUnpayable } from '../quoting/saveAnswers';
import { apiMessage, notAnObjectMessage } from '../apiMessages';

export interface PayMonthlyRoutesDeps {
  store: Store;
  clock: () => Date;
  credit: CreditProvider;
  logger: Logger;
  /** The shared ajv instance; the request schema is compiled once, here. */
  ajv: Ajv;
  /** A save extends the quote session by this much, as every proposal save does. */
  sessionIdleMinutes?: number;
  /** Prices the quotes the mandate is checked against (a stale quote is refused). */
  ratebook: Ratebook;
  /** The journey versions: the direct debit form is the proposal's version's (built-in without). */
  journeys?: JourneyVersions;
  /** Counts each proposal's credit checks, across processes (CREDIT_CHECKS_PER_PROPOSAL). */
  attempts: AttemptWindows;
  /** The address lookup the account holder's address, picked from its list, is held to. */
  addresses?: AddressProvider;
  /**
   * After the save: voids the card pages it leaves buying nothing (one opened for the whole
   * premium, now the deposit is paid), as every save that changes how the customer pays does.
   */
  voidUnpayable?: VoidUnpayable;
}

const phone = { phone: brandJson.contact.phone };

/** The customer's words for a declined or failed credit check (journey/content/errors.json). */
export const CREDIT_DECLINED_MESSAGE = fillTemplate(errorsJson.messages.creditDeclined, phone);
export const CREDIT_UNAVAILABLE_MESSAGE = fillTemplate(errorsJson.messages.creditUnavailable, phone);

/**
 * A proposal's credit checks: the instalments page runs one per Direct Debit given, so a few an
 * hour (a mistyped account is refused before any search); beyond that (a client calling in a
 * loop, or naming one account holder after another) each would be a paid soft search of
 * someone's credit file, so it is refused (429) until the hour has room.
 */
export const CREDIT_CHECKS_PER_PROPOSAL: WindowLimit = { max: 5, windowMs: 3_600_000 };

/** "... Please wait 45 minutes and try again ...": the real wait, from the limit's window. */
export const creditChecksTooManyMessage = (retryAfterSeconds: number): string =>
  fillTemplate(errorsJson.messages.creditTooManyChecks, {
    ...phone,
    wait: waitText(retryAfterSeconds, errorsJson.waitTime),
  });

/**
 * POST /api/proposal/:id/pay-monthly: checks the direct debit (schema, age rules, Vocalink modulus
 * check), runs the soft-search credit check, and on acceptance saves `is_pay_monthly` and the
 * mandate. Answers the proposal (200); 422 invalid for bad details (the page shows `message` in
 * red); 409 credit_declined; 502 credit_unavailable when the service fails (never its text);
 * 409 conflict without a quote; 429 rate_limited (Retry-After) past CREDIT_CHECKS_PER_PROPOSAL,
 * with nothing searched or saved. A referred quote saves `is_pay_monthly` only: it cannot be bought
 * online, so no search is run, and the app goes to SiraDeclined on quote.is_referred. Its details
 * are not kept as the mandate, which card payment takes as credit-checked once a later quote is
 * not referred.
 */
export function payMonthlyRoutes(deps: PayMonthlyRoutesDeps): Router {
  const router = Router();
  const check = compileCheck(deps.ajv, 'api/pay-monthly-request.schema.json');
  const idleMinutes = deps.sessionIdleMinutes ?? configDefaults.sessionIdleMinutes;

  router.post('/api/proposal/:id/pay-monthly', async (req, res) => {
    const log: Logger = res.locals.logger ?? deps.logger;
    const current = await liveProposal(req, deps);
    const document = current.document;
    // The instalments page's form (journey/forms/direct-debit, of the journey version the
    // proposal is held to) first, so the answer names what the page would; then the call's own
    // schema. Nothing is written before both pass.
    const sent = isObject(req.body) ? trimmedAnswers(req.body.direct_debit) : undefined;
    if (isObject(sent)) {
      const pages = await pinnedPages(deps, document.journey_version);
      const formProblems = withBankMessages(pages.checkForm('direct-debit', { direct_debit: sent }));
      if (formProblems.length > 0) throw invalid(formProblems);
    }
    const body = validBody(req.body, check);
    if (current.isPurchased) throw conflict(apiMessage('boughtPaymentDetails'));
    // Monthly payments are for the quote that prices the stored answers, and no other.
    requireBoundQuote(document, deps.ratebook, deps.clock());
    // ...once its declarations were confirmed on the summary page (409 declarations_required).
    requireDeclarations(document);
    // ...once the price page's Continue would let it through (the registration found, the
    // third-party-authority question answered).
    requirePricePageAnswers(document, await pinnedPages(deps, document.journey_version));

    const now = deps.clock();
    let directDebit = savedShape(body.direct_debit, document.risk?.start_date);
    const problems = directDebitProblems(directDebit, document.risk?.proposer?.date_of_birth, ukToday(now));
    if (problems.length > 0) throw invalid(problems);
    // The account holder's address, when the holder is not the proposer, is one picked from the
    // address lookup's list, as the form asks it.
    if (deps.addresses) {
      const lookup = {
        addresses: deps.addresses,
        fields: (await pinnedPages(deps, document.journey_version)).lookedUpAddresses('direct-debit'),
        unavailable: errorsJson.messages.addressLookupUnavailable,
      };
      const stored = { direct_debit: document.direct_debit };
      const given = withStoredLines(lookup.fields, { direct_debit: directDebit }, stored);
      const looked = await checkLookedUpAddresses(lookup, given, stored);
      if (looked.problems.length > 0) throw invalid(looked.problems);
      // Stored in the lookup's words (or the stored lines' for lines given again), as the
      // proposer's address is.
      directDebit = looked.document.direct_debit;
    }

    const modulus = modulusCheck(directDebit.sort_code ?? '', directDebit.account_number ?? '');
    if (modulus === 'fail') {
      throw invalid([{ path: 'direct_debit.account_number', message: messages.modulus }], messages.modulus);
    }
    if (modulus === 'error')
      log.error({ proposalUuid: current.uuid }, 'modulus check threw; details let through');

    const save = (event: string, data: Record<string, unknown>) =>
      saveMandate(deps, res, current, directDebit, now, idleMinutes, { type: event, data });
    if (current.isReferred) {
      const event = { type: 'direct_debit.saved', data: { credit_check: 'not_run_referred' } };
      return saveMandate(deps, res, current, undefined, now, idleMinutes, event);
    }

    const application = creditApplicationFor(document, directDebit);
    if (!application) throw conflict(apiMessage('accountHolderIncomplete'));
    const room = await deps.attempts.attempt(
      [{ scope: 'credit.check', key: current.uuid, limit: CREDIT_CHECKS_PER_PROPOSAL }],
      now,
    );
    if (!room.allowed) {
      log.warn({ proposalUuid: current.uuid }, 'credit check refused: too many for this proposal');
      res.setHeader('Retry-After', String(room.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', creditChecksTooManyMessage(room.retryAfterSeconds));
    }
    let decision: CreditDecision;
    try {
      decision = await deps.credit.softSearch(application);
    } catch (error) {
      const failure = error instanceof CreditUnavailableError ? error : undefined;
      log.warn(
        {
          proposalUuid: current.uuid,
          provider: deps.credit.name,
          failure: failure?.failure ?? 'unexpected',
          httpStatus: failure?.status,
          errorName: error instanceof Error ? error.name : typeof error,
        },
        'credit check failed',
      );
      throw new HttpError(502, 'credit_unavailable', CREDIT_UNAVAILABLE_MESSAGE);
    }
    const outcome = { provider: deps.credit.name, reason: decision.reason, reference: decision.reference };
    if (decision.decision === 'decline') {
      await deps.store.appendEvent(current.uuid, { type: 'credit.declined', data: outcome }, now);
      log.info({ proposalUuid: current.uuid, provider: deps.credit.name }, 'credit declined');
      throw new HttpError(409, 'credit_declined', CREDIT_DECLINED_MESSAGE);
    }
    return save('credit.accepted', {
      ...outcome,
      holder: directDebit.is_proposer_account_holder ? 'proposer' : 'third_party',
    });
  });

  return router;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validBody(body: unknown, check: Check): PayMonthlyRequest {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid([{ path: '', message: notAnObjectMessage('directDebit') }]);
  }
  // Texts trimmed, and written as stored, as every checked body's are (validation.ts checkedBody):
  // " Ann " is "Ann", "ls61hr" is "LS6 1HR".
  const trimmed = trimmedAnswers(body);
  const errors = withBankMessages(check(trimmed));
  if (errors.length > 0) throw invalid(errors);
  return asStored(trimmed, check) as PayMonthlyRequest;
}

/**
 * The mandate as stored: collected on the start date's day of the month (collectionDayFor, as the
 * page shows it; whatever day the client sent), and no third party when the proposer pays.
 */
function savedShape(input: DirectDebit, startDate: string | undefined): DirectDebit {
  const { third_party, collection_day: _sent, ...rest } = input;
  return {
    ...rest,
    collection_day: collectionDayFor(startDate).day,
    ...(input.is_proposer_account_holder === false ? { third_party } : {}),
  };
}

async function saveMandate(
  deps: PayMonthlyRoutesDeps,
  res: Response,
  current: ProposalRecord,
  /** The mandate to store; none keeps the stored one (a mandate the credit check accepted, if any). */
  directDebit: DirectDebit | undefined,
  now: Date,
  idleMinutes: number,
  // Events never carry bank details: they name the outcome only.
  event: { type: string; data: Record<string, unknown> },
): Promise<void> {
  const document: Proposal = withOnePaymentChoice(
    {
      ...current.document,
      is_pay_monthly: true,
      ...(directDebit ? { direct_debit: directDebit } : {}),
    },
    current.document,
  );
  try {
    const record = await deps.store.saveProposal(
      current.uuid,
      {
        document,
        expectedVersion: current.version,
        now,
        expiresAt: new Date(now.getTime() + idleMinutes * 60_000),
      },
      event,
    );
    await deps.voidUnpayable?.(current.document, record);
    await sendProposal(res, record);
  } catch (error) {
    if (error instanceof VersionConflictError) {
      throw conflict(apiMessage('changedMeanwhile'));
    }
    throw error;
  }
}

const conflict = (message: string) => new HttpError(409, 'conflict', message);

import type Ajv from 'ajv';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { Proposal, RecallRequest } from '../../schemas/generated/index';
import brandJson from '../../journey/content/brand.json';
import errorsJson from '../../journey/content/errors.json';
import { fillTemplate } from '../../journey/src/fillTemplate';
import { waitText } from '../../journey/src/waitText';
import { clientIp } from '../clientIp';
import { HttpError, notFound } from '../httpError';
import { journeyPages } from '../journeyPages';
import type { AttemptLimiter } from '../recall/attemptLimiter';
import type { ProposalRecord, Store } from '../storage/store';
import { type Check, checkedBody, operationCheck } from '../validation';
import { sendProposal } from './sendProposal';
import { thankYouClosed } from './thankYouWindow';

export interface RecallRoutesDeps {
  store: Store;
  clock: () => Date;
  /** The shared ajv instance; the request schema is compiled once, here. */
  ajv: Ajv;
  logger: Logger;
  /** A recalled quote gets a fresh session of this length, as every proposal save does. */
  sessionIdleMinutes: number;
  /** The attempt limits, kept in the store so that every process counts the same attempts. */
  limiter: AttemptLimiter;
}

const phone = { phone: brandJson.contact.phone };
export const RECALL_NOT_FOUND_MESSAGE = fillTemplate(errorsJson.messages.recallNotFound, phone);
/** "Too many attempts. Please wait 15 minutes ...": the real wait, from the limit's window. */
export const recallRateLimitedMessage = (retryAfterSeconds: number): string =>
  fillTemplate(errorsJson.messages.recallTooManyAttempts, {
    ...phone,
    wait: waitText(retryAfterSeconds, errorsJson.waitTime),
  });

/**
 * POST /api/proposal/recall `{ reference, postcode, dob, options?: { request } }` ("Retrieve a
 * Quote", and the deep link which adds the page's request): the quote with that web reference,
 * when the proposer's postcode (case and spaces ignored) and date of birth match. Answers the
 * proposal with the quote's add-on answers as `addons`, in a fresh quote session (event
 * "quote.recalled"). Whatever was wrong (unknown reference, postcode, date of birth, no quote),
 * the 404 is the same. Each client may try 10 times in 15 minutes and each reference may fail 5
 * times in an hour; beyond that 429 with Retry-After, even for the right details.
 *
 * Mount it before the `/api/proposal/:id` routes, which would otherwise take "recall" for an id.
 */
export function recallRoutes(deps: RecallRoutesDeps): Router {
  const router = Router();
  const request = operationCheck(deps.ajv, 'recall', 'body');
  const pages = journeyPages(deps.ajv);
  // The recall page's own rules too (journey/forms/recall: a date of birth up to today, of someone
  // of driving age): details the page could never send are refused for what they are, before any
  // attempt is counted against the reference or a quote is looked up.
  // An answer both refuse (a date of birth before 1900 is no date of the call's either) is refused
  // in the page's own words, which product staff write, rather than the call's general ones.
  const check: Check = (body) => {
    const errors = request(body);
    if (errors.length === 0) return pages.checkForm('recall', body);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return errors;
    const asked = pages.checkForm('recall', body);
    const worded = errors.map((error) => asked.find((own) => own.path === error.path) ?? error);
    return worded.filter((error, i) => worded.indexOf(error) === i);
  };
  const { limiter } = deps;

  router.post('/api/proposal/recall', async (req, res) => {
    const log: Logger = res.locals.logger ?? deps.logger;
    const body = checkedBody<RecallRequest>(req.body, check, 'quoteDetails');
    const now = deps.clock();
    const decision = await limiter.begin(clientIp(req) ?? 'unknown', body.reference, now);
    if (!decision.allowed) {
      log.warn({ retryAfterSeconds: decision.retryAfterSeconds }, 'recall refused: too many attempts');
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', recallRateLimitedMessage(decision.retryAfterSeconds));
    }

    const record = await deps.store.findProposalByReference(body.reference);
    // A policy bought more than a day ago is the portal's: recall finds it no more than its uuid does.
    const refusal =
      whyNot(record, body) ??
      (record && (await thankYouClosed(deps.store, record, now)) ? 'bought' : undefined);
    if (refusal || !record) {
      // The reason stays in our logs; the customer's values never do, and the answer is the same.
      log.info({ reason: refusal }, 'recall found no matching quote');
      throw notFound(RECALL_NOT_FOUND_MESSAGE);
    }
    await limiter.succeeded(body.reference);

    const deeplink = body.options?.request !== undefined;
    await deps.store.touchProposal(record.uuid, new Date(now.getTime() + deps.sessionIdleMinutes * 60_000));
    await deps.store.appendEvent(record.uuid, { type: 'quote.recalled', data: { deeplink } }, now);
    await sendProposal(res, record, withQuoteAddons(record.document));
  });

  return router;
}

type Refusal = 'unknown_reference' | 'no_quote' | 'postcode' | 'date_of_birth' | 'bought';

function whyNot(record: ProposalRecord | undefined, body: RecallRequest): Refusal | undefined {
  if (!record) return 'unknown_reference';
  const { quote, risk } = record.document;
  // A quote a changed answer removed is still found by its reference: the price page quotes again.
  if (!quote && !record.reference) return 'no_quote';
  const proposer = risk?.proposer;
  if (compact(proposer?.address?.postcode ?? '') !== compact(body.postcode)) return 'postcode';
  if (proposer?.date_of_birth !== body.dob) return 'date_of_birth';
  return undefined;
}

const compact = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

/** The proposal as the price page starts from it: the quote's add-on answers as the proposal's. */
function withQuoteAddons(document: Proposal): Proposal {
  if (!document.quote) return document;
  const addons = (document.quote?.addons ?? []).map((addon) => ({
    code: addon.code,
    is_selected: addon.is_selected ?? null,
  }));
  return { ...document, addons };
}

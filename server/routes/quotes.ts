import type Ajv from 'ajv';
import { Router, type Request, type Response } from 'express';
import type {
  AddonsRequest,
  PaymentOptionRequest,
  Proposal,
  Ratebook,
  RequoteRequest,
  StatusResponse,
  Userfields,
} from '../../schemas/generated/index';
import errorsJson from '../../journey/content/errors.json';
import { thirdPartyAuthorityDetails } from '../../journey/src/forms/forms';
import { normaliseRegistration } from '../../schemas/src/formats/ukRegistration';
import { type FieldError, HttpError, invalid } from '../httpError';
import { type QuoteServiceDeps, saveQuoted } from '../quoting/quoteService';
import { answersUnder, pinnedChecks, pinnedPages } from '../quoting/journeyFor';
import { withEntryAnswers } from '../quoting/entryAnswers';
import { acceptAnswers, pagesOf, saveAnswers, withoutMandate } from '../quoting/saveAnswers';
import { addonAnswerProblems } from '../quoting/addonAnswers';
import type { JourneyVersions } from '../journeyVersions';
import type { ProposalRecord } from '../storage/store';
import { storedJsonOf } from '../storage/storedJson';
import { checkedBody, compileCheck, operationCheck } from '../validation';
import { liveProposal } from './proposals';
import { proposalView } from './customerView';
import { sendProposal } from './sendProposal';
import type { VehicleProvider } from '../providers/vehicle/vehicleProvider';
import type { AddressProvider } from '../providers/address/AddressProvider';
import { apiMessage } from '../apiMessages';

export interface QuoteRoutesDeps extends QuoteServiceDeps {
  ajv: Ajv;
  ratebook: Ratebook;
  /** The registration lookup a registered van is held to (acceptAnswers). */
  vehicles: VehicleProvider;
  /** The address lookup the addresses picked from its list are held to (acceptAnswers). */
  addresses?: AddressProvider;
}

/**
 * The quote and the calls that change it (second document, section 7): quote, add-on selection,
 * payment options (with a check-only variant), start date and excess changes through
 * /json/proposal/update, re-quote, and the status call.
 */
export function quoteRoutes(deps: QuoteRoutesDeps): Router {
  const router = Router();
  const checkAddons = operationCheck(deps.ajv, 'addons', 'body');
  const checkPaymentOption = operationCheck(deps.ajv, 'paymentOption', 'body');
  const checkProposal = compileCheck(deps.ajv, 'entities/proposal.schema.json');
  const checkRequote = operationCheck(deps.ajv, 'requote', 'body');
  const live = (req: Request) => liveProposal(req, deps);

  router.post('/api/proposal/:id/quote', async (req, res) => {
    const current = await live(req);
    await sendProposal(res, await saveQuoted(deps, current, current.document, { type: 'quote.created' }));
  });

  router.post('/api/proposal/:id/addons', async (req, res) => {
    const body = checkedBody<AddonsRequest>(req.body, checkAddons, 'addonSelection');
    const current = quoted(await live(req));
    const answers = body.addons.map((a) => ({
      code: a.code,
      is_selected: a.is_selected === undefined ? true : a.is_selected,
    }));
    const problems = addonAnswerProblems(answers, current.document.quote ?? {});
    if (problems.length > 0) throw invalid(problems);
    const document: Proposal = { ...current.document, addons: answers };
    await sendProposal(res, await saveQuoted(deps, current, document, { type: 'addons.selected' }));
  });

  router.post('/api/proposal/:id/payment-option', async (req, res) => {
    const body = checkedBody<PaymentOptionRequest>(req.body, checkPaymentOption, 'paymentOptions');
    const current = quoted(await live(req));
    // The page's forms, checked as the page checks them (journey/forms), as the journey version
    // the proposal is held to has them.
    const pages = await pinnedPages(deps, current.document.journey_version);
    const userfields = body.risk?.userfields;
    const registration = body.risk?.vehicle?.registration;
    const problems = [
      ...(userfields?.has_third_party_authority === undefined
        ? []
        : pages.checkForm('third-party-authority', { risk: { userfields } })),
      ...(registration === undefined
        ? []
        : pages.checkForm('registration-check', { risk: { vehicle: { registration } } })),
      ...registrationProblems(current.document, registration),
    ];
    if (problems.length > 0) throw invalid(problems);
    // The page's answers go through the one save path; one the rating reads (a corrected
    // registration, say) requotes, as a start date change does.
    // The price page's answers keep the proposal on its journey version: its quote stays payable.
    const journey = await pinnedChecks(deps, current.document.journey_version);
    const prepared = await acceptAnswers(
      { ...deps, journey },
      current,
      withPaymentOptions(current.document, body),
      0,
      {
        pages,
      },
    );
    if (body.check) {
      await sendProposal(res, current, prepared.document);
      return;
    }
    const event = { type: 'payment_option.updated', data: { is_pay_monthly: body.is_pay_monthly } };
    const saved = prepared.quoteRemoved
      ? await saveQuoted(deps, current, prepared.document, event)
      : await saveAnswers(deps, current, prepared.document, { event });
    await sendProposal(res, saved);
  });

  router.post('/json/proposal/update', async (req, res) => {
    const sent = checkedBody<Proposal>(withoutMandate(req.body), checkProposal, 'proposal');
    if (!sent.uuid) throw invalid([{ path: 'uuid', message: apiMessage('uuidMissing') }]);
    const current = await liveProposal(req, deps, sent.uuid);
    const body = withEntryAnswers(sent, current.document);
    // Changed answers move the proposal to the current journey version (journeyFor.ts).
    const under = await answersUnder(deps, current, body, true);
    const pages = await pagesOf(deps, under.journey);
    const prepared = await acceptAnswers({ ...deps, journey: under.journey }, current, under.answers, 0, {
      requoting: true,
      checked: body,
      ...(pages ? { pages } : {}),
    });
    const settled = prepared.furthestStep === under.journey.stepCount;
    const saved = await saveQuoted(deps, current, prepared.document, { type: 'quote.updated' }, { settled });
    await sendData(res, saved);
  });

  router.post('/json/proposal/re-quote', async (req, res) => {
    const body = checkedBody<RequoteRequest>(req.body, checkRequote, 'proposalToQuote');
    const current = await liveProposal(req, deps, body.uuid);
    const saved = await saveQuoted(deps, current, current.document, { type: 'quote.requested' });
    await sendData(res, saved);
  });

  router.get('/json/status', async (_req, res) => {
    await deps.store.ping();
    // The version answered is kept in the store (deploys ask this first).
    await deps.journeys?.recorded();
    const status: StatusResponse = {
      status: 'ok',
      ratebook_version: deps.ratebook.version,
      journey_version: deps.journey.version,
      journey_human_version: deps.journey.humanVersion,
      store: deps.store.engine,
    };
    res.setHeader('Cache-Control', 'no-store').json(status);
  });

  return router;
}

/**
 * The /json calls' answer, `{ data: proposal }`, with the version as the ETag as every proposal
 * answer, and as the current journey version asks it (sendProposal).
 */
async function sendData(res: Response, record: ProposalRecord): Promise<void> {
  const journeys = res.locals.journeys as JourneyVersions | undefined;
  const shown = journeys ? await journeys.view(record.document) : record.document;
  res.setHeader('ETag', `"${record.version}"`);
  res.setHeader('Cache-Control', 'no-store');
  const view = proposalView(record, shown);
  // The document as saved, unmasked (nothing to mask): the text the store wrote is its JSON.
  const json = view === record.document ? storedJsonOf(view) : undefined;
  if (json === undefined) {
    res.json({ data: view });
    return;
  }
  // The headers res.send would set for this text, set directly: these calls are POSTs answered 200
  // with their ETag already set, so send's conditional, HEAD and empty-status cases never apply,
  // and the text goes out as it is, with the headers, rather than copied into a buffer first.
  const text = `{"data":${json}}`;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** Add-ons and payment options need a quote to act on. */
function quoted(record: ProposalRecord): ProposalRecord {
  if (record.document.quote?.is_quoted !== true) {
    throw new HttpError(409, 'conflict', apiMessage('noQuoteYet'));
  }
  if (record.isPurchased) throw new HttpError(409, 'conflict', apiMessage('boughtAlready'));
  return record;
}

/**
 * The price page gives a registration only for a van quoted without one (its Registration Number
 * Check): the registration of a van that has one was the quote's, and another plate is another van.
 */
function registrationProblems(document: Proposal, registration: string | undefined): FieldError[] {
  const vehicle = document.risk?.vehicle;
  if (
    registration === undefined ||
    vehicle?.has_registration !== true ||
    vehicle.registration === undefined
  ) {
    return [];
  }
  return normaliseRegistration(vehicle.registration) === normaliseRegistration(registration)
    ? []
    : [{ path: 'risk.vehicle.registration', message: errorsJson.messages.registrationMismatch }];
}

/** The proposal with the payment page's answers; saying no to third-party authority clears its six fields. */
function withPaymentOptions(document: Proposal, body: PaymentOptionRequest): Proposal {
  const risk = document.risk ?? {};
  let userfields: Userfields | undefined = body.risk?.userfields
    ? { ...risk.userfields, ...body.risk.userfields }
    : risk.userfields;
  if (userfields?.has_third_party_authority === false) {
    userfields = { ...userfields };
    for (const field of thirdPartyAuthorityDetails) delete userfields[field];
  }
  const registration = body.risk?.vehicle?.registration;
  return {
    ...document,
    is_pay_monthly: body.is_pay_monthly,
    ...(body.consent_to_auto_renew === undefined
      ? {}
      : { consent_to_auto_renew: body.consent_to_auto_renew }),
    risk: {
      ...risk,
      ...(userfields ? { userfields } : {}),
      ...(registration ? { vehicle: { ...risk.vehicle, registration } } : {}),
    },
  };
}

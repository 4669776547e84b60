import { putAnswer } from '../../journey/src/putAnswer';
import { sharedWith } from '../../journey/src/steps/reuseUnchanged';
import type { Proposal, Ratebook } from '../../schemas/generated/index';
import { HttpError, invalid } from '../httpError';
import { embeddedVanCatalogue, type VanCatalogue } from '../providers/vehicle/vanCatalogue';
import type { VehicleProvider } from '../providers/vehicle/vehicleProvider';
import type { JourneyPages } from '../journeyPages';
import type { JourneyChecks } from '../journeyProposal';
import type { JourneyVersions } from '../journeyVersions';
import { type NewEvent, type ProposalRecord, type Store, VersionConflictError } from '../storage/store';
import { deepEqual } from '../../journey/src/rules/deepEqual';
import { creditApplicantChanged } from '../providers/credit/creditApplication';
import { addonAnswerProblems } from './addonAnswers';
import { withOnePaymentChoice } from './paymentChoice';
import { withStoredBlackbox } from './deviceBlackbox';
import { answersUnder } from './journeyFor';
import { quoteStanding } from './quoteBinding';
import { thirdPartyAuthorityProblems } from './thirdPartyAuthority';
import { checkRegisteredVan } from './registeredVan';
import { checkLookedUpAddresses, withStoredLines } from './lookedUpAddress';
import type { AddressProvider } from '../providers/address/AddressProvider';
import { vehicleDetailProblems, withCatalogueNames } from './vehicleDetails';
import errorsJson from '../../journey/content/errors.json';
import { apiMessage } from '../apiMessages';

export interface AnswerServiceDeps {
  store: Store;
  clock: () => Date;
  ratebook: Ratebook;
  journey: JourneyChecks;
  /** The journey versions proposals were answered under (journeyFor.ts); without it, `journey` alone. */
  journeys?: JourneyVersions;
  sessionIdleMinutes: number;
  /** The vans a lookup answers, which the van's answers are held to; the embedded catalogue by default. */
  vans?: VanCatalogue;
  /** The registration lookup, which a registered van is held to (acceptAnswers). */
  vehicles: VehicleProvider;
  /**
   * The address lookup, which the addresses the form has the customer pick from its list are held
   * to (acceptAnswers); without it, addresses are taken as given (an integrator's, from its own lookup).
   */
  addresses?: AddressProvider;
  /** After a save: voids the proposal's open card pages that would now buy nothing (voidUnpayablePayments). */
  voidUnpayable?: VoidUnpayable;
}

/** Voids the open card pages a save left buying nothing: the answers before the save, the record after. */
export type VoidUnpayable = (before: Proposal, saved: ProposalRecord) => Promise<void>;

/** Fields only the server sets; a client's values for them are ignored, the stored ones kept. */
export const SERVER_OWNED = [
  'uuid',
  'is_quoted',
  'is_referred',
  'is_purchased',
  'is_accepted',
  'quote',
  // The mandate is pay-monthly's (checked there); answers a page sends never replace it.
  'direct_debit',
  // The add-ons a requote took off (requote.ts): the price page's notice tells the customer.
  'removed_addons',
  // The journey version the answers are checked under (server/quoting/journeyFor.ts).
  'journey_version',
] as const;

/**
 * A proposal body without its direct_debit, which the server owns (pay-monthly sets it): a client's
 * is ignored rather than checked, as a proposal sent back as the API answered it carries the
 * mandate masked ("******58"), which no bank details check would pass.
 */
export function withoutMandate(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || !Object.hasOwn(body, 'direct_debit')) return body;
  const { direct_debit: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}

export interface PreparedAnswers {
  document: Proposal;
  /** The furthest step the answers are now accepted up to. */
  furthestStep: number;
  /** The stored quote no longer prices these answers and was taken off the proposal. */
  quoteRemoved: boolean;
}

export const BOUGHT_MESSAGE = apiMessage('boughtAnswers');

/**
 * The one way answers are accepted, whichever call sends them (create, update, the page calls
 * that change a few answers): the client's answers with the server's own fields kept, the
 * journey's rules applied, then the entity schema and every step schema up to the furthest step
 * the proposal has reached (or the step the client says it has now completed, if further), so a
 * save can never undo a step already passed. A stored quote that no longer prices the answers the
 * rating reads is removed: the next step is a requote (with `requoting`, the caller's own, so the
 * quote is left for it). Throws 422 (the journey's messages) or 409 for a bought policy; pure but
 * for the clock. `checked`: the request body the entity schema accepted, when the answers come
 * from one (its answers the rules leave as they are are not held to that schema again).
 */
export function prepareAnswers(
  deps: Pick<AnswerServiceDeps, 'clock' | 'ratebook' | 'journey' | 'vans'>,
  current: ProposalRecord | undefined,
  answers: Proposal,
  reachedStep = 0,
  options: { requoting?: boolean; checked?: Proposal; pages?: JourneyPages } = {},
): PreparedAnswers {
  if (current?.isPurchased) throw new HttpError(409, 'conflict', BOUGHT_MESSAGE);
  const merged: Proposal = withOnePaymentChoice(
    {
      ...withStoredBlackbox(clientFields(answers), current?.document),
      ...(current ? serverFields(current.document) : {}),
      ...(current ? { uuid: current.uuid } : {}),
      journey_version: deps.journey.version,
    },
    current?.document,
  );
  // The answers as they were stored are the stored document's own objects: what the journey kept
  // for those (the clean, the step checks) is found again rather than worked out anew.
  const given = current ? sharedWith(merged, current.document) : merged;
  const ruled = deps.journey.applyRules(given, current?.document);
  const furthestStep = Math.min(deps.journey.stepCount, Math.max(current?.furthestStep ?? 0, reachedStep));
  const errors = deps.journey.check(ruled, furthestStep, checkedAs(options.checked, merged, given));
  // The add-on and third-party-authority answers are held to their pages' rules whichever call
  // sends them (`pages`: the page forms of the journey version the answers are checked under), and
  // the van's looked-up answers to the catalogue the lookups answer from.
  const pageProblems = [
    ...vehicleDetailProblems(
      deps.vans ?? embeddedVanCatalogue(),
      ruled,
      current?.document,
      deps.clock(),
      deps.journey.vehicleDetailsMessage,
    ),
    ...addonAnswerProblems(ruled.addons, ruled.quote),
    ...(options.pages ? thirdPartyAuthorityProblems(options.pages, ruled, current?.document) : []),
  ];
  if (errors.length > 0 || pageProblems.length > 0) throw invalid([...errors, ...pageProblems]);
  // A van is stored as the vehicle data names it, and an address given with its stored lines
  // (spaces and case aside) as they were stored: the lookup's words, not the client's.
  const named = withStoredLines(
    deps.journey.lookedUpAddresses,
    withCatalogueNames(deps.vans ?? embeddedVanCatalogue(), ruled, current?.document),
    current?.document,
  );
  const document = withoutStaleMandate(unconfirmedOnChange(named, current?.document), current?.document);
  // A caller that rates the answers next (`requoting`) replaces the quote whatever it stands at:
  // working out its standing would rate them twice.
  if (options.requoting) return { document, furthestStep, quoteRemoved: false };
  const standing = quoteStanding(document, deps.ratebook, deps.clock());
  if (document.quote && (standing === 'stale' || standing === 'lapsed')) {
    return { document: withoutQuote(document), furthestStep, quoteRemoved: true };
  }
  return { document, furthestStep, quoteRemoved: false };
}

/**
 * prepareAnswers, and the two rules of the answers that need a look outside: a registered van is
 * the van its registration names, looked up through the vehicle provider when the save changes
 * either (registeredVan.ts); and an address the form has the customer pick from the address
 * lookup's list is one the lookup finds at its postcode, when the save gives its lines anew
 * (lookedUpAddress.ts; with `addresses` only). Every call that saves answers accepts them here.
 * Throws as prepareAnswers does, 422 at the registration for a plate of another van or at the
 * address for one not found, or 502 when a lookup cannot answer.
 */
export async function acceptAnswers(
  deps: Pick<AnswerServiceDeps, 'clock' | 'ratebook' | 'journey' | 'vans' | 'vehicles' | 'addresses'>,
  current: ProposalRecord | undefined,
  answers: Proposal,
  reachedStep = 0,
  options: { requoting?: boolean; checked?: Proposal; pages?: JourneyPages } = {},
): Promise<PreparedAnswers> {
  const prepared = prepareAnswers(deps, current, answers, reachedStep, options);
  const check = {
    vehicles: deps.vehicles,
    message: deps.journey.vehicleDetailsMessage,
    unavailable: errorsJson.messages.vehicleLookupUnavailable,
  };
  const problems = [...(await checkRegisteredVan(check, prepared.document, current?.document))];
  if (!deps.addresses) {
    if (problems.length > 0) throw invalid(problems);
    return prepared;
  }
  const addresses = {
    addresses: deps.addresses,
    fields: deps.journey.lookedUpAddresses,
    unavailable: errorsJson.messages.addressLookupUnavailable,
  };
  // An address found is stored in the lookup's words (its lines are no answer the price reads).
  const looked = await checkLookedUpAddresses(addresses, prepared.document, current?.document);
  problems.push(...looked.problems);
  if (problems.length > 0) throw invalid(problems);
  return { ...prepared, document: looked.document };
}

/**
 * The summary page confirms the declarations with the auto-renewal answer (quote.is_confirmed,
 * which payment, pay-monthly and acceptance need): a call that changes that answer afterwards, or
 * any answer about the risk the customer declared as honestly given (one the price may not read,
 * such as an occupation, an address line or a modification's description), leaves the quote to be
 * confirmed again. The confirm call records them together with the contact details it confirms,
 * so its own change is not one; the contact details, the price page's third-party authority
 * (risk.userfields) and how the customer pays are no part of the declaration.
 */
function unconfirmedOnChange(document: Proposal, stored: Proposal | undefined): Proposal {
  const quote = document.quote;
  if (quote?.is_confirmed !== true || stored === undefined) return document;
  if (
    document.consent_to_auto_renew === stored.consent_to_auto_renew &&
    (document.risk === stored.risk || deepEqual(declared(document), declared(stored)))
  ) {
    return document;
  }
  const { is_confirmed: _confirmed, ...unconfirmed } = quote;
  return { ...document, quote: unconfirmed };
}

/** The answers the summary's declaration covers: the risk but its contact details and userfields. */
function declared(document: Proposal): unknown {
  const { userfields: _userfields, proposer, duqs, ...risk } = document.risk ?? {};
  // How the customer pays is the price page's choice (withOnePaymentChoice), not a declared answer.
  const { is_pay_monthly: _paying, ...declaredDuqs } = duqs ?? {};
  const answers = { ...risk, ...(duqs ? { duqs: declaredDuqs } : {}) };
  if (!proposer) return answers;
  const { email_address: _email, phone_numbers: _phones, ...declaredProposer } = proposer;
  return { ...answers, proposer: declaredProposer };
}

/**
 * The proposal without the Direct Debit pay-monthly stored once the credit check accepted it, when
 * the answers now name another applicant than the one that check searched (the proposer holding
 * the account changed name, date of birth or address, which the price may not read): the
 * instalments page asks for the Direct Debit again and the check searches the proposer as now
 * answered, as after a new quote.
 */
function withoutStaleMandate(document: Proposal, stored: Proposal | undefined): Proposal {
  if (stored === undefined || !creditApplicantChanged(stored, document)) return document;
  const { direct_debit: _searchedBefore, ...rest } = document;
  return rest;
}

/**
 * Checks and stores answers on an existing proposal in one transaction with `event` (which says
 * whether the quote was removed). Answers the saved record; 409 when another request saved first.
 */
export async function saveAnswers(
  deps: AnswerServiceDeps,
  current: ProposalRecord,
  answers: Proposal,
  options: { reachedStep?: number; event: NewEvent; moveVersion?: boolean; checked?: Proposal },
): Promise<ProposalRecord> {
  // A form's edit (moveVersion) that changes an answer moves the proposal to the current journey.
  const under = await answersUnder(deps, current, answers, options.moveVersion === true);
  const pages = await pagesOf(deps, under.journey);
  const prepared = await acceptAnswers(
    { ...deps, journey: under.journey },
    current,
    under.answers,
    options.reachedStep,
    { ...(options.checked ? { checked: options.checked } : {}), ...(pages ? { pages } : {}) },
  );
  const now = deps.clock();
  const mandateRemoved = current.document.direct_debit !== undefined && !prepared.document.direct_debit;
  const data = {
    ...options.event.data,
    ...(prepared.quoteRemoved ? { quote_removed: true } : {}),
    ...(mandateRemoved ? { mandate_removed: true } : {}),
    ...(under.moved ? { journey_moved: under.moved } : {}),
  };
  const event: NewEvent =
    prepared.quoteRemoved || under.moved || mandateRemoved ? { ...options.event, data } : options.event;
  let saved: ProposalRecord;
  try {
    saved = await deps.store.saveProposal(
      current.uuid,
      {
        document: prepared.document,
        expectedVersion: current.version,
        now,
        expiresAt: new Date(now.getTime() + deps.sessionIdleMinutes * 60_000),
        furthestStep: prepared.furthestStep,
      },
      event,
    );
  } catch (error) {
    if (error instanceof VersionConflictError) {
      throw new HttpError(409, 'conflict', apiMessage('changedMeanwhile'));
    }
    throw error;
  }
  await deps.voidUnpayable?.(current.document, saved);
  return saved;
}

/**
 * The page forms of the journey version `journey` (prepareAnswers' `pages`); none for an app
 * without versions (a route test's), whose saves are then held to the steps alone.
 */
export async function pagesOf(
  deps: { journeys?: JourneyVersions },
  journey: JourneyChecks,
): Promise<JourneyPages | undefined> {
  if (!deps.journeys) return undefined;
  return (await deps.journeys.pinned(journey.version))?.pages ?? deps.journeys.currentPages;
}

/** The proposal without its quote: a requote is its next step. The add-on answers stay. */
function withoutQuote(document: Proposal): Proposal {
  const { quote: _quote, removed_addons: _removed, ...rest } = document;
  return { ...rest, is_quoted: false, is_referred: false };
}

/**
 * The body the entity schema accepted as it stands in `given`: each answer of `checked` that the
 * merged answers hold as it is stands for `given`'s, which holds the same (sharedWith), so an
 * answer the rules and the clean leave as it was still counts as checked.
 */
function checkedAs(checked: Proposal | undefined, merged: Proposal, given: Proposal): Proposal | undefined {
  if (checked === undefined || given === merged) return checked;
  const from = checked as Record<string, unknown>;
  const before = merged as Record<string, unknown>;
  const after = given as Record<string, unknown>;
  const stands: Record<string, unknown> = {};
  for (const key of Object.keys(from)) {
    const value = from[key];
    putAnswer(stands, key, Object.hasOwn(before, key) && before[key] === value ? after[key] : value);
  }
  return stands as Proposal;
}

function clientFields(body: Proposal): Proposal {
  const copy: Record<string, unknown> = { ...body };
  for (const key of SERVER_OWNED) delete copy[key];
  return copy as Proposal;
}

function serverFields(document: Proposal): Partial<Proposal> {
  const kept: Record<string, unknown> = {};
  for (const key of SERVER_OWNED) if (document[key] !== undefined) kept[key] = document[key];
  return kept as Partial<Proposal>;
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pathFor } from '../../../journey/src/pathFor';
import type { RouteName } from '../../../journey/src/journeyTypes';
import type { Proposal } from '../api/apiTypes';
import { requestQuote } from '../api/lookupApi';
import { takeEarlyProposal } from '../api/earlyProposal';
import { getProposal } from '../api/proposalApi';
import { queryKeys } from '../api/queryKeys';
import { errorCatalogue, journey } from '../journey';
import { routeForFailure } from '../api/routeForFailure';
import { isNotFound } from '../api/isNotFound';
import { isReferred } from './extras/proposalFlags';

/** Where a page must not stay with this proposal (second document, section 4, "On loading a proposal"). */
export function redirectFor(route: RouteName, proposal: Proposal): RouteName | undefined {
  const firstStage = journey.stages[0]?.routes ?? [];
  const purchased = proposal.is_purchased === true || proposal.quote?.is_purchased === true;
  const thankYou = route === 'ThankYou' || route === 'Complete';
  if (purchased && !thankYou && !firstStage.includes(route)) return 'ThankYou';
  // No quote at all: a changed answer removed it, and the page asks for a new one (needsRequote).
  if (!purchased && proposal.quote && proposal.quote.is_quoted !== true && !thankYou) return 'Declined';
  // A referred quote cannot be bought online: the pages that take payment say why instead.
  if (!purchased && isReferred(proposal) && PAYING.has(route)) return referredRoute;
  // The summary's declarations and auto-renewal answer were not confirmed for this quote (skipped,
  // or the quote is new since): the server refuses payment, so the summary comes first.
  if (
    !purchased &&
    CONFIRMED_FIRST.has(route) &&
    proposal.quote?.is_quoted === true &&
    !proposal.quote.is_confirmed
  )
    return notConfirmedRoute;
  // A monthly payer pays the deposit only once pay-monthly has stored the Direct Debit (the server
  // refuses payment without it): a payment page reached without it (history, an old tab) sends
  // them to the Direct Debit page first, not to a technical issue.
  if (!purchased && route === 'Payment' && proposal.is_pay_monthly === true && !hasMandate(proposal))
    return mandateRoute;
  return undefined;
}

/** Pay-monthly stored the Direct Debit: the server shows its account number and sort code masked. */
const hasMandate = (proposal: Proposal) =>
  Boolean(proposal.direct_debit?.account_number && proposal.direct_debit.sort_code);
const mandateRoute = (errorCatalogue.outcomes.noMandateOnLoad ?? 'Instalments') as RouteName;

/** The pages after the summary that need its declarations confirmed for the current quote. */
const CONFIRMED_FIRST: ReadonlySet<RouteName> = new Set<RouteName>(['Instalments', 'Payment']);
const notConfirmedRoute = (errorCatalogue.outcomes.notConfirmedOnLoad ?? 'Summary') as RouteName;

/** The pages that take payment: a referred quote never reaches them (second document, section 4). */
const PAYING: ReadonlySet<RouteName> = new Set<RouteName>(['Instalments', 'Payment']);
const referredRoute = (errorCatalogue.outcomes.referred ?? 'SiraDeclined') as RouteName;

/** The proposal has no quote (a changed answer removed it): the page quotes it again before it shows. */
export function needsRequote(route: RouteName, proposal: Proposal): boolean {
  const purchased = proposal.is_purchased === true || proposal.quote?.is_purchased === true;
  return !purchased && !proposal.quote && route !== 'ThankYou' && route !== 'Complete';
}

export interface QuoteProposal {
  uuid: string;
  /** Undefined while it loads (or when the call failed: the failure handler has routed). */
  proposal: Proposal | undefined;
  /** Puts a proposal the server answered into the cache, so every page sees it at once. */
  setProposal: (proposal: Proposal) => void;
  /** The address of another page for this proposal: `/quote/addons?uuid=...`. */
  pathTo: (route: RouteName) => string;
}

/** A page's proposal once it has loaded: what the page's parts are given. */
export type LoadedQuoteProposal = Omit<QuoteProposal, 'proposal'> & { proposal: Proposal };

/** The requote on its way for each proposal (requoteOnce). */
const requotes = new Map<string, Promise<Proposal>>();

/**
 * Quotes the proposal again, or answers the requote already on its way for it: a page drawn again
 * before the answer has come (a remount, an effect run again) waits for that one rather than
 * sending a second, which the server would refuse as a conflict once the first has saved.
 */
export function requoteOnce(
  uuid: string,
  request: (uuid: string) => Promise<Proposal> = requestQuote,
): Promise<Proposal> {
  let pending = requotes.get(uuid);
  if (!pending) {
    pending = request(uuid).finally(() => requotes.delete(uuid));
    requotes.set(uuid, pending);
  }
  return pending;
}

/**
 * The proposal of a page after the form, named by the uuid query parameter: loaded once and
 * shared through the query cache. A purchased proposal goes to ThankYou, a declined one to
 * Declined, one whose quote a changed answer removed is quoted again first; a page without a uuid
 * goes to Recall, where a quote can be found again.
 */
export function useQuoteProposal(route: RouteName): QuoteProposal {
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data, error } = useQuery({
    queryKey: queryKeys.proposal(uuid),
    queryFn: () => takeEarlyProposal(uuid) ?? getProposal(uuid),
    enabled: uuid !== '',
  });
  // No proposal has this uuid: the page is not found (RouteErrorPage shows NotFound), never an
  // empty page of a quote.
  if (isNotFound(error)) throw error;
  const pathTo = useCallback((to: RouteName) => pathFor(journey, to, { uuid }), [uuid]);
  const redirect = data ? redirectFor(route, data) : undefined;
  const requote = data !== undefined && needsRequote(route, data);
  useEffect(() => {
    if (!uuid) void navigate(pathFor(journey, 'Recall'), { replace: true });
    else if (redirect) void navigate(pathFor(journey, redirect, { uuid }), { replace: true });
  }, [uuid, redirect, navigate]);
  const setProposal = useCallback(
    (proposal: Proposal) => client.setQueryData(queryKeys.proposal(uuid), proposal),
    [client, uuid],
  );
  useEffect(() => {
    if (!requote) return;
    requoteOnce(uuid).then(setProposal, (error: unknown) => {
      // Routed as every failed call is (errors.json); the quote call's failure is Exception.
      const to = routeForFailure(error, errorCatalogue.routing) ?? 'Exception';
      void navigate(pathFor(journey, to, { uuid }), { replace: true });
    });
  }, [requote, uuid, setProposal, navigate]);
  return { uuid, proposal: redirect || requote ? undefined : data, setProposal, pathTo };
}

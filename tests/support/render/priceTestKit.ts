import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import price from '../../../journey/content/price.json';
import personTitle from '../../../journey/lists/person_title.json';
import vehicleFuelType from '../../../journey/lists/vehicle_fuel_type.json';
import vehicleTransmission from '../../../journey/lists/vehicle_transmission.json';
import type { Proposal } from '../../../schemas/generated/index';
import { proposalFixture, quoteFixture } from '../../fixtures/index';
import { renderApp } from './renderApp';

// Shared by the price page's component tests: a priced proposal, a fake API answering like the
// server, and the page rendered through the whole app.

export const UUID = '5b0e8a52-3c1d-4f7e-9a61-2d8c4b7e1f90';
export const PAGE = `/quote/payment-option?uuid=${UUID}`;
/**
 * Each test renders the whole app and types like a customer: seconds on a quiet machine, over 20
 * when two suites run at once. The limit of such a test, and of its waits for a page, only stops
 * one that hangs (the global limit is 60 s).
 */
export const WHOLE_APP = { timeout: 90_000 };

/** "Now" in the tests: 10:00 on 20 November 2026 (a Friday). */
export const NOW = new Date('2026-11-20T10:00:00Z');

/**
 * The fixture proposal, saved and quoted: start 01/12/2026, comprehensive, £250 voluntary excess,
 * NCD 6 years protected, third party authority answered No. The tracking device endorsement is
 * left out (its warning has a test of its own).
 */
export function pricedProposal(change?: (proposal: Proposal) => void): Proposal {
  const proposal: Proposal = { ...proposalFixture(), uuid: UUID, is_quoted: true, quote: quoteFixture() };
  proposal.quote!.endorsements = proposal.quote!.endorsements!.filter((e) => e.extra_info !== 41);
  proposal.risk!.userfields = { has_email_consent: false, has_third_party_authority: false };
  change?.(proposal);
  return proposal;
}

/** A proposal as the server answers it after a change: the same, with `change` applied. */
export function answered(base: Proposal, change: (proposal: Proposal) => void): Proposal {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

type Route = ApiAnswer | ((call: ApiCall) => ApiAnswer);

/**
 * Stubs fetch with answers by "METHOD /path" prefix (the first match wins; the proposal, the
 * lists and a bot-check token are always answered) and records every call with its parsed body.
 */
export function serveApi(proposal: Proposal, routes: Record<string, Route> = {}) {
  const calls: ApiCall[] = [];
  const all: Record<string, Route> = {
    ...routes,
    [`GET /api/proposal/${UUID}`]: { body: proposal },
    'GET /api/list': { body: { lists: [personTitle, vehicleFuelType, vehicleTransmission] } },
    'GET /api/recaptcha/token': { body: { token: 'v1.test-token', expires_at: '2026-11-20T10:02:00.000Z' } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: String(input),
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
        headers: { ...(init?.headers as Record<string, string>) },
      };
      calls.push(call);
      const key = Object.keys(all).find((k) => `${call.method} ${call.path}`.startsWith(k));
      const route = key ? all[key] : { status: 404, body: { error: 'not_found' } };
      const answer = typeof route === 'function' ? route(call) : (route ?? {});
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    /** The calls whose "METHOD /path" starts with `prefix`. */
    callsTo: (prefix: string) => calls.filter((c) => `${c.method} ${c.path}`.startsWith(prefix)),
  };
}

/** The price page for `proposal`, once its sections are drawn; `navigation` is its history state. */
export async function renderPricePage(
  proposal: Proposal,
  routes: Record<string, Route> = {},
  navigation?: unknown,
) {
  const api = serveApi(proposal, routes);
  const view = renderApp(PAGE, undefined, navigation);
  await screen.findByRole('heading', { level: 2, name: price.paymentMethod.heading }, WHOLE_APP);
  // The page's forms and its Continue arrive once the price is drawn (PricePresentation.tsx).
  await screen.findByRole('button', { name: price.actions.continue }, WHOLE_APP);
  return { ...api, ...view };
}

/** Freezes the clock at NOW (timers keep running). */
export function withTestClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());
}

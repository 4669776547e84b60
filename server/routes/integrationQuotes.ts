import type Ajv from 'ajv';
import { Router } from 'express';
import journey from '../../journey/journey.json';
import messages from '../../journey/content/validation-messages.json';
import { pathFor } from '../../journey/src/pathFor';
import type { IntegrationQuoteResponse, Proposal } from '../../schemas/generated/index';
import { invalid } from '../httpError';
import type { ApiKeyLocals } from '../middleware/requireApiKey';
import { type QuoteServiceDeps, saveQuoted } from '../quoting/quoteService';
import { prepareAnswers } from '../quoting/saveAnswers';
import { buildProfile } from '../rating/profile';
import { checkedBody, operationCheck } from '../validation';
import { proposalView } from './customerView';

export interface IntegrationQuoteRoutesDeps extends QuoteServiceDeps {
  ajv: Ajv;
  newId: () => string;
  /** PUBLIC_BASE_URL: the deep link is absolute when it is set, a path on this site otherwise. */
  publicBaseUrl: string;
}

export const INTEGRATION_QUOTES_PATH = '/api/integrations/quotes';

/**
 * Whole-proposal quoting for integrators (aggregators, brokers' portals), behind requireApiKey: a
 * complete proposal goes through the pages' own save path (server-owned fields dropped, the
 * journey's rules, the entity schema, the lists and all seven steps) and quote service, with the
 * key's name as its source of business. Answers the quote as the pages get it and the price page
 * of the proposal, where the customer carries on. A refused proposal writes nothing.
 */
export function integrationQuoteRoutes(deps: IntegrationQuoteRoutesDeps): Router {
  const router = Router();
  const check = operationCheck(deps.ajv, 'integrationQuote', 'body');

  router.post(INTEGRATION_QUOTES_PATH, async (req, res) => {
    const { apiKey } = res.locals as ApiKeyLocals;
    const body = checkedBody<Proposal>(req.body, check, 'the proposal');
    const uuid = deps.newId();
    const answers: Proposal = { ...body, uuid, risk: { ...body.risk, source_of_business: apiKey.name } };
    const pages = deps.journeys?.currentPages;
    const prepared = prepareAnswers(deps, undefined, answers, deps.journey.stepCount, pages ? { pages } : {});
    // The quote service refuses a proposal the rating cannot price; asked first, so that a refused
    // proposal is never stored.
    const missing = buildProfile(prepared.document, deps.ratebook, deps.clock()).missing;
    if (missing.length > 0) {
      throw invalid(
        missing.map((path) => ({ path, message: messages.required })),
        'Some answers are needed for a price.',
      );
    }
    const now = deps.clock();
    const created = await deps.store.createProposal(
      {
        uuid,
        document: { ...prepared.document, uuid },
        now,
        expiresAt: new Date(now.getTime() + deps.sessionIdleMinutes * 60_000),
        furthestStep: prepared.furthestStep,
      },
      {
        type: 'proposal.created',
        data: { furthest_step: prepared.furthestStep, api_key: apiKey.id },
      },
    );
    // Held to every step by prepareAnswers above: the quote service does not check them again.
    const quoted = await saveQuoted(
      deps,
      created,
      created.document,
      { type: 'quote.created', data: { api_key: apiKey.id } },
      { settled: true },
    );
    const view = proposalView(quoted, quoted.document);
    const answer: IntegrationQuoteResponse = {
      uuid,
      quote: view.quote as IntegrationQuoteResponse['quote'],
      link: deps.publicBaseUrl + pathFor(journey, 'PricePresentation', { uuid }),
    };
    res.status(201).location(`/api/proposal/${uuid}`).setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  return router;
}

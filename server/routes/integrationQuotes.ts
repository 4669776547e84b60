import type Ajv from 'ajv';
import { Router } from 'express';
import journey from '../../journey/journey.json';
import { pathFor } from '../../journey/src/pathFor';
import type { IntegrationQuoteResponse, Proposal } from '../../schemas/generated/index';
import type { ApiKeyLocals } from '../middleware/requireApiKey';
import { createQuoted, type QuoteServiceDeps } from '../quoting/quoteService';
import { acceptAnswers } from '../quoting/saveAnswers';
import { checkedBody, operationCheck } from '../validation';
import { proposalView } from './customerView';
import type { VehicleProvider } from '../providers/vehicle/vehicleProvider';

export interface IntegrationQuoteRoutesDeps extends QuoteServiceDeps {
  ajv: Ajv;
  newId: () => string;
  /** PUBLIC_BASE_URL: the deep link is absolute when it is set, a path on this site otherwise. */
  publicBaseUrl: string;
  /** The registration lookup a registered van is held to (acceptAnswers). */
  vehicles: VehicleProvider;
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
    const body = checkedBody<Proposal>(req.body, check, 'proposal');
    const uuid = deps.newId();
    const answers: Proposal = { ...body, uuid, risk: { ...body.risk, source_of_business: apiKey.name } };
    const pages = deps.journeys?.currentPages;
    // An integrator's addresses come from its own address lookup, worded its way: they are taken
    // as given, not held to ours (the pages' saves of the proposal hold any address changed later).
    const { addresses: _theirs, ...asGiven } = deps as IntegrationQuoteRoutesDeps & { addresses?: unknown };
    const prepared = await acceptAnswers(
      asGiven,
      undefined,
      answers,
      deps.journey.stepCount,
      pages ? { pages } : {},
    );
    // Created already quoted, in one write: a proposal the rating cannot price is refused unstored.
    const quoted = await createQuoted(
      deps,
      { uuid, document: { ...prepared.document, uuid }, furthestStep: prepared.furthestStep },
      {
        created: {
          type: 'proposal.created',
          data: { furthest_step: prepared.furthestStep, api_key: apiKey.id },
        },
        quoted: { type: 'quote.created', data: { api_key: apiKey.id } },
      },
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

import { randomInt, randomUUID } from 'node:crypto';
import type Ajv from 'ajv';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { JourneyDocuments } from '../journey/src/steps/stepTypes';
import type { Ratebook, ReferenceList } from '../schemas/generated/index';
import type { AppConfig } from './config';
import { notFound } from './httpError';
import { docsRoutes } from './api/docsRoutes';
import { builtInJourneyDocuments } from './journeyDocuments';
import { createJourneyVersions, type JourneyVersions } from './journeyVersions';
import { Metrics } from './metrics/metrics';
import { LOOPBACK, operatorRoutes } from './metrics/operatorRoutes';
import { compressAnswers } from './middleware/compressAnswers';
import { errorHandler } from './middleware/errorHandler';
import { jsonBody } from './middleware/jsonBody';
import { refuseUnstorableText } from './middleware/refuseUnstorableText';
import { refuseUndeclaredQuery } from './middleware/refuseUndeclaredQuery';
import { requireApiKey } from './middleware/requireApiKey';
import { BOT_CHECKED_CALLS, requireBotCheck } from './middleware/requireBotCheck';
import { requestLog } from './middleware/requestLog';
import { requireXhr } from './middleware/requireXhr';
import { securityHeaders } from './middleware/securityHeaders';
import type { Providers } from './providers/createProviders';
import { QuoteEmailThrottle } from './providers/email/quoteEmailThrottle';
import { AttemptLimiter } from './recall/attemptLimiter';
import { acceptRoutes } from './routes/accept';
import { addressRoutes } from './routes/address';
import { confirmRoutes } from './routes/confirm';
import { deviceRiskRoutes } from './routes/deviceRisk';
import { documentRoutes } from './routes/documents';
import { listRoutes } from './routes/lists';
import { payMonthlyRoutes } from './routes/payMonthly';
import { paymentRoutes } from './routes/payment';
import { voidUnpayablePayments } from './providers/payment/confirmPayment';
import type { VoidUnpayable } from './quoting/saveAnswers';
import { portalRoutes } from './routes/portal';
import { proposalRoutes } from './routes/proposals';
import { quoteRoutes } from './routes/quotes';
import { recallRoutes } from './routes/recall';
import { recaptchaRoutes } from './routes/recaptcha';
import { INTEGRATION_QUOTES_PATH, integrationQuoteRoutes } from './routes/integrationQuotes';
import { emailRoutes } from './routes/sendQuoteEmail';
import { vehicleRoutes } from './routes/vehicles';
import type { SharedState } from './storage/sharedState';
import type { Store } from './storage/store';
import { operationCheck } from './validation';
import { webApp } from './webApp';
import { apiMessage } from './apiMessages';

export interface AppDeps {
  store: Store;
  /** "Now"; tests pass a fixed or moving clock. */
  clock: () => Date;
  logger: Logger;
  /** The shared ajv instance from `createAjv()`. */
  ajv: Ajv;
  lists: ReferenceList[];
  /** The validated ratebook that prices new quotes. */
  ratebook: Ratebook;
  /** The outside services (`createProviders`): embedded defaults or real adapters. */
  providers: Providers;
  /** Attempt limits, used tokens, device history: in the store, one across processes (createSharedState). */
  shared: SharedState;
  config: Pick<
    AppConfig,
    | 'sessionIdleMinutes'
    | 'bodyLimitBytes'
    | 'webRoot'
    | 'trustProxy'
    | 'portalLinkSecret'
    | 'portalLinkTtlMinutes'
  > &
    Partial<Pick<AppConfig, 'metricsAllow'>>;
  /** Makes proposal ids; random v4 uuids unless a test needs to know them. */
  newId?: () => string;
  /** Random whole numbers below a bound, for web references; crypto.randomInt unless a test fixes it. */
  randomInt?: (maxExclusive: number) => number;
  /**
   * The journey documents this server runs (every JSON document of journey/ by path, migrations
   * included); the built-in ones by default. `ajv` must know their lists. A test starts a later
   * version with changed documents over the same store.
   */
  journey?: JourneyDocuments;
  /**
   * The journey versions this server answers for, its own already kept in the store
   * (startJourneyVersions, as main.ts does before listening); made from `journey` here when not
   * given, the version then kept on the first call that needs it.
   */
  journeys?: JourneyVersions;
}

/**
 * Builds the Express app from its dependencies. It never listens: `main.ts` does, and tests call
 * it in-process. Every schema the routes use is compiled here, once.
 */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('query parser', 'simple');
  // Strong ETags only: a weak one can never satisfy If-Match. Proposal answers set their version.
  app.set('etag', 'strong');

  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          // The payment page is shown in the journey's frame; it sets its own frame-ancestors.
          'frame-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
        },
      },
      // As frame-ancestors 'none' says; the hosted card page answers SAMEORIGIN and 'self' itself.
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use(requestLog(deps.logger));
  const metrics = new Metrics({ outboxBacklog: () => deps.providers.email.outbox.backlog() });
  app.use(metrics.requestTimer());
  // Every route's store: each call timed, the quotes, payments and acceptances it records counted.
  const store = metrics.instrumentStore(deps.store);

  app.get('/healthz', async (_req, res) => {
    await store.ping();
    res.json({ status: 'ok', store: store.engine });
  });
  app.use(operatorRoutes({ metrics, store, metricsAllow: deps.config.metricsAllow ?? LOOPBACK }));

  const { clock, logger, ajv, providers } = deps;
  const sessionIdleMinutes = deps.config.sessionIdleMinutes;
  // The journey this build runs, and every version proposals were answered under (in the store).
  const journeys =
    deps.journeys ??
    createJourneyVersions({
      ajv,
      documents: deps.journey ?? builtInJourneyDocuments(),
      store: deps.shared.journeyVersions,
      clock,
    });
  const journey = journeys.current;
  // Every answer of a proposal shows it as this version asks it (routes/sendProposal).
  app.use((_req, res, next) => {
    res.locals.journeys = journeys;
    next();
  });
  // Answers of 1 KB or more go compressed (brotli or gzip) to a client that accepts it; request
  // bodies never are (jsonBody refuses them).
  app.use(['/api', '/json'], compressAnswers({ threshold: 1024 }));
  // The API's description and its page: read by browsers and tools, so no XHR header is asked.
  app.use(docsRoutes(clock));
  app.use(
    ['/api', '/json'],
    requireXhr,
    ...jsonBody(deps.config.bodyLimitBytes),
    refuseUnstorableText,
    refuseUndeclaredQuery,
  );
  // The payment pages' queries (their form bodies are checked where they are parsed).
  app.use(['/hosted-payments', '/payments'], refuseUnstorableText);
  // Each of these calls uses up a fresh token of the bot check before its route reads or writes.
  app.post(BOT_CHECKED_CALLS, requireBotCheck({ provider: providers.captcha, logger }));
  // A save that leaves a card page open for a quote it no longer buys voids that page.
  const voidUnpayable: VoidUnpayable = (before, saved) =>
    voidUnpayablePayments(
      { store, payments: providers.payments, provider: providers.payment, clock, ratebook: deps.ratebook },
      before,
      saved,
    );
  // What the pages' quote calls and the integrators' quote call price and save with.
  const quoting = {
    store,
    clock,
    ajv,
    ratebook: deps.ratebook,
    randomInt: deps.randomInt ?? randomInt,
    sessionIdleMinutes,
    journey,
    journeys,
    vehicles: providers.vehicle,
    addresses: providers.address,
    voidUnpayable,
  };
  // Integrators present an API key instead, each key held to its own limit in the store.
  app.post(
    INTEGRATION_QUOTES_PATH,
    requireApiKey({ keys: deps.shared.apiKeys, attempts: deps.shared.attempts, clock, logger }),
    integrationQuoteRoutes({
      ...quoting,
      newId: deps.newId ?? randomUUID,
      publicBaseUrl: providers.publicBaseUrl,
    }),
  );
  // Before the proposal routes: POST /api/proposal/:id would take "recall" for an id.
  const limiter = new AttemptLimiter(deps.shared.attempts);
  app.use(recallRoutes({ store, clock, ajv, logger, sessionIdleMinutes, limiter }));
  // Beside its API call, the payment router serves the provider's notifications and hosted page,
  // which live outside /api (no XHR header; raw or form bodies).
  app.use(
    paymentRoutes({
      store,
      clock,
      provider: providers.payment,
      payments: providers.payments,
      logger,
      ajv,
      publicBaseUrl: providers.publicBaseUrl,
      ratebook: deps.ratebook,
      journeys,
    }),
  );
  app.use(
    proposalRoutes({
      store,
      clock,
      newId: deps.newId ?? randomUUID,
      sessionIdleMinutes,
      checkProposal: operationCheck(ajv, 'saveProposal', 'body'),
      checkStepsQuery: operationCheck(ajv, 'saveProposal', 'query'),
      vehicles: providers.vehicle,
      addresses: providers.address,
      journey,
      journeys,
      ratebook: deps.ratebook,
      voidUnpayable,
    }),
  );
  app.use(quoteRoutes(quoting));
  app.use(vehicleRoutes({ provider: providers.vehicle, logger, ajv, clock }));
  app.use(addressRoutes({ provider: providers.address, logger, ajv }));
  app.use(recaptchaRoutes({ provider: providers.captcha, logger, ajv }));
  app.use(
    deviceRiskRoutes({
      store,
      clock,
      provider: providers.fraud,
      logger,
      ajv,
      attempts: deps.shared.attempts,
    }),
  );
  app.use(
    payMonthlyRoutes({
      store,
      clock,
      credit: providers.credit,
      logger,
      ajv,
      sessionIdleMinutes,
      ratebook: deps.ratebook,
      journeys,
      attempts: deps.shared.attempts,
      addresses: providers.address,
      voidUnpayable,
    }),
  );
  app.use(
    emailRoutes({
      store,
      clock,
      outbox: providers.email.outbox,
      brand: providers.email.brand,
      logger,
      ajv,
      throttle: new QuoteEmailThrottle({ attempts: deps.shared.attempts, outbox: providers.email.outbox }),
      ratebook: deps.ratebook,
    }),
  );
  app.use(
    confirmRoutes({
      store,
      clock,
      ajv,
      sessionIdleMinutes,
      journey,
      journeys,
      ratebook: deps.ratebook,
      vehicles: providers.vehicle,
      addresses: providers.address,
      voidUnpayable,
    }),
  );
  app.use(
    acceptRoutes({
      store,
      clock,
      ajv,
      logger,
      outbox: providers.email.outbox,
      brand: providers.email.brand,
      fraud: providers.fraud,
      ratebook: deps.ratebook,
    }),
  );
  app.use(
    portalRoutes({
      store,
      clock,
      logger,
      secret: deps.config.portalLinkSecret,
      ttlMinutes: deps.config.portalLinkTtlMinutes,
    }),
  );
  app.use(listRoutes(deps.lists));
  app.use(['/api', '/json'], (_req, _res, next) => next(notFound(apiMessage('noSuchApiCall'))));

  app.use(documentRoutes());
  app.use(webApp(deps.config.webRoot));
  app.use(errorHandler(deps.logger));
  return app;
}

import { randomUUID } from 'node:crypto';
import type Ajv from 'ajv';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { ReferenceList } from '../schemas/generated/index';
import type { AppConfig } from './config';
import { notFound } from './httpError';
import { errorHandler } from './middleware/errorHandler';
import { jsonBody } from './middleware/jsonBody';
import { requestLog } from './middleware/requestLog';
import { requireXhr } from './middleware/requireXhr';
import { listRoutes } from './routes/lists';
import { proposalRoutes } from './routes/proposals';
import type { Store } from './storage/store';
import { compileCheck } from './validation';
import { webApp } from './webApp';

export interface AppDeps {
  store: Store;
  /** "Now"; tests pass a fixed or moving clock. */
  clock: () => Date;
  logger: Logger;
  /** The shared ajv instance from `createAjv()`. */
  ajv: Ajv;
  lists: ReferenceList[];
  config: Pick<AppConfig, 'sessionIdleMinutes' | 'bodyLimitBytes' | 'webRoot' | 'trustProxy'>;
  /** Makes proposal ids; random v4 uuids unless a test needs to know them. */
  newId?: () => string;
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

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
        },
      },
    }),
  );
  app.use(requestLog(deps.logger));

  app.get('/healthz', async (_req, res) => {
    await deps.store.ping();
    res.json({ status: 'ok', store: deps.store.engine });
  });

  app.use(['/api', '/json'], requireXhr, ...jsonBody(deps.config.bodyLimitBytes));
  app.use(
    proposalRoutes({
      store: deps.store,
      clock: deps.clock,
      newId: deps.newId ?? randomUUID,
      sessionIdleMinutes: deps.config.sessionIdleMinutes,
      checkProposal: compileCheck(deps.ajv, 'entities/proposal.schema.json'),
    }),
  );
  app.use(listRoutes(deps.lists));
  app.use(['/api', '/json'], (_req, _res, next) => next(notFound('There is no such API call.')));

  app.use(webApp(deps.config.webRoot));
  app.use(errorHandler(deps.logger));
  return app;
}

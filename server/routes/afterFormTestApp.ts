// Test support (not a test): the routes of the journey's end (confirm, accept, portal, recall)
// mounted the way createApp mounts routes, beside the proposal routes, over a real SQLite store in
// memory with the e-mail outbox, listening on loopback, with a clock the test moves.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import type { Proposal } from '../../schemas/generated/index';
import { createAjv } from '../../schemas/src/createAjv';
import { bindQuote, proposalFixture, quoteFixture } from '../../tests/fixtures/index';
import { journeyChecks } from '../journeyProposal';
import { assertValidRatebook, defaultRatebookJson } from '../rating/index';
import { readListValues } from '../loadLists';
import { createLogger } from '../logger';
import { errorHandler } from '../middleware/errorHandler';
import { jsonBody } from '../middleware/jsonBody';
import { requestLog } from '../middleware/requestLog';
import { requireXhr } from '../middleware/requireXhr';
import { emailBrand } from '../providers/email/emailBrand';
import { Outbox } from '../providers/email/outbox';
import { EmbeddedFraudProvider } from '../providers/fraud/EmbeddedFraudProvider';
import type { FraudProvider } from '../providers/fraud/FraudProvider';
import { AttemptLimiter } from '../recall/attemptLimiter';
import { createStore } from '../storage/createStore';
import { createSharedState } from '../storage/sharedState';
import type { KyselyStore } from '../storage/kyselyStore';
import type { Store } from '../storage/store';
import { compileCheck } from '../validation';
import { acceptRoutes } from './accept';
import { confirmRoutes } from './confirm';
import { portalRoutes } from './portal';
import { proposalRoutes } from './proposals';
import { recallRoutes } from './recall';

// The keywords' today is the test clock's day, so the fixtures' dates stay valid.
const ajv = createAjv({}, { today: () => '2026-11-20', lists: readListValues() });
const journey = journeyChecks(ajv);
const ratebook = assertValidRatebook(ajv, defaultRatebookJson);
export const START = new Date('2026-11-20T10:00:00.000Z');
export const PORTAL_SECRET = 'test-portal-secret-0123456789abcdef';
export const SESSION_MINUTES = 60;

export type ProposalState = 'open' | 'quoted' | 'purchased' | 'accepted';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of any shape
  body: any;
  text: string;
  headers: Headers;
}

export interface AfterFormTestApp {
  store: KyselyStore;
  /** Every log line so far, as text. */
  logs: string[];
  /** Moves the clock on. */
  advance: (ms: number) => void;
  now: () => Date;
  /** Stores a proposal in the given state (the fixtures, each with its own uuid and reference). */
  proposal: (
    state: ProposalState,
    edit?: (p: Proposal) => void,
  ) => Promise<{ uuid: string; reference: string }>;
  /** The purchase and quote e-mails queued for a proposal. */
  emails: (uuid: string) => Promise<{ kind: string; to: string }[]>;
  /** Calls over HTTP; adds the XHR header unless told not to. */
  call: (method: string, path: string, options?: CallOptions) => Promise<Answer>;
  close: () => Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  xhr?: boolean;
}

let counter = 0;

export async function startAfterFormTestApp(
  options: {
    /** Hops of X-Forwarded-For to trust, so a test can play several clients. */
    trustProxy?: number;
    limiter?: AttemptLimiter;
    portalTtlMinutes?: number;
    /** What the routes see as the store (a test may slow or break it); the real one by default. */
    storeFor?: (store: KyselyStore) => Store;
    /** The fraud check acceptance runs when no check was recorded; the embedded one by default. */
    fraud?: FraudProvider;
  } = {},
): Promise<AfterFormTestApp> {
  const store = createStore('sqlite::memory:');
  await store.migrate();
  const routesStore = options.storeFor?.(store) ?? store;
  const logs: string[] = [];
  const logger = createLogger(
    'debug',
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  );
  let now = START;
  const clock = () => now;
  const outbox = new Outbox({
    db: store.db,
    transport: { name: 'test', deliver: async () => {} },
    clock,
    logger,
    from: 'VanCover Direct <quotes@vancoverdirect.example>',
  });
  const brand = emailBrand('http://localhost:3000');

  const app = express();
  app.set('trust proxy', options.trustProxy ?? 0);
  app.set('query parser', 'simple');
  app.use(requestLog(logger));
  app.use(['/api', '/json'], requireXhr, ...jsonBody(200_000));
  app.use(
    recallRoutes({
      store: routesStore,
      clock,
      ajv,
      logger,
      sessionIdleMinutes: SESSION_MINUTES,
      limiter: options.limiter ?? new AttemptLimiter(createSharedState(store.db).attempts),
    }),
  );
  app.use(
    proposalRoutes({
      store: routesStore,
      clock,
      newId: () => crypto.randomUUID(),
      sessionIdleMinutes: SESSION_MINUTES,
      checkProposal: compileCheck(ajv, 'entities/proposal.schema.json'),
      journey,
      ratebook,
    }),
  );
  app.use(
    confirmRoutes({ store: routesStore, clock, ajv, sessionIdleMinutes: SESSION_MINUTES, journey, ratebook }),
  );
  app.use(
    acceptRoutes({
      store: routesStore,
      clock,
      ajv,
      logger,
      outbox,
      brand,
      fraud:
        options.fraud ?? new EmbeddedFraudProvider({ clock, sightings: createSharedState(store.db).devices }),
      ratebook,
    }),
  );
  app.use(
    portalRoutes({
      store: routesStore,
      clock,
      logger,
      secret: PORTAL_SECRET,
      ttlMinutes: options.portalTtlMinutes ?? 1440,
    }),
  );
  app.use(errorHandler(logger));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    store,
    logs,
    now: clock,
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    async proposal(state, edit) {
      counter += 1;
      const uuid = `6f1c2a7e-3b4d-4c5e-8f90-${String(counter).padStart(12, '0')}`;
      const reference = `20482-55317-${String(counter).padStart(5, '0')}`;
      const flags = {
        is_purchased: state === 'purchased' || state === 'accepted',
        is_accepted: state === 'accepted',
      };
      const document: Proposal = { ...proposalFixture(), uuid };
      if (state !== 'open') {
        Object.assign(document, { is_quoted: true, ...flags });
        document.quote = { ...quoteFixture(), reference, ...flags };
      }
      edit?.(document);
      bindQuote(document);
      await store.createProposal(
        { uuid, document, now, expiresAt: new Date(now.getTime() + SESSION_MINUTES * 60_000) },
        { type: 'proposal.created' },
      );
      return { uuid, reference };
    },
    async emails(uuid) {
      const rows = await store.db
        .selectFrom('email_outbox')
        .select(['kind', 'to_address as to'])
        .where('proposal_uuid', '=', uuid)
        .orderBy('id')
        .execute();
      return rows as { kind: string; to: string }[];
    },
    async call(method, path, { body, raw, headers = {}, xhr = true } = {}) {
      const response = await fetch(base + path, {
        method,
        redirect: 'manual',
        headers: {
          ...(xhr ? { 'X-Requested-With': 'XMLHttpRequest' } : {}),
          ...(body !== undefined || raw !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // HTML or text: keep it
      }
      return { status: response.status, body: parsed, text, headers: response.headers };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await store.close();
    },
  };
}

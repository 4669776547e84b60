// Test support (not a test): a small app of the payment router over a real SQLite store in memory,
// listening on loopback, as tests/api/testApp.ts does for the whole app.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import BetterSqlite3 from 'better-sqlite3';
import express from 'express';
import { Kysely, SqliteDialect } from 'kysely';
import type { Proposal } from '../../../schemas/generated/index';
import { createAjv } from '../../../schemas/src/createAjv';
import { assertValidRatebook, defaultRatebookJson } from '../../rating/index';
import { bindQuote, proposalFixture, quoteFixture } from '../../../tests/fixtures/index';
import { readListValues } from '../../loadLists';
import { createLogger } from '../../logger';
import { errorHandler } from '../../middleware/errorHandler';
import { jsonBody } from '../../middleware/jsonBody';
import { requestLog } from '../../middleware/requestLog';
import { requireXhr } from '../../middleware/requireXhr';
import { paymentRoutes } from '../../routes/payment';
import type { Database } from '../../storage/database';
import { KyselyStore } from '../../storage/kyselyStore';
import type { Store } from '../../storage/store';
import { createPaymentProvider } from './createPaymentProvider';
import { KyselyPaymentStore } from './paymentStore';
import type { PaymentProvider } from './types';

export const ajv = createAjv({}, { lists: readListValues() });

export interface PaymentTestApp {
  base: string;
  store: KyselyStore;
  payments: KyselyPaymentStore;
  /** The database itself, to read the raw rows. */
  db: Kysely<Database>;
  provider: PaymentProvider;
  /** Every log line so far (request log and handlers). */
  logs: string[];
  now: () => Date;
  /** Creates a quoted proposal (the fixture with its quote) straight in the store; answers its uuid. */
  quotedProposal: (change?: (proposal: Proposal) => void) => Promise<string>;
  /** Calls over HTTP; JSON bodies get the XHR header, forms are url-encoded; redirects are not followed. */
  call: (method: string, path: string, options?: CallOptions) => Promise<Answer>;
  close: () => Promise<void>;
}

export interface CallOptions {
  json?: unknown;
  form?: Record<string, string>;
  raw?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of any shape
  body: any;
  text: string;
  location: string | null;
  headers: Headers;
}

let counter = 0;

export async function startPaymentTestApp(
  options: {
    env?: Record<string, string>;
    publicBaseUrl?: string;
    /** What the routes see as the store (a test may make it fail); the real one by default. */
    storeFor?: (store: KyselyStore) => Store;
  } = {},
): Promise<PaymentTestApp> {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
  });
  const store = new KyselyStore('sqlite', db);
  await store.migrate();
  const payments = new KyselyPaymentStore(db);
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = createLogger('debug', sink);
  const clock = () => new Date();
  const provider = createPaymentProvider(options.env ?? {}, { logger, ajv });

  const app = express();
  app.set('query parser', 'simple');
  app.use(requestLog(logger));
  app.use(['/api', '/json'], requireXhr, ...jsonBody(200_000));
  app.use(
    paymentRoutes({
      store: options.storeFor?.(store) ?? store,
      clock,
      provider,
      payments,
      logger,
      ajv,
      publicBaseUrl: options.publicBaseUrl ?? '',
      ratebook: assertValidRatebook(ajv, defaultRatebookJson),
    }),
  );
  app.use(errorHandler(logger));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    store,
    payments,
    db,
    provider,
    logs,
    now: clock,
    async quotedProposal(change) {
      counter += 1;
      const uuid = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
      // The web reference is unique in the store, so each proposal gets its own.
      const quote = { ...quoteFixture(), reference: `10482-55317-${String(counter).padStart(5, '0')}` };
      const document: Proposal = { ...proposalFixture(), uuid, is_quoted: true, quote };
      change?.(document);
      bindQuote(document);
      const now = clock();
      await store.createProposal(
        { uuid, document, now, expiresAt: new Date(now.getTime() + 3_600_000) },
        { type: 'proposal.created' },
      );
      return uuid;
    },
    async call(method, path, { json, form, raw, headers = {} } = {}) {
      const response = await fetch(base + path, {
        method,
        redirect: 'manual',
        headers: {
          ...(json !== undefined
            ? { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }
            : {}),
          ...(form !== undefined ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(path.startsWith('/api/') ? { 'X-Requested-With': 'XMLHttpRequest' } : {}),
          ...headers,
        },
        body:
          raw ??
          (json !== undefined
            ? JSON.stringify(json)
            : form
              ? new URLSearchParams(form).toString()
              : undefined),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // HTML or text: keep it
      }
      return {
        status: response.status,
        body,
        text,
        location: response.headers.get('location'),
        headers: response.headers,
      };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await store.close();
    },
  };
}

/** The hidden page token of a hosted page's HTML. */
export function pageToken(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no token on the page');
  return match[1];
}

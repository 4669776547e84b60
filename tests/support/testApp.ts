// The one app every test that needs one builds: createApp over a real store, a clock the test
// moves, the outside services embedded unless a test replaces them, listening on loopback and
// called over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Proposal } from '../../schemas/generated/index';
import { createAjv } from '../../schemas/src/createAjv';
import { type AppDeps, createApp } from '../../server/app';
import { configDefaults } from '../../server/config';
import { builtInJourneyDocuments } from '../../server/journeyDocuments';
import { startJourneyVersions } from '../../server/journeyVersions';
import { loadLists, readListValues } from '../../server/loadLists';
import { createLogger } from '../../server/logger';
import { createProviders, type ProviderDeps, type Providers } from '../../server/providers/createProviders';
import { assertValidRatebook, defaultRatebookJson } from '../../server/rating/index';
import { createStore } from '../../server/storage/createStore';
import type { KyselyStore } from '../../server/storage/kyselyStore';
import { createSharedState, type SharedState } from '../../server/storage/sharedState';
import type { Store } from '../../server/storage/store';
import { bindQuote, proposalFixture, quoteFixture } from '../fixtures/index';
import { contractProblems } from './contract';
import { keepConnectionsAlive } from '../../server/keepAlive';

/** Where the test clock starts: the fixtures' cover starts on 2026-12-01. */
export const TEST_START = new Date('2026-11-20T10:00:00.000Z');
export const SESSION_MINUTES = 60;
/** Signs the portal links, so a test can make its own. */
export const PORTAL_SECRET = 'test-portal-secret-0123456789abcdef';

// The keywords' today is the test clock's first day, so the fixtures' dates stay valid.
const ajv = createAjv({}, { today: () => '2026-11-20', lists: readListValues() });
const lists = loadLists(ajv);
const ratebook = assertValidRatebook(ajv, defaultRatebookJson);

/** What the services are built from, and the services createProviders built from the options' env. */
export type ProviderOverrideDeps = ProviderDeps & { shared: SharedState; defaults: Providers };

export interface TestAppOptions {
  /** The store, migrated here and left open by close(); SQLite in memory (closed by close()) by default. */
  store?: KyselyStore;
  /** What the routes see as the store (a test may slow it or break it); the store itself by default. */
  storeFor?: (store: KyselyStore) => Store;
  /** The environment createProviders reads, to switch a service to its real adapter. */
  env?: Record<string, string>;
  /** Services that replace those createProviders builds, or a function making them. */
  providers?: Partial<Providers> | ((deps: ProviderOverrideDeps) => Partial<Providers>);
  /** The app's configuration: a 60-minute session, no trusted proxy, portal links signed by PORTAL_SECRET. */
  config?: Partial<AppDeps['config']>;
  /** The journey documents the app runs (a later version of the journey); journey/ by default. */
  journey?: AppDeps['journey'];
  /** The ratebook that prices new quotes (a later build's); server/rating/ratebook.json by default. */
  ratebook?: AppDeps['ratebook'];
  /** Where the app's clock starts (a process started later than another over the same store); TEST_START by default. */
  startAt?: Date;
}

export interface CallOptions {
  /** A JSON body. */
  body?: unknown;
  /** A form posted as a browser posts it (URL-encoded, no XHR header unless `xhr`). */
  form?: Record<string, string>;
  /** A body sent as it is, with its Content-Type (if any) in `headers`. */
  raw?: string;
  headers?: Record<string, string>;
  /** Sends X-Requested-With: XMLHttpRequest; true unless a form is posted. */
  xhr?: boolean;
  /** 'follow' to get where a redirect leads; by default the redirect itself is answered. */
  redirect?: RequestRedirect;
  /**
   * The calls behind the bot check (create, recall, send-quote-email) get a fresh token in
   * X-Captcha-Token unless this is false (or the header is given).
   */
  botCheck?: boolean;
}

export interface Answer {
  status: number;
  /** The JSON answer, or the text when it is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of any shape
  text: string;
  headers: Headers;
  /** The Location header, for redirects. */
  location: string | null;
}

/** `confirmed`: quoted, with the summary's declarations and auto-renewal answer recorded (ready to pay). */
export type ProposalState = 'open' | 'quoted' | 'confirmed' | 'purchased' | 'accepted';

/** The summary page's confirm call of a customer who ticks every declaration (with their contact details). */
export function confirmBody(contact: { email_address?: string; mobile?: string } = {}) {
  return {
    risk: {
      proposer: {
        email_address: contact.email_address ?? 'james.oconnor84@example.com',
        phone_numbers: { mobile: contact.mobile ?? '07700900123' },
      },
    },
    consent_to_auto_renew: true,
    declarations: { answered_honestly: true, agreed_terms: true, agreed_excesses: true },
  };
}

export interface TestApp {
  /** http://127.0.0.1:port */
  base: string;
  call: (method: string, path: string, options?: CallOptions) => Promise<Answer>;
  store: KyselyStore;
  /** The outside services the app uses. */
  providers: Providers;
  config: AppDeps['config'];
  /** Where the embedded e-mail writes its .eml files. */
  outboxDir: string;
  /** Every log line written so far, as text. */
  logs: string[];
  /** Counts the routes' writes to the store, to prove a refused request wrote nothing. */
  writes: () => number;
  now: () => Date;
  /** Moves the clock on. */
  advance: (ms: number) => void;
  /** A fresh token of the embedded bot check, for a test that sends X-Captcha-Token itself. */
  botCheckToken: () => string;
  /** Stores a proposal in the given state straight in the store (the fixtures, each with its own uuid and reference). */
  proposal: (
    state: ProposalState,
    edit?: (p: Proposal) => void,
    /** The uuid to store it under (the API description's example proposal's, say); a new one by default. */
    uuid?: string,
  ) => Promise<{ uuid: string; reference: string }>;
  /**
   * The summary page's confirm call as a customer makes it: the stored e-mail and mobile, every
   * declaration ticked and auto-renewal answered. Card payment, pay-monthly and acceptance need it
   * for the current quote. Fails the test unless it is a 200.
   */
  confirmDetails: (uuid: string) => Promise<Answer>;
  /** The e-mails queued for a proposal. */
  emails: (uuid: string) => Promise<{ kind: string; to: string }[]>;
  close: () => Promise<void>;
}

/** POST calls that need a bot-check token, as the server lists them (requireBotCheck.ts). */
const BOT_CHECKED = [
  /^\/api\/proposal\/?$/,
  /^\/api\/proposal\/recall\/?$/,
  /^\/api\/proposal\/[^/]+\/send-quote-email\/?$/,
];
const needsBotCheck = (method: string, path: string) =>
  method.toUpperCase() === 'POST' && BOT_CHECKED.some((pattern) => pattern.test(path.split('?')[0] ?? ''));

let seeded = 0;

/** Starts createApp as the options say, listening on 127.0.0.1 on a free port. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const store = options.store ?? createStore('sqlite::memory:');
  await store.migrate();
  let writes = 0;
  const routesStore = options.storeFor?.(store) ?? store;
  const counted: Store = Object.create(routesStore);
  for (const method of ['createProposal', 'saveProposal', 'touchProposal', 'appendEvent'] as const) {
    counted[method] = (async (...args: unknown[]) => {
      writes += 1;
      return (routesStore[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    }) as never;
  }
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
  let now = options.startAt ?? TEST_START;
  const clock = () => now;
  const outboxDir = mkdtempSync(join(tmpdir(), 'vanquote-outbox-'));
  const shared = createSharedState(store.db);
  const deps: ProviderDeps = { db: store.db, logger, clock, ajv, shared };
  const defaults = createProviders({ EMAIL_OUTBOX_DIR: outboxDir, ...options.env }, deps);
  const overrides =
    typeof options.providers === 'function'
      ? options.providers({ ...deps, shared, defaults })
      : (options.providers ?? {});
  const providers: Providers = { ...defaults, ...overrides };
  const config: AppDeps['config'] = {
    ...configDefaults,
    webRoot: 'dist/web',
    sessionIdleMinutes: SESSION_MINUTES,
    portalLinkSecret: PORTAL_SECRET,
    ...options.config,
  };
  // As main.ts does: the journey version is kept in the store before the app serves a call.
  const journeys = await startJourneyVersions({
    ajv,
    documents: options.journey ?? builtInJourneyDocuments(),
    store: shared.journeyVersions,
    clock,
  });
  const app = createApp({
    store: counted,
    clock,
    logger,
    ajv,
    lists,
    ratebook: options.ratebook ?? ratebook,
    providers,
    shared,
    config,
    journeys,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // As the server keeps connections (server/main.ts): the test's fetch closes an idle one first.
  keepConnectionsAlive(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const botCheckToken = () => {
    if (!providers.captcha.issueToken) throw new Error('The bot check in use issues no tokens (reCAPTCHA).');
    return providers.captcha.issueToken().token;
  };

  const testApp: TestApp = {
    base,
    store,
    providers,
    config,
    outboxDir,
    logs,
    writes: () => writes,
    now: clock,
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    botCheckToken,
    async proposal(state, edit, given) {
      seeded += 1;
      const uuid = given ?? `6f1c2a7e-3b4d-4c5e-8f90-${String(seeded).padStart(12, '0')}`;
      // The web reference is unique in the store, so each proposal gets its own.
      const reference = `20482-55317-${String(seeded).padStart(5, '0')}`;
      const flags = {
        is_purchased: state === 'purchased' || state === 'accepted',
        is_accepted: state === 'accepted',
      };
      const document: Proposal = { ...proposalFixture(), uuid };
      if (state !== 'open') {
        Object.assign(document, { is_quoted: true, ...flags });
        document.quote = { ...quoteFixture(), reference, ...flags };
        // A quoted proposal stands for one past the price page's Continue, which answers its
        // third-party-authority question (paying needs it).
        document.risk = {
          ...document.risk,
          userfields: { ...document.risk?.userfields, has_third_party_authority: false },
        };
      }
      // A bought quote was paid for, so its declarations were confirmed on the summary page.
      if (flags.is_purchased || state === 'confirmed') {
        document.consent_to_auto_renew = true;
        document.quote = { ...document.quote, is_confirmed: true };
      }
      edit?.(document);
      bindQuote(document);
      await store.createProposal(
        { uuid, document, now, expiresAt: new Date(now.getTime() + config.sessionIdleMinutes * 60_000) },
        { type: 'proposal.created' },
      );
      return { uuid, reference };
    },
    async confirmDetails(uuid) {
      const record = await store.getProposal(uuid);
      const proposer = record?.document.risk?.proposer;
      // A customer at the summary has passed the price page's Continue, which answers its question.
      if (record?.document.risk?.userfields?.has_third_party_authority === undefined) {
        const answered = await testApp.call('POST', `/api/proposal/${uuid}/payment-option`, {
          body: {
            is_pay_monthly: record?.document.is_pay_monthly === true,
            risk: { userfields: { has_third_party_authority: false } },
          },
        });
        if (answered.status !== 200)
          throw new Error(`price page: ${answered.status} ${JSON.stringify(answered.body)}`);
      }
      const answer = await testApp.call('POST', `/api/proposal/${uuid}/confirm`, {
        body: confirmBody({
          ...(proposer?.email_address ? { email_address: proposer.email_address } : {}),
          ...(proposer?.phone_numbers?.mobile ? { mobile: proposer.phone_numbers.mobile } : {}),
        }),
      });
      if (answer.status !== 200) throw new Error(`confirm: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
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
    async call(
      method,
      path,
      { body, form, raw, headers = {}, xhr = form === undefined, redirect = 'manual', botCheck = true } = {},
    ) {
      const token = botCheck && needsBotCheck(method, path) && providers.captcha.issueToken?.().token;
      const response = await fetch(base + path, {
        method,
        redirect,
        headers: {
          ...(xhr ? { 'X-Requested-With': 'XMLHttpRequest' } : {}),
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(form !== undefined ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(token ? { 'X-Captcha-Token': token } : {}),
          ...headers,
        },
        body:
          raw ??
          (body !== undefined
            ? JSON.stringify(body)
            : form
              ? new URLSearchParams(form).toString()
              : undefined),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // HTML or text: keep it
      }
      // Every answer to a described call keeps the description (openapi.json).
      const breaches = contractProblems(method, path, response.status, parsed);
      if (breaches.length > 0) throw new Error(`The answer breaks openapi.json:\n${breaches.join('\n')}`);
      return {
        status: response.status,
        body: parsed,
        text,
        headers: response.headers,
        location: response.headers.get('location'),
      };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      if (!options.store) await store.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** The hidden page token of the embedded card page's HTML. */
export function pageToken(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no token on the page');
  return match[1];
}

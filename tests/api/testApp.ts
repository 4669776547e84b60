import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Server } from 'node:http';
import { createAjv } from '../../schemas/src/createAjv';
import { createApp } from '../../server/app';
import { configDefaults } from '../../server/config';
import { loadLists, readListValues } from '../../server/loadLists';
import { createLogger } from '../../server/logger';
import { createProviders, type Providers } from '../../server/providers/createProviders';
import { assertValidRatebook, defaultRatebookJson } from '../../server/rating/index';
import { createStore } from '../../server/storage/createStore';
import { createSharedState } from '../../server/storage/sharedState';
import type { KyselyStore } from '../../server/storage/kyselyStore';
import type { Store } from '../../server/storage/store';

export interface TestApp {
  /** Calls the running app over real HTTP on loopback; adds the XHR header unless told not to. */
  call: (
    method: string,
    path: string,
    options?: CallOptions,
  ) => Promise<{ status: number; body: any; headers: Headers }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of any shape
  store: Store;
  /** A fresh token of the embedded bot check, for a test that sends X-Captcha-Token itself. */
  botCheckToken: () => string;
  /** The outside services, embedded (e-mail to a temporary folder). */
  providers: Providers;
  /** Where the e-mail outbox writes its .eml files. */
  outboxDir: string;
  /** Every log line written so far, as text. */
  logs: string[];
  /** Counts the store's writes, to prove a refused request wrote nothing. */
  writes: () => number;
  /** Moves the test clock on. */
  advance: (minutes: number) => void;
  close: () => Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  /** A raw body sent as is (for malformed JSON and other media types). */
  raw?: string;
  headers?: Record<string, string>;
  xhr?: boolean;
  /** 'manual' to see a redirect itself rather than where it leads. */
  redirect?: RequestRedirect;
  /**
   * The calls behind the bot check (create, recall, send-quote-email) get a fresh token in
   * X-Captcha-Token unless this is false (or the header is given).
   */
  botCheck?: boolean;
}

/** POST calls that need a bot-check token, as the server lists them (requireBotCheck.ts). */
const BOT_CHECKED = [
  /^\/api\/proposal\/?$/,
  /^\/api\/proposal\/recall\/?$/,
  /^\/api\/proposal\/[^/]+\/send-quote-email\/?$/,
];
const needsBotCheck = (method: string, path: string) =>
  method.toUpperCase() === 'POST' && BOT_CHECKED.some((pattern) => pattern.test(path.split('?')[0] ?? ''));

// The keywords' today is the test clock's day, so dates in the fixtures stay valid.
const ajv = createAjv({}, { today: () => '2026-11-20', lists: readListValues() });
const lists = loadLists(ajv);
const ratebook = assertValidRatebook(ajv, defaultRatebookJson);

/** Starts createApp with a real store (SQLite in memory unless another is given) on a free port. */
export async function startTestApp(
  options: { store?: KyselyStore; sessionIdleMinutes?: number; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const store = options.store ?? createStore('sqlite::memory:');
  await store.migrate();
  let writes = 0;
  const counted: Store = Object.create(store);
  for (const method of ['createProposal', 'saveProposal', 'touchProposal', 'appendEvent'] as const) {
    counted[method] = (async (...args: unknown[]) => {
      writes += 1;
      return (store[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    }) as never;
  }
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  let now = new Date('2026-11-20T10:00:00.000Z');
  const clock = () => now;
  const logger = createLogger('debug', sink);
  const outboxDir = mkdtempSync(join(tmpdir(), 'vanquote-outbox-'));
  const shared = createSharedState(store.db);
  const providers = createProviders(
    { EMAIL_OUTBOX_DIR: outboxDir, ...options.env },
    { db: store.db, logger, clock, ajv, shared },
  );
  const app = createApp({
    store: counted,
    clock,
    logger,
    ajv,
    lists,
    ratebook,
    providers,
    shared,
    config: { ...configDefaults, sessionIdleMinutes: options.sessionIdleMinutes ?? 60, webRoot: 'dist/web' },
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const botCheckToken = () => {
    if (!providers.captcha.issueToken) throw new Error('The bot check in use issues no tokens (reCAPTCHA).');
    return providers.captcha.issueToken().token;
  };

  return {
    store,
    providers,
    outboxDir,
    logs,
    writes: () => writes,
    advance: (minutes) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
    botCheckToken,
    async call(
      method,
      path,
      { body, raw, headers = {}, xhr = true, redirect = 'follow', botCheck = true } = {},
    ) {
      const token = botCheck && needsBotCheck(method, path) && providers.captcha.issueToken?.().token;
      const response = await fetch(base + path, {
        method,
        headers: {
          ...(xhr ? { 'X-Requested-With': 'XMLHttpRequest' } : {}),
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { 'X-Captcha-Token': token } : {}),
          ...headers,
        },
        body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
        redirect,
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await store.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { shareWithPrimary } from '../cluster';
import type { Proposal } from '../../schemas/generated/index';
import type { NewEvent, Store } from '../storage/store';

/** What the figures read besides the requests and the store: the e-mail outbox's backlog. */
export interface MetricsSources {
  outboxBacklog?: () => Promise<{ pending: number; oldestAgeSeconds: number }>;
}

/** The events that leave the proposal with a fresh quote (the quote routes' saves). */
const QUOTING_EVENTS = new Set(['quote.created', 'quote.updated', 'quote.requested', 'addons.selected']);

/** The decision a stored quote records: quoted, referred (to an underwriter) or declined. */
export function quoteDecision(
  document: Proposal | undefined,
): 'quoted' | 'referred' | 'declined' | undefined {
  const quote = document?.quote;
  if (!quote) return undefined;
  if (quote.is_referred === true || document?.is_referred === true) return 'referred';
  return quote.is_quoted === true ? 'quoted' : 'declined';
}

/**
 * The operators' figures, in one registry per app (never the library's global one, so two apps in
 * one process, as in the tests, keep their own): requests by route and status with latency,
 * quotes by decision, payments and acceptances (read from the events the store records), the
 * e-mail outbox's backlog, and the latency of every store call.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly storeCalls: Histogram<'operation' | 'outcome'>;
  private readonly quotes: Counter<'decision'>;
  private readonly payments: Counter<'outcome'>;
  private readonly acceptances: Counter<'outcome'>;

  constructor(sources: MetricsSources = {}) {
    const registers = [this.registry];
    shareWithPrimary(this.registry);
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests answered, by method, route pattern and status, with their time to answer.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.storeCalls = new Histogram({
      name: 'store_call_duration_seconds',
      help: 'Calls to the proposal store, by operation and outcome, with their time.',
      labelNames: ['operation', 'outcome'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    });
    this.quotes = new Counter({
      name: 'quotes_total',
      help: 'Quotes made, by decision (quoted, referred, declined).',
      labelNames: ['decision'],
      registers,
    });
    this.payments = new Counter({
      name: 'payments_total',
      help: 'Card payment outcomes recorded (succeeded, failed, succeeded_after_change, ...).',
      labelNames: ['outcome'],
      registers,
    });
    this.acceptances = new Counter({
      name: 'acceptances_total',
      help: 'Acceptances of a quote: accepted, or refused (fraud check, stale quote).',
      labelNames: ['outcome'],
      registers,
    });
    const backlog = sources.outboxBacklog;
    if (backlog) {
      // Read once per scrape, both gauges from one query.
      let reading: Promise<{ pending: number; oldestAgeSeconds: number }> | undefined;
      const read = () => {
        reading ??= backlog().finally(() => {
          reading = undefined;
        });
        return reading;
      };
      // Every worker of a cluster reads the same outbox: their figures are not summed.
      new Gauge({
        name: 'email_outbox_pending',
        help: 'E-mails waiting in the outbox to be sent.',
        aggregator: 'max',
        registers,
        async collect() {
          this.set((await read()).pending);
        },
      });
      new Gauge({
        name: 'email_outbox_oldest_pending_seconds',
        help: 'How long the oldest e-mail waiting in the outbox has waited, in seconds (0 when none).',
        aggregator: 'max',
        registers,
        async collect() {
          this.set((await read()).oldestAgeSeconds);
        },
      });
    }
  }

  /** Times every answer; the route is Express's pattern (never the path, whose ids are unbounded). */
  requestTimer(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const end = this.requests.startTimer();
      res.on('finish', () => {
        end({ method: req.method, route: routeOf(req, res), status: String(res.statusCode) });
      });
      next();
    };
  }

  /** The store with every call timed and the events it records counted. */
  instrumentStore(store: Store): Store {
    const timed = <T>(operation: string, call: () => Promise<T>): Promise<T> => {
      const end = this.storeCalls.startTimer({ operation });
      return call().then(
        (value) => {
          end({ outcome: 'ok' });
          return value;
        },
        (error: unknown) => {
          end({ outcome: 'error' });
          throw error;
        },
      );
    };
    const count = (event: NewEvent, document?: Proposal) => {
      if (QUOTING_EVENTS.has(event.type)) {
        const decision = quoteDecision(document);
        if (decision) this.quotes.inc({ decision });
      } else if (event.type.startsWith('payment.')) {
        this.payments.inc({ outcome: event.type.slice('payment.'.length) });
      } else if (event.type === 'quote.accepted') {
        this.acceptances.inc({ outcome: 'accepted' });
      } else if (event.type === 'quote.accept_refused') {
        this.acceptances.inc({ outcome: 'refused' });
      }
    };
    const pending = store.pendingMigrations?.bind(store);
    return {
      engine: store.engine,
      migrate: () => timed('migrate', () => store.migrate()),
      createProposal: async (input, event) => {
        const record = await timed('createProposal', () => store.createProposal(input, event));
        for (const each of Array.isArray(event) ? event : [event]) count(each, record.document);
        return record;
      },
      getProposal: (uuid) => timed('getProposal', () => store.getProposal(uuid)),
      saveProposal: async (uuid, input, event) => {
        const record = await timed('saveProposal', () => store.saveProposal(uuid, input, event));
        count(event, record.document);
        return record;
      },
      touchProposal: (uuid, expiresAt) => timed('touchProposal', () => store.touchProposal(uuid, expiresAt)),
      findProposalByReference: (reference) =>
        timed('findProposalByReference', () => store.findProposalByReference(reference)),
      appendEvent: async (uuid, event, now) => {
        await timed('appendEvent', () => store.appendEvent(uuid, event, now));
        count(event);
      },
      listEvents: (uuid) => timed('listEvents', () => store.listEvents(uuid)),
      ping: () => timed('ping', () => store.ping()),
      ...(pending ? { pendingMigrations: () => timed('pendingMigrations', pending) } : {}),
      close: () => store.close(),
    };
  }
}

/** The matched route's pattern ("/api/proposal/:id/quote"); "static" or "unmatched" otherwise. */
function routeOf(req: Request, res: Response): string {
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  if (req.method === 'GET' && res.statusCode < 400 && !req.originalUrl.startsWith('/api')) return 'static';
  return 'unmatched';
}

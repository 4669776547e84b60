import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmbeddedPaymentProvider } from '../../server/providers/payment/embeddedProvider';
import type { Providers } from '../../server/providers/createProviders';
import type { SessionState } from '../../server/providers/payment/types';
import { buildTestApp, type TestApp } from '../support/testApp';
import { confirmed, ok, quoted } from './buyPolicy';

// Express answers a HEAD with the GET's handler, and link scanners, prefetchers and monitors send
// HEAD. A GET whose work writes (the card payment's return address confirms the payment with the
// provider and buys the policy) or asks an outside service (address, van and bot-check lookups)
// does none of it for a HEAD: the HEAD is refused (405, Allow: GET), writes nothing, asks nothing.

/** Each method of `service` named, counting its calls in `calls`; the rest of the service as it is. */
function counted<T extends object>(service: T, names: string[], calls: string[]): T {
  const wrapper = Object.create(service) as Record<string, unknown>;
  for (const name of names) {
    const own = (service as Record<string, unknown>)[name];
    wrapper[name] = (...args: unknown[]) => {
      calls.push(name);
      return (own as (...a: unknown[]) => unknown).apply(service, args);
    };
  }
  return wrapper as T;
}

describe('a HEAD on a GET that does work', () => {
  let app: TestApp;
  const calls: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({
      providers: ({ defaults }): Partial<Providers> => ({
        address: counted(defaults.address, ['lookup'], calls),
        vehicle: counted(defaults.vehicle, ['findByRegistration', 'manualLookup'], calls),
        captcha: counted(defaults.captcha, ['issueToken'], calls),
        // The embedded payment provider, able to tell the return address the payment succeeded
        // (as a hosted page's provider does), so the GET would buy the policy.
        payment: Object.assign(counted(defaults.payment as EmbeddedPaymentProvider, [], calls), {
          lookupSession: async (): Promise<SessionState> => {
            calls.push('lookupSession');
            return 'succeeded';
          },
        }),
      }),
    });
  });
  afterAll(() => app.close());

  /** A payment started and not yet paid: the return address its provider would send the customer to. */
  async function returnAddress(): Promise<{ uuid: string; path: string }> {
    const uuid = await quoted(app);
    await confirmed(app, uuid);
    await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    const [payment] = await app.providers.payments.listForProposal(uuid);
    return { uuid, path: `/payments/return/${payment?.id}` };
  }

  test("the card payment's return address: a HEAD confirms nothing, a GET confirms the payment", async () => {
    const { uuid, path } = await returnAddress();
    const before = app.writes();
    calls.length = 0;
    const head = await app.call('HEAD', path, { xhr: false });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
    expect(app.writes()).toBe(before);
    expect(calls).toEqual([]);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
    expect((await app.providers.payments.listForProposal(uuid))[0]?.status).toBe('pending');

    const get = await app.call('GET', path, { xhr: false });
    expect(get.status).toBe(303);
    expect(get.location).toBe(`/quote/thankyou?uuid=${uuid}`);
    expect(calls).toEqual(['lookupSession']);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(true);
  });

  test.each([
    ['/api/address?postcode=LS61HR', 'lookup'],
    ['/api/vehicle/registration?registration=LF19ABC', 'findByRegistration'],
    ['/api/vehicle', 'manualLookup'],
    ['/api/recaptcha/token', 'issueToken'],
  ])('%s: a HEAD asks no service and writes nothing; the GET asks', async (path, service) => {
    const before = app.writes();
    calls.length = 0;
    const head = await app.call('HEAD', path);
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
    expect(calls).toEqual([]);
    expect(app.writes()).toBe(before);
    expect((await app.call('GET', path)).status).toBe(200);
    expect(calls).toEqual([service]);
  });
});

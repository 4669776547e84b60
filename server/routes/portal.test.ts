import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAjv } from '../../schemas/src/createAjv';
import { ukTimeOfDay, ukToday } from '../../schemas/src/ukDates';
import { createPortalToken } from '../portal/portalToken';
import type { Store } from '../storage/store';
import { compileCheck } from '../validation';
import brand from '../../journey/content/brand.json';
import checkout from '../../journey/content/checkout.json';
import portal from '../../journey/content/portal.json';
import { fillTemplate } from '../../journey/src/fillTemplate';
import { optionName } from '../../tests/support/journey/journeyText';
import { buildTestApp, PORTAL_SECRET, type TestApp } from '../../tests/support/testApp';
import { proposalFixture, quoteFixture } from '../../tests/fixtures/index';
import addonsJson from '../../journey/addons.json';

const checkAnswer = compileCheck(createAjv(), 'api/portal-link-response.schema.json');
const TTL_MINUTES = 1440;

// The page's words are read from journey/content/portal.json (and the brand, lists and add-ons),
// escaped as the page escapes them.
const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const { labels } = portal;
const row = (label: string, value: string) => `<dt>${html(label)}</dt><dd>${value}</dd>`;
const phone = brand.contact.phone;
// The extras are listed as the stored quote describes them (the fixture's quote).
const addonTitle = (code: string) =>
  quoteFixture().addons?.find((addon) => addon.code === code)?.description ?? code;
const [, saturday] = brand.contact.openingHours;
const vehicle = proposalFixture().risk?.vehicle;

let app: TestApp;
let failReads = false;
beforeAll(async () => {
  app = await buildTestApp({
    config: { portalLinkTtlMinutes: TTL_MINUTES },
    storeFor: (store) => {
      const flaky: Store = Object.create(store);
      flaky.getProposal = async (uuid) => {
        if (failReads) throw new Error('database unavailable');
        return store.getProposal(uuid);
      };
      return flaky;
    },
  });
});
afterAll(() => app.close());

const link = (uuid: string) => app.call('GET', `/api/proposal/${uuid}/generate-portal-link`);
/** Opens a page as a browser does: no XHR header. */
const open = (path: string) => app.call('GET', path, { xhr: false });

async function portalUrl(uuid: string): Promise<string> {
  const answer = await link(uuid);
  expect(answer.status).toBe(200);
  return answer.body.portal_url as string;
}

describe('GET /api/proposal/:id/generate-portal-link', () => {
  test('answers a signed link for an accepted policy, never cached', async () => {
    const { uuid } = await app.proposal('accepted');
    const answer = await link(uuid);
    expect(answer.status).toBe(200);
    expect(checkAnswer(answer.body)).toEqual([]);
    expect(answer.body.portal_url).toMatch(/^\/portal\/[\w-]+\.[\w-]{43}$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  test.each(['quoted', 'purchased'] as const)('a %s proposal has no link yet: 409', async (state) => {
    const { uuid } = await app.proposal(state);
    expect(await link(uuid)).toMatchObject({ status: 409, body: { error: 'conflict' } });
  });

  test('unknown id 404; without the XHR header 403', async () => {
    expect((await link('6f1c2a7e-3b4d-4c5e-8f90-999999999997')).status).toBe(404);
    const { uuid } = await app.proposal('accepted');
    const plain = await app.call('GET', `/api/proposal/${uuid}/generate-portal-link`, { xhr: false });
    expect(plain.status).toBe(403);
  });
});

describe('GET /portal/:token', () => {
  test('shows the policy: reference, cover start, van, cover, drivers, payment, extras, policyholder, contact', async () => {
    const { uuid, reference } = await app.proposal('accepted');
    const page = await open(await portalUrl(uuid));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const text of [
      html(brand.name),
      `<h1>${html(portal.heading)}</h1>`,
      row(labels.reference, reference),
      row(labels.coverStart, `01/12/2026 ${html(portal.atTime)} ${checkout.thankYou.coverStartTime}`),
      row(labels.registration, 'YD19KLC'),
      // Named as the price page names it: the make and the lookup's description (model and derivative).
      row(labels.van, html(`${vehicle?.manufacturer} ${vehicle?.description}`)),
      row(labels.coverType, html(optionName('cover_type', 'C'))),
      '<li>Mrs Siobhan O&#39;Connor</li>',
      row(labels.paidInFull, '£641.87'),
      `<li>${html(addonTitle('LE'))}</li>`,
      row(labels.policyholder, 'Mr James O&#39;Connor'),
      `<a href="tel:${brand.contact.phoneE164}">${phone}</a>`,
      row(saturday?.days ?? '', html(saturday?.hours ?? '')),
    ]) {
      expect(page.text).toContain(text);
    }
    // Declined and unanswered extras are not listed.
    expect(page.text).not.toContain(html(addonTitle('KEY')));
    expect(page.text).not.toContain(html(addonTitle('TO')));
  });

  test('a policy bought on its start date starts when it was bought, not at the start time of later days', async () => {
    const today = ukToday(app.now());
    const { uuid } = await app.proposal('purchased', (p) => {
      if (p.risk) p.risk.start_date = today;
    });
    await app.store.appendEvent(
      uuid,
      {
        type: 'fraud.checked',
        data: { provider: 'embedded', result: 'allow', reason: 'ok', tracking_number: 't' },
      },
      app.now(),
    );
    app.advance(17 * 60_000);
    const boughtAt = app.now();
    expect(ukToday(boughtAt)).toBe(today);
    expect((await app.call('POST', `/api/proposal/${uuid}/quote/accept`, { body: {} })).status).toBe(200);
    app.advance(60 * 60_000);
    const page = await open(await portalUrl(uuid));
    expect(page.text).toContain(
      row(
        labels.coverStart,
        `${today.split('-').reverse().join('/')} ${html(portal.atTime)} ${ukTimeOfDay(boughtAt)}`,
      ),
    );
    expect(page.text).not.toContain(checkout.thankYou.coverStartTime);
  });

  test('a monthly payer sees the deposit and the instalments', async () => {
    const { uuid } = await app.proposal('accepted', (p) => {
      p.is_pay_monthly = true;
    });
    const page = await open(await portalUrl(uuid));
    expect(page.text).toContain(row(labels.paymentMethod, html(labels.monthly)));
    expect(page.text).toContain(row(labels.deposit, '£128.37'));
    const plan = fillTemplate(portal.instalmentPlan.payments, { count: 10, amount: '£58.36' });
    expect(page.text).toContain(row(labels.instalments, html(plan)));
  });

  test('an initial payment is stated before the regular ones', async () => {
    const { uuid } = await app.proposal('accepted', (p) => {
      p.is_pay_monthly = true;
      if (p.quote) p.quote.monthly_initial_payment = 60.12;
    });
    const page = await open(await portalUrl(uuid));
    const plan = fillTemplate(portal.instalmentPlan.withInitial, {
      initial: '£60.12',
      payments: fillTemplate(portal.instalmentPlan.payments, { count: 9, amount: '£58.36' }),
    });
    expect(page.text).toContain(row(labels.instalments, html(plan)));
    expect(page.text).not.toContain(html(labels.paidInFull));
  });

  test("links the documents of the cover bought: the policy wording, the IPID, and each added extra's", async () => {
    const { uuid } = await app.proposal('accepted');
    const page = await open(await portalUrl(uuid));
    const quote = quoteFixture();
    const legal = quote.addons?.find((addon) => addon.code === 'LE');
    const named = (document: string) =>
      fillTemplate(portal.addonDocument, { document, cover: legal?.description ?? '' });
    const link = (url: string | undefined, label: string) => `<a href="${url}">${html(label)}</a>`;
    expect(page.text).toContain(`<h2 id="pt-documents">${html(portal.sections.documents)}</h2>`);
    for (const text of [
      link(quote.wordings?.[0]?.url, quote.wordings?.[0]?.text ?? ''),
      link(quote.ipids?.[0]?.url, labels.ipid),
      link(legal?.ipid?.url, named(labels.ipid)),
      link(addonsJson.addons.find((addon) => addon.code === 'LE')?.wording_url, named(labels.wording)),
    ]) {
      expect(page.text).toContain(text);
    }
    // Extras declined or unanswered bring no documents.
    expect(page.text).not.toContain(html(addonTitle('KEY')));
  });

  test("a document address that is not one of this site's paths is not linked", async () => {
    const { uuid } = await app.proposal('accepted', (p) => {
      if (p.quote)
        p.quote.wordings = [{ type: 'policyDocumentUrl', text: 'Wording', url: 'javascript:alert(1)' }];
      if (p.quote) p.quote.ipids = [{ url: '//elsewhere.example/ipid' }];
    });
    const page = await open(await portalUrl(uuid));
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('javascript:');
    expect(page.text).not.toContain('elsewhere.example');
  });

  test('a policy without other drivers or extras says so', async () => {
    const { uuid } = await app.proposal('accepted', (p) => {
      if (p.risk) {
        p.risk.has_additional_drivers = false;
        delete p.risk.additional_drivers;
      }
      for (const addon of p.quote?.addons ?? []) addon.is_selected = false;
    });
    const page = await open(await portalUrl(uuid));
    expect(page.text).toContain(html(portal.noNamedDrivers));
    expect(page.text).toContain(html(portal.noAddons));
  });

  test('every value from the proposal is escaped', async () => {
    const { uuid } = await app.proposal('accepted', (p) => {
      const name = p.risk?.proposer?.name;
      if (name) name.forenames = '<script>alert("x")</script>';
      if (p.risk?.vehicle) p.risk.vehicle.model = '<img src=x onerror=alert(1)>';
      const addon = p.quote?.addons?.find((a) => a.code === 'LE');
      if (addon) addon.description = 'Legal & "protection"';
    });
    const page = await open(await portalUrl(uuid));
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script');
    expect(page.text).not.toContain('<img');
    expect(page.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page.text).toContain('Legal &amp; &quot;protection&quot;');
  });

  test('the page is plain and locked down: no script or inline style, strict headers, one h1', async () => {
    const { uuid } = await app.proposal('accepted');
    const page = await open(await portalUrl(uuid));
    expect(page.text).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(page.text).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    expect(page.text.match(/<h1>/g)).toHaveLength(1);
    expect(page.text).toContain('<main class="pt" id="main">');
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const css = await open('/portal/assets/portal.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  test('an expired link answers 410 with a way to get a new one', async () => {
    const { uuid } = await app.proposal('accepted');
    const url = await portalUrl(uuid);
    app.advance(TTL_MINUTES * 60_000 - 1000);
    expect((await open(url)).status).toBe(200);
    app.advance(1000);
    const page = await open(url);
    expect(page.status).toBe(410);
    expect(page.text).toContain(html(portal.expired.heading));
    expect(page.text).toContain(html(fillTemplate(portal.expired.body[1] ?? '', { phone })));
    expect(page.headers.get('cache-control')).toBe('no-store');
    // The link lasts as long as the thank-you page: a day after purchase the uuid gives no new one.
    const again = await app.call('GET', `/api/proposal/${uuid}/generate-portal-link`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('not_found');
  });

  test('a new link while the thank-you page is open', async () => {
    const { uuid } = await app.proposal('accepted');
    const url = await portalUrl(uuid);
    app.advance(60 * 60_000);
    const fresh = await portalUrl(uuid);
    expect(fresh).not.toBe(url);
    expect((await open(fresh)).status).toBe(200);
  });

  test.each([
    { description: 'garbage', path: '/portal/not-a-token' },
    { description: 'a tampered token', path: 'tampered' },
    { description: 'a token signed with another secret', path: 'foreign' },
    { description: 'a valid token of a proposal not accepted', path: 'unaccepted' },
    { description: 'a valid token of an unknown proposal', path: 'unknown' },
    { description: 'an undecodable address', path: '/portal/%E0%A4%A' },
    { description: 'a stray percent sign', path: '/portal/abc%' },
    { description: 'a very long token', path: `/portal/${'A'.repeat(3000)}.${'B'.repeat(43)}` },
    { description: 'no token', path: '/portal/' },
    { description: 'a token with a dot only', path: '/portal/.' },
  ])('$description: the not-found page (404), never a 500', async ({ path }) => {
    const expiresAt = Math.floor(app.now().getTime() / 1000) + 3600;
    const { uuid } = await app.proposal('accepted');
    const { uuid: purchased } = await app.proposal('purchased');
    const good = (await portalUrl(uuid)).slice('/portal/'.length);
    const paths: Record<string, string> = {
      tampered: `/portal/${good.slice(0, 5)}${good[5] === 'A' ? 'B' : 'A'}${good.slice(6)}`,
      foreign: `/portal/${createPortalToken({ uuid, expiresAt }, 'another-secret-0123456789')}`,
      unaccepted: `/portal/${createPortalToken({ uuid: purchased, expiresAt }, PORTAL_SECRET)}`,
      unknown: `/portal/${createPortalToken({ uuid: '6f1c2a7e-3b4d-4c5e-8f90-999999999996', expiresAt }, PORTAL_SECRET)}`,
    };
    const page = await open(paths[path] ?? path);
    expect(page.status).toBe(404);
    expect(page.text).toContain(html(portal.notFound.heading));
    expect(page.text).toContain(phone);
  });

  test('when the store cannot answer: a 503 page, and the log names no token', async () => {
    const { uuid } = await app.proposal('accepted');
    const url = await portalUrl(uuid);
    failReads = true;
    try {
      const page = await open(url);
      expect(page.status).toBe(503);
      expect(page.text).toContain(html(portal.unavailable.heading));
    } finally {
      failReads = false;
    }
    const ours = app.logs.filter((line) => line.includes('portal page could not be shown'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).not.toContain(url.slice('/portal/'.length));
  });
});

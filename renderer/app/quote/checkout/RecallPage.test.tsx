import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import checkout from '../../../../journey/content/checkout.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { formButton, question } from '../../../../tests/support/journey/journeyText';
import { brand, errorCatalogue, pages } from '../../journey';
import { renderApp } from '../../../../tests/support/render/renderApp';
import {
  fakeCheckoutApi,
  quotedProposal,
  UUID,
  type Routes,
} from '../../../../tests/support/fakes/fakeCheckoutApi';
import { renderStrict } from '../../../../tests/support/render/renderStrict';

const main = () => screen.getByRole('main');
const REFERENCE = '10482-55317-90264';
/** A message of the error catalogue, with the phone number, as the server and the page fill it. */
const catalogued = (key: string, values: Record<string, string> = {}) =>
  fillTemplate(errorCatalogue.messages[key] as string, { phone: brand.contact.phone, ...values });
const TOO_MANY = catalogued('recallTooManyAttempts', { wait: '15 minutes' });
const notFound = { status: 404, body: { error: 'not_found', message: 'No quote matches.' } };
const rateLimited = { status: 429, body: { error: 'rate_limited', message: TOO_MANY } };

/** The recall message of the error catalogue, with the phone number. */
const notFoundText = catalogued('recallNotFound');
const recallQuestion = (name: string) =>
  within(main()).getByRole('textbox', { name: new RegExp(`^${escape(question(name, 'recall'))}`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Recall', () => {
  async function retrieve(routes: Routes, typedReference = REFERENCE) {
    const user = userEvent.setup();
    const api = fakeCheckoutApi(routes);
    const view = renderApp('/quote/recall');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(pages.pages.Recall.heading);
    await user.type(recallQuestion('reference'), typedReference);
    await user.type(recallQuestion('postcode'), 'LS6 1HR');
    await user.type(recallQuestion('dob'), '14061984');
    await user.click(within(main()).getByRole('button', { name: formButton('recall') }));
    return { api, ...view };
  }

  test('a match opens its price page', async () => {
    const { api, router } = await retrieve({ 'POST /api/proposal/recall': { body: quotedProposal() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment-option'));
    expect(router.state.location.search).toBe(`?uuid=${UUID}`);
    expect(api.bodiesOf('POST /api/proposal/recall')).toEqual([
      { reference: REFERENCE, postcode: 'LS6 1HR', dob: '1984-06-14' },
    ]);
    // With a fresh token of the bot check, fetched just before.
    expect(api.headersOf('POST /api/proposal/recall')[0]).toMatchObject({
      'X-Captcha-Token': 'v1.test-token',
    });
    expect(api.sequence().slice(-2)).toEqual(['GET /api/recaptcha/token', 'POST /api/proposal/recall']);
    // The recalled proposal is the price page's: it is not loaded again.
    expect(api.sequence()).not.toContain('GET /');
  });

  test('no match: the recall message with the phone number, and the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await retrieve({ 'POST /api/proposal/recall': notFound });
    const message = await within(main()).findByText(notFoundText);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/quote/recall');
  });

  test("too many attempts: the server's message, and the page stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await retrieve({ 'POST /api/proposal/recall': rateLimited });
    expect((await within(main()).findByText(TOO_MANY)).closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/quote/recall');
  });

  test('too many attempts without the server saying the wait: the catalogue message, its wait unknown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await retrieve({ 'POST /api/proposal/recall': { status: 429, body: { error: 'rate_limited' } } });
    const fallback = catalogued('recallTooManyAttempts', { wait: errorCatalogue.waitTime.unknown });
    expect(await within(main()).findByText(fallback)).toBeInTheDocument();
  });

  test('a reference typed without hyphens is formatted as it is typed, and sent formatted', async () => {
    const user = userEvent.setup();
    fakeCheckoutApi({});
    renderApp('/quote/recall');
    const reference = await waitFor(() => recallQuestion('reference'));
    const digits = REFERENCE.replace(/-/g, '');
    await user.type(reference, digits.slice(0, 6));
    expect(reference).toHaveValue(`${digits.slice(0, 5)}-${digits.slice(5, 6)}`);
    await user.clear(reference);
    cleanup();

    const { api } = await retrieve({ 'POST /api/proposal/recall': { body: quotedProposal() } }, digits);
    await waitFor(() => expect(api.bodiesOf('POST /api/proposal/recall')).toHaveLength(1));
    expect(api.bodiesOf('POST /api/proposal/recall')[0]).toMatchObject({ reference: REFERENCE });
  });
});

describe('DeepLink', () => {
  const query = `reference=${REFERENCE}&postcode=LS6%201HR&dob=1984-06-14&source=105`;

  test('sends the three values and the whole request once, then opens the price page', async () => {
    const api = fakeCheckoutApi({ 'POST /api/proposal/recall': { body: quotedProposal() } });
    const { router } = renderStrict(`/quote/deeplink?${query}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment-option'));
    expect(router.state.location.search).toBe(`?uuid=${UUID}`);
    expect(api.bodiesOf('POST /api/proposal/recall')).toEqual([
      { reference: REFERENCE, postcode: 'LS6 1HR', dob: '1984-06-14', options: { request: query } },
    ]);
  });

  test('no match: the recall message and a link to Retrieve a quote', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeCheckoutApi({ 'POST /api/proposal/recall': notFound });
    renderApp(`/quote/deeplink?${query}`);
    expect((await within(main()).findByText(notFoundText)).closest('[role="alert"]')).not.toBeNull();
    expect(within(main()).getByRole('link', { name: checkout.deepLink.recallLink })).toHaveAttribute(
      'href',
      '/quote/recall',
    );
  });

  test.each([
    ['a value missing', `reference=${REFERENCE}&postcode=LS6%201HR`],
    ['a malformed reference', 'reference=12345&postcode=LS6%201HR&dob=1984-06-14'],
    ['a date of birth in the future', `reference=${REFERENCE}&postcode=LS6%201HR&dob=2999-01-01`],
    ['nothing at all', ''],
  ])('%s: the recall message without a call', async (_name, search) => {
    const api = fakeCheckoutApi({});
    renderApp(`/quote/deeplink?${search}`);
    expect(await within(main()).findByText(notFoundText)).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: checkout.deepLink.recallLink })).toBeInTheDocument();
    expect(api.sequence()).toEqual([]);
  });

  test("too many attempts: the server's message and the link", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeCheckoutApi({ 'POST /api/proposal/recall': rateLimited });
    renderApp(`/quote/deeplink?${query}`);
    expect(await within(main()).findByText(TOO_MANY)).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: checkout.deepLink.recallLink })).toBeInTheDocument();
  });
});

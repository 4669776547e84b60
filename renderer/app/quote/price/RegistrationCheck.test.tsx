import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from '../../../../tests/support/consoleGuard';
import type { Proposal } from '../../../../schemas/generated/index';
import { formText } from '../../form/formText';
import { errorCatalogue } from '../../journey';
import price from '../../../../journey/content/price.json';
import { priceCopy } from './priceText';
import { question } from '../../../../tests/support/journey/journeyText';
import {
  answered,
  pricedProposal,
  renderPricePage,
  UUID,
  withTestClock,
  WHOLE_APP,
} from '../../../../tests/support/render/priceTestKit';

withTestClock();

const paymentOption = `POST /api/proposal/${UUID}/payment-option`;
const update = 'POST /json/proposal/update';
const lookup = 'GET /api/vehicle/registration?registration=';
const section = () =>
  screen
    .getByRole('heading', { level: 2, name: price.registration.heading })
    .closest('section') as HTMLElement;

/** Quoted without a registration (the van was found by its details). */
const unregistered = () =>
  pricedProposal((p) => {
    p.risk!.vehicle!.has_registration = false;
    delete p.risk!.vehicle!.registration;
  });

const van = (abi_code: string, known: { seats?: string; body_style?: string } = {}) => ({
  vehicles: [
    {
      ...known,
      registration: 'YD19KLC',
      manufacturer: 'FORD',
      model: 'TRANSIT CUSTOM',
      description: 'TRANSIT CUSTOM 300 LEADER',
      year: 2019,
      engine_size: 1995,
      fuel_type: 'D',
      transmission: 'M',
      abi_code,
    },
  ],
});

async function findVan(user: ReturnType<typeof userEvent.setup>, plate: string) {
  const box = within(section()).getByRole('textbox', {
    name: question('risk.vehicle.registration', 'registration-check'),
  });
  const find = within(section()).getByRole('button', { name: price.registration.find });
  expect(find).toBeDisabled();
  await user.type(box, plate);
  await user.click(find);
}

describe('price page: registration number check', WHOLE_APP, () => {
  test('not shown when the quote has the registration', async () => {
    await renderPricePage(pricedProposal());
    expect(screen.queryByRole('heading', { name: price.registration.heading })).not.toBeInTheDocument();
  });

  test('Continue waits for the registration', async () => {
    await renderPricePage(unregistered());
    expect(screen.getByRole('button', { name: price.actions.continue })).toBeDisabled();
    expect(screen.getByText(price.actions.registrationMissing)).toBeInTheDocument();
  });

  test('the same van: Confirm sends the registration, requotes with has_registration and the seats, body style and year the lookup knows, and Continue opens', async () => {
    const user = userEvent.setup();
    // Picked by hand as a year older than the plate says.
    const start = answered(unregistered(), (p) => (p.risk!.vehicle!.year = 2018));
    const saved = answered(start, (p) => (p.risk!.vehicle!.registration = 'YD19KLC'));
    const requoted = answered(saved, (p) => (p.risk!.vehicle!.has_registration = true));
    const { callsTo } = await renderPricePage(start, {
      [lookup]: { body: van('31010045', { seats: '2', body_style: 'CDV' }) },
      [paymentOption]: { body: saved },
      [update]: { body: { data: requoted } },
    });
    await findVan(user, 'yd19 klc');
    expect(callsTo(lookup).map((c) => c.path)).toEqual(['/api/vehicle/registration?registration=YD19KLC']);
    expect(await within(section()).findByText('TRANSIT CUSTOM 300 LEADER')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: price.registration.confirm }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: price.registration.heading })).toBeNull(),
    );
    expect(callsTo(paymentOption).map((c) => c.body)).toEqual([
      { is_pay_monthly: false, risk: { vehicle: { registration: 'YD19KLC' } } },
    ]);
    const sent = callsTo(update)[0]?.body as Proposal;
    expect(sent.risk?.vehicle).toMatchObject({
      registration: 'YD19KLC',
      has_registration: true,
      abi_code: '31010045',
      seats: '2',
      body_style: 'CDV',
      year: 2019,
    });
    expect(screen.getByRole('button', { name: price.actions.continue })).toBeEnabled();
    // The section goes with the Confirm button that had the focus: a note in its place, naming the
    // registration and saying the price was made again, takes it (a screen reader reads what happened).
    const note = await screen.findByText(
      priceCopy(price.registration.confirmed, { registration: 'YD19KLC' }),
    );
    await waitFor(() => expect(note).toHaveFocus());
  });

  test('a different van: the mismatch message, no Confirm', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderPricePage(unregistered(), { [lookup]: { body: van('99999999') } });
    await findVan(user, 'YD19KLC');
    expect(
      await within(section()).findByText(errorCatalogue.messages.registrationMismatch as string),
    ).toBeInTheDocument();
    expect(
      within(section()).queryByRole('button', { name: price.registration.confirm }),
    ).not.toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: price.registration.edit })).toHaveAttribute(
      'href',
      `/quote/edit?uuid=${UUID}`,
    );
    expect(callsTo(paymentOption)).toHaveLength(0);
  });

  test.each([
    ['no van found', { body: { vehicles: [] } }],
    ['the lookup failed', { status: 502, body: { error: 'internal' } }],
  ])('%s: the cannot-find-van message, and the customer stays', async (_name, answer) => {
    const user = userEvent.setup();
    // A failed call is logged, as every failed call is; no van found is an answer, not a failure.
    const logged = 'status' in answer ? expectConsoleError(/502 internal/) : undefined;
    const { router } = await renderPricePage(unregistered(), { [lookup]: answer });
    await findVan(user, 'AB12NFD');
    expect(await within(section()).findByText(formText.vehicle.notFoundTitle)).toBeInTheDocument();
    // What this page offers (another registration, or Edit Details), not the form's manual search.
    expect(within(section()).getByText(price.registration.notFound)).toBeInTheDocument();
    expect(within(section()).queryByText(formText.vehicle.notFoundText)).toBeNull();
    expect(router.state.location.pathname).toBe('/quote/payment-option');
    if (logged) expect(logged.count()).toBe(1);
  });
});

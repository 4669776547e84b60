import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import bodyStyles from '../../../journey/lists/vehicle_body_style.json';
import roles from '../../../journey/lists/occupation_role.json';
import seats from '../../../journey/lists/seats.json';
import { proposalFixture } from '../../../tests/fixtures/index';
import type { FormDocument } from '../../engine/form/types';
import { AppStateProvider } from '../state/AppStateProvider';
import { initialAppState } from '../state/appState';
import { ProposalForm } from './ProposalForm';
import form from '../../../journey/content/form.json';
import {
  question,
  questionMessage,
  stepButton,
  uiOption,
  uiOptionValue,
} from '../../../tests/support/journey/journeyText';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A question's accessible name: its title, maybe followed by its description or help. */
const named = (path: string) => new RegExp(escape(question(path)));
const DRIVER = 'risk.additional_drivers.0';
const driverTitle = `${uiOption('risk.additional_drivers', 'itemTitle')} 1`;

// The seven steps as the app draws them, over a fake API: what the customer sees and what is saved.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  url: string;
  body: FormDocument | undefined;
}
let calls: Call[];
let van: Record<string, unknown>;

beforeEach(() => {
  calls = [];
  van = {
    registration: 'AB12CDE',
    manufacturer: 'FORD',
    model: 'TRANSIT CUSTOM',
    description: 'TRANSIT CUSTOM 280 L1',
    year: 2019,
    engine_size: 1995,
    transmission: 'M',
    fuel_type: 'D',
    doors: 4,
    seats: '3',
    body_style: 'PV',
    abi_code: '12345678',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as FormDocument) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/list') return json({ lists: [seats, bodyStyles, roles] });
      if (url === '/api/recaptcha/token')
        return json({ token: 'v1.test-token', expires_at: '2026-11-20T10:02:00Z' });
      if (url.startsWith('/api/vehicle/registration')) return json({ vehicles: [van] });
      if (url.startsWith('/api/vehicle')) return json({ manufacturer: [] });
      if (url.startsWith('/api/proposal') && method === 'POST') return json({ ...body, uuid: 'p-1' });
      return json({ error: 'not_found' }, 404);
    }),
  );
});

/** The form opened at `step` (from 0), every step before it reached, as on the edit route when `uuid`. */
function renderForm(initial: FormDocument, step: number, uuid?: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <AppStateProvider initialState={{ ...initialAppState, currentStep: step, furthestStep: step }}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ProposalForm initial={initial} {...(uuid ? { uuid } : {})} />
        </MemoryRouter>
      </QueryClientProvider>
    </AppStateProvider>,
  );
}

const saved = async () => {
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  return calls.find((c) => c.method === 'POST')!.body!;
};

describe('seats and body style, when the registration lookup knows them', () => {
  /**
   * Step 2 answered as the complete fixture answers it (whatever questions the step asks), but for
   * the van its registration lookup finds (the ui's lookupFields), seats and body style; a van
   * worth 12,000, kept by the customer, not yet bought and not modified.
   */
  const vanStep = () => {
    const { vehicle = {}, duqs = {} } = proposalFixture().risk ?? {};
    const lookedUp = [...(uiOptionValue('risk.vehicle', 'lookupFields') as string[]), 'seats', 'body_style'];
    const answers: Record<string, unknown> = { ...vehicle };
    for (const name of [...lookedUp, 'modifications']) delete answers[name];
    Object.assign(answers, {
      has_registration: true,
      value: 12000,
      purchased: { is_purchased: false },
      keeper: true,
      is_modified: false,
    });
    return { risk: { vehicle: answers, duqs } };
  };
  const seatsQuestion = () => screen.queryByRole('combobox', { name: named('risk.vehicle.seats') });
  const bodyQuestion = () => screen.queryByRole('combobox', { name: named('risk.vehicle.body_style') });

  async function findVan() {
    const user = userEvent.setup();
    renderForm(vanStep(), 1);
    expect(seatsQuestion()).toBeInTheDocument();
    expect(bodyQuestion()).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: form.vehicle.registrationLabel }), 'ab12cde');
    await user.click(screen.getByRole('button', { name: form.vehicle.find }));
    await screen.findByRole('button', { name: form.vehicle.findAnother });
    return user;
  }

  test('are not asked, and their answers are the lookup’s', async () => {
    const user = await findVan();
    await waitFor(() => expect(seatsQuestion()).not.toBeInTheDocument());
    expect(bodyQuestion()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: stepButton(2) }));
    const vehicle = ((await saved()).risk as { vehicle: Record<string, unknown> }).vehicle;
    expect(vehicle).toMatchObject({ abi_code: '12345678', seats: '3', body_style: 'PV' });
  });

  test.each<[string, Record<string, unknown>, boolean, boolean]>([
    ['seats 0 is unknown: seats are asked', { seats: '0' }, true, false],
    ['body style BLANK is unknown: body style is asked', { body_style: 'BLANK' }, false, true],
    ['a lookup without either: both are asked', { seats: undefined, body_style: undefined }, true, true],
  ])('%s', async (_, lookup, seatsAsked, bodyAsked) => {
    Object.assign(van, lookup);
    await findVan();
    await waitFor(() => expect(Boolean(seatsQuestion())).toBe(seatsAsked));
    expect(Boolean(bodyQuestion())).toBe(bodyAsked);
  });

  test('registration No resets the van to its defaults, keeping the answers the specification keeps', async () => {
    const user = await findVan();
    const asked = screen.getByRole('group', { name: named('risk.vehicle.has_registration') });
    await user.click(within(asked).getByRole('radio', { name: form.engine.no }));
    // Manual mode: the cascade, not the card of the van found.
    expect(await screen.findByRole('combobox', { name: form.vehicle.manufacturer })).toBeInTheDocument();
    expect(screen.queryByText('FORD')).not.toBeInTheDocument();
    // The van is gone from the answers: the step asks for one.
    await user.click(screen.getByRole('button', { name: stepButton(2) }));
    const summary = await screen.findByRole('alert', { name: form.engine.errorSummaryTitle });
    // The van is asked for as the van, not by its make: the make is no question drawn on the page.
    const findYourVan = questionMessage('risk.vehicle.manufacturer', 'required');
    const askedForVan = within(summary).getByRole('link', { name: (name) => name.endsWith(findYourVan) });
    expect(askedForVan).not.toHaveTextContent(question('risk.vehicle.manufacturer'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The customer's own answers stay.
    expect(screen.getByRole('textbox', { name: named('risk.vehicle.value') })).toHaveValue('12,000');
    const keeper = screen.getByRole('group', { name: named('risk.vehicle.keeper') });
    expect(within(keeper).getByRole('radio', { name: form.engine.yes })).toBeChecked();
  });

  test('stay answered and unasked while the customer looks for another registration, and are the next van’s once found', async () => {
    const user = await findVan();
    await waitFor(() => expect(seatsQuestion()).not.toBeInTheDocument());
    // A failed Continue first (the van's value left out): every question asked then shows its message.
    const value = screen.getByRole('textbox', { name: named('risk.vehicle.value') });
    await user.clear(value);
    await user.click(screen.getByRole('button', { name: stepButton(2) }));
    await screen.findByRole('link', { name: named('risk.vehicle.value') });
    await user.click(screen.getByRole('button', { name: form.vehicle.findAnother }));
    const registration = await screen.findByRole('textbox', { name: form.vehicle.registrationLabel });
    expect(seatsQuestion()).not.toBeInTheDocument();
    expect(bodyQuestion()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: named('risk.vehicle.seats') })).not.toBeInTheDocument();
    Object.assign(van, { registration: 'CD34EFG', abi_code: '87654321', seats: '2', body_style: 'CDV' });
    await user.type(registration, 'cd34efg');
    await user.click(screen.getByRole('button', { name: form.vehicle.find }));
    await screen.findByRole('button', { name: form.vehicle.findAnother });
    expect(seatsQuestion()).not.toBeInTheDocument();
    await user.type(value, '12000');
    await user.click(screen.getByRole('button', { name: stepButton(2) }));
    const vehicle = ((await saved()).risk as { vehicle: Record<string, unknown> }).vehicle;
    expect(vehicle).toMatchObject({ abi_code: '87654321', seats: '2', body_style: 'CDV' });
  });

  test('are asked again, unanswered, once the customer finds the van manually', async () => {
    const user = await findVan();
    await waitFor(() => expect(seatsQuestion()).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: form.vehicle.findManually }));
    expect(await screen.findByRole('combobox', { name: named('risk.vehicle.seats') })).toHaveValue('');
    expect(bodyQuestion()).toHaveValue('');
  });
});

describe('the address on the edit route', () => {
  const storedLine1 = proposalFixture().risk!.proposer!.address!.line_1!;
  const typePostcode = async (user: ReturnType<typeof userEvent.setup>, postcode: string) => {
    const input = screen.getByRole('textbox', { name: form.address.postcodeLabel });
    await user.clear(input);
    await user.type(input, postcode);
  };

  test('the stored address stands when the postcode is typed again, and is saved', async () => {
    const user = userEvent.setup();
    renderForm(proposalFixture() as FormDocument, 2, 'p-1');
    await typePostcode(user, 'ls61hr');
    expect(screen.getByText(storedLine1, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: stepButton(3) }));
    const body = await saved();
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/api/proposal/p-1?steps=3');
    expect((body.risk as { proposer: { address: object } }).proposer.address).toEqual(
      proposalFixture().risk!.proposer!.address,
    );
  });

  test('a new postcode on the edit route: the address is not asked to be chosen again', async () => {
    const user = userEvent.setup();
    renderForm(proposalFixture() as FormDocument, 2, 'p-1');
    await typePostcode(user, 'LS1 1AA');
    expect(screen.getByText(storedLine1, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: stepButton(3) }));
    const body = await saved();
    expect((body.risk as { proposer: { address: object } }).proposer.address).toEqual({
      ...proposalFixture().risk!.proposer!.address,
      postcode: 'LS1 1AA',
    });
    expect(screen.queryByRole('alert', { name: form.engine.errorSummaryTitle })).not.toBeInTheDocument();
  });

  test.each<[string, string | undefined, string]>([
    ['the same postcode on a new quote', undefined, 'LS6 1HR'],
  ])('%s: the address must be chosen from a search', async (_, uuid, postcode) => {
    const user = userEvent.setup();
    renderForm(proposalFixture() as FormDocument, 2, uuid);
    await typePostcode(user, postcode);
    await user.click(screen.getByRole('button', { name: stepButton(3) }));
    const summary = await screen.findByRole('alert', { name: form.engine.errorSummaryTitle });
    expect(summary).toHaveTextContent(
      `${question('risk.proposer.address')} ${questionMessage('risk.proposer.address.line_1', 'required')}`,
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The step, and the entry, lead to the field: the postcode, as the first line is chosen through it.
    const field = screen.getByRole('textbox', { name: form.address.postcodeLabel });
    await waitFor(() => expect(field).toHaveFocus());
    act(() => field.blur());
    await user.click(within(summary).getByRole('link', { name: named('risk.proposer.address') }));
    expect(field).toHaveFocus();
  });
});

test('additional drivers: Yes opens the first driver, titled by the ui document', async () => {
  const user = userEvent.setup();
  renderForm({}, 6);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const asked = screen.getByRole('group', { name: named('risk.has_additional_drivers') });
  await user.click(within(asked).getByRole('radio', { name: form.engine.yes }));
  const dialog = await screen.findByRole('dialog', { name: driverTitle });
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: named(`${DRIVER}.name.title`) })).toHaveFocus(),
  );
  for (const label of ['addLabel', 'addAnotherLabel'])
    expect(
      screen.queryByRole('button', { name: uiOption('risk.additional_drivers', label) }),
    ).not.toBeInTheDocument();
  expect(
    screen.getAllByRole('heading', {
      level: 4,
      name: new RegExp(`^${escape(uiOption('risk.additional_drivers', 'itemTitle'))}`),
    }),
  ).toHaveLength(1);
});

test("an additional driver's claim asks whether it was made under the policyholder's cover", async () => {
  const user = userEvent.setup();
  const proposal = proposalFixture() as FormDocument & { risk: { additional_drivers: FormDocument[] } };
  const [driver] = proposal.risk.additional_drivers;
  driver!.driver_details = {
    ...(driver!.driver_details as object),
    has_claims: true,
    claims: [{ description: 'AN', date: '2024-02-14' }],
  };
  renderForm(proposal, 6, 'p-1');
  const claims = `${DRIVER}.driver_details.claims`;
  const claimTitle = `${uiOption(claims, 'itemTitle')} 1`;
  await user.click(
    screen.getByRole('button', {
      name: `${uiOption('risk.additional_drivers', 'editLabel')} ${driverTitle}`,
    }),
  );
  const driverDialog = screen.getByRole('dialog', { name: driverTitle });
  await user.click(
    within(driverDialog).getByRole('button', { name: `${uiOption(claims, 'editLabel')} ${claimTitle}` }),
  );
  const claimDialog = screen.getByRole('dialog', { name: claimTitle });
  expect(
    within(claimDialog).getByRole('group', { name: named(`${claims}.0.is_under_policyholders_cover`) }),
  ).toBeInTheDocument();
});

describe('the occupation typeahead in the form', () => {
  const ROLE = 'risk.proposer.full_time_occupation.role';
  const builder = roles.options.find((o) => o.value === 'B23')!;
  const stored = roles.options.find(
    (o) => o.value === proposalFixture().risk!.proposer!.full_time_occupation!.role,
  )!;
  const savedRole = (body: FormDocument) =>
    (body.risk as { proposer: { full_time_occupation: { role?: string } } }).proposer.full_time_occupation
      .role;

  test('an exact name typed, in any case, is the answer when the customer goes straight to Continue', async () => {
    const user = userEvent.setup();
    renderForm(proposalFixture() as FormDocument, 2, 'p-1');
    const box = screen.getByRole('combobox', { name: named(ROLE) });
    await waitFor(() => expect(box).toHaveValue(stored.name));
    await user.clear(box);
    // user-event reads "[" and "{" as the start of a key's name: doubled, each is typed as itself.
    await user.type(box, builder.name.toUpperCase().replace(/[[{]/g, '$&$&'));
    await user.click(screen.getByRole('button', { name: stepButton(3) }));
    expect(savedRole(await saved())).toBe(builder.value);
    expect(box).toHaveValue(builder.name);
  });

  test('text typed over the stored answer never keeps it', async () => {
    const user = userEvent.setup();
    renderForm(proposalFixture() as FormDocument, 2, 'p-1');
    const box = screen.getByRole('combobox', { name: named(ROLE) });
    await waitFor(() => expect(box).toHaveValue(stored.name));
    await user.type(box, 'x');
    await user.click(screen.getByRole('button', { name: stepButton(3) }));
    const summary = await screen.findByRole('alert', { name: form.engine.errorSummaryTitle });
    expect(summary).toHaveTextContent(question(ROLE));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

test('removing the only additional driver answers No, and the focus goes to No, not the page', async () => {
  const user = userEvent.setup();
  renderForm(proposalFixture() as FormDocument, 6, 'p-1');
  await user.click(
    screen.getByRole('button', {
      name: `${uiOption('risk.additional_drivers', 'removeLabel')} ${driverTitle}`,
    }),
  );
  const asked = screen.getByRole('group', { name: named('risk.has_additional_drivers') });
  const no = within(asked).getByRole('radio', { name: form.engine.no });
  await waitFor(() => expect(no).toBeChecked());
  await waitFor(() => expect(no).toHaveFocus());
});

test('a second press of Continue while the first is on its way (a slow bot check) sends nothing more', async () => {
  const user = userEvent.setup();
  const answered = vi.mocked(fetch).getMockImplementation()!;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.mocked(fetch).mockImplementation(async (url, init) => {
    if (url === '/api/recaptcha') {
      calls.push({ method: 'POST', url: String(url), body: undefined });
      await held;
      return json({ success: true });
    }
    return answered(url, init);
  });
  renderForm(proposalFixture() as FormDocument, 0);
  const button = screen.getByRole('button', { name: stepButton(1) });
  await user.click(button);
  await waitFor(() => expect(calls.some((c) => c.url === '/api/recaptcha')).toBe(true));
  await user.click(button);
  release();
  await saved();
  await screen.findByRole('group', { name: named('risk.vehicle.has_registration') });
  expect(calls.filter((c) => c.url === '/api/recaptcha')).toHaveLength(1);
  expect(calls.filter((c) => c.method === 'POST' && c.url.startsWith('/api/proposal'))).toHaveLength(1);
});

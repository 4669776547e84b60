import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from '../../../tests/support/consoleGuard';
import type { ReactNode } from 'react';
import { renderWidget } from '../../../tests/support/render/renderWidget';
import { defaultEngineText } from '../../engine/form/EngineText';
import { FormStatusContext } from '../../engine/form/FormStatusContext';
import { formText } from '../form/formText';
import { AppStateProvider } from '../state/AppStateProvider';
import { initialAppState, type AppState } from '../state/appState';
import { useAppState } from '../state/useAppState';
import { appWidgets } from './appWidgets';
import vanStepUi from '../../../journey/steps/02-about-your-van/ui.json';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

const address = {
  type: 'object' as const,
  properties: { postcode: { type: 'string' as const }, line_1: { type: 'string' as const } },
};

test('postcodeAddress: Find address lists the addresses and the chosen one becomes the answer', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(
    json({ addresses: [{ line_1: '1 High Street', line_2: 'Leeds', postcode: 'LS1 1AA' }] }),
  );
  const { stored } = renderWidget(address, { 'ui:widget': 'postcodeAddress' }, { widgets: appWidgets });
  // Several controls: the question names their group (the widget declares it).
  expect(screen.getByRole('group', { name: /^The question/ })).toContainElement(
    screen.getByRole('textbox', { name: formText.address.postcodeLabel }),
  );
  await user.type(screen.getByRole('textbox', { name: formText.address.postcodeLabel }), 'ls1 1aa');
  await user.click(screen.getByRole('button', { name: formText.address.find }));
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/address?postcode=LS11AA');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: formText.address.results }),
    '1 High Street, Leeds, LS1 1AA',
  );
  expect(stored.value).toEqual({ line_1: '1 High Street', line_2: 'Leeds', postcode: 'LS1 1AA' });
});

test("postcodeAddress: ui:options.text words this address's controls (the account holder's list), the rest as the journey words them", async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(json({ addresses: [{ line_1: '1 High Street', postcode: 'LS1 1AA' }] }));
  const results = 'Pick one of the addresses found';
  renderWidget(
    address,
    { 'ui:widget': 'postcodeAddress', 'ui:options': { text: { results } } },
    { widgets: appWidgets },
  );
  await user.type(screen.getByRole('textbox', { name: formText.address.postcodeLabel }), 'LS1 1AA');
  await user.click(screen.getByRole('button', { name: formText.address.find }));
  expect(await screen.findByRole('combobox', { name: results })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: formText.address.results })).not.toBeInTheDocument();
});

test('postcodeAddress: no addresses says so', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(json({ addresses: [] }));
  renderWidget(address, { 'ui:widget': 'postcodeAddress' }, { widgets: appWidgets });
  await user.type(screen.getByRole('textbox', { name: formText.address.postcodeLabel }), 'LS1 9ZZ');
  await user.keyboard('{Tab}{Enter}');
  expect(await screen.findByText(formText.address.noResults)).toBeInTheDocument();
});

test('postcodeAddress: after Find address by keyboard the focus is on the list found, or back on the button', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValueOnce(
    json({ addresses: [{ line_1: '1 High Street', line_2: 'Leeds', postcode: 'LS1 1AA' }] }),
  );
  renderWidget(address, { 'ui:widget': 'postcodeAddress' }, { widgets: appWidgets });
  await user.type(screen.getByRole('textbox', { name: formText.address.postcodeLabel }), 'LS1 1AA');
  await user.keyboard('{Tab}{Enter}');
  await waitFor(() => expect(screen.getByRole('combobox', { name: formText.address.results })).toHaveFocus());
  fetchMock.mockResolvedValueOnce(json({ addresses: [] }));
  const postcode = screen.getByRole('textbox', { name: formText.address.postcodeLabel });
  await user.clear(postcode);
  await user.type(postcode, 'LS1 9ZZ');
  await user.keyboard('{Tab}{Enter}');
  expect(await screen.findByText(formText.address.noResults)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: formText.address.find })).toHaveFocus());
});

test('vehicleLookup: Find Van only for a plate; not found offers Try Again', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(json({ vehicles: [] }));
  const vehicle = {
    type: 'object' as const,
    properties: { has_registration: { type: 'boolean' as const }, registration: { type: 'string' as const } },
  };
  const ui = {
    'ui:widget': 'vehicleLookup',
    'ui:options': { lookupFields: ['registration'] },
    has_registration: { 'ui:widget': 'yesNo' },
  };
  renderWidget(vehicle, ui, {
    widgets: appWidgets,
    value: { has_registration: true },
    wrapper: AppStateProvider,
  });
  const find = screen.getByRole('button', { name: formText.vehicle.find });
  await user.type(screen.getByRole('textbox', { name: formText.vehicle.registrationLabel }), 'zzzzzzz');
  expect(find).toBeDisabled();
  await user.clear(screen.getByRole('textbox', { name: formText.vehicle.registrationLabel }));
  await user.type(screen.getByRole('textbox', { name: formText.vehicle.registrationLabel }), 'ab12nfd');
  // A search that finds no van is an answer, not a fault: it is shown and not logged (the console
  // guard fails the test on any error printed).
  await user.click(find);
  expect(await screen.findByText(formText.vehicle.notFoundTitle)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: formText.vehicle.tryAgain }));
  expect(screen.getByRole('textbox', { name: formText.vehicle.registrationLabel })).toHaveValue('');
});

test('vehicleLookup: by keyboard the focus follows the lookup: the van found, not found, then what opens', async () => {
  const user = userEvent.setup();
  const text = formText.vehicle;
  const vehicle = {
    type: 'object' as const,
    properties: {
      has_registration: { type: 'boolean' as const },
      registration: { type: 'string' as const },
      manufacturer: { type: 'string' as const },
      abi_code: { type: 'string' as const },
    },
  };
  const ui = {
    'ui:widget': 'vehicleLookup',
    'ui:options': { lookupFields: ['registration', 'manufacturer', 'abi_code'] },
    has_registration: { 'ui:widget': 'yesNo' },
  };
  renderWidget(vehicle, ui, {
    widgets: appWidgets,
    value: { has_registration: true },
    wrapper: AppStateProvider,
  });
  const registration = () => screen.getByRole('textbox', { name: text.registrationLabel });
  fetchMock.mockResolvedValueOnce(
    json({ vehicles: [{ registration: 'AB12CDE', manufacturer: 'FORD', abi_code: '1' }] }),
  );
  await user.type(registration(), 'ab12cde');
  await user.keyboard('{Tab}{Enter}');
  // The van found: its card, which reads out what was found.
  await waitFor(() => expect(screen.getByText('FORD').closest('dl')).toHaveFocus());
  await user.keyboard('{Tab}{Enter}');
  expect(screen.getByRole('button', { name: text.find })).toBeInTheDocument();
  await waitFor(() => expect(registration()).toHaveFocus());
  fetchMock.mockResolvedValueOnce(json({ vehicles: [] }));
  await user.type(registration(), 'ab12nfd');
  await user.keyboard('{Tab}{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: text.tryAgain })).toHaveFocus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(registration()).toHaveFocus());
  fetchMock.mockResolvedValueOnce(json({ vehicles: [] }));
  await user.type(registration(), 'ab12nfd');
  await user.keyboard('{Tab}{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: text.tryAgain })).toHaveFocus());
  fetchMock.mockResolvedValueOnce(json({ manufacturer: [{ name: 'Ford', value: 'FORD' }] }));
  await user.keyboard('{Tab}{Enter}');
  // The manual lookup opens with its first choice once the manufacturers are in.
  await waitFor(() => expect(screen.getByRole('combobox', { name: text.manufacturer })).toHaveFocus());
});

test('vehicleLookup: Find your vehicle manually from the van found gives the focus to the first choice', async () => {
  const user = userEvent.setup();
  const text = formText.vehicle;
  const vehicle = {
    type: 'object' as const,
    properties: {
      has_registration: { type: 'boolean' as const },
      registration: { type: 'string' as const },
      abi_code: { type: 'string' as const },
    },
  };
  const ui = {
    'ui:widget': 'vehicleLookup',
    'ui:options': { lookupFields: ['registration', 'abi_code'] },
    has_registration: { 'ui:widget': 'yesNo' },
  };
  renderWidget(vehicle, ui, {
    widgets: appWidgets,
    value: { has_registration: true, registration: 'AB12CDE', abi_code: '1' },
    wrapper: AppStateProvider,
  });
  fetchMock.mockResolvedValue(json({ manufacturer: [{ name: 'Ford', value: 'FORD' }] }));
  screen.getByRole('button', { name: text.findManually }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('combobox', { name: text.manufacturer })).toHaveFocus());
});

test('vehicleLookup: a plate pasted with its space is kept whole and can be found', async () => {
  const user = userEvent.setup();
  const text = formText.vehicle;
  const vehicle = {
    type: 'object' as const,
    properties: { has_registration: { type: 'boolean' as const }, registration: { type: 'string' as const } },
  };
  const ui = { 'ui:widget': 'vehicleLookup', 'ui:options': { lookupFields: ['registration'] } };
  const { stored } = renderWidget(vehicle, ui, {
    widgets: appWidgets,
    value: { has_registration: true },
    wrapper: AppStateProvider,
  });
  const input = screen.getByRole('textbox', { name: text.registrationLabel });
  await user.click(input);
  await user.paste('wf19 kxr');
  expect(input).toHaveValue('WF19KXR');
  expect(stored.value).toEqual({ has_registration: true, registration: 'WF19KXR' });
  expect(screen.getByRole('button', { name: text.find })).toBeEnabled();
});

describe('vehicleLookup: the registration box takes as many letters and digits as the journey says', () => {
  const vehicle = {
    type: 'object' as const,
    properties: { has_registration: { type: 'boolean' as const }, registration: { type: 'string' as const } },
  };
  const journeyLength = vanStepUi.risk.vehicle['ui:options'].registrationLength;

  test.each([
    ['the journey’s ui:options (step 2)', journeyLength],
    ['a product person’s shorter one', journeyLength - 2],
    ['a longer one', journeyLength + 1],
  ])('%s', async (_case, length) => {
    const user = userEvent.setup();
    const ui = {
      'ui:widget': 'vehicleLookup',
      'ui:options': { lookupFields: ['registration'], registrationLength: length },
    };
    const { stored } = renderWidget(vehicle, ui, {
      widgets: appWidgets,
      value: { has_registration: true },
      wrapper: AppStateProvider,
    });
    const typed = 'AB12CDEFGHJK';
    await user.type(screen.getByRole('textbox', { name: formText.vehicle.registrationLabel }), typed);
    expect(stored.value).toEqual({ has_registration: true, registration: typed.slice(0, length) });
  });
});

test('postcodeAddress: a postcode pasted with extra spaces is tidied, not cut short', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(address, { 'ui:widget': 'postcodeAddress' }, { widgets: appWidgets });
  const input = screen.getByRole('textbox', { name: formText.address.postcodeLabel });
  await user.click(input);
  await user.paste(' sw1a  1aa');
  expect(input).toHaveValue('SW1A 1AA');
  expect(stored.value).toEqual({ postcode: 'SW1A 1AA' });
});

describe('drawn afresh, the lookups show what the answers hold', () => {
  const chosen = { line_1: '1 High Street', line_2: 'Leeds', postcode: 'LS1 1AA' };

  test('postcodeAddress: the chosen address, not the last search, when the step opens again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json({ addresses: [chosen, { ...chosen, line_1: '2 High Street' }] }));
    const first = renderWidget(address, { 'ui:widget': 'postcodeAddress' }, { widgets: appWidgets });
    await user.type(screen.getByRole('textbox', { name: formText.address.postcodeLabel }), 'LS1 1AA');
    await user.click(screen.getByRole('button', { name: formText.address.find }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: formText.address.results }),
      '1 High Street, Leeds, LS1 1AA',
    );
    first.unmount();
    renderWidget(
      address,
      { 'ui:widget': 'postcodeAddress' },
      { widgets: appWidgets, value: first.stored.value },
    );
    expect(screen.queryByRole('combobox', { name: formText.address.results })).not.toBeInTheDocument();
    expect(screen.getByText('1 High Street, Leeds, LS1 1AA')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: formText.address.postcodeLabel })).toHaveValue('LS1 1AA');
  });

  test('postcodeAddress: another question at the same place starts with no list', () => {
    // The search of the test above is not remembered anywhere: a new widget has none.
    renderWidget(
      address,
      { 'ui:widget': 'postcodeAddress' },
      { widgets: appWidgets, value: { postcode: 'LS1 1AA' } },
    );
    expect(screen.queryByRole('combobox', { name: formText.address.results })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: formText.address.postcodeLabel })).toHaveValue('LS1 1AA');
  });

  test('postcodeAddress: a search shows only while the postcode is the one searched', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json({ addresses: [chosen] }));
    renderWidget(address, { 'ui:widget': 'postcodeAddress' }, { widgets: appWidgets });
    const postcode = screen.getByRole('textbox', { name: formText.address.postcodeLabel });
    await user.type(postcode, 'LS1 1AA');
    await user.click(screen.getByRole('button', { name: formText.address.find }));
    await screen.findByRole('combobox', { name: formText.address.results });
    await user.type(postcode, '{Backspace}B');
    expect(screen.queryByRole('combobox', { name: formText.address.results })).not.toBeInTheDocument();
  });

  const vehicle = {
    type: 'object' as const,
    properties: {
      has_registration: { type: 'boolean' as const },
      registration: { type: 'string' as const },
      manufacturer: { type: 'string' as const },
      abi_code: { type: 'string' as const },
    },
  };
  const vehicleUi = {
    'ui:widget': 'vehicleLookup',
    'ui:options': { lookupFields: ['registration', 'manufacturer', 'abi_code'] },
    has_registration: { 'ui:widget': 'yesNo' },
  };
  const found = {
    registration: 'AB12CDE',
    manufacturer: 'FORD',
    abi_code: '12345678',
    seats: '3',
    body_style: 'PV',
  };

  /** The app state around the widget, with what it holds of the last vehicle search shown. */
  function withAppState(initial: AppState = initialAppState) {
    function SearchShown() {
      return (
        <output aria-label="vehicle from search">{JSON.stringify(useAppState().vehicleFromSearch)}</output>
      );
    }
    return function Wrapper({ children }: { children: ReactNode }) {
      return (
        <AppStateProvider initialState={initial}>
          <SearchShown />
          {children}
        </AppStateProvider>
      );
    };
  }
  const searchShown = () => screen.getByRole('status', { name: 'vehicle from search' });

  test('vehicleLookup: the van found shows again from the answers, with its search, kept while another is looked for and forgotten for a van chosen by hand', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json({ vehicles: [found] }));
    const first = renderWidget(vehicle, vehicleUi, {
      widgets: appWidgets,
      value: { has_registration: true },
      wrapper: withAppState(),
    });
    await user.type(screen.getByRole('textbox', { name: formText.vehicle.registrationLabel }), 'ab12cde');
    await user.click(screen.getByRole('button', { name: formText.vehicle.find }));
    await screen.findByRole('button', { name: formText.vehicle.findAnother });
    const search = { doors: null, seats: 3, body_style: 'PV' };
    await waitFor(() => expect(searchShown()).toHaveTextContent(JSON.stringify(search)));
    expect(first.stored.value).toEqual({
      has_registration: true,
      registration: 'AB12CDE',
      manufacturer: 'FORD',
      abi_code: '12345678',
    });
    first.unmount();

    renderWidget(vehicle, vehicleUi, {
      widgets: appWidgets,
      value: first.stored.value,
      wrapper: withAppState({ ...initialAppState, vehicleFromSearch: search }),
    });
    expect(screen.getByText('FORD')).toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: formText.vehicle.registrationLabel }),
    ).not.toBeInTheDocument();
    expect(searchShown()).toHaveTextContent(JSON.stringify(search));
    await user.click(screen.getByRole('button', { name: formText.vehicle.findAnother }));
    expect(screen.getByRole('textbox', { name: formText.vehicle.registrationLabel })).toHaveValue('');
    expect(searchShown()).toHaveTextContent(JSON.stringify(search));
    fetchMock.mockResolvedValue(json({ manufacturer: [{ name: 'Ford', value: 'FORD' }] }));
    await user.click(screen.getByRole('radio', { name: defaultEngineText.no }));
    await waitFor(() => expect(searchShown()).toHaveTextContent('null'));
  });

  test('vehicleLookup: a search left from before is forgotten when the step opens on a van chosen by hand', async () => {
    renderWidget(vehicle, vehicleUi, {
      widgets: appWidgets,
      value: { has_registration: false, manufacturer: 'FORD', abi_code: '12345678' },
      wrapper: withAppState({
        ...initialAppState,
        vehicleFromSearch: { doors: 4, seats: 3, body_style: 'PV' },
      }),
    });
    expect(screen.getByText('FORD')).toBeInTheDocument();
    await waitFor(() => expect(searchShown()).toHaveTextContent('null'));
  });

  test('vehicleLookup: the entry follows the answers when they change from outside', async () => {
    const user = userEvent.setup();
    renderWidget(vehicle, vehicleUi, {
      widgets: appWidgets,
      value: { has_registration: true, ...found },
      wrapper: withAppState(),
    });
    expect(screen.getByRole('button', { name: formText.vehicle.findAnother })).toBeInTheDocument();
    // The yes/no question is the form's, not the widget's: No shows the van as one chosen by hand,
    // which the customer may choose again.
    await user.click(screen.getByRole('radio', { name: defaultEngineText.no }));
    expect(screen.queryByRole('button', { name: formText.vehicle.findAnother })).not.toBeInTheDocument();
    fetchMock.mockResolvedValue(json({ manufacturer: [{ name: 'Ford', value: 'FORD' }] }));
    await user.click(screen.getByRole('button', { name: formText.vehicle.findManually }));
    expect(await screen.findByRole('combobox', { name: formText.vehicle.manufacturer })).toBeInTheDocument();
  });
});

describe('failed lookups and codes no list has', () => {
  test('postcodeAddress: a failed search is only logged; nothing is shown', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json({ error: 'unavailable' }, 503));
    renderWidget(address, { 'ui:widget': 'postcodeAddress' }, { widgets: appWidgets });
    await user.type(screen.getByRole('textbox', { name: formText.address.postcodeLabel }), 'LS1 1AA');
    // A failed lookup is logged, as the specification asks.
    const logged = expectConsoleError(/503 unavailable from \/api\/address/);
    await user.click(screen.getByRole('button', { name: formText.address.find }));
    await waitFor(() => expect(logged.count()).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: formText.address.find })).toBeEnabled());
    expect(screen.queryByText(formText.address.noResults)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: formText.address.results })).not.toBeInTheDocument();
  });

  const manual = {
    type: 'object' as const,
    properties: { has_registration: { type: 'boolean' as const }, abi_code: { type: 'string' as const } },
  };
  const manualUi = { 'ui:widget': 'vehicleLookup', 'ui:options': { lookupFields: ['abi_code'] } };

  test.each([
    ['the manufacturers', 0],
    ['the models', 1],
  ])(
    'manual lookup: a failure to fetch %s shows the confirm step with no vans, nothing further',
    async (_, failAt) => {
      const user = userEvent.setup();
      const logged = expectConsoleError(/503 unavailable from \/api\/vehicle/);
      let call = 0;
      fetchMock.mockImplementation(async () =>
        call++ === failAt
          ? json({ error: 'unavailable' }, 503)
          : json({
              manufacturer: [{ name: 'Ford', value: 'FORD' }],
              model: [{ name: 'Transit', value: 'TRANSIT' }],
            }),
      );
      renderWidget(manual, manualUi, {
        widgets: appWidgets,
        value: { has_registration: false },
        wrapper: AppStateProvider,
      });
      if (failAt > 0)
        await user.selectOptions(
          await screen.findByRole('combobox', { name: formText.vehicle.manufacturer }),
          'Ford',
        );
      const vans = await screen.findByRole('combobox', { name: formText.vehicle.vehicles });
      expect(within(vans).getAllByRole('option')).toHaveLength(1);
      expect(screen.getByRole('button', { name: formText.vehicle.confirm })).toBeDisabled();
      expect(screen.queryByRole('combobox', { name: formText.vehicle.model })).not.toBeInTheDocument();
      expect(logged.count()).toBe(1);
    },
  );

  test("manual lookup: a message on the van's answers describes each of its choices", async () => {
    const message = formText.vehicle.detailsMessage;
    const status = {
      messageFor: (id: string) => (id === 'root_answer_abi_code' ? message : undefined),
      messagesWithin: () => [],
      touch: () => undefined,
      checkWithin: () => true,
      errorsWithin: () => [],
      submitted: false,
      current: () => status,
      subscribe: () => () => undefined,
    };
    fetchMock.mockImplementation(async () => json({ manufacturer: [{ name: 'Ford', value: 'FORD' }] }));
    renderWidget(manual, manualUi, {
      widgets: appWidgets,
      value: { has_registration: false },
      wrapper: ({ children }) => (
        <AppStateProvider>
          <FormStatusContext value={status}>{children}</FormStatusContext>
        </AppStateProvider>
      ),
    });
    const make = await screen.findByRole('combobox', { name: formText.vehicle.manufacturer });
    expect(make).toHaveAccessibleDescription(message);
    expect(make).toHaveAttribute('aria-invalid', 'true');
  });

  test('vehicle card: a fuel or transmission code its list does not have reads Unknown', () => {
    renderWidget(
      manual,
      {
        ...manualUi,
        'ui:options': { ...manualUi['ui:options'], fuelList: 'fuel', transmissionList: 'gears' },
      },
      {
        widgets: appWidgets,
        value: { has_registration: false, abi_code: '1', fuel_type: 'Q', transmission: 'M' },
        lists: { fuel: [{ name: 'Diesel', value: 'D' }], gears: [{ name: 'Manual', value: 'M' }] },
        wrapper: AppStateProvider,
      },
    );
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;
    expect(row(formText.vehicle.fuel)).toHaveTextContent(formText.engine.unknownOption);
    expect(row(formText.vehicle.transmission)).toHaveTextContent('Manual');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../engine/testing/renderWidget';
import { AppStateProvider } from '../state/AppStateProvider';
import { appWidgets } from './appWidgets';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // A failed lookup is logged, as the specification asks; not here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'ls1 1aa');
  await user.click(screen.getByRole('button', { name: 'Find address' }));
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/address?postcode=LS11AA');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Select your address' }),
    '1 High Street, Leeds, LS1 1AA',
  );
  expect(stored.value).toEqual({ line_1: '1 High Street', line_2: 'Leeds', postcode: 'LS1 1AA' });
});

test('postcodeAddress: no addresses says so', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(json({ addresses: [] }));
  renderWidget(address, { 'ui:widget': 'postcodeAddress' }, { widgets: appWidgets });
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'LS1 9ZZ');
  await user.keyboard('{Tab}{Enter}');
  expect(await screen.findByText('We could not find any addresses for that postcode.')).toBeInTheDocument();
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
  const find = screen.getByRole('button', { name: 'Find Van' });
  await user.type(screen.getByRole('textbox', { name: 'Registration number' }), 'zzzzzzz');
  expect(find).toBeDisabled();
  await user.clear(screen.getByRole('textbox', { name: 'Registration number' }));
  await user.type(screen.getByRole('textbox', { name: 'Registration number' }), 'ab12nfd');
  await user.click(find);
  expect(await screen.findByText(/haven't been able to find your van/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(screen.getByRole('textbox', { name: 'Registration number' })).toHaveValue('');
});

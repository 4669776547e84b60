import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { exampleChecks } from '../../../tests/support/render/exampleForm';
import { defaultEngineText } from '../form/EngineText';
import { SingleForm } from '../form/SingleForm';
import type { FormStep } from '../form/types';

// A repeater item's modal fails as a step does: one error summary announces its messages, which
// are each their question's description, not an alert of their own.

const trips: FormStep = {
  id: 'trips',
  title: 'Trips',
  schema: {
    type: 'object',
    properties: {
      trips: {
        type: 'array',
        title: 'Trips',
        maxItems: 2,
        items: {
          type: 'object',
          properties: {
            place: { type: 'string', title: 'Where to?', minLength: 1 },
            guide: { type: 'string', title: 'Who leads it?', minLength: 1 },
          },
          required: ['place', 'guide'],
          errorMessage: { required: { place: 'Enter the place', guide: 'Enter the guide' } },
        },
      },
    },
  } as RJSFSchema,
  uiSchema: {
    trips: { 'ui:widget': 'repeater', 'ui:options': { itemTitle: 'Trip', addLabel: 'Add a trip' } },
  } as UiSchema,
};

function renderTrips() {
  render(<SingleForm form={trips} checks={exampleChecks(trips)} initialData={{}} onValid={vi.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add a trip' }));
  return screen.getByRole('dialog', { name: 'Trip 1' });
}

afterEach(() => vi.useRealTimers());

test('Save with answers missing: one alert, the summary listing each question, focus on the first', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const dialog = renderTrips();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: defaultEngineText.done }));
  const alerts = within(dialog).getAllByRole('alert');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toHaveAccessibleName(defaultEngineText.errorSummaryTitle);
  const links = within(alerts[0]!).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual([
    'Trip 1: Where to? Enter the place',
    'Trip 1: Who leads it? Enter the guide',
  ]);
  const place = within(dialog).getByRole('textbox', { name: /Where to\?/ });
  const guide = within(dialog).getByRole('textbox', { name: /Who leads it\?/ });
  expect(place).toHaveAccessibleDescription('Enter the place');
  expect(guide).toHaveAccessibleDescription('Enter the guide');
  await act(() => vi.advanceTimersByTimeAsync(250));
  expect(place).toHaveFocus();
  // A link of the summary leads to its question.
  fireEvent.click(links[1]!);
  expect(guide).toHaveFocus();
  // An answer given takes its line away; the last takes the summary.
  fireEvent.input(place, { target: { value: 'Rome' } });
  fireEvent.input(guide, { target: { value: 'Ann' } });
  await act(() => vi.advanceTimersByTimeAsync(350));
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: defaultEngineText.done }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('before Save, a question left unanswered says so at once, as on a step', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const dialog = renderTrips();
  const place = within(dialog).getByRole('textbox', { name: /Where to\?/ });
  fireEvent.input(place, { target: { value: 'R' } });
  fireEvent.input(place, { target: { value: '' } });
  fireEvent.blur(place);
  await act(() => vi.advanceTimersByTimeAsync(350));
  const alert = within(dialog).getByRole('alert');
  expect(alert).toHaveTextContent('Enter the place');
  expect(place).toHaveAccessibleDescription('Enter the place');
});

test("a step's failed submit is announced by its summary alone", () => {
  render(
    <SingleForm form={trips} checks={exampleChecks(trips)} initialData={{ trips: [{}] }} onValid={vi.fn()} />,
  );
  fireEvent.click(screen.getAllByRole('button').at(-1)!);
  const alerts = screen.getAllByRole('alert');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toHaveAccessibleName(defaultEngineText.errorSummaryTitle);
  expect(alerts[0]).toHaveTextContent('Enter the place');
});

test.each([
  [
    'its cross',
    (dialog: HTMLElement) =>
      fireEvent.click(within(dialog).getByRole('button', { name: defaultEngineText.close })),
  ],
  ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' })],
])(
  'a saved item opened with Edit and closed by %s keeps the answers it had; Save keeps the new ones',
  async (_, close) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onChange = vi.fn();
    render(
      <SingleForm
        form={trips}
        checks={exampleChecks(trips)}
        initialData={{ trips: [{ place: 'Rome', guide: 'Ann' }] }}
        onValid={vi.fn()}
        onChange={onChange}
      />,
    );
    const edit = () => {
      fireEvent.click(screen.getByRole('button', { name: `${defaultEngineText.edit} Trip 1` }));
      const dialog = screen.getByRole('dialog', { name: 'Trip 1' });
      fireEvent.input(within(dialog).getByRole('textbox', { name: /Where to\?/ }), {
        target: { value: 'Paris' },
      });
      return dialog;
    };
    const trip = () => (onChange.mock.lastCall?.[0] as { trips: unknown[] }).trips[0];
    close(edit());
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trip()).toEqual({ place: 'Rome', guide: 'Ann' });
    fireEvent.click(within(edit()).getByRole('button', { name: defaultEngineText.done }));
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trip()).toEqual({ place: 'Paris', guide: 'Ann' });
  },
);

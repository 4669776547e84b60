import { defaultEngineText } from '../form/EngineText';
import type { RJSFSchema } from '@rjsf/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';

// The calendar's range is the schema's date keywords', on this clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2021-06-10T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

test('typed digits are masked DD/MM/YYYY and stored YYYY-MM-DD', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget({ type: 'string' }, { 'ui:widget': 'date' });
  const input = screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' });
  await user.type(input, '09031990');
  expect(input).toHaveValue('09/03/1990');
  expect(stored.value).toBe('1990-03-09');
});

test('the calendar goes year, month, day by keyboard, and Ok keeps the day', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(
    { type: 'string', earliestDate: { from: 'today', years: -1 }, latestDate: 'today' } as RJSFSchema,
    { 'ui:widget': 'date' },
  );
  await user.click(screen.getByRole('button', { name: new RegExp(defaultEngineText.calendarOpen) }));
  const dialog = screen.getByRole('dialog');
  expect(within(within(dialog).getByRole('group', { name: 'Year' })).getAllByRole('button')).toHaveLength(2);
  await user.click(within(dialog).getByRole('button', { name: '2021' }));
  expect(within(dialog).getByRole('button', { name: 'Jul' })).toBeDisabled();
  within(dialog).getByRole('button', { name: 'Jun' }).focus();
  await user.keyboard('{Enter}');
  expect(within(dialog).getByRole('button', { name: '11 Jun 2021' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: '10 Jun 2021' }));
  await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
  expect(stored.value).toBe('2021-06-10');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the calendar can open on days, and Cancel keeps the old answer', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(
    {
      type: 'string',
      earliestDate: { from: 'today', days: -9 },
      latestDate: { from: 'today', days: 20 },
    } as RJSFSchema,
    { 'ui:widget': 'date', 'ui:options': { openOn: 'days' } },
    { value: '2021-06-05' },
  );
  await user.click(screen.getByRole('button', { name: new RegExp(defaultEngineText.calendarOpen) }));
  await user.click(screen.getByRole('button', { name: '7 Jun 2021' }));
  await user.keyboard('{Escape}');
  expect(stored.value).toBe('2021-06-05');
});

test('the cross and Cancel have names of their own; where the calendar opens is not shown as chosen', async () => {
  const user = userEvent.setup();
  renderWidget(
    { type: 'string', earliestDate: { from: 'today', years: -1 }, latestDate: 'today' } as RJSFSchema,
    { 'ui:widget': 'date' },
  );
  await user.click(screen.getByRole('button', { name: new RegExp(defaultEngineText.calendarOpen) }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getAllByRole('button', { name: defaultEngineText.calendarCancel })).toHaveLength(1);
  expect(within(dialog).getByRole('button', { name: defaultEngineText.closeCalendar })).toBeInTheDocument();
  const years = within(dialog).getByRole('group', { name: defaultEngineText.calendarYears });
  expect(within(years).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '2021' }));
  const months = within(dialog).getByRole('group', { name: /2021/ });
  expect(within(months).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Jun' }));
  const today = within(dialog).getByRole('button', { name: '10 Jun 2021' });
  expect(today).toHaveAttribute('aria-current', 'date');
  expect(today).toHaveAttribute('aria-pressed', 'false');
  await user.click(within(dialog).getByRole('button', { name: '9 Jun 2021' }));
  expect(within(dialog).getByRole('button', { name: '9 Jun 2021' })).toHaveAttribute('aria-pressed', 'true');
  // Back to the years: the year and month chosen now show as chosen.
  await user.click(within(dialog).getByRole('button', { name: 'Jun 2021' }));
  expect(within(dialog).getByRole('button', { name: '2021', pressed: true })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '2021' }));
  expect(within(dialog).getByRole('button', { name: 'Jun', pressed: true })).toBeInTheDocument();
});

test("the field's answer shows as chosen in each view", async () => {
  const user = userEvent.setup();
  renderWidget(
    { type: 'string', earliestDate: { from: 'today', years: -1 }, latestDate: 'today' } as RJSFSchema,
    { 'ui:widget': 'date' },
    { value: '2020-09-15' },
  );
  await user.click(screen.getByRole('button', { name: new RegExp(defaultEngineText.calendarOpen) }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('button', { name: '2020', pressed: true })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '2021' }));
  expect(within(dialog).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
});

test.each([
  ['the answer', '2021-06-05', '5 Jun 2021'],
  ['today, without an answer', undefined, '10 Jun 2021'],
])('a calendar opening on days starts the keyboard on %s', async (_, value, day) => {
  const user = userEvent.setup();
  renderWidget(
    {
      type: 'string',
      earliestDate: { from: 'today', days: -9 },
      latestDate: { from: 'today', days: 20 },
    } as RJSFSchema,
    { 'ui:widget': 'date', 'ui:options': { openOn: 'days' } },
    value ? { value } : {},
  );
  await user.click(screen.getByRole('button', { name: new RegExp(defaultEngineText.calendarOpen) }));
  expect(within(screen.getByRole('dialog')).getByRole('button', { name: day })).toHaveFocus();
});

test("a calendar opening on days over the last years opens on this month, not the range's first", async () => {
  const user = userEvent.setup();
  renderWidget(
    { type: 'string', earliestDate: { from: 'today', years: -5 }, latestDate: 'today' } as RJSFSchema,
    { 'ui:widget': 'date', 'ui:options': { openOn: 'days' } },
  );
  await user.click(screen.getByRole('button', { name: new RegExp(defaultEngineText.calendarOpen) }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('group', { name: 'Jun 2021' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '10 Jun 2021' })).toHaveFocus();
});

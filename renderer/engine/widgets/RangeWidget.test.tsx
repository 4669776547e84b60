import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';

const amount = { type: 'integer' as const, minimum: 0, maximum: 2000, multipleOf: 50 };

test('a native slider from the schema: reached by Tab, its value shown and read out', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(amount, { 'ui:widget': 'range' });
  const slider = screen.getByRole('slider', { name: /^The question/ });
  // A native range input: arrows, Page Up/Down, Home and End move it by the step in every browser.
  expect(slider).toHaveAttribute('type', 'range');
  expect(slider).toHaveAttribute('min', '0');
  expect(slider).toHaveAttribute('max', '2000');
  expect(slider).toHaveAttribute('step', '50');
  await user.tab();
  expect(slider).toHaveFocus();
  // A slider always shows a value, so the answer starts as the lowest.
  expect(stored.value).toBe(0);
  // A slider being moved fires input events, as in a browser (React and Preact both listen to them).
  fireEvent.input(slider, { target: { value: '1250' } });
  expect(stored.value).toBe(1250);
  expect(slider).toHaveAttribute('aria-valuetext', '1,250');
  expect(screen.getByRole('status')).toHaveTextContent('1,250');
});

test.each([
  ['pounds', { format: 'pounds' }, '£1,250'],
  ['a format it does not know, thousands separated', { format: 'furlongs' }, '1,250'],
  ['no format', {}, '1,250'],
])('ui:options.format words the value: %s', (_, options, text) => {
  renderWidget(amount, { 'ui:widget': 'range', 'ui:options': options }, { value: 1250 });
  expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', text);
  expect(screen.getByRole('status')).toHaveTextContent(text);
});

test('ui:options bound and step it over the schema', () => {
  renderWidget(amount, { 'ui:widget': 'range', 'ui:options': { min: 100, max: 500, step: 100 } });
  const slider = screen.getByRole('slider');
  expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual([
    '100',
    '500',
    '100',
  ]);
});

test('the schema’s own values are the stops, however spaced, shown by their titles', () => {
  const { stored } = renderWidget(
    {
      type: 'integer',
      oneOf: [
        { const: 0, title: 'None' },
        { const: 100, title: 'A little' },
        { const: 1000, title: 'A lot' },
      ],
    },
    { 'ui:widget': 'range', 'ui:options': { format: 'pounds' } },
  );
  const slider = screen.getByRole('slider');
  expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual([
    '0',
    '2',
    '1',
  ]);
  expect(stored.value).toBe(0);
  expect(slider).toHaveAttribute('aria-valuetext', 'None');
  fireEvent.input(slider, { target: { value: '2' } });
  expect(stored.value).toBe(1000);
  expect(slider).toHaveAttribute('aria-valuetext', 'A lot');
});

test('an enum without titles reads its values in the format', () => {
  const { stored } = renderWidget(
    { type: 'integer', enum: [250, 500, 1000] },
    { 'ui:widget': 'range', 'ui:options': { format: 'pounds' } },
    { value: 500 },
  );
  const slider = screen.getByRole('slider');
  expect(slider).toHaveValue('1');
  expect(slider).toHaveAttribute('aria-valuetext', '£500');
  fireEvent.input(slider, { target: { value: '2' } });
  expect(stored.value).toBe(1000);
  expect(screen.getByRole('status')).toHaveTextContent('£1,000');
});

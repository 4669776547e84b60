import { defaultEngineText } from '../form/EngineText';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';

const lists = {
  colour: [
    { name: 'Red', value: 'R' },
    { name: 'Blue', value: 'B' },
  ],
};

test('offers the named list and stores the option value', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(
    { type: 'string', list: 'colour' },
    { 'ui:widget': 'listSelect' },
    { lists },
  );
  const select = screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' });
  await user.selectOptions(select, 'Blue');
  expect(stored.value).toBe('B');
  // A native select: arrows and type-ahead work by keyboard in every browser.
  expect(select.tagName).toBe('SELECT');
  await user.selectOptions(select, defaultEngineText.choose);
  expect(stored.value).toBeUndefined();
});

test("a stored value that matches no option shows as 'Unknown'", () => {
  renderWidget({ type: 'string', list: 'colour' }, { 'ui:widget': 'listSelect' }, { lists, value: 'Z' });
  expect(
    screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' }),
  ).toHaveDisplayValue('Unknown');
});

test('a number chosen from a list is stored as a number', async () => {
  const user = userEvent.setup();
  const months = [
    { name: '1 month', value: '1' },
    { name: '12 months', value: '12' },
  ];
  const { stored } = renderWidget(
    { type: 'integer', list: 'months' },
    { 'ui:widget': 'listSelect' },
    { lists: { months } },
  );
  await user.selectOptions(screen.getByRole('combobox'), '12 months');
  expect(stored.value).toBe(12);
});

test('a number not from a list keeps a decimal point being typed', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget({ type: 'number' }, {});
  const input = screen.getByRole('textbox');
  await user.type(input, '2.');
  expect(input).toHaveValue('2.');
  await user.type(input, '5');
  expect(stored.value).toBe(2.5);
});

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

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';

test('Yes and No are a radio group under the question, usable by keyboard', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget({ type: 'boolean' }, { 'ui:widget': 'yesNo' });
  expect(screen.getByRole('group', { name: /The question/ })).toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  await user.keyboard(' ');
  expect(stored.value).toBe(true);
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  expect(stored.value).toBe(false);
});

test('the list the schema names words the two answers', () => {
  const lists = {
    payment: [
      { name: 'Monthly', value: 'true' },
      { name: 'Annual', value: 'false' },
    ],
  };
  renderWidget({ type: 'boolean', list: 'payment' }, { 'ui:widget': 'yesNo' }, { lists });
  expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
    'Monthly',
    'Annual',
  ]);
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';

const lists = {
  job: [
    { name: 'Head Teacher', value: 'V1' },
    { name: 'Teaching Assistant', value: 'D2' },
    { name: 'Baker', value: 'B3' },
  ],
};
const ui = { 'ui:widget': 'typeahead' };
const job = { type: 'string', list: 'job' } as const;

test('suggests only once text is typed, matching anywhere whatever the case', async () => {
  const user = userEvent.setup();
  renderWidget(job, ui, { lists });
  const box = screen.getByRole('combobox');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  await user.type(box, 'TEACH');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Head Teacher',
    'Teaching Assistant',
  ]);
});

test('a schema narrowing the list (enum beside list) offers only the values it allows', async () => {
  const user = userEvent.setup();
  renderWidget({ ...job, enum: ['D2', 'B3'] }, ui, { lists });
  await user.type(screen.getByRole('combobox'), 'a');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Teaching Assistant', 'Baker']);
});

test('arrows and Enter choose by keyboard; the chosen name shows', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(job, ui, { lists });
  const box = screen.getByRole('combobox');
  await user.type(box, 'teach{ArrowDown}{Enter}');
  expect(stored.value).toBe('D2');
  expect(box).toHaveValue('Teaching Assistant');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

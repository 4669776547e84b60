import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';

const lists = {
  job: [
    { name: 'Van Driver', value: 'V1' },
    { name: 'Driving Instructor', value: 'D2' },
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
  await user.type(box, 'DRIV');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Van Driver',
    'Driving Instructor',
  ]);
});

test('a schema narrowing the list (enum beside list) offers only the values it allows', async () => {
  const user = userEvent.setup();
  renderWidget({ ...job, enum: ['D2', 'B3'] }, ui, { lists });
  await user.type(screen.getByRole('combobox'), 'r');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Driving Instructor', 'Baker']);
});

test('arrows and Enter choose by keyboard; the chosen name shows', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(job, ui, { lists });
  const box = screen.getByRole('combobox');
  await user.type(box, 'driv{ArrowDown}{Enter}');
  expect(stored.value).toBe('D2');
  expect(box).toHaveValue('Driving Instructor');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

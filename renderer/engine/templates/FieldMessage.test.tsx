import { render, screen } from '@testing-library/react';
import { FormStatusContext, ListedContext, type FormStatus } from '../form/FormStatusContext';
import { FieldMessage } from './FieldMessage';

const statusOf = (submitted: boolean) => {
  const status: FormStatus = {
    messageFor: () => undefined,
    messagesWithin: () => [],
    touch: () => undefined,
    checkWithin: () => true,
    errorsWithin: () => [],
    submitted,
  };
  return { ...status, current: () => status, subscribe: () => () => undefined };
};

test.each([
  ['shown on its own (its question was left)', false, false, 'alert'],
  ["listed by the step's summary after a failed submit", true, false, null],
  ["listed by its item's summary after a failed Save", false, true, null],
])('a message %s: role %s', (_, submitted, inItem, role) => {
  render(
    <FormStatusContext value={statusOf(submitted)}>
      <ListedContext value={inItem}>
        <FieldMessage id="q__error" message="Enter the place" />
      </ListedContext>
    </FormStatusContext>,
  );
  expect(screen.getByText('Enter the place')).toHaveAttribute('id', 'q__error');
  expect(screen.getByText('Enter the place').getAttribute('role')).toBe(role);
});

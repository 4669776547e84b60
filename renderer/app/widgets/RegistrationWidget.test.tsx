import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';
import { appWidgets } from './appWidgets';

test('registration: upper case, no spaces, at most 7', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(
    { type: 'string' },
    { 'ui:widget': 'registration' },
    { widgets: appWidgets },
  );
  await user.type(
    screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' }),
    'ab12 cdeF',
  );
  expect(stored.value).toBe('AB12CDE');
});

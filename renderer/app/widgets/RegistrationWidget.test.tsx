import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';
import { appWidgets } from './appWidgets';

test("registration: upper case, no spaces, at most the schema's maxLength", async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(
    { type: 'string', maxLength: 7 },
    { 'ui:widget': 'registration' },
    { widgets: appWidgets },
  );
  await user.type(
    screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' }),
    'ab12 cdeF',
  );
  expect(stored.value).toBe('AB12CDE');
});

test('registration: a pasted plate with its space is kept whole, within the schema maxLength', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(
    { type: 'string', maxLength: 7 },
    { 'ui:widget': 'registration' },
    { widgets: appWidgets },
  );
  const input = screen.getByLabelText('The question', { exact: false, selector: 'input, select, textarea' });
  await user.click(input);
  await user.paste(' wf19 kxr ');
  expect(stored.value).toBe('WF19KXR');
  expect(input).toHaveValue('WF19KXR');
  await user.paste('A');
  expect(stored.value).toBe('WF19KXR');
});

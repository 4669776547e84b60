import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/render/renderWidget';
import { appWidgets } from './appWidgets';

const input = () => screen.getByLabelText('The question', { exact: false, selector: 'input' });

test('postcode: typed in lower case with two spaces, kept in upper case with one', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(
    { type: 'string', format: 'uk-postcode', maxLength: 8 },
    { 'ui:widget': 'postcode' },
    { widgets: appWidgets },
  );
  await user.type(input(), 'ls6  1hr');
  expect(stored.value).toBe('LS6 1HR');
  expect(input()).toHaveValue('LS6 1HR');
});

test('postcode: a pasted one with spaces around and within is tidied before its 8 characters are counted', async () => {
  const user = userEvent.setup();
  const { stored } = renderWidget(
    { type: 'string', format: 'uk-postcode', maxLength: 8 },
    { 'ui:widget': 'postcode' },
    { widgets: appWidgets },
  );
  await user.click(input());
  await user.paste('  sw1a   2aa');
  expect(stored.value).toBe('SW1A 2AA');
  await user.clear(input());
  expect(stored.value).toBeUndefined();
});

import type { JsonObject } from '../../../../journey/src/steps/stepTypes';
import { readsAsMoney } from './readsAsMoney';

test.each<[string, JsonObject, boolean]>([
  ['a widget that declares pounds', { 'ui:widget': 'currency' }, true],
  ['any widget formatting as pounds', { 'ui:widget': 'range', 'ui:options': { format: 'pounds' } }, true],
  ['a widget without a format', { 'ui:widget': 'range' }, false],
  [
    'another format, whatever the widget',
    { 'ui:widget': 'currency', 'ui:options': { format: 'miles' } },
    false,
  ],
  ['no widget', {}, false],
])('%s: %s', (_, ui, money) => {
  expect(readsAsMoney(ui, ['currency'])).toBe(money);
});

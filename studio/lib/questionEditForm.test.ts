import type { OutlineQuestion } from './journeyOutline';
import { questionEditChanges, questionEditForm } from './questionEditForm';

// An invented question, as the outline lists it.
const question: OutlineQuestion = {
  path: 'van.kept',
  depth: 2,
  title: 'Where is it kept?',
  help: undefined,
  widget: 'listSelect',
  kind: 'question',
  place: { file: 'steps/01-a/schema.json', pointer: '/properties/van/properties/kept' },
  titlePlace: { file: 'steps/01-a/schema.json', pointer: '/properties/van/properties/kept/title' },
  helpPlace: { file: 'steps/01-a/ui.json', pointer: '/van/kept/ui:help' },
  condition: 'asked when: “At home?” is No',
  conditions: [
    {
      words: '“At home?” is No',
      otherwise: false,
      source: '{"properties":{"home":{"const":false}}}',
      file: 'steps/01-a/schema.json',
      pointer: '/properties/van/if',
    },
  ],
  messages: [
    {
      keyword: 'required',
      text: 'Answer it',
      file: 'steps/01-a/schema.json',
      pointer: '/properties/van/errorMessage/required/kept',
    },
  ],
  list: { name: 'places', file: 'lists/places.json', options: [{ name: 'Garage', value: 'G', index: 0 }] },
  rules: [],
  findings: [],
};

test('the form has a field for each message, option and condition, starting from what is written', () => {
  const { schema, data } = questionEditForm(question);
  const properties = schema.properties as Record<string, { properties?: Record<string, unknown> }>;
  expect(Object.keys(properties)).toEqual(['title', 'help', 'messages', 'options', 'conditions']);
  expect(data).toEqual({
    title: 'Where is it kept?',
    messages: { message_0: 'Answer it' },
    options: { option_0: 'Garage' },
    conditions: { condition_0: '{"properties":{"home":{"const":false}}}' },
  });
});

test('saving changes only what differs, in the file where each text is written', () => {
  const { data } = questionEditForm(question);
  expect(questionEditChanges(question, data)).toEqual([]);
  const changes = questionEditChanges(question, {
    ...data,
    title: 'Where is the van kept?',
    help: 'Overnight',
    messages: { message_0: 'Tell us, please' },
    options: { option_0: 'Locked garage' },
    conditions: { condition_0: '{"properties":{"home":{"const":true}}}' },
  });
  expect(changes).toEqual([
    {
      file: 'steps/01-a/schema.json',
      changes: [
        { pointer: '/properties/van/properties/kept/title', value: 'Where is the van kept?' },
        { pointer: '/properties/van/errorMessage/required/kept', value: 'Tell us, please' },
        { pointer: '/properties/van/if', value: { properties: { home: { const: true } } } },
      ],
    },
    { file: 'steps/01-a/ui.json', changes: [{ pointer: '/van/kept/ui:help', value: 'Overnight' }] },
    { file: 'lists/places.json', changes: [{ pointer: '/options/0/name', value: 'Locked garage' }] },
  ]);
});

test('a condition that is not JSON is refused before anything is saved', () => {
  const { data } = questionEditForm(question);
  expect(() => questionEditChanges(question, { ...data, conditions: { condition_0: '{ nope' } })).toThrow();
});

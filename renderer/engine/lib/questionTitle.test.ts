import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { questionTitle } from './questionTitle';

const schema = {
  type: 'object',
  properties: {
    person: {
      type: 'object',
      properties: {
        date_of_birth: { type: 'string', title: 'Date of birth' },
        has_pet: { type: 'boolean', title: 'Do you have a pet?' },
        address: {
          type: 'object',
          title: 'What is your address?',
          properties: { town: { type: 'string', title: 'Town' }, line_1: { type: 'string' } },
        },
      },
      allOf: [
        {
          if: { properties: { has_pet: { const: true } } },
          then: { properties: { pet_name: { type: 'string', title: 'What is its name?' } } },
        },
      ],
    },
    guests: {
      type: 'array',
      title: 'Other guests',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'What is their name?' },
          age: { $ref: '#/definitions/age' },
        },
      },
    },
  },
  definitions: { age: { type: 'integer', title: 'How old are they?' } },
} as RJSFSchema;

// A lookup that fills some of its object's answers (a bike by its frame number).
const found = {
  type: 'object',
  properties: {
    bike: {
      type: 'object',
      properties: {
        frame_number: { type: 'string', title: 'What is its frame number?' },
        make: { type: 'string', title: 'Make' },
        colour: { type: 'string', title: 'What colour is it?' },
      },
    },
    boat: {
      type: 'object',
      title: 'Your boat',
      properties: { hull_number: { type: 'string', title: 'Hull number' } },
    },
  },
} as RJSFSchema;
const lookupUi: UiSchema = {
  bike: { 'ui:widget': 'bikeFinder', 'ui:options': { lookupFields: ['frame_number', 'make'] } },
  boat: { 'ui:widget': 'boatFinder', 'ui:options': { lookupFields: ['hull_number'] } },
};

test.each<[string, string | undefined]>([
  // The lookup's answers are not questions drawn on the page: none of their titles names them.
  ['bike.make', undefined],
  ['bike.frame_number', undefined],
  ['bike.colour', 'What colour is it?'],
  // A lookup whose object has a title is named by it.
  ['boat.hull_number', 'Your boat'],
])('a lookup: %s is named "%s"', (path, title) => {
  expect(questionTitle(found, lookupUi, path)).toBe(title);
});

const ui: UiSchema = {
  person: { address: { 'ui:widget': 'addressFinder' }, has_pet: { 'ui:title': 'Any pets?' } },
  guests: { 'ui:widget': 'repeater', 'ui:options': { itemTitle: 'Additional Guest' }, items: {} },
};

test.each<[string, string | undefined]>([
  ['person.date_of_birth', 'Date of birth'],
  ['person.has_pet', 'Any pets?'],
  ['person.pet_name', 'What is its name?'],
  ['person.address.line_1', 'What is your address?'],
  ['person.address', 'What is your address?'],
  ['guests', 'Other guests'],
  ['guests.1.name', 'Additional Guest 2: What is their name?'],
  ['guests.0.age', 'Additional Guest 1: How old are they?'],
  ['person.shoe_size', undefined],
])('%s is named "%s"', (path, title) => {
  expect(questionTitle(schema, ui, path)).toBe(title);
});

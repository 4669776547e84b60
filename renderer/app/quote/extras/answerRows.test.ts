import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { JsonObject } from '../../../../journey/src/steps/stepTypes';
import { validatorOptions } from '../../form/validatorOptions';
import { answerRows, type AnswerReading } from './answerRows';

const validator = customizeValidator(validatorOptions);

const lists: Record<string, { name: string; value: string }[]> = {
  cover_type: [
    { name: 'Comprehensive', value: 'C' },
    { name: 'Third Party Only', value: 'TPO' },
  ],
  ncd_years: [{ name: '6 years', value: '6' }],
  payment: [
    { name: 'Monthly', value: 'true' },
    { name: 'Annual', value: 'false' },
  ],
  motor_claim: [{ name: 'Accident', value: 'AN' }],
};

const reading = (schema: JsonObject, more: Partial<AnswerReading> = {}): AnswerReading => ({
  matches: (ifSchema, data) => validator.isValid(ifSchema as RJSFSchema, data, schema as RJSFSchema),
  lists: (key) => lists[key],
  yes: 'Yes',
  no: 'No',
  unknown: 'Unknown',
  moneyWidgets: ['currency'],
  ...more,
});

const read = (schema: JsonObject, ui: JsonObject, data: unknown, more: Partial<AnswerReading> = {}) =>
  answerRows({ schema, ui }, data, reading(schema, more)).map((row) => [row.question, ...row.lines]);

const question = (title: string, extra: JsonObject = {}) => ({ title, ...extra });

describe('answerRows reads each kind of answer', () => {
  test.each<[string, JsonObject, JsonObject, unknown, string[]]>([
    [
      'yes',
      question('Insured before?', { type: 'boolean' }),
      { 'ui:widget': 'yesNo' },
      true,
      ['Insured before?', 'Yes'],
    ],
    [
      'no',
      question('Insured before?', { type: 'boolean' }),
      { 'ui:widget': 'yesNo' },
      false,
      ['Insured before?', 'No'],
    ],
    [
      'a yes/no with a list',
      question('How will you pay?', { type: 'boolean', list: 'payment' }),
      { 'ui:widget': 'yesNo' },
      true,
      ['How will you pay?', 'Monthly'],
    ],
    [
      'a list value by its option',
      question('Cover', { type: 'string', list: 'cover_type' }),
      { 'ui:widget': 'listSelect' },
      'TPO',
      ['Cover', 'Third Party Only'],
    ],
    [
      'a number in a list',
      question('NCD', { type: 'integer', list: 'ncd_years' }),
      { 'ui:widget': 'listSelect' },
      6,
      ['NCD', '6 years'],
    ],
    [
      'a code no option matches',
      question('Cover', { type: 'string', list: 'cover_type' }),
      {},
      'X',
      ['Cover', 'Unknown'],
    ],
    [
      'a list still loading shows the code',
      question('Cover', { type: 'string', list: 'not_loaded' }),
      {},
      'C',
      ['Cover', 'C'],
    ],
    [
      'a date by format',
      question('Born', { type: 'string', format: 'date' }),
      { 'ui:widget': 'date' },
      '1984-06-14',
      ['Born', '14/06/1984'],
    ],
    [
      'money',
      question('Value', { type: 'number' }),
      { 'ui:widget': 'currency' },
      16500,
      ['Value', '£16,500.00'],
    ],
    ['a plain number', question('Months', { type: 'integer' }), {}, 96, ['Months', '96']],
    [
      'text',
      question('E-mail', { type: 'string' }),
      { 'ui:widget': 'email' },
      'a@b.uk',
      ['E-mail', 'a@b.uk'],
    ],
  ])('%s', (_, definition, ui, value, row) => {
    const schema = { type: 'object', properties: { answer: definition } };
    expect(read(schema, { answer: ui }, { answer: value })).toEqual([row]);
  });
});

describe('answerRows leaves out what was not asked', () => {
  const schema: JsonObject = {
    type: 'object',
    properties: {
      has_claims: { type: 'boolean', title: 'Any claims?' },
      email: { type: 'string', title: 'E-mail' },
      hidden: { type: 'string', title: 'Hidden' },
      code: { type: 'string', title: 'ABI code' },
    },
    allOf: [
      {
        if: { properties: { has_claims: { const: true } }, required: ['has_claims'] },
        then: { properties: { claim_count: { type: 'integer', title: 'How many?' } } },
        else: { properties: { reason: { type: 'string', title: 'Why not?' } } },
      },
    ],
  };
  const ui = { hidden: { 'ui:widget': 'hidden' } };

  test.each<[string, JsonObject, string[][]]>([
    [
      'a question the condition shows',
      { has_claims: true, claim_count: 2 },
      [
        ['Any claims?', 'Yes'],
        ['How many?', '2'],
      ],
    ],
    [
      'a question the condition hides, with a stale answer',
      { has_claims: false, claim_count: 2, reason: 'None' },
      [
        ['Any claims?', 'No'],
        ['Why not?', 'None'],
      ],
    ],
    ['unanswered questions', { has_claims: true, email: '' }, [['Any claims?', 'Yes']]],
    ['a hidden widget', { has_claims: true, hidden: 'x' }, [['Any claims?', 'Yes']]],
    ['an answer not shown', { code: '48570501', email: 'a@b.uk' }, [['E-mail', 'a@b.uk']]],
  ])('%s', (_, data, rows) => {
    expect(read(schema, ui, data, { notShown: ['code'] })).toEqual(rows);
  });
});

test('answerRows follows ui:order at every level, then the schema order', () => {
  const schema = {
    type: 'object',
    properties: {
      risk: {
        type: 'object',
        properties: {
          a: { type: 'string', title: 'A' },
          b: { type: 'string', title: 'B' },
          group: {
            type: 'object',
            properties: { y: { type: 'string', title: 'Y' }, x: { type: 'string', title: 'X' } },
          },
          c: { type: 'string', title: 'C' },
        },
      },
    },
  };
  const ui = { risk: { 'ui:order': ['c', 'group', '*', 'a'], group: { 'ui:order': ['x', '*'] } } };
  const data = { risk: { a: '1', b: '2', c: '3', group: { x: '4', y: '5' } } };
  expect(read(schema, ui, data).map(([q]) => q)).toEqual(['C', 'X', 'Y', 'B', 'A']);
});

test('answerRows sums up a repeater: an item a line, by its summary answers', () => {
  const schema = {
    type: 'object',
    properties: {
      claims: {
        type: 'array',
        title: 'Your claims',
        items: {
          type: 'object',
          properties: {
            description: { type: 'string', list: 'motor_claim', title: 'What happened?' },
            date: { type: 'string', format: 'date', title: 'When?' },
            name: {
              type: 'object',
              properties: { forenames: { type: 'string' }, surname: { type: 'string' } },
            },
          },
        },
      },
    },
  };
  const ui = {
    claims: {
      'ui:widget': 'repeater',
      'ui:options': {
        itemTitle: 'Claim',
        summary: ['name.forenames', 'name.surname', 'description', 'date'],
      },
      items: { description: { 'ui:widget': 'listSelect' } },
    },
  };
  const data = {
    claims: [
      { description: 'AN', date: '2023-02-14' },
      { description: 'AN', name: { forenames: 'Jo', surname: 'Bloggs' } },
    ],
  };
  expect(read(schema, ui, data)).toEqual([
    ['Your claims', 'Claim 1: Accident, 14/02/2023', 'Claim 2: Jo Bloggs, Accident'],
  ]);
});

test('answerRows reads a widget drawn as one answer in one line', () => {
  const schema = {
    type: 'object',
    properties: {
      address: {
        type: 'object',
        title: 'What is your address?',
        properties: {
          postcode: { type: 'string', title: 'Postcode' },
          line_1: { type: 'string', title: 'Line 1' },
        },
      },
    },
  };
  const data = { address: { postcode: 'LS6 1HR', line_1: '14 Brudenell Grove' } };
  const summarised = {
    postcodeAddress: (v: unknown) =>
      Object.values(v as object)
        .reverse()
        .join(', '),
  };
  expect(read(schema, { address: { 'ui:widget': 'postcodeAddress' } }, data, { summarised })).toEqual([
    ['What is your address?', '14 Brudenell Grove, LS6 1HR'],
  ]);
});

test('answerRows takes a list for an answer whose question names none, by path', () => {
  const schema = {
    type: 'object',
    properties: { vehicle: { type: 'object', properties: { cover: { type: 'string', title: 'Cover' } } } },
  };
  expect(
    read(schema, {}, { vehicle: { cover: 'C' } }, { listFor: { 'vehicle.cover': 'cover_type' } }),
  ).toEqual([['Cover', 'Comprehensive']]);
});

test('answerRows of no document is empty', () => {
  expect(read({ type: 'object', properties: {} }, {}, undefined)).toEqual([]);
});

import { describe, test, expect } from 'vitest';
import { quoteFixture } from '../../tests/fixtures/index';
import personTitle from '../../journey/lists/person_title.json';
import { errorsOf } from '../../tests/support/schemas/entityTestHelpers';

// The entities exchanged outside the proposal (recall, lookups, add-on catalogue, lists) and the
// API error body: one valid example each, and what each refuses.

const recall = { reference: '12345-67890-12345', postcode: 'LS6 1HR', dob: '1984-06-14' };
const lookup = {
  registration: 'YD19KLC',
  manufacturer: 'FORD',
  model: 'TRANSIT CUSTOM',
  description: 'Transit Custom 2.0 EcoBlue Panel Van',
  year: 2019,
  engine_size: 1995,
  transmission: 'M',
  fuel_type: 'D',
  doors: 4,
  seats: '0',
  body_style: 'BLANK',
  abi_code: '31010045',
};
const manual = {
  manufacturer: 'FORD',
  model: 'TRANSIT CUSTOM',
  fuel_type: 'D',
  fuel_type_cdl: 'DIESEL',
  transmission_cdl: 'MANUAL',
  engine_size: 1995,
  year_min: 2018,
  year_max: 2023,
  abi_code: '31010045',
};
const addon = {
  code: 'KEY',
  title: 'Key cover',
  headline: 'Lost or stolen keys replaced',
  description: 'Up to £1,500 to replace keys and locks.',
  premium: 24,
  ipid: { url: '/docs/key-cover-ipid.pdf' },
  wording_url: '/docs/key-cover-wording.pdf',
};
const invalid = {
  error: 'invalid',
  errors: [
    { path: 'risk.proposer.email_address', message: 'Please provide a valid email.' },
    { path: '', message: 'must be object' },
  ],
};

test.each<[string, string, unknown]>([
  ['the quote fixture', 'entities/quote.schema.json', quoteFixture()],
  ['a recall request', 'entities/recall-request.schema.json', recall],
  [
    'a deep-link recall',
    'entities/recall-request.schema.json',
    { ...recall, options: { request: '{"a":1}' } },
  ],
  ['a vehicle lookup result (seats and body unknown)', 'entities/vehicle-lookup-result.schema.json', lookup],
  ['a manual lookup result', 'entities/manual-lookup-result.schema.json', manual],
  ['a catalogue add-on', 'entities/addon.schema.json', addon],
  ['a reference list of journey/lists', 'entities/reference-list.schema.json', personTitle],
  ['a list response', 'api/list-response.schema.json', { lists: [personTitle] }],
  [
    'an address lookup result',
    'entities/address.schema.json',
    { line_1: '14 Brudenell Grove', postcode: 'LS6 1HR' },
  ],
  ['an invalid-request error', 'api/error.schema.json', invalid],
  ['a not-found error', 'api/error.schema.json', { error: 'not_found', message: 'No quote matches.' }],
])('accepts %s', (_description, file, data) => {
  expect(errorsOf(file, data)).toEqual([]);
});

describe('refuses', () => {
  test.each<[string, string, unknown, string, string]>([
    [
      'a recall without dob',
      'entities/recall-request.schema.json',
      { ...recall, dob: undefined },
      '',
      'required',
    ],
    [
      'an over-long deep-link request',
      'entities/recall-request.schema.json',
      { ...recall, options: { request: 'x'.repeat(2001) } },
      '/options/request',
      'maxLength',
    ],
    [
      'a lookup without an ABI code',
      'entities/vehicle-lookup-result.schema.json',
      { ...lookup, abi_code: undefined },
      '',
      'required',
    ],
    [
      'a 7-digit ABI code',
      'entities/vehicle-lookup-result.schema.json',
      { ...lookup, abi_code: '4857050' },
      '/abi_code',
      'pattern',
    ],
    [
      'a manual result with 1.9 litres',
      'entities/manual-lookup-result.schema.json',
      { ...manual, engine_size: 1.9 },
      '/engine_size',
      'type',
    ],
    [
      'an add-on without a title',
      'entities/addon.schema.json',
      { ...addon, title: undefined },
      '',
      'required',
    ],
    [
      'a list option without a name',
      'entities/reference-list.schema.json',
      { name: 'x', options: [{ value: 'Mr' }] },
      '/options/0',
      'required',
    ],
    [
      'a 51-character list value',
      'entities/reference-list.schema.json',
      { name: 'x', options: [{ name: 'M', value: 'M'.repeat(51) }] },
      '/options/0/value',
      'maxLength',
    ],
    [
      'an upper-case list name',
      'entities/reference-list.schema.json',
      { name: 'Person', options: [] },
      '/name',
      'pattern',
    ],
    ['an unknown API error code', 'api/error.schema.json', { error: 'teapot' }, '/error', 'enum'],
    ['an API error without its code', 'api/error.schema.json', { message: 'Oops' }, '', 'required'],
    [
      'a field error without a path',
      'api/error.schema.json',
      { error: 'invalid', errors: [{ message: 'Bad' }] },
      '/errors/0',
      'required',
    ],
    [
      'an excess without a value',
      'entities/excess.schema.json',
      { policy_section: 'Theft', driver: 'All drivers' },
      '',
      'required',
    ],
    ['an endorsement without text', 'entities/endorsement.schema.json', { extra_info: 41 }, '', 'required'],
    [
      'an APR over 100',
      'entities/quote.schema.json',
      { ...quoteFixture(), monthly_apr: 101 },
      '/monthly_apr',
      'maximum',
    ],
    [
      '11.5 instalments',
      'entities/quote.schema.json',
      { ...quoteFixture(), monthly_installments: 11.5 },
      '/monthly_installments',
      'type',
    ],
  ])('%s', (_description, file, data, instancePath, keyword) => {
    // JSON has no undefined: drop the fields a case removes.
    const json: unknown = JSON.parse(JSON.stringify(data));
    expect(errorsOf(file, json)).toContainEqual(expect.objectContaining({ instancePath, keyword }));
  });
});

import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../schemas/src/createAjv';
import {
  formDocuments,
  formNames,
  formNamesIn,
  journeyForms,
  thirdPartyAuthorityDetails,
  type FormName,
} from './forms';
import { journeyListValues } from '../lists/journeyLists';
import { validateForm } from './validateForm';

const ajv = createAjv({}, { today: () => '2026-11-20', lists: journeyListValues });
const REQUIRED = 'Please provide an answer to this question to proceed.';

const check = (form: FormName, data: unknown) => validateForm(ajv, journeyForms[form], data);

describe('journey/forms', () => {
  it('loads every folder under journey/forms, and only those', () => {
    const folders = readdirSync(fileURLToPath(new URL('../../forms/', import.meta.url))).sort();
    expect(formNamesIn(formDocuments)).toEqual(folders);
    expect([...formNames].sort()).toEqual(folders);
  });

  const userfields = {
    has_third_party_authority: true,
    tpa_title: 'Mrs',
    tpa_forename: 'Ann',
    tpa_surname: 'Smith',
    tpa_date_of_birth: '1970-02-03',
    tpa_email: 'ann@example.com',
    tpa_phone: '07700900123',
  };
  const directDebit = {
    is_proposer_account_holder: true,
    account_name: 'John Smith',
    account_number: '12345678',
    sort_code: '123456',
  };
  const confirm = {
    risk: { proposer: { email_address: 'j@example.com', phone_numbers: { mobile: '07700900123' } } },
    consent_to_auto_renew: false,
    declarations: { answered_honestly: true, agreed_terms: true, agreed_excesses: true },
  };

  it.each<[string, FormName, unknown, { path: string; message: string }[]]>([
    [
      'tpa: no needs nothing else',
      'third-party-authority',
      { risk: { userfields: { has_third_party_authority: false } } },
      [],
    ],
    ['tpa: yes with every detail', 'third-party-authority', { risk: { userfields } }, []],
    [
      'tpa: unanswered',
      'third-party-authority',
      {},
      [{ path: 'risk.userfields.has_third_party_authority', message: REQUIRED }],
    ],
    [
      'tpa: yes asks for all six',
      'third-party-authority',
      { risk: { userfields: { has_third_party_authority: true } } },
      ['tpa_title', 'tpa_forename', 'tpa_surname', 'tpa_date_of_birth', 'tpa_email', 'tpa_phone'].map(
        (f) => ({
          path: `risk.userfields.${f}`,
          message: REQUIRED,
        }),
      ),
    ],
    [
      'tpa: under 18, bad email, bad phone',
      'third-party-authority',
      {
        risk: {
          userfields: { ...userfields, tpa_date_of_birth: '2010-01-01', tpa_email: 'x@', tpa_phone: '12' },
        },
      },
      [
        { path: 'risk.userfields.tpa_date_of_birth', message: 'The age must be at least 18 to proceed.' },
        { path: 'risk.userfields.tpa_email', message: 'Please provide a valid email.' },
        { path: 'risk.userfields.tpa_phone', message: 'Please provide a valid UK phone number.' },
      ],
    ],
    ['start date: today', 'start-date', { risk: { start_date: '2026-11-20' } }, []],
    ['start date: 30 days ahead', 'start-date', { risk: { start_date: '2026-12-20' } }, []],
    [
      'start date: yesterday',
      'start-date',
      { risk: { start_date: '2026-11-19' } },
      [{ path: 'risk.start_date', message: 'Please enter a date from today' }],
    ],
    [
      'start date: 31 days ahead',
      'start-date',
      { risk: { start_date: '2026-12-21' } },
      [{ path: 'risk.start_date', message: 'Please enter a date up to 30 days from today' }],
    ],
    [
      'start date: missing',
      'start-date',
      { risk: {} },
      [{ path: 'risk.start_date', message: 'Cover start date is required' }],
    ],
    ['registration: a plate', 'registration-check', { risk: { vehicle: { registration: 'AB12CDE' } } }, []],
    [
      'registration: not a plate',
      'registration-check',
      { risk: { vehicle: { registration: 'HELLO!!' } } },
      [{ path: 'risk.vehicle.registration', message: 'Please enter your registration' }],
    ],
    ['confirm: complete', 'confirm-details', confirm, []],
    [
      'confirm: an unticked declaration and a bad mobile',
      'confirm-details',
      {
        ...confirm,
        risk: { proposer: { email_address: 'j@example.com', phone_numbers: { mobile: '01000' } } },
        declarations: { answered_honestly: true, agreed_terms: false, agreed_excesses: true },
      },
      [
        { path: 'risk.proposer.phone_numbers.mobile', message: 'Please provide a valid UK phone number.' },
        { path: 'declarations.agreed_terms', message: REQUIRED },
      ],
    ],
    [
      'confirm: nothing answered',
      'confirm-details',
      { risk: {} },
      [
        { path: 'risk.proposer.email_address', message: REQUIRED },
        { path: 'risk.proposer.phone_numbers.mobile', message: REQUIRED },
        { path: 'consent_to_auto_renew', message: REQUIRED },
        { path: 'declarations.answered_honestly', message: REQUIRED },
        { path: 'declarations.agreed_terms', message: REQUIRED },
        { path: 'declarations.agreed_excesses', message: REQUIRED },
      ],
    ],
    ['direct debit: the proposer holds the account', 'direct-debit', { direct_debit: directDebit }, []],
    [
      'direct debit: someone else holds it, no details',
      'direct-debit',
      { direct_debit: { ...directDebit, is_proposer_account_holder: false } },
      [
        ...['title', 'forename', 'surname', 'date_of_birth'].map((f) => ({
          path: `direct_debit.third_party.${f}`,
          message: REQUIRED,
        })),
        {
          path: 'direct_debit.third_party.address.postcode',
          message: "Please enter the account holder's postcode",
        },
        {
          path: 'direct_debit.third_party.address.line_1',
          message: "Please search for the account holder's address and select it from the list.",
        },
      ],
    ],
    [
      'direct debit: bad number and sort code, holder under 18',
      'direct-debit',
      {
        direct_debit: {
          ...directDebit,
          is_proposer_account_holder: false,
          account_number: '1234',
          sort_code: '12-34-56',
          third_party: {
            title: 'Mr',
            forename: 'Tom',
            surname: 'Smith',
            date_of_birth: '2010-01-01',
            address: { line_1: '1 Main Street', postcode: 'LS1 1AA' },
          },
        },
      },
      [
        {
          path: 'direct_debit.third_party.date_of_birth',
          message: 'The age must be at least 18 to proceed.',
        },
        {
          path: 'direct_debit.account_number',
          message: 'Please enter a valid bank account number of 8 numbers.',
        },
        { path: 'direct_debit.sort_code', message: 'Please enter a valid sort code of 6 numbers.' },
      ],
    ],
    [
      'recall: valid',
      'recall',
      { reference: '12345-67890-12345', postcode: 'LS1 4AP', dob: '1980-05-01' },
      [],
    ],
    [
      'recall: bad reference',
      'recall',
      { reference: '1234567890', postcode: 'LS1 4AP', dob: '1980-05-01' },
      [{ path: 'reference', message: 'Quote reference is invalid' }],
    ],
    [
      'recall: a future date of birth',
      'recall',
      { reference: '12345-67890-12345', postcode: 'LS1 4AP', dob: '2027-01-01' },
      [{ path: 'dob', message: 'Please enter a valid date' }],
    ],
    [
      'recall: nothing',
      'recall',
      {},
      ['reference', 'postcode', 'dob'].map((path) => ({ path, message: REQUIRED })),
    ],
    ['voluntary excess: £0', 'voluntary-excess', { risk: { voluntary_excess: 0 } }, []],
    ['voluntary excess: £2,000', 'voluntary-excess', { risk: { voluntary_excess: 2000 } }, []],
    ...[2025, 30, -25].map((amount): [string, FormName, unknown, { path: string; message: string }[]] => [
      `voluntary excess: £${amount}`,
      'voluntary-excess',
      { risk: { voluntary_excess: amount } },
      [
        {
          path: 'risk.voluntary_excess',
          message: 'Please choose an amount from £0 to £2,000 in steps of £25.',
        },
      ],
    ]),
    [
      'voluntary excess: missing',
      'voluntary-excess',
      { risk: {} },
      [{ path: 'risk.voluntary_excess', message: REQUIRED }],
    ],
  ])('%s', (_name, form, data, expected) => {
    expect(check(form, data)).toEqual(expected);
  });
});

test('the third-party-authority details are the questions its form asks after Yes', () => {
  type Node = { properties: Record<string, Node>; allOf: { then: Node }[] };
  const schema = journeyForms['third-party-authority'].schema as unknown as Node;
  const userfields = schema.properties.risk!.properties.userfields!;
  expect(Object.keys(userfields.allOf[0]!.then.properties)).toEqual([...thirdPartyAuthorityDetails]);
});

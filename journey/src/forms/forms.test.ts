import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, test } from 'vitest';
import { createAjv } from '../../../schemas/src/createAjv';
import {
  formDocuments,
  formNames,
  formNamesIn,
  journeyForms,
  loadForm,
  thirdPartyAuthorityDetails,
  type FormName,
} from './forms';
import { journeyListValues } from '../lists/journeyLists';
import { validateForm } from './validateForm';
import { addDays } from '../../../tests/support/journey/days';
import {
  journeyDocuments,
  questionMessage,
  questionNumber,
} from '../../../tests/support/journey/journeyText';

const ajv = createAjv({}, { today: () => '2026-11-20', lists: journeyListValues });
/** The voluntary excess the price page's form takes: from, up to, in steps of (as its schema states). */
const [leastExcess, mostExcess, excessStep] = ['minimum', 'maximum', 'multipleOf'].map((keyword) =>
  questionNumber('risk.voluntary_excess', keyword, 'voluntary-excess'),
) as [number, number, number];
/** The last start date the start-date form takes, as its schema states it. */
const lastStart = addDays('2026-11-20', questionNumber('risk.start_date', 'latestDate.days', 'start-date'));

/** An answer refused, and the keyword of the form's message for it ("required", "format"). */
type Refused = [path: string, keyword: string];

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

  // Each refused answer is expected with the form's own message for it (journey/forms/*/schema.json).
  it.each<[string, FormName, unknown, Refused[]]>([
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
      [['risk.userfields.has_third_party_authority', 'required']],
    ],
    [
      'tpa: yes asks for all six',
      'third-party-authority',
      { risk: { userfields: { has_third_party_authority: true } } },
      ['tpa_title', 'tpa_forename', 'tpa_surname', 'tpa_date_of_birth', 'tpa_email', 'tpa_phone'].map(
        (f): Refused => [`risk.userfields.${f}`, 'required'],
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
        ['risk.userfields.tpa_date_of_birth', 'minAge'],
        ['risk.userfields.tpa_email', 'format'],
        ['risk.userfields.tpa_phone', 'format'],
      ],
    ],
    ['start date: today', 'start-date', { risk: { start_date: '2026-11-20' } }, []],
    ['start date: its last day', 'start-date', { risk: { start_date: lastStart } }, []],
    [
      'start date: yesterday',
      'start-date',
      { risk: { start_date: '2026-11-19' } },
      [['risk.start_date', 'earliestDate']],
    ],
    [
      'start date: the day after its last',
      'start-date',
      { risk: { start_date: addDays(lastStart, 1) } },
      [['risk.start_date', 'latestDate']],
    ],
    ['start date: missing', 'start-date', { risk: {} }, [['risk.start_date', 'required']]],
    ['registration: a plate', 'registration-check', { risk: { vehicle: { registration: 'AB12CDE' } } }, []],
    [
      'registration: not a plate',
      'registration-check',
      { risk: { vehicle: { registration: 'HELLO!!' } } },
      [['risk.vehicle.registration', 'format']],
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
        ['risk.proposer.phone_numbers.mobile', 'format'],
        ['declarations.agreed_terms', 'enum'],
      ],
    ],
    [
      'confirm: nothing answered',
      'confirm-details',
      { risk: {} },
      [
        ['risk.proposer.email_address', 'required'],
        ['risk.proposer.phone_numbers.mobile', 'required'],
        ['consent_to_auto_renew', 'required'],
        ['declarations.answered_honestly', 'required'],
        ['declarations.agreed_terms', 'required'],
        ['declarations.agreed_excesses', 'required'],
      ],
    ],
    ['direct debit: the proposer holds the account', 'direct-debit', { direct_debit: directDebit }, []],
    [
      'direct debit: someone else holds it, no details',
      'direct-debit',
      { direct_debit: { ...directDebit, is_proposer_account_holder: false } },
      [
        ...['title', 'forename', 'surname', 'date_of_birth', 'address.postcode', 'address.line_1'].map(
          (f): Refused => [`direct_debit.third_party.${f}`, 'required'],
        ),
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
        ['direct_debit.third_party.date_of_birth', 'minAge'],
        ['direct_debit.account_number', 'format'],
        ['direct_debit.sort_code', 'format'],
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
      [['reference', 'format']],
    ],
    [
      'recall: a future date of birth',
      'recall',
      { reference: '12345-67890-12345', postcode: 'LS1 4AP', dob: '2027-01-01' },
      [['dob', 'latestDate']],
    ],
    [
      'recall: nothing',
      'recall',
      {},
      ['reference', 'postcode', 'dob'].map((path): Refused => [path, 'required']),
    ],
    ['voluntary excess: the least', 'voluntary-excess', { risk: { voluntary_excess: leastExcess } }, []],
    ['voluntary excess: the most', 'voluntary-excess', { risk: { voluntary_excess: mostExcess } }, []],
    ...[
      [mostExcess + excessStep, 'maximum'],
      [leastExcess + excessStep + 1, 'multipleOf'],
      [leastExcess - excessStep, 'minimum'],
    ].map(([amount, keyword]): [string, FormName, unknown, Refused[]] => [
      `voluntary excess: £${amount}`,
      'voluntary-excess',
      { risk: { voluntary_excess: amount } },
      [['risk.voluntary_excess', String(keyword)]],
    ]),
    ['voluntary excess: missing', 'voluntary-excess', { risk: {} }, [['risk.voluntary_excess', 'required']]],
  ])('%s', (_name, form, data, refused) => {
    expect(check(form, data)).toEqual(
      refused.map(([path, keyword]) => ({ path, message: questionMessage(path, keyword, form) })),
    );
  });
});

test('the third-party-authority details are the questions its form asks after Yes', () => {
  type Node = { properties: Record<string, Node>; allOf: { then: Node }[] };
  const schema = journeyForms['third-party-authority'].schema as unknown as Node;
  const userfields = schema.properties.risk!.properties.userfields!;
  expect(Object.keys(userfields.allOf[0]!.then.properties)).toEqual([...thirdPartyAuthorityDetails]);
});

test('every tickbox that must be ticked (the summary declarations) says its own message, unticked or missing', () => {
  const declarations = ['answered_honestly', 'agreed_terms', 'agreed_excesses'];
  const unticked = check('confirm-details', {
    declarations: Object.fromEntries(declarations.map((d) => [d, false])),
  });
  const missing = check('confirm-details', {});
  for (const name of declarations) {
    const path = `declarations.${name}`;
    expect(unticked).toContainEqual({ path, message: questionMessage(path, 'enum', 'confirm-details') });
    expect(missing).toContainEqual({ path, message: questionMessage(path, 'required', 'confirm-details') });
  }
});

test("a form's message says its question's own limits, as a step's does ({latestDate.days})", () => {
  const documents = structuredClone(journeyDocuments) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a form document, edited by hand
  const startDate = documents['forms/start-date/schema.json'].properties.risk.properties.start_date;
  startDate.errorMessage.latestDate = 'Up to {latestDate.days} days ahead';
  const form = loadForm('start-date', documents);
  const days = questionNumber('risk.start_date', 'latestDate.days', 'start-date');
  expect(validateForm(ajv, form, { risk: { start_date: addDays('2026-11-20', days + 1) } })).toEqual([
    { path: 'risk.start_date', message: `Up to ${String(days)} days ahead` },
  ]);
});

test("the price page's start date and voluntary excess take step 6's limits: changed there, the forms and their messages follow", () => {
  const documents = structuredClone(journeyDocuments) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a step document, edited by hand
  const risk = documents['steps/06-cover-details/schema.json'].properties.risk;
  const days = questionNumber('risk.start_date', 'latestDate.days') + 15;
  risk.properties.start_date.latestDate.days = days;
  const excess = risk.allOf.find(
    (member: { then?: { properties?: { voluntary_excess?: unknown } } }) =>
      member.then?.properties?.voluntary_excess,
  ).then.properties.voluntary_excess;
  excess.maximum = mostExcess - 4 * excessStep;
  excess.multipleOf = excessStep * 2;

  const startForm = loadForm('start-date', documents);
  expect(validateForm(ajv, startForm, { risk: { start_date: addDays('2026-11-20', days) } })).toEqual([]);
  expect(validateForm(ajv, startForm, { risk: { start_date: addDays('2026-11-20', days + 1) } })).toEqual([
    {
      path: 'risk.start_date',
      message: questionMessage('risk.start_date', 'latestDate', 'start-date').replace(
        String(questionNumber('risk.start_date', 'latestDate.days', 'start-date')),
        String(days),
      ),
    },
  ]);
  const excessForm = loadForm('voluntary-excess', documents);
  const refused = (amount: number) =>
    validateForm(ajv, excessForm, { risk: { voluntary_excess: amount } }).map((e) => e.path);
  expect(refused(excess.maximum)).toEqual([]);
  expect(refused(excess.maximum + excess.multipleOf)).toEqual(['risk.voluntary_excess']);
  expect(refused(excessStep)).toEqual(['risk.voluntary_excess']);
  const message = validateForm(ajv, excessForm, { risk: { voluntary_excess: excessStep } })[0]?.message;
  const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;
  expect(message).toContain(pounds(excess.maximum));
  expect(message).toContain(pounds(excess.multipleOf));
  expect(message).not.toContain(pounds(mostExcess));
});

import { findingsOf } from '../../../tests/support/journey/checkFixture';
import { placeholdersKnown } from './placeholdersKnown';

describe('placeholdersKnown', () => {
  test('accepts the brand values everywhere and each file its own', () => {
    const documents = {
      'content/pages.json': { _comment: 'may use {anything}', body: ['Call {phone}', 'No page at {path}'] },
      'content/form.json': { stepLabel: 'Step {n}' },
      'steps/01-about-van/schema.json': {
        title: 'Do you insure with {brand}?',
        default: {},
        properties: { code: { type: 'string', pattern: '^[0-9]{8}$' } },
      },
      'content/price.json': { _placeholders: { total: ['amount'] }, total: 'You pay {amount}' },
    };
    expect(findingsOf(placeholdersKnown, documents)).toEqual([]);
  });

  test.each<[string, string, unknown, string]>([
    [
      'a misspelt placeholder',
      'content/errors.json',
      { messages: { busy: { text: 'Call us on {phonee}' } } },
      'content/errors.json  messages.busy.text: the placeholder {phonee} is never filled in (known here: {brand}, {phone}, {email}, {insurer}, {frn}, {companyNumber}, {registeredOffice})',
    ],
    [
      "another file's placeholder",
      'content/form.json',
      { addFirst: 'Add a {item} by {date}' },
      'content/form.json  addFirst: the placeholder {date} is never filled in (known here: {brand}, {phone}, {email}, {insurer}, {frn}, {companyNumber}, {registeredOffice}, {n}, {item}, {year}, {question})',
    ],
    [
      'a placeholder the file does not list',
      'content/price.json',
      { _placeholders: { total: ['amount'] }, total: 'You pay {amount} over {count}' },
      'content/price.json  total: the placeholder {count} is never filled in (known here: {brand}, {phone}, {email}, {insurer}, {frn}, {companyNumber}, {registeredOffice}, {amount})',
    ],
  ])('%s', (_case, file, document, finding) => {
    expect(findingsOf(placeholdersKnown, { [file]: document })).toEqual([finding]);
  });

  test.each<[string, unknown, string[]]>([
    [
      'each text uses the placeholders given to it, or to an object holding it',
      {
        _placeholders: { 'cover.years': ['years'], plan: ['count', 'amount'] },
        cover: { years: '{years} years', other: 'Call {phone}' },
        plan: { line: '{count} payments of {amount}' },
      },
      [],
    ],
    [
      'a placeholder written in a text its code does not fill',
      {
        _placeholders: { 'cover.years': ['years'], 'cover.protectedYears': ['years'] },
        cover: { years: '{years} years', title: 'Your {years} years' },
      },
      [
        'content/price.json  _placeholders.cover.protectedYears: names cover.protectedYears, which is no text of this file (moved or renamed?)',
        `content/price.json  cover.title: the placeholder {years} is never filled in in this text (known here: {brand}, {phone}, {email}, {insurer}, {frn}, {companyNumber}, {registeredOffice}): its code fills {years} only in cover.years, cover.protectedYears (this file's "_placeholders"), so here customers would see it as written`,
      ],
    ],
    [
      'placeholders given to the whole file',
      { _placeholders: ['years'], cover: { title: 'Your {years} years' } },
      [
        'content/price.json  _placeholders: gives {years} to every text of the file, so a placeholder written in a text its code does not fill is not caught: say which texts each goes in, as { "place.of.text": ["name"] }',
      ],
    ],
  ])('per text: %s', (_case, document, findings) => {
    expect(findingsOf(placeholdersKnown, { 'content/price.json': document })).toEqual(findings);
  });

  test("a page form's UI text may name a number of the form's schema by its question", () => {
    const schema = {
      type: 'object',
      properties: { holder: { type: 'object', properties: { born: { type: 'string', minAge: 21 } } } },
    };
    const ui = {
      holder: {
        'ui:help': 'Aged {holder.born.minAge} or over',
        born: { 'ui:help': 'Not under {holder.born.maxAge}, nor {holder.gone.minAge}' },
      },
    };
    const findings = findingsOf(placeholdersKnown, {
      'forms/holder/schema.json': schema,
      'forms/holder/ui.json': ui,
    });
    expect(findings.map((finding) => finding.split(':')[0])).toEqual([
      'forms/holder/ui.json  holder.born.ui',
      'forms/holder/ui.json  holder.born.ui',
    ]);
    expect(findings.join('\n')).toContain('{holder.born.maxAge}');
    expect(findings.join('\n')).toContain('{holder.gone.minAge}');
  });

  test("a step message may write its own question's limits, and only those", () => {
    const file = 'steps/02-about-van/schema.json';
    const claims = {
      type: 'array',
      maxItems: 5,
      items: {
        type: 'object',
        properties: {
          date: {
            type: 'string',
            earliestDate: { years: -5 },
            errorMessage: { earliestDate: 'Within {earliestDate.years} years, not {earliestDate.days}' },
          },
        },
      },
      errorMessage: {
        maxItems: 'No more than {maxItems} claims by {brand}',
        minItems: 'At least {minItems}',
      },
    };
    expect(findingsOf(placeholdersKnown, { [file]: { allOf: [{ properties: { claims } }] } })).toEqual([
      `${file}  allOf.0.properties.claims.items.properties.date.errorMessage.earliestDate: the placeholder {earliestDate.days} is never filled in (known here: {brand}, {phone}, {email}, {insurer}, {frn}, {companyNumber}, {registeredOffice}, and this question's {earliestDate.years})`,
      `${file}  allOf.0.properties.claims.errorMessage.minItems: the placeholder {minItems} is never filled in (known here: {brand}, {phone}, {email}, {insurer}, {frn}, {companyNumber}, {registeredOffice}, and this question's {maxItems})`,
    ]);
  });

  test('a rule naming another answer is no value a message can say', () => {
    const file = 'steps/04-your-driving/schema.json';
    const conviction = {
      type: 'string',
      notBeforeAnswer: '1/offence_date',
      errorMessage: { notBeforeAnswer: 'Not before {notBeforeAnswer}' },
    };
    expect(findingsOf(placeholdersKnown, { [file]: { properties: { conviction } } })).toEqual([
      `${file}  properties.conviction.errorMessage.notBeforeAnswer: the placeholder {notBeforeAnswer} is never filled in (known here: {brand}, {phone}, {email}, {insurer}, {frn}, {companyNumber}, {registeredOffice})`,
    ]);
  });
});

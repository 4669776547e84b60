import { describe, expect, test } from 'vitest';
import { createAjv } from '../../../schemas/src/createAjv';
import { shiftIsoDate, ukToday } from '../../../schemas/src/ukDates';
import { proposalFixture, setAnswer } from '../../../tests/fixtures/index';
import validationMessages from '../../content/validation-messages.json';
import { journeyListValues } from '../lists/journeyLists';
import { inputsText, stepInputs } from './stepInputs';
import { steps } from './steps';
import type { JsonObject } from './stepTypes';
import { validateProposal } from './validateProposal';

const risk = (properties: JsonObject, more: JsonObject = {}): JsonObject => ({
  type: 'object',
  properties: { risk: { type: 'object', properties, ...more } },
});

describe('stepInputs', () => {
  test('names the answers at the top two levels, with the branches and required ones', () => {
    const schema = risk(
      { proposer: { type: 'object', properties: { title: { type: 'string' } } } },
      {
        required: ['start_date'],
        allOf: [
          { if: { properties: { has_claims: { const: true } } }, then: { properties: { claims: {} } } },
        ],
      },
    );
    expect(stepInputs(schema)).toEqual([['risk', ['start_date', 'proposer', 'has_claims', 'claims']]]);
  });

  test.each([
    ['other answers at the second level', risk({}, { additionalProperties: false })],
    ['a keyword that names no answer', risk({}, { anyOf: [{ required: ['a'] }, { required: ['b'] }] })],
    ['a reference', risk({ proposer: { $ref: '#/definitions/person' } })],
    [
      'a date bound from another answer at the top',
      risk({ proposer: { properties: { since: { type: 'string', earliestDate: '/risk/start_date' } } } }),
    ],
    [
      'a relative pointer climbing out of its answer',
      risk({ proposer: { properties: { since: { type: 'string', earliestDate: '2/start_date' } } } }),
    ],
    [
      'a date not before an answer outside its own',
      risk({ proposer: { properties: { since: { type: 'string', notBeforeAnswer: '2/start_date' } } } }),
    ],
    [
      'a date not after an answer at the top',
      risk({ proposer: { properties: { since: { type: 'string', notAfterAnswer: '/risk/start_date' } } } }),
    ],
  ])('may read any answer with %s: none', (_name, schema) => {
    expect(stepInputs(schema)).toBeUndefined();
  });

  test('a relative pointer within the answer two levels down is read with it', () => {
    const schema = risk({
      proposer: {
        properties: {
          date_of_birth: { type: 'string' },
          licence: { properties: { date: { type: 'string', earliestDate: '2/date_of_birth' } } },
        },
      },
    });
    expect(stepInputs(schema)).toEqual([['risk', ['proposer']]]);
  });

  test('the text tells a missing answer, null and an answer that is not an object apart', () => {
    const inputs = [['risk', ['proposer']]] as const;
    const texts = [
      {},
      { risk: {} },
      { risk: { proposer: null } },
      { risk: 'x' },
      { risk: { proposer: {} } },
      { risk: { proposer: [] } },
      { risk: { proposer: { name: 'x' } } },
      { risk: { proposer: { name: 'y' } } },
      { risk: { proposer: '#0' } },
      { risk: { proposer: '=0' } },
      { risk: { proposer: 0 } },
    ].map((document) => inputsText(inputs, document));
    expect(new Set(texts).size).toBe(texts.length);
    expect(inputsText(inputs, { risk: { proposer: {}, other: 1 } })).toBe(
      inputsText(inputs, { risk: { proposer: {} } }),
    );
  });

  test('the same answers in other objects give the same text, however long they are', () => {
    const inputs = [['risk', ['proposer', 'duqs']]] as const;
    const document = proposalFixture();
    const text = inputsText(inputs, document);
    expect(inputsText(inputs, structuredClone(document))).toBe(text);
    expect(inputsText(inputs, setAnswer(structuredClone(document), 'risk.voluntary_excess', 1))).toBe(text);
    const changed = setAnswer(structuredClone(document), 'risk.proposer.name.forenames', 'Jim');
    expect(inputsText(inputs, changed)).not.toBe(text);
    // The findings kept are keyed by these texts: a long answer is not written out in each.
    expect(text.length).toBeLessThan(JSON.stringify(document.risk?.proposer).length);
  });
});

describe('validateProposal, remembering each step by the answers it reads', () => {
  const ajv = createAjv({}, { lists: journeyListValues });
  const check = (document: unknown, remember: boolean) =>
    validateProposal(ajv, document, { messages: validationMessages, remember });
  const complete = () =>
    setAnswer(proposalFixture(), 'risk.start_date', shiftIsoDate(ukToday(new Date()), 0, 0, 7));

  test('every step of the journey is read this way', () => {
    for (const step of steps) expect(stepInputs(step.schema), step.id).toBeDefined();
  });

  test.each([
    ['the complete proposal', complete()],
    ['another excess', setAnswer(complete(), 'risk.voluntary_excess', 250)],
    ['no title', setAnswer(complete(), 'risk.proposer.name.title', undefined)],
    [
      'no title and another excess',
      setAnswer(setAnswer(complete(), 'risk.proposer.name.title', undefined), 'risk.voluntary_excess', 500),
    ],
    [
      'a start date in the past',
      setAnswer(complete(), 'risk.start_date', shiftIsoDate(ukToday(new Date()), 0, 0, -1)),
    ],
    [
      'a claim before the driver was 17',
      setAnswer(complete(), 'risk.proposer.driver_details.claims.0.date', '1990-01-01'),
    ],
    ['an empty title', setAnswer(complete(), 'risk.proposer.name.title', '')],
    ['an empty excess', setAnswer(complete(), 'risk.voluntary_excess', '')],
    ['the title again', complete()],
  ])('%s: the same findings as checking every step', (_name, document) => {
    const plain = check(document, false);
    expect(check(document, true)).toEqual(plain);
    expect(check(structuredClone(document), true)).toEqual(plain);
  });

  test('with a fixed day for the validators, nothing is remembered and the findings follow that day', () => {
    const fixed = createAjv({}, { lists: journeyListValues, today: () => '2026-11-20' });
    const document = setAnswer(proposalFixture(), 'risk.start_date', '2026-11-25');
    const plain = validateProposal(fixed, document, { messages: validationMessages });
    expect(validateProposal(fixed, document, { messages: validationMessages, remember: true })).toEqual(
      plain,
    );
  });
});

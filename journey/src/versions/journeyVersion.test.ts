import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  canonicalJson,
  compareHumanVersions,
  humanVersionOf,
  isVersioned,
  journeyVersionOf as versionWith,
} from './journeyVersion';

const journeyVersionOf = (documents: Record<string, unknown>) =>
  versionWith(documents, (text) => createHash('sha256').update(text).digest('hex'));

const documents = {
  'journey.json': { version: '2026.11.1', steps: [{ id: 'about-you', title: 'About You' }] },
  'steps/01-about-you/schema.json': { type: 'object', title: 'About You' },
  'lists/yes_no.json': { name: 'insurer.yes_no', options: [] },
};

describe('isVersioned', () => {
  test.each([
    ['journey.json', true],
    ['rules.json', true],
    ['addons.json', true],
    ['steps/01-about-you/schema.json', true],
    ['steps/shared/driver-questions.ui.json', true],
    ['forms/recall/ui.json', true],
    ['lists/yes_no.json', true],
    ['content/form.json', true],
    ['content/documents/breakdown-ipid.json', true],
    ['steps/01-about-you/cases.json', false],
    ['rules.cases.json', false],
    ['hidden-answers.cases.json', false],
    ['migration.cases.json', false],
    ['samples/plumber.json', false],
    ['migrations/2026.12.1.json', false],
  ])('%s: %s', (path, versioned) => {
    expect(isVersioned(path)).toBe(versioned);
  });
});

describe('journeyVersionOf', () => {
  const version = journeyVersionOf(documents);

  test('is 16 hex, the same however the keys are ordered', () => {
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    const reordered = {
      'lists/yes_no.json': { options: [], name: 'insurer.yes_no' },
      'steps/01-about-you/schema.json': { title: 'About You', type: 'object' },
      'journey.json': { steps: [{ title: 'About You', id: 'about-you' }], version: '2026.11.1' },
    };
    expect(journeyVersionOf(reordered)).toBe(version);
  });

  test.each([
    ['a reworded title', { 'steps/01-about-you/schema.json': { type: 'object', title: 'About you' } }],
    [
      'a new list option',
      { 'lists/yes_no.json': { name: 'insurer.yes_no', options: [{ name: 'Yes', value: 'Y' }] } },
    ],
    ['a new content document', { 'content/form.json': {} }],
    [
      'a bumped human version',
      { 'journey.json': { version: '2026.11.2', steps: documents['journey.json'].steps } },
    ],
  ])('changes with %s', (_change, changed) => {
    expect(journeyVersionOf({ ...documents, ...changed })).not.toBe(version);
  });

  test.each([
    ['a sample persona', { 'samples/plumber.json': { risk: {} } }],
    ['a migration', { 'migrations/2026.12.1.json': { from: [], to: '', operations: [] } }],
    ['a step case', { 'steps/01-about-you/cases.json': { cases: [] } }],
  ])('does not change with %s', (_change, added) => {
    expect(journeyVersionOf({ ...documents, ...added })).toBe(version);
  });
});

describe('canonicalJson', () => {
  test('sorts keys at every depth and leaves arrays in order', () => {
    expect(canonicalJson({ b: [2, { d: 1, c: 2 }], a: 'x' })).toBe('{"a":"x","b":[2,{"c":2,"d":1}]}');
  });
});

describe('humanVersionOf', () => {
  test.each([
    [documents, '2026.11.1'],
    [{ 'journey.json': {} }, ''],
    [{}, ''],
  ])('%#', (given, human) => {
    expect(humanVersionOf(given)).toBe(human);
  });
});

describe('compareHumanVersions', () => {
  test.each([
    ['2026.11.1', '2026.11.2', -1],
    ['2026.11.2', '2026.11.1', 1],
    ['2026.11.9', '2026.11.10', -1],
    ['2026.12.1', '2026.11.30', 1],
    ['2027.1.1', '2026.12.9', 1],
    ['2026.11.1', '2026.11.1', 0],
    ['', '', 0],
  ])('%s against %s: %i', (a, b, order) => {
    expect(compareHumanVersions(a, b)).toBe(order);
  });
});

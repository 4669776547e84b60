import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dateLimits } from '../../../schemas/src/keywords/dateLimits';
import { earliestBirthDate, latestBirthDate } from '../../../schemas/src/ukDates';
import { addDays, addYears } from '../../../tests/support/journey/days';
import { proposalWith, TODAY, testAjv } from '../../../tests/support/journey/stepTestHelpers';
import { hasProblems, runChecks } from '../checks/index';
import { loadForm } from '../forms/loadForm';
import { validateForm } from '../forms/validateForm';
import { toThirdPerson } from '../wording/toThirdPerson';
import { isObject } from './documentRefs';
import { loadSteps } from './loadSteps';
import { everyQuestion } from './schemaResolver';
import type { JourneyDocuments, JsonObject, LoadedStep } from './stepTypes';
import { validateProposal } from './validateProposal';

// The driving ages (the youngest and the oldest driver) are written once, on the date of birth
// of steps/shared/driver-questions.schema.json; every other place names them. A product person
// who moves them there moves every screen, message, calendar and check: this test moves them in
// a copy of the journey's documents and looks at each place that follows.

const journeyDir = fileURLToPath(new URL('../../', import.meta.url));
const shared = 'steps/shared/driver-questions.schema.json';
const dateOfBirth = ['definitions', 'about-you', 'properties', 'date_of_birth'];

function journeyDocuments(): Record<string, unknown> {
  const documents: Record<string, unknown> = {};
  for (const file of readdirSync(journeyDir, { recursive: true, encoding: 'utf8' })) {
    const name = file.split(sep).join('/');
    if (name.endsWith('.json') && !name.startsWith('src/'))
      documents[name] = JSON.parse(readFileSync(join(journeyDir, file), 'utf8'));
  }
  return documents;
}

const at = (node: unknown, keys: readonly string[]): JsonObject =>
  keys.reduce<unknown>((value, key) => (value as JsonObject)[key], node) as JsonObject;

/** The journey's documents with the ages moved where they are written. */
function withAges(youngest: number, oldest: number): JourneyDocuments {
  const documents = structuredClone(journeyDocuments());
  Object.assign(at(documents[shared], dateOfBirth), { minAge: youngest, maxAge: oldest });
  return documents;
}

/** The definitions of the question at `path` ('risk.proposer.date_of_birth'), merged. */
function question(schema: JsonObject, path: string): JsonObject {
  const found = everyQuestion([schema]).filter((q) => q.path.join('.') === path);
  if (found.length === 0) throw new Error(`no question ${path}`);
  return Object.assign({}, ...found.flatMap((q) => q.definitions)) as JsonObject;
}

const stepsOf = (documents: JourneyDocuments): LoadedStep[] =>
  loadSteps((documents['journey.json'] as { steps: { id: string; title: string }[] }).steps, documents, {
    reword: toThirdPerson,
  });
const stepSchema = (steps: LoadedStep[], id: string) => steps.find((step) => step.id === id)!.schema;
const messagesOf = (definition: JsonObject) => definition.errorMessage as Record<string, string>;

const licence = 'driver_details.licence.date';
const driver = 'risk.additional_drivers.*';

describe.each([
  [18, 120],
  [21, 99],
])('the youngest driver %i and the oldest %i, written once on the date of birth', (youngest, oldest) => {
  const documents = withAges(youngest, oldest);
  const steps = stepsOf(documents);
  const proposer = question(stepSchema(steps, 'about-you'), 'risk.proposer.date_of_birth');
  const secondDriver = question(stepSchema(steps, 'additional-drivers'), `${driver}.date_of_birth`);
  const proposerLicence = question(stepSchema(steps, 'your-driving'), `risk.proposer.${licence}`);
  const driverLicence = question(stepSchema(steps, 'additional-drivers'), `${driver}.${licence}`);
  const recall = question(loadForm('recall', documents).schema, 'dob');

  test('every date of birth asked takes those ages: the proposer, each driver and the recall', () => {
    for (const definition of [proposer, secondDriver, recall])
      expect([definition.minAge, definition.maxAge]).toEqual([youngest, oldest]);
  });

  test('the messages say them', () => {
    for (const definition of [proposer, secondDriver]) {
      expect(messagesOf(definition).minAge).toContain(String(youngest));
      expect(messagesOf(definition).maxAge).toContain(String(oldest));
    }
    for (const definition of [proposerLicence, driverLicence])
      expect(messagesOf(definition).earliestDate).toMatch(new RegExp(`\\b${youngest}\\b`));
  });

  test('the licence starts from the youngest age, and no earlier than the oldest age from today', () => {
    for (const definition of [proposerLicence, driverLicence])
      expect(definition.earliestDate).toEqual([
        { from: '3/date_of_birth', years: youngest },
        { from: 'today', years: -oldest },
      ]);
  });

  test('the calendars offer exactly those ages', () => {
    const place = { rootData: {}, instancePath: '/dob', today: TODAY };
    for (const definition of [proposer, secondDriver, recall])
      expect(dateLimits(definition, place)).toEqual({
        earliest: earliestBirthDate(oldest, TODAY),
        latest: [latestBirthDate(youngest, TODAY), TODAY].sort()[0],
      });
    const born = '1990-06-15';
    const licencePlace = {
      rootData: { risk: { proposer: { date_of_birth: born, driver_details: { licence: {} } } } },
      instancePath: '/risk/proposer/driver_details/licence/date',
      today: TODAY,
    };
    expect(dateLimits(proposerLicence, licencePlace).earliest).toBe(addYears(born, youngest, 'down'));
  });

  test('the server refuses a driver a day too young, and a licence a day before the youngest age', () => {
    const tooYoung = addDays(latestBirthDate(youngest, TODAY), 1);
    const paths = (proposal: unknown) =>
      validateProposal(testAjv, proposal, { steps }).map(({ path }) => path);
    expect(paths(proposalWith({ 'risk.proposer.date_of_birth': tooYoung }))).toContain(
      'risk.proposer.date_of_birth',
    );
    const born = String(proposalWith().risk?.proposer?.date_of_birth);
    const early = addDays(addYears(born, youngest, 'down'), -1);
    expect(paths(proposalWith({ 'risk.proposer.driver_details.licence.date': early }))).toContain(
      `risk.proposer.${licence}`,
    );
    const recallForm = loadForm('recall', documents);
    const refused = validateForm(testAjv, recallForm, {
      reference: 'VQ-1',
      postcode: 'LS6 1HR',
      dob: tooYoung,
    });
    expect(refused.map(({ path }) => path)).toContain('dob');
  });

  test('the journey checker finds nothing to change anywhere else', () => {
    const findings = runChecks(documents).filter(({ severity }) => severity !== 'warning');
    expect(hasProblems(findings) ? findings : []).toEqual([]);
  });
});

test('no date of birth or licence writes an age of its own: each names the date of birth’s', () => {
  const documents = journeyDocuments();
  const written: string[] = [];
  const walk = (node: unknown, file: string, keys: string[]) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, file, [...keys, String(i)]));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'minAge' || key === 'maxAge' || (key === 'years' && keys.includes('earliestDate')))
        if (typeof value === 'number') written.push(`${file} ${[...keys, key].join('.')}`);
      walk(value, file, [...keys, key]);
    }
  };
  for (const [file, document] of Object.entries(documents))
    if (/^(steps|forms)\/.+schema\.json$/.test(file)) walk(document, file, []);
  // The account holder and the third party need not be drivers: 18, the age of a contract.
  expect(
    written.filter((place) => !/direct-debit|third-party-authority|conviction|claims/.test(place)),
  ).toEqual([
    `${shared} ${[...dateOfBirth, 'minAge'].join('.')}`,
    `${shared} ${[...dateOfBirth, 'maxAge'].join('.')}`,
  ]);
});

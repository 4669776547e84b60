import { createRequire } from 'node:module';
import { retrieveSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _, type default as Ajv } from 'ajv';
import ajvErrors from 'ajv-errors';
import { describe, expect, test } from 'vitest';
import { formats } from '../../../schemas/src/formats/index';
import { addJourneyKeywords } from '../../../schemas/src/keywords/index';
import { proposalFixture } from '../../../tests/fixtures/index';
import { journeyListValues } from '../lists/journeyLists';
import { steps } from './steps';
import { addDays, addYears } from '../../../tests/support/journey/days';
import { questionMessage, questionNumber } from '../../../tests/support/journey/journeyText';
import { proposalWith, TODAY } from '../../../tests/support/journey/stepTestHelpers';
import type { LoadedStep } from './stepTypes';

// The renderer draws the steps with RJSF: its validator must know our formats and keywords
// (customizeValidator's extenderFn), and so must the validators precompiled for the browser.

const today = Object.assign(() => TODAY, { code: `() => ${JSON.stringify(TODAY)}` });

function extend(ajv: Ajv): Ajv {
  for (const format of formats) ajv.addFormat(format.name, format.validate);
  ajvErrors(ajv);
  return addJourneyKeywords(ajv, { today, lists: journeyListValues });
}

const validator = customizeValidator({ extenderFn: extend });
/** A day too young for the minimum age the journey states. */
const tooYoung = addDays(
  addYears(TODAY, -questionNumber('risk.proposer.date_of_birth', 'minAge'), 'down'),
  1,
);
const schemaOf = (step: LoadedStep) => step.schema as RJSFSchema;
const byId = (id: string) => steps.find((step) => step.id === id) as LoadedStep;

describe('RJSF’s validator with the journey keywords', () => {
  test.each(steps.map((step) => [step.id, step] as const))('%s accepts the complete fixture', (_id, step) => {
    expect(validator.validateFormData(proposalFixture(), schemaOf(step)).errors).toEqual([]);
  });

  test.each([
    ['about-you', 'risk.proposer.date_of_birth', tooYoung, 'minAge'],
    ['cover-details', 'risk.start_date', '2026-11-19', 'earliestDate'],
    ['about-your-van', 'risk.vehicle.purchased.date_purchased', '2018-05-05', 'earliestDate'],
  ])('%s shows the journey’s message for %s = %s (%s)', (id, path, answer, keyword) => {
    const { errors } = validator.validateFormData(proposalWith({ [path]: answer }), schemaOf(byId(id)));
    expect(errors.map((error) => error.message)).toContain(questionMessage(path, keyword));
  });
});

describe('RJSF shows a conditional question only when its condition holds', () => {
  const shown = (id: string, path: string[], answers: Record<string, unknown>) => {
    const step = byId(id);
    const data = proposalWith(answers) as Record<string, unknown>;
    let schema = schemaOf(step);
    let node: unknown = data;
    for (const key of path) {
      schema = retrieveSchema(validator, schema, schemaOf(step), node as never);
      schema = (schema.properties as Record<string, RJSFSchema>)[key] as RJSFSchema;
      node = (node as Record<string, unknown> | undefined)?.[key];
    }
    return Object.keys(retrieveSchema(validator, schema, schemaOf(step), node as never).properties ?? {});
  };

  test.each([
    [
      'about-your-van',
      ['risk', 'vehicle', 'purchased'],
      { 'risk.vehicle.purchased.is_purchased': true },
      'date_purchased',
      true,
    ],
    [
      'about-your-van',
      ['risk', 'vehicle', 'purchased'],
      { 'risk.vehicle.purchased': { is_purchased: false } },
      'date_purchased',
      false,
    ],
    ['about-your-van', ['risk', 'duqs'], { 'risk.vehicle.keeper': false }, 'vehicle_owner', true],
    ['about-your-van', ['risk', 'duqs'], {}, 'vehicle_owner', false],
    ['your-details', ['risk', 'duqs'], { 'risk.source_of_business': 'Website' }, 'education_level', true],
    ['your-details', ['risk', 'duqs'], { 'risk.source_of_business': 'Direct' }, 'education_level', false],
    [
      'your-details',
      ['risk', 'proposer', 'full_time_occupation'],
      { 'risk.proposer.full_time_occupation': { status: 'FullTmEdu' } },
      'industry',
      false,
    ],
    [
      'your-details',
      ['risk', 'proposer', 'full_time_occupation'],
      { 'risk.proposer.full_time_occupation': { status: 'FullTmEdu' } },
      'role',
      true,
    ],
    [
      'your-details',
      ['risk', 'proposer'],
      { 'risk.proposer.full_time_occupation': { status: 'Retired' } },
      'has_part_time_occupation',
      false,
    ],
    ['cover-details', ['risk'], {}, 'voluntary_excess', true],
    ['cover-details', ['risk'], { 'risk.vehicle.cover_type': 'TPO' }, 'voluntary_excess', false],
    [
      'cover-details',
      ['risk', 'previous_insurance', 'ncd'],
      { 'risk.previous_insurance.ncd': { years: 0 } },
      'is_protected',
      false,
    ],
  ])('%s %j with %j: %s shown is %s', (id, path, answers, question, expected) => {
    expect(shown(id, path, answers).includes(question)).toBe(expected);
  });
});

describe('precompiled validators (compileSchemaValidatorsCode)', () => {
  const formatsByName = Object.fromEntries(formats.map((format) => [format.name, format.validate]));

  function precompiled(step: LoadedStep): ValidatorType {
    const code = compileSchemaValidatorsCode(schemaOf(step), {
      ajvOptionsOverrides: { code: { source: true, formats: _`journeyFormats` } },
      ajvFormatOptions: false,
      extenderFn: extend,
    });
    const module = { exports: {} as Record<string, unknown> };
    new Function('journeyFormats', 'require', 'module', 'exports', code)(
      formatsByName,
      createRequire(import.meta.url),
      module,
      module.exports,
    );
    return createPrecompiledValidator(module.exports as never, schemaOf(step));
  }

  test.each(steps.map((step) => [step.id, step] as const))('%s compiles to standalone code', (_id, step) => {
    const compiled = precompiled(step);
    expect(compiled.validateFormData(proposalFixture(), schemaOf(step)).errors).toEqual([]);
  });

  test('the keywords run inside the standalone code', () => {
    const step = byId('cover-details');
    const { errors } = precompiled(step).validateFormData(
      proposalWith({
        'risk.start_date': addDays(TODAY, questionNumber('risk.start_date', 'latestDate.days') + 1),
      }),
      schemaOf(step),
    );
    expect(errors.map((error) => error.message)).toEqual([questionMessage('risk.start_date', 'latestDate')]);
  });
});

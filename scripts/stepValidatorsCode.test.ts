import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from '../renderer/app/form/validatorOptions';
import { stepValidatorsCode } from './stepValidatorsCode';

const schema = {
  type: 'object',
  properties: {
    postcode: { type: 'string', format: 'uk-postcode' },
    born: { type: 'string', minAge: 17 },
    has_pet: { type: 'boolean' },
    pets: {
      type: 'array',
      items: { type: 'object', properties: { n: { type: 'string' } } },
      uniqueItems: true,
    },
  },
  required: ['postcode'],
  errorMessage: { required: { postcode: 'A postcode, please' } },
  if: { properties: { has_pet: { const: true } }, required: ['has_pet'] },
  then: { required: ['pets'] },
} as RJSFSchema;

test('the generated module validates like runtime ajv, conditions included, without eval at load', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'validators-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const formats = pathToFileURL(join(process.cwd(), 'renderer/app/form/formatValidators.ts')).href;
  const file = join(dir, 'validators.mjs');
  writeFileSync(file, stepValidatorsCode([schema], validatorOptions, formats));
  const { stepValidatorFunctions } = (await import(pathToFileURL(file).href)) as {
    stepValidatorFunctions: Parameters<typeof createPrecompiledValidator>[0][];
  };
  const validator = createPrecompiledValidator(stepValidatorFunctions[0]!, schema);
  expect(validator.rawValidation(schema, { postcode: 'LS1 1AA' }).errors).toBeUndefined();
  const errors = validator.rawValidation(schema, { postcode: 'nope', has_pet: true }).errors ?? [];
  expect(errors.map((e) => e.keyword)).toEqual(expect.arrayContaining(['format', 'required']));
  expect(validator.rawValidation(schema, {}).errors?.[0]?.message).toBe('A postcode, please');
  expect(validator.isValid(schema.if as RJSFSchema, { has_pet: true }, schema)).toBe(true);
});

import type Ajv from 'ajv';
import { compileOnce } from '../steps/compileOnce';
import { toFieldErrors, type FieldError, type ValidationMessages } from '../fieldErrors';
import { prepareAnswers } from '../steps/prepareAnswers';
import { questionOrder } from '../steps/questionOrder';
import type { JsonObject } from '../steps/stepTypes';
import type { LoadedForm } from './forms';

/**
 * What is wrong with the answers of one form, `[]` when they are valid: the form's own messages,
 * in the order it shows its questions, with the ajv of createAjv() (its formats, keywords and
 * clock), the answers prepared as for the steps (empty texts dropped, required groups
 * filled in so their questions are named). The server calls it before acting on a call; the
 * browser checks the same documents with the same keywords.
 */
export function validateForm(
  ajv: Ajv,
  form: LoadedForm,
  data: unknown,
  messages?: ValidationMessages,
): FieldError[] {
  const validate = compileOnce(ajv, form.schema);
  const matches = (ifSchema: JsonObject, value: unknown) =>
    compileOnce(ajv, ifSchema, true)(value) as boolean;
  if (validate(prepareAnswers(form.schema, data, matches))) return [];
  const order = questionOrder(form.schema, form.ui);
  const seen = new Set<string>();
  return toFieldErrors(validate.errors, messages)
    .filter(({ path }) => path !== '' && !seen.has(path) && seen.add(path))
    .sort((a, b) => order(a.path, b.path));
}

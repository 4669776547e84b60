import { accountHolderMinAge } from './accountHolderAge';
import { formDocuments, journeyForms } from './forms';
import { loadForm } from './loadForm';
import driverQuestionsSchema from '../../steps/shared/driver-questions.schema.json';
import type { JsonObject } from '../steps/stepTypes';

const holderHelp = (ui: JsonObject) =>
  String(((ui.direct_debit as JsonObject).is_proposer_account_holder as JsonObject)['ui:help']);

/** The direct debit form's documents with the account holder's youngest age set to `age`. */
function withHolderAge(age: number) {
  const schema = structuredClone(formDocuments['forms/direct-debit/schema.json']) as JsonObject;
  const text = JSON.stringify(schema).replace(/"minAge":\d+/g, `"minAge":${age}`);
  return {
    ...formDocuments,
    'steps/shared/driver-questions.schema.json': driverQuestionsSchema,
    'forms/direct-debit/schema.json': JSON.parse(text) as JsonObject,
  };
}

describe("a page form's UI texts say the form's own limits", () => {
  test("the direct debit help states the account holder's youngest age, as the form's rule has it", () => {
    const help = holderHelp(journeyForms['direct-debit'].ui);
    expect(help).toContain(String(accountHolderMinAge()));
    expect(help).not.toMatch(/[{}]/);
  });

  test.each([21, 25])('with the youngest holder %i, the help says %i', (age) => {
    const form = loadForm('direct-debit', withHolderAge(age));
    expect(accountHolderMinAge(form.schema)).toBe(age);
    expect(holderHelp(form.ui)).toContain(String(age));
    expect(holderHelp(form.ui)).not.toContain('18');
  });
});

import type { ValidateFunction } from 'ajv';
import proposalSchema from '../../../schemas/entities/proposal.schema.json';
import { createAjv, schemaId } from '../../../schemas/src/createAjv';
import type { JourneyRules } from '../rules/ruleTypes';
import { validateRules } from '../rules/validateRules';
import type { Check } from './checkTypes';

const file = 'rules.json';

// Built once: the studio runs the check after every saved file.
let shape: ValidateFunction | undefined;
function rulesShape(): ValidateFunction {
  shape ??= createAjv().getSchema(schemaId('journey/rules.schema.json'));
  if (!shape) throw new Error('schemas/journey/rules.schema.json is not registered');
  return shape;
}

export const rulesNameRealPaths: Check = {
  name: 'rules-name-real-paths',
  description:
    'rules.json has the shape of schemas/journey/rules.schema.json, every rule id is unique, and every path of a condition or effect is a real answer of the Proposal (validateRules)',
  check(documents, report) {
    const rules = documents[file];
    if (rules === undefined) {
      report({ file, path: '', message: 'the file is missing' });
      return;
    }
    const validate = rulesShape();
    if (!validate(rules)) {
      for (const error of validate.errors ?? [])
        report({ file, path: error.instancePath.split('/').slice(1).join('.'), message: `${error.message}` });
      return;
    }
    for (const problem of validateRules(rules as JourneyRules, proposalSchema))
      report({ file, path: problem.at, message: `rule '${problem.rule}': ${problem.message}` });
  },
};

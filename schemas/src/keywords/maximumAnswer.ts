import { _, str, type CodeKeywordDefinition } from 'ajv';
import { getData } from 'ajv/dist/compile/validate/index.js';
import type { Code } from 'ajv';

/**
 * `"maximumAnswer": "1/annual_mileage"`: a number may not be above another numeric answer (an
 * absolute or relative JSON pointer, as for the date keywords). Passes while the other answer is
 * missing or not a number. The error's `params.limit` is the other answer.
 */
export const maximumAnswer: CodeKeywordDefinition = {
  keyword: 'maximumAnswer',
  type: 'number',
  schemaType: 'string',
  metaSchema: { type: 'string', pattern: '^(/.*|[0-9]+(/.*)?)$' },
  error: {
    message: ({ params }) => str`must not be more than ${params.limit}`,
    params: ({ params }) => _`{limit: ${params.limit}}`,
  },
  code(cxt) {
    const { gen, data } = cxt;
    const other = gen.const('other', getData(cxt.schema as string, cxt.it) as Code);
    cxt.setParams({ limit: other });
    cxt.fail(_`typeof ${other} == "number" && ${data} > ${other}`);
  },
};

import { inlineReferences } from './resolveSchema';

const shared = 'steps/shared/driver-questions.schema.json';
const step = 'steps/01-about-you/schema.json';
const documents = {
  [shared]: { definitions: { born: { type: 'string', minAge: 17, maxAge: 120, title: 'Born?' } } },
};
const keep = (text: string) => text;
const inline = (schema: unknown) => inlineReferences(schema, step, documents, keep);
const at = '../shared/driver-questions.schema.json#/definitions/born';

describe('inlineReferences: a limit written once and named where it applies again', () => {
  test('a reference to a number stands for that number', () => {
    expect(inline({ properties: { dob: { minAge: { $ref: `${at}/minAge` } } } })).toEqual({
      properties: { dob: { minAge: 17 } },
    });
  });

  test('"x-negate" beside it stands for the number below zero (a bound counted back from today)', () => {
    expect(
      inline({ earliestDate: { from: 'today', years: { $ref: `${at}/maxAge`, 'x-negate': true } } }),
    ).toEqual({ earliestDate: { from: 'today', years: -120 } });
  });

  test('a changed limit moves every place that names it', () => {
    const moved = structuredClone(documents);
    moved[shared].definitions.born.minAge = 18;
    const schema = { minAge: { $ref: `${at}/minAge` }, licence: { years: { $ref: `${at}/minAge` } } };
    expect(inlineReferences(schema, step, moved, keep)).toEqual({ minAge: 18, licence: { years: 18 } });
  });

  test.each([
    [
      '"x-negate" on a reference to no number',
      { years: { $ref: `${at}/title`, 'x-negate': true } },
      /needs a number/,
    ],
    [
      '"x-negate" other than true',
      { years: { $ref: `${at}/maxAge`, 'x-negate': 'yes' } },
      /can only be true/,
    ],
    ['"x-negate" without a reference', { years: { 'x-negate': true } }, /belongs beside a "\$ref"/],
    [
      '"x-negate" with other keywords beside it',
      { years: { $ref: `${at}/maxAge`, 'x-negate': true, minimum: 1 } },
      /takes nothing else/,
    ],
  ])('%s is refused, naming the file', (_case, schema, problem) => {
    expect(() => inline(schema)).toThrow(problem);
    expect(() => inline(schema)).toThrow(step);
  });
});

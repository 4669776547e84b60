import { rewordDocument } from './rewordDocument';

const proposerSchema = {
  title: 'About you',
  type: 'object',
  required: ['title', 'has_claims'],
  properties: {
    title: { title: 'Your title', type: 'string', enum: ['Mr', 'Mrs'], default: 'Mr' },
    description: { title: 'Describe your van', type: 'string', pattern: '^you' },
    has_claims: {
      title: 'Have you had any claims in the last 5 years?',
      description: 'Claims made by you or against you',
      type: 'boolean',
    },
  },
  errorMessage: {
    required: {
      title: 'Select your title',
      has_claims: 'Please provide an answer to this question to proceed.',
    },
  },
  if: { properties: { has_claims: { const: true } } },
  then: {
    properties: {
      claims: { title: 'Your claims', minItems: 1, errorMessage: 'Please add at least one claim' },
    },
  },
};

const proposerUi = {
  'ui:order': ['title', '*'],
  title: { 'ui:widget': 'select', 'ui:placeholder': 'Select your title' },
  has_claims: {
    'ui:help': 'Tell us about any claim you made',
    'ui:options': { help: 'Include claims on your other vehicles', label: true },
  },
};

describe('rewordDocument', () => {
  test('rewords the wording of a schema and leaves its data alone', () => {
    expect(rewordDocument(proposerSchema)).toEqual({
      ...proposerSchema,
      title: 'About them',
      properties: {
        title: { title: 'Their title', type: 'string', enum: ['Mr', 'Mrs'], default: 'Mr' },
        description: { title: 'Describe their van', type: 'string', pattern: '^you' },
        has_claims: {
          title: 'Have they had any claims in the last 5 years?',
          description: 'Claims made by them or against them',
          type: 'boolean',
        },
      },
      errorMessage: {
        required: {
          title: 'Select their title',
          has_claims: 'Please provide an answer to this question to proceed.',
        },
      },
      then: {
        properties: {
          claims: { title: 'Their claims', minItems: 1, errorMessage: 'Please add at least one claim' },
        },
      },
    });
  });

  test('rewords help and placeholders of a ui schema, not widget names or order', () => {
    expect(rewordDocument(proposerUi)).toEqual({
      'ui:order': ['title', '*'],
      title: { 'ui:widget': 'select', 'ui:placeholder': 'Select their title' },
      has_claims: {
        'ui:help': 'Tell us about any claim they made',
        'ui:options': { help: 'Include claims on their other vehicles', label: true },
      },
    });
  });

  test('returns a copy and never changes its input', () => {
    const before = structuredClone(proposerSchema);
    const result = rewordDocument(proposerSchema);
    expect(proposerSchema).toEqual(before);
    expect(result.properties).not.toBe(proposerSchema.properties);
  });

  test('takes another wording function', () => {
    expect(
      rewordDocument({ title: 'a', nested: { description: 'b' } }, (text) => text.toUpperCase()),
    ).toEqual({
      title: 'A',
      nested: { description: 'B' },
    });
  });
});

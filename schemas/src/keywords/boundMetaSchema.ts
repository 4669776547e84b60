/** 'today', an absolute JSON pointer, or a relative one ('3/date_of_birth'). */
const from = { type: 'string', pattern: '^(today|/.*|[0-9]+(/.*)?)$' };

const bound = {
  anyOf: [
    from,
    {
      type: 'object',
      required: ['from'],
      additionalProperties: false,
      properties: {
        from,
        years: { type: 'integer' },
        months: { type: 'integer' },
        days: { type: 'integer' },
      },
    },
  ],
};

/** The meta-schema of `earliestDate` and `latestDate`: one bound, or a non-empty list of them. */
export const boundMetaSchema = {
  anyOf: [...bound.anyOf, { type: 'array', minItems: 1, items: bound }],
};

import Ajv from 'ajv';
import type { OutlineQuestion } from './journeyOutline';
import type { ConditionQuestion } from './conditionEditor';
import {
  conditionNow,
  conditionShapes,
  questionEditChanges,
  questionEditForm,
  tidyConditions,
  type QuestionEdit,
} from './questionEditForm';

// An invented question, as the outline lists it.
const question: OutlineQuestion = {
  path: 'van.kept',
  depth: 2,
  title: 'Where is it kept?',
  help: undefined,
  widget: 'listSelect',
  kind: 'question',
  place: { file: 'steps/01-a/schema.json', pointer: '/properties/van/properties/kept' },
  titlePlace: { file: 'steps/01-a/schema.json', pointer: '/properties/van/properties/kept/title' },
  helpPlace: { file: 'steps/01-a/ui.json', pointer: '/van/kept/ui:help' },
  condition: 'asked when: “At home?” is No',
  conditions: [
    {
      words: '“At home?” is No',
      otherwise: false,
      source: '{"properties":{"home":{"const":false}}}',
      file: 'steps/01-a/schema.json',
      pointer: '/properties/van/if',
      base: ['van'],
    },
  ],
  messages: [
    {
      keyword: 'required',
      text: 'Answer it',
      file: 'steps/01-a/schema.json',
      pointer: '/properties/van/errorMessage/required/kept',
    },
  ],
  list: { name: 'places', file: 'lists/places.json', options: [{ name: 'Garage', value: 'G', index: 0 }] },
  rules: [],
  findings: [],
};

test('the form has a field for each message, option and condition, starting from what is written', () => {
  const { schema, data } = questionEditForm(question);
  const properties = schema.properties as Record<string, { properties?: Record<string, unknown> }>;
  expect(Object.keys(properties)).toEqual(['title', 'help', 'messages', 'options', 'conditions']);
  expect(data).toEqual({
    title: 'Where is it kept?',
    messages: { message_0: 'Answer it' },
    options: { option_0: 'Garage' },
    conditions: { condition_0: '{"properties":{"home":{"const":false}}}' },
  });
});

test('saving changes only what differs, in the file where each text is written', () => {
  const { data } = questionEditForm(question);
  expect(questionEditChanges(question, data)).toEqual([]);
  const changes = questionEditChanges(question, {
    ...data,
    title: 'Where is the van kept?',
    help: 'Overnight',
    messages: { message_0: 'Tell us, please' },
    options: { option_0: 'Locked garage' },
    conditions: { condition_0: '{"properties":{"home":{"const":true}}}' },
  });
  expect(changes).toEqual([
    {
      file: 'steps/01-a/schema.json',
      changes: [
        { pointer: '/properties/van/properties/kept/title', value: 'Where is the van kept?' },
        { pointer: '/properties/van/errorMessage/required/kept', value: 'Tell us, please' },
        { pointer: '/properties/van/if/properties/home/const', value: true },
      ],
    },
    { file: 'steps/01-a/ui.json', changes: [{ pointer: '/van/kept/ui:help', value: 'Overnight' }] },
    { file: 'lists/places.json', changes: [{ pointer: '/options/0/name', value: 'Locked garage' }] },
  ]);
});

test('a condition that is not JSON is refused before anything is saved', () => {
  const { data } = questionEditForm(question);
  expect(() => questionEditChanges(question, { ...data, conditions: { condition_0: '{ nope' } })).toThrow();
});

// The questions the invented condition may read, below 'van'.
const readable: ConditionQuestion[] = [
  { path: ['home'], title: 'At home?', type: 'boolean', options: undefined },
  {
    path: ['parked'],
    title: 'Where is it parked by day?',
    type: 'string',
    options: [
      { name: 'Garage', value: 'G' },
      { name: 'Drive', value: 'D' },
    ],
  },
  // The question itself, and one within it: never offered to its own condition.
  { path: ['kept'], title: 'Where is it kept?', type: 'string', options: [{ name: 'Garage', value: 'G' }] },
  { path: ['kept', 'since'], title: 'Since when?', type: 'string', options: undefined },
];
const required = {
  ...question,
  conditions: [
    { ...question.conditions[0]!, source: '{"properties":{"home":{"const":false}},"required":["home"]}' },
  ],
};
const shapes = conditionShapes(required, () => readable);

test('a condition the editor can read is a part: the question it reads, how it compares, its values', () => {
  const { schema, data, ui } = questionEditForm(required, shapes);
  expect(data.conditions).toEqual({ condition_0: { clause_0: { question: 'home', operator: 'isNo' } } });
  type Node = { properties: Record<string, Node>; oneOf?: { const: string; title: string }[] };
  const clause = (schema as unknown as Node).properties.conditions!.properties.condition_0!.properties
    .clause_0!;
  expect(clause.properties.question!.oneOf).toEqual([
    { const: 'home', title: 'At home?' },
    { const: 'parked', title: 'Where is it parked by day?' },
  ]);
  expect(clause.properties.operator!.oneOf!.map((o) => o.title)).toEqual(['is Yes', 'is No', 'is answered']);
  expect(clause.properties).not.toHaveProperty('values');
  expect(ui).toMatchObject({
    conditions: { condition_0: { clause_0: { values: { 'ui:widget': 'studioChoices' } } } },
  });
  expect(conditionNow(required.conditions[0]!, shapes[0]!, data.conditions?.condition_0).words).toBe(
    'asked when: “At home?” is No',
  );
});

test('choosing another question offers its options, and the words follow as it is edited', () => {
  const { data } = questionEditForm(required, shapes);
  const picked: QuestionEdit = {
    ...data,
    conditions: { condition_0: { clause_0: { question: 'parked', operator: 'isNo' } } },
  };
  const tidied = tidyConditions(data, picked, shapes);
  expect(tidied.conditions).toEqual({ condition_0: { clause_0: { question: 'parked', operator: 'is' } } });
  expect(conditionNow(required.conditions[0]!, shapes[0]!, tidied.conditions?.condition_0).words).toMatch(
    /^asked when: … \(choose a value\)/,
  );
  const { schema } = questionEditForm(required, shapes, tidied);
  expect(JSON.stringify(schema)).toContain('{"const":"D","title":"Drive"}');
  const chosen: QuestionEdit = {
    ...tidied,
    conditions: {
      condition_0: { clause_0: { question: 'parked', operator: 'isNotOneOf', values: ['G', 'D'] } },
    },
  };
  expect(conditionNow(required.conditions[0]!, shapes[0]!, chosen.conditions?.condition_0).words).toBe(
    'asked when: “Where is it parked by day?” is not Garage or Drive',
  );
  expect(questionEditChanges(required, chosen, shapes)).toEqual([
    {
      file: 'steps/01-a/schema.json',
      changes: [
        { pointer: '/properties/van/if/properties/parked', value: { not: { enum: ['G', 'D'] } } },
        { pointer: '/properties/van/if/properties/home', remove: true },
        { pointer: '/properties/van/if/required', value: ['parked'] },
      ],
    },
  ]);
});

test('a title, message or option of only spaces is refused before anything is saved', () => {
  const { data } = questionEditForm(question);
  expect(() => questionEditChanges(question, { ...data, title: '   ' })).toThrow(/title is only spaces/);
  expect(() => questionEditChanges(question, { ...data, messages: { message_0: ' \n ' } })).toThrow(
    /message is only spaces/,
  );
  const option = Object.keys(data.options ?? {})[0] as string;
  expect(() =>
    questionEditChanges(question, { ...data, options: { ...data.options, [option]: '  ' } }),
  ).toThrow(/option of its list is only spaces/);
  expect(questionEditChanges(question, { ...data, title: ' Where is it kept? ' })).toHaveLength(1);
});

test('a part that is not whole is refused before anything is saved', () => {
  const { data } = questionEditForm(required, shapes);
  const missing: QuestionEdit = {
    ...data,
    conditions: { condition_0: { clause_0: { question: 'parked', operator: 'is' } } },
  };
  expect(() => questionEditChanges(required, missing, shapes)).toThrow(/choose a value/);
});

test('a condition the editor cannot read stays JSON, and says why', () => {
  const shape = conditionShapes(question, () => readable);
  expect(shape[0]).toEqual({ parts: false, why: expect.stringMatching(/not answered/) as unknown });
  expect(conditionNow(question.conditions[0]!, shape[0]!, undefined).words).toMatch(
    /^Kept as JSON: it also holds/,
  );
  expect(questionEditForm(question, shape).data.conditions).toEqual({
    condition_0: question.conditions[0]!.source,
  });
});

describe('a limit its messages state', () => {
  const limited: OutlineQuestion = {
    ...question,
    messages: [
      ...question.messages,
      {
        keyword: 'maxItems',
        text: 'No more than {maxItems}',
        file: 'steps/01-a/schema.json',
        pointer: '/properties/van/properties/kept/errorMessage/maxItems',
      },
    ],
    limits: [
      {
        keyword: 'maxItems',
        value: 5,
        file: 'steps/01-a/schema.json',
        pointer: '/properties/van/properties/kept/maxItems',
      },
    ],
  };

  test('is a number field of the form, starting from the limit as written', () => {
    const { schema, data } = questionEditForm(limited);
    const limits = (schema.properties as Record<string, { properties: Record<string, { title: string }> }>)
      .limits;
    expect(Object.values(limits!.properties).map((field) => field.title)).toEqual(['Limit: maxItems']);
    expect(Object.values(data.limits ?? {})).toEqual([5]);
  });

  test('changed, is saved where it is written, and nothing else is', () => {
    const { data } = questionEditForm(limited);
    const [key] = Object.keys(data.limits ?? {});
    expect(questionEditChanges(limited, { ...data, limits: { [key!]: 3 } })).toEqual([
      {
        file: 'steps/01-a/schema.json',
        changes: [{ pointer: '/properties/van/properties/kept/maxItems', value: 3 }],
      },
    ]);
    expect(questionEditChanges(limited, data)).toEqual([]);
  });

  test('below zero is refused, in the form and before anything is saved', () => {
    const { schema, data } = questionEditForm(limited);
    const limits = (schema.properties as Record<string, { properties: Record<string, { minimum?: number }> }>)
      .limits;
    expect(Object.values(limits!.properties).map((field) => field.minimum)).toEqual([0]);
    const [key] = Object.keys(data.limits ?? {});
    expect(() => questionEditChanges(limited, { ...data, limits: { [key!]: -1 } })).toThrow(/below zero/);
  });
});

describe('a count of a date rule its messages state', () => {
  // "earliestDate": { "from": "today", "years": -5 }, stated "within {earliestDate.years} years".
  const dated: OutlineQuestion = {
    ...question,
    messages: [
      ...question.messages,
      {
        keyword: 'earliestDate',
        text: 'Within {earliestDate.years} years',
        file: 'steps/01-a/schema.json',
        pointer: '/properties/van/properties/kept/errorMessage/earliestDate',
      },
    ],
    limits: [
      {
        keyword: 'earliestDate.years',
        value: 5,
        file: 'steps/01-a/schema.json',
        pointer: '/properties/van/properties/kept/earliestDate/years',
        date: { unit: 'years', from: 'today', back: true },
      },
    ],
  };
  type Fields = Record<
    string,
    { properties: Record<string, { title: string; minimum?: number; maximum?: number }> }
  >;
  const fieldOf = () => {
    const { schema, data } = questionEditForm(dated);
    const [field] = Object.values((schema.properties as Fields).limits!.properties);
    const [key] = Object.keys(data.limits ?? {});
    return { field: field!, key: key!, data };
  };

  test('is a field of the form, starting from the count as its messages state it', () => {
    const { field, data } = fieldOf();
    expect(field.title).toBe('Limit: earliestDate.years (years before today)');
    expect(Object.values(data.limits ?? {})).toEqual([5]);
  });

  test('changed, is saved where it is written, still counting back', () => {
    const { key, data } = fieldOf();
    expect(questionEditChanges(dated, { ...data, limits: { [key]: 3 } })).toEqual([
      {
        file: 'steps/01-a/schema.json',
        changes: [{ pointer: '/properties/van/properties/kept/earliestDate/years', value: -3 }],
      },
    ]);
    expect(questionEditChanges(dated, data)).toEqual([]);
  });

  test('out of its range is refused, in the form and before anything is saved, naming the rule', () => {
    const { field, key, data } = fieldOf();
    expect(field.minimum).toBeGreaterThan(0);
    expect(field.maximum).toBeDefined();
    for (const value of [0, -2, field.maximum! + 1, 2.5])
      expect(() => questionEditChanges(dated, { ...data, limits: { [key]: value } })).toThrow(
        /earliestDate\.years \(years before today\) is .*: a date rule counts/,
      );
  });
});

describe('a limit the Proposal bounds too', () => {
  // The most claims: 5 in the step, and the entity the server stores takes no more than 5.
  const bounded: OutlineQuestion = {
    ...question,
    limits: [
      {
        keyword: 'maxItems',
        value: 5,
        file: 'steps/01-a/schema.json',
        pointer: '/properties/van/properties/kept/maxItems',
        entity: { upper: true, bound: 5, words: 'at most 5 items (schemas/entities/van.schema.json)' },
      },
    ],
  };

  test('is refused past the Proposal’s bound, in the form and before anything is saved', () => {
    const { schema, data } = questionEditForm(bounded);
    const limits = (schema.properties as Record<string, { properties: Record<string, { maximum?: number }> }>)
      .limits;
    expect(Object.values(limits!.properties).map((field) => field.maximum)).toEqual([5]);
    const [key] = Object.keys(data.limits ?? {});
    expect(() => questionEditChanges(bounded, { ...data, limits: { [key!]: 6 } })).toThrow(
      /maxItems is 6, but the Proposal .* allows at most 5 items \(schemas\/entities\/van\.schema\.json\)/,
    );
    expect(questionEditChanges(bounded, { ...data, limits: { [key!]: 3 } })).toHaveLength(1);
  });
});

test('the form’s schema compiles whole for a question with conditions, so its checks hold', () => {
  // A reference to the schema of question edits' definitions, which the form does not carry,
  // left the form of every conditional question with no checks at all: a limit past its range
  // or an empty title went through to the save.
  const limited: OutlineQuestion = {
    ...required,
    limits: [{ keyword: 'maxItems', value: 5, file: 'steps/01-a/schema.json', pointer: '/x/maxItems' }],
  };
  for (const [asked, given] of [
    [limited, conditionShapes(limited, () => readable)],
    [{ ...limited, conditions: question.conditions }, conditionShapes(question, () => readable)],
  ] as const) {
    const { schema, data } = questionEditForm(asked, given);
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    expect(validate(data)).toBe(true);
    expect(validate({ ...data, title: '' })).toBe(false);
    expect(validate({ ...data, limits: { limit_0: -1 } })).toBe(false);
  }
});

test('a lower limit set above its upper one is refused before anything is saved', () => {
  const place = (keyword: string) => ({
    keyword,
    file: 'steps/01-a/schema.json',
    pointer: `/properties/van/properties/kept/${keyword}`,
  });
  const both: OutlineQuestion = {
    ...question,
    limits: [
      { ...place('minItems'), value: 1 },
      { ...place('maxItems'), value: 5 },
    ],
  };
  const { data } = questionEditForm(both);
  const [least, most] = Object.keys(data.limits ?? {}) as [string, string];
  expect(() => questionEditChanges(both, { ...data, limits: { [least]: 6, [most]: 5 } })).toThrow(
    /minItems \(6\) is above maxItems \(5\): no answer would meet both/,
  );
  expect(() => questionEditChanges(both, { ...data, limits: { [least]: 2, [most]: 1 } })).toThrow(
    /minItems \(2\) is above maxItems \(1\)/,
  );
  expect(questionEditChanges(both, { ...data, limits: { [least]: 5, [most]: 5 } })).toHaveLength(1);
});

test('a limit another part writes for the same answer is saved there too', () => {
  const twice: OutlineQuestion = {
    ...question,
    limits: [
      {
        keyword: 'latestDate.days',
        value: 30,
        file: 'steps/01-a/schema.json',
        pointer: '/properties/van/properties/kept/latestDate/days',
        date: { unit: 'days', from: 'today', back: false },
        alsoAt: [{ file: 'forms/a/schema.json', pointer: '/properties/van/properties/kept/latestDate/days' }],
      },
    ],
  };
  const { schema, data } = questionEditForm(twice);
  expect(JSON.stringify(schema)).toContain('saved also in forms/a/schema.json');
  const [key] = Object.keys(data.limits ?? {});
  expect(questionEditChanges(twice, { ...data, limits: { [key!]: 45 } })).toEqual([
    {
      file: 'steps/01-a/schema.json',
      changes: [{ pointer: '/properties/van/properties/kept/latestDate/days', value: 45 }],
    },
    {
      file: 'forms/a/schema.json',
      changes: [{ pointer: '/properties/van/properties/kept/latestDate/days', value: 45 }],
    },
  ]);
  expect(questionEditChanges(twice, data)).toEqual([]);
});

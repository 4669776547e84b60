import { sameJson, type ConditionQuestion } from './conditionEditor';
import {
  applyChanges,
  askAlways,
  askOnlyWhen,
  conditionAddedChanges,
  conditionHolders,
  conditionalPlace,
  conditionRemovedChanges,
  newCondition,
  newConditionShape,
  unconditionalPlace,
} from './conditionalQuestion';
import type { OutlineQuestion } from './journeyOutline';
import { questionEditForm } from './questionEditForm';

// An invented step: an object `van` asking whether it is kept at home (required, with its
// message) and where it is kept (required, with its message).
const schemaFile = 'steps/01-a/schema.json';
const van = () => ({
  type: 'object',
  properties: {
    home: { type: 'boolean', title: 'At home?' },
    kept: { type: 'string', title: 'Where is it kept?' },
  },
  required: ['home', 'kept'],
  errorMessage: { required: { home: 'Say if it is at home', kept: 'Say where it is kept' } },
});
const document = () => ({ type: 'object', properties: { van: van() } });
const atHomeNo = { properties: { home: { const: false } }, required: ['home'] };

const kept: OutlineQuestion = {
  path: 'van.kept',
  depth: 2,
  title: 'Where is it kept?',
  help: undefined,
  widget: undefined,
  kind: 'question',
  place: { file: schemaFile, pointer: '/properties/van/properties/kept' },
  titlePlace: { file: schemaFile, pointer: '/properties/van/properties/kept/title' },
  helpPlace: { file: 'steps/01-a/ui.json', pointer: '/van/kept/ui:help' },
  condition: undefined,
  conditions: [],
  messages: [
    {
      keyword: 'required',
      text: 'Say where it is kept',
      file: schemaFile,
      pointer: '/properties/van/errorMessage/required/kept',
    },
  ],
  list: undefined,
  rules: [],
  findings: [],
};

const questions: ConditionQuestion[] = [
  { path: ['home'], title: 'At home?', type: 'boolean', options: undefined },
  { path: ['kept'], title: 'Where is it kept?', type: 'string', options: undefined },
];

test('a question asked only when a condition holds moves into an if/then of its object, required only there', () => {
  expect(askOnlyWhen(van(), 'kept', atHomeNo)).toEqual({
    type: 'object',
    properties: { home: { type: 'boolean', title: 'At home?' } },
    required: ['home'],
    errorMessage: { required: { home: 'Say if it is at home' } },
    allOf: [
      {
        if: atHomeNo,
        then: {
          type: 'object',
          properties: { kept: { type: 'string', title: 'Where is it kept?' } },
          required: ['kept'],
          errorMessage: { required: { kept: 'Say where it is kept' } },
        },
      },
    ],
  });
});

test('a question that was not required is not required when asked either; the allOf written keeps its conditions', () => {
  const object = { ...van(), required: ['home'], allOf: [{ if: atHomeNo, then: { required: [] } }] };
  object.errorMessage = { required: { home: 'Say if it is at home' } } as never;
  const next = askOnlyWhen(object, 'kept', atHomeNo);
  expect(next.allOf).toEqual([
    { if: atHomeNo, then: { required: [] } },
    { if: atHomeNo, then: { type: 'object', properties: { kept: van().properties.kept } } },
  ]);
  expect(next.required).toEqual(['home']);
});

test('taking the condition off gives the object back as it was, the question last', () => {
  const conditional = askOnlyWhen(van(), 'kept', atHomeNo);
  const place = { file: schemaFile, object: '', holder: '/allOf/0', branch: 'then' as const, name: 'kept' };
  expect(sameJson(askAlways(conditional, place), van())).toBe(true);
  // The object's own if/then (as a step writes one condition) goes too.
  const own = { ...askOnlyWhen(van(), 'kept', atHomeNo) };
  const [{ if: ifSchema, then }] = own.allOf as [{ if: unknown; then: unknown }];
  delete own.allOf;
  const onObject = askAlways({ ...own, if: ifSchema, then }, { ...place, holder: '' });
  expect(sameJson(onObject, van())).toBe(true);
});

test('a branch holding other questions keeps them and its condition', () => {
  const object = {
    type: 'object',
    properties: { home: { type: 'boolean' } },
    if: atHomeNo,
    then: {
      type: 'object',
      properties: { kept: { type: 'string' }, postcode: { type: 'string' } },
      required: ['kept', 'postcode'],
    },
  };
  const place = { file: schemaFile, object: '', holder: '', branch: 'then' as const, name: 'kept' };
  expect(askAlways(object, place)).toEqual({
    type: 'object',
    properties: { home: { type: 'boolean' }, kept: { type: 'string' } },
    required: ['kept'],
    if: atHomeNo,
    then: { type: 'object', properties: { postcode: { type: 'string' } }, required: ['postcode'] },
  });
});

test.each([
  [
    'a question with a condition',
    { conditions: [newCondition({ file: schemaFile, holder: '', name: 'x', base: [] })] },
    'already has a condition',
  ],
  ['a group', { kind: 'group' as const }, 'group'],
  [
    'a question of a shared document',
    { place: { file: 'steps/shared/driver-questions.schema.json', pointer: '/definitions/a/properties/b' } },
    'more than one step',
  ],
])('%s cannot be given a condition here', (_name, change, why) => {
  expect(unconditionalPlace({ ...kept, ...change })).toEqual(expect.stringContaining(why));
});

test('saving a new condition moves the question, with the texts edited in the same save', () => {
  const place = unconditionalPlace(kept);
  if (typeof place === 'string') throw new Error(place);
  expect(place).toEqual({ file: schemaFile, holder: '/properties/van', name: 'kept', base: ['van'] });
  const shape = newConditionShape(place, questions);
  // The question cannot read itself.
  expect(shape.questions.map((q) => q.path.join('.'))).toEqual(['home']);
  const { data } = questionEditForm({ ...kept, conditions: [newCondition(place)] }, [shape]);
  expect(data.conditions).toEqual({ condition_0: { clause_0: {} } });
  expect(() => conditionAddedChanges(kept, data, shape, place, document())).toThrow(/not whole/);

  const edit = {
    ...data,
    title: 'Where is the van kept?',
    conditions: { condition_0: { clause_0: { question: 'home', operator: 'isNo' as const } } },
  };
  const [saved, ...others] = conditionAddedChanges(kept, edit, shape, place, document());
  expect(others).toEqual([]);
  expect(saved?.file).toBe(schemaFile);
  const after = applyChanges(document(), saved!.changes) as ReturnType<typeof document>;
  expect(after.properties.van).toEqual(
    askOnlyWhen(
      {
        ...van(),
        properties: {
          ...van().properties,
          kept: { ...van().properties.kept, title: 'Where is the van kept?' },
        },
      },
      'kept',
      atHomeNo,
    ),
  );

  // And off again: the question is found in its condition's then, and goes back.
  const conditional: OutlineQuestion = {
    ...kept,
    place: { file: schemaFile, pointer: '/properties/van/allOf/0/then/properties/kept' },
    conditions: [
      {
        words: '',
        otherwise: false,
        source: JSON.stringify(atHomeNo),
        file: schemaFile,
        pointer: '/properties/van/allOf/0/if',
        base: ['van'],
      },
    ],
  };
  const off = conditionalPlace(conditional);
  expect(off).toEqual({
    file: schemaFile,
    object: '/properties/van',
    holder: '/properties/van/allOf/0',
    branch: 'then',
    name: 'kept',
  });
  if (typeof off === 'string') throw new Error(off);
  const [removed, ...elsewhere] = conditionRemovedChanges(conditional, undefined, off, after);
  expect(elsewhere).toEqual([]);
  const back = applyChanges(after, removed!.changes) as ReturnType<typeof document>;
  expect(
    sameJson(back.properties.van, {
      ...van(),
      properties: {
        ...van().properties,
        kept: { ...van().properties.kept, title: 'Where is the van kept?' },
      },
    }),
  ).toBe(true);
});

test('"Always ask it" keeps the texts edited before it: they are saved where the question goes', () => {
  const conditionalDocument = () => ({
    type: 'object',
    properties: { van: askOnlyWhen(van(), 'kept', atHomeNo) },
  });
  const conditional: OutlineQuestion = {
    ...kept,
    titlePlace: { file: schemaFile, pointer: '/properties/van/allOf/0/then/properties/kept/title' },
    place: { file: schemaFile, pointer: '/properties/van/allOf/0/then/properties/kept' },
    conditions: [
      {
        words: '',
        otherwise: false,
        source: JSON.stringify(atHomeNo),
        file: schemaFile,
        pointer: '/properties/van/allOf/0/if',
        base: ['van'],
      },
    ],
  };
  const off = conditionalPlace(conditional);
  if (typeof off === 'string') throw new Error(off);
  const { data } = questionEditForm(conditional, []);
  const edit = { ...data, title: 'Where do you keep the van overnight?' };
  const [saved, ...others] = conditionRemovedChanges(conditional, edit, off, conditionalDocument());
  expect(others).toEqual([]);
  const after = applyChanges(conditionalDocument(), saved!.changes) as ReturnType<typeof document>;
  const expected = van();
  expected.properties.kept.title = 'Where do you keep the van overnight?';
  expect(sameJson(after.properties.van, expected)).toBe(true);
});

test('a question in a group under a condition is not taken out of it here', () => {
  const inGroup: OutlineQuestion = {
    ...kept,
    place: { file: schemaFile, pointer: '/properties/van/then/properties/where/properties/kept' },
    conditions: [
      {
        words: '',
        otherwise: false,
        source: '{}',
        file: schemaFile,
        pointer: '/properties/van/if',
        base: ['van'],
      },
    ],
  };
  expect(conditionalPlace(inGroup)).toEqual(expect.stringContaining('group'));
});

// The same van inside `risk`, beside an object `owner` asking whether the customer keeps it: a
// condition on van.kept reading owner.keeper is written in `risk`, as the journey writes one.
const owner = () => ({
  type: 'object',
  properties: { keeper: { type: 'boolean', title: 'Are you the keeper?' } },
  required: ['keeper'],
  errorMessage: { required: { keeper: 'Say if you keep it' } },
});
const risk = () => ({
  type: 'object',
  properties: { van: van(), owner: owner() },
  required: ['van', 'owner'],
  errorMessage: { required: { van: 'Tell us about the van', owner: 'Tell us about its owner' } },
});
const riskDocument = () => ({ type: 'object', properties: { risk: risk() } });
const notKeeper = {
  properties: { owner: { type: 'object', properties: { keeper: { const: false } }, required: ['keeper'] } },
  required: ['owner'],
};
const keptInRisk: OutlineQuestion = {
  ...kept,
  path: 'risk.van.kept',
  depth: 3,
  place: { file: schemaFile, pointer: '/properties/risk/properties/van/properties/kept' },
  titlePlace: { file: schemaFile, pointer: '/properties/risk/properties/van/properties/kept/title' },
  helpPlace: { file: 'steps/01-a/ui.json', pointer: '/risk/van/kept/ui:help' },
  messages: [{ ...kept.messages[0]!, pointer: '/properties/risk/properties/van/errorMessage/required/kept' }],
};
// The questions below the step's answer, as the form offers them for a new condition.
const everyQuestionOfRisk: ConditionQuestion[] = [
  { path: ['risk', 'van', 'home'], title: 'At home?', type: 'boolean', options: undefined },
  { path: ['risk', 'van', 'kept'], title: 'Where is it kept?', type: 'string', options: undefined },
  { path: ['risk', 'owner', 'keeper'], title: 'Are you the keeper?', type: 'boolean', options: undefined },
];
/** The then of a condition on van.kept written in risk, the question required (with its message) or not. */
const nestedThen = (required: boolean) => ({
  type: 'object',
  properties: {
    van: {
      type: 'object',
      properties: { kept: van().properties.kept },
      ...(required
        ? { required: ['kept'], errorMessage: { required: { kept: 'Say where it is kept' } } }
        : {}),
    },
  },
  ...(required ? { required: ['van'], errorMessage: { required: { van: 'Tell us about the van' } } } : {}),
});

test.each([
  ['a required question: required, with its message, at each object the then nests', risk(), true],
  [
    'a question not required: no object of the then is required',
    {
      ...risk(),
      properties: {
        ...risk().properties,
        van: { ...van(), required: ['home'], errorMessage: { required: { home: 'Say if it is at home' } } },
      },
    },
    false,
  ],
])(
  'a condition written above the question’s object nests its then down to it: %s',
  (_name, object, required) => {
    const next = askOnlyWhen(object, 'kept', notKeeper, ['van']) as ReturnType<typeof risk> & {
      allOf: unknown;
    };
    expect(next.allOf).toEqual([{ if: notKeeper, then: nestedThen(required) }]);
    expect(next.properties.van.properties).not.toHaveProperty('kept');
    expect(next.properties.van.required).toEqual(['home']);
    expect(next.properties.van.errorMessage).toEqual({ required: { home: 'Say if it is at home' } });
    expect(next.required).toEqual(['van', 'owner']);
  },
);

test.each([
  [
    'a question of its own object: in that object, as before',
    'risk.van.home',
    '/properties/risk/properties/van',
  ],
  ['a question of another object: in the object holding both', 'risk.owner.keeper', '/properties/risk'],
])('a new condition reading %s is written there', (_name, reads, where) => {
  const place = unconditionalPlace(keptInRisk);
  if (typeof place === 'string') throw new Error(place);
  expect(conditionHolders(place).map((h) => h.pointer)).toEqual([
    '/properties/risk/properties/van',
    '/properties/risk',
    '',
  ]);
  const base: string[] = [];
  expect(newCondition(place, base).pointer).toBe('/allOf/-/if');
  const shape = newConditionShape(place, everyQuestionOfRisk, base);
  expect(shape.questions.map((q) => q.path.join('.'))).toEqual(['risk.van.home', 'risk.owner.keeper']);
  const { data } = questionEditForm({ ...keptInRisk, conditions: [newCondition(place, base)] }, [shape]);
  const edit = {
    ...data,
    title: 'Where is the van kept?',
    conditions: { condition_0: { clause_0: { question: reads, operator: 'isNo' as const } } },
  };
  const [saved, ...others] = conditionAddedChanges(keptInRisk, edit, shape, place, riskDocument(), base);
  expect(others).toEqual([]);
  const after = applyChanges(riskDocument(), saved!.changes);
  const titled = riskDocument();
  titled.properties.risk.properties.van.properties.kept.title = 'Where is the van kept?';
  const expected =
    where === '/properties/risk'
      ? askOnlyWhen(titled.properties.risk, 'kept', notKeeper, ['van'])
      : {
          ...titled.properties.risk,
          properties: {
            ...titled.properties.risk.properties,
            van: askOnlyWhen(titled.properties.risk.properties.van, 'kept', atHomeNo),
          },
        };
  expect((after as ReturnType<typeof riskDocument>).properties.risk).toEqual(expected);
});

/** The question as the outline finds it under a condition written in risk. */
const keptUnderRisk = (
  pointer = '/properties/risk/allOf/0/then/properties/van/properties/kept',
): OutlineQuestion => ({
  ...keptInRisk,
  place: { file: schemaFile, pointer },
  titlePlace: { file: schemaFile, pointer: `${pointer}/title` },
  messages: [
    {
      ...kept.messages[0]!,
      pointer: '/properties/risk/allOf/0/then/properties/van/errorMessage/required/kept',
    },
  ],
  conditions: [
    {
      words: '',
      otherwise: false,
      source: JSON.stringify(notKeeper),
      file: schemaFile,
      pointer: '/properties/risk/allOf/0/if',
      base: ['risk'],
    },
  ],
});
const conditionalRiskDocument = () => ({
  type: 'object',
  properties: { risk: askOnlyWhen(risk(), 'kept', notKeeper, ['van']) },
});

test.each([
  ['the object holds the objects the then nests', conditionalRiskDocument(), { within: ['van'] }],
  ['no document to look in', undefined, 'group'],
  [
    'the then nests an object the object does not hold: a group asked under the condition',
    {
      type: 'object',
      properties: { risk: { ...conditionalRiskDocument().properties.risk, properties: {} } },
    },
    'group',
  ],
])('a question in objects nested in a condition’s then, %s', (_name, document, expected) => {
  const place = conditionalPlace(keptUnderRisk(), document);
  if (typeof expected === 'string') expect(place).toEqual(expect.stringContaining(expected));
  else
    expect(place).toEqual({
      file: schemaFile,
      object: '/properties/risk',
      holder: '/properties/risk/allOf/0',
      branch: 'then',
      name: 'kept',
      ...expected,
    });
});

test.each([
  ['the question alone in the then: the then and the condition go', '', undefined],
  [
    'another question in the same nested object: it stays, and so do the object and the condition',
    'postcode',
    { van: { type: 'object', properties: { postcode: { type: 'string' } }, required: ['postcode'] } },
  ],
  [
    'another question in the then itself: the emptied object goes, its place in required too',
    'mileage',
    { mileage: { type: 'integer' } },
  ],
])('"Always ask it" under a nested then, %s', (_name, other, leftProperties) => {
  const conditional = askOnlyWhen(risk(), 'kept', notKeeper, ['van']) as Record<string, unknown> & {
    allOf: {
      then: {
        properties: Record<string, { properties: Record<string, unknown>; required: string[] }>;
        required: string[];
      };
    }[];
  };
  const then = conditional.allOf[0]!.then;
  if (other === 'postcode') {
    then.properties.van!.properties.postcode = { type: 'string' };
    then.properties.van!.required.push('postcode');
  }
  if (other === 'mileage') then.properties.mileage = { type: 'integer' } as never;
  const place = {
    file: schemaFile,
    object: '',
    holder: '/allOf/0',
    branch: 'then' as const,
    name: 'kept',
    within: ['van'],
  };
  const back = askAlways(conditional, place) as ReturnType<typeof risk> & {
    allOf?: { then: { properties: unknown } }[];
  };
  expect(back.properties.van).toEqual(
    askAlways(askOnlyWhen(van(), 'kept', atHomeNo), { ...place, holder: '/allOf/0', within: undefined }),
  );
  expect(back.required).toEqual(['van', 'owner']);
  expect(back.errorMessage).toEqual(risk().errorMessage);
  if (leftProperties === undefined) expect(sameJson(back, risk())).toBe(true);
  else expect(back.allOf?.[0]?.then.properties).toEqual(leftProperties);
});

test('"Always ask it" under a nested then keeps the texts edited before it, saved where the question goes', () => {
  const question = keptUnderRisk();
  const off = conditionalPlace(question, conditionalRiskDocument());
  if (typeof off === 'string') throw new Error(off);
  const { data } = questionEditForm(question, []);
  const edit = { ...data, title: 'Where do you keep the van overnight?' };
  const [saved, ...others] = conditionRemovedChanges(question, edit, off, conditionalRiskDocument());
  expect(others).toEqual([]);
  const after = applyChanges(conditionalRiskDocument(), saved!.changes) as ReturnType<typeof riskDocument>;
  const expected = risk();
  expected.properties.van.properties.kept.title = 'Where do you keep the van overnight?';
  expect(sameJson(after.properties.risk, expected)).toBe(true);
});

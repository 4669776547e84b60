import journey from '../../journey/journey.json';
import rules from '../../journey/rules.json';
import { formDocuments, journeyForms, type FormName } from '../../journey/src/forms/forms';
import { checks, runChecks } from '../../journey/src/checks/index';
import { schemaNodes } from '../../journey/src/checks/schemaNodes';
import { journeyLists } from '../../journey/src/lists/journeyLists';
import { isObject } from '../../journey/src/steps/documentRefs';
import { stepDocuments, steps } from '../../journey/src/steps/steps';
import {
  clauseProblem,
  clausesInWords,
  conditionQuestions,
  jsonChanges,
  operatorsFor,
  questionFinder,
  readCondition,
  writeCondition,
  type Clause,
  type ConditionQuestion,
} from './conditionEditor';
import { conditionInWords } from './conditionInWords';
import { journeyOutline, pointerOf } from './journeyOutline';

// A condition of the journey's documents read as parts (question, how it compares, values) and
// written back: the same JSON, or a reason it stays JSON.

const listOptions = (list: string) => journeyLists.find((l) => l.name === `insurer.${list}`)?.options;
const documents = {
  'journey.json': journey,
  'rules.json': rules,
  ...stepDocuments,
  ...formDocuments,
  ...Object.fromEntries(journeyLists.map((list) => [`lists/${list.name.split('.')[1]}.json`, list])),
};
const parts = journeyOutline(documents);

/** The outline's words of each condition of a question, by file, pointer and answer. */
const words = new Map(
  parts.flatMap((part) =>
    part.questions.flatMap((question) =>
      question.conditions.map((c) => [`${c.file}#${c.pointer} over ${c.base.join('.')}`, c.words]),
    ),
  ),
);

/** Every `if` of the steps and forms (shared ones once for each answer they are over). */
const conditions = [
  ...new Map(
    schemaNodes(documents)
      .filter((node) => node.root !== 'shared' && node.answer && isObject(node.node.if))
      .map((node) => {
        const base = node.answer as string[];
        const pointer = pointerOf([...node.keys, 'if']);
        const name = `${node.file}#${pointer} over ${base.join('.')}`;
        const form = node.root === 'form' ? node.origin.split('/')[1] : undefined;
        return [name, { name, form, base, pointer, source: node.node.if, words: words.get(name) }];
      }),
  ).values(),
];

const schemasOf = (form: string | undefined) =>
  form ? [journeyForms[form as FormName].schema] : steps.map((step) => step.schema);

test('the journey has conditions to read', () => {
  expect(conditions.length).toBeGreaterThan(20);
});

test.each(conditions)('$name reads as parts and writes back the same JSON, or says why not', (condition) => {
  const questions = conditionQuestions(schemasOf(condition.form), condition.base, listOptions);
  const questionAt = questionFinder(questions);
  const { source } = condition;
  const read = readCondition(source, questionAt);
  if ('why' in read) {
    expect(read.why).toMatch(/^it /);
    return;
  }
  expect(writeCondition(read.clauses, questionAt)).toEqual(source);
  for (const clause of read.clauses) expect(clauseProblem(clause, questionAt)).toBeUndefined();
  // The words of the parts are the outline's words of the condition.
  if (condition.words) expect(clausesInWords(read.clauses, questionAt, condition.base)).toBe(condition.words);
  expect(jsonChanges(source, writeCondition(read.clauses, questionAt), condition.pointer)).toEqual([]);
});

test('all but the conditions in shapes the editor does not write are read as parts', () => {
  const notParts = conditions.filter((condition) => {
    const questionAt = questionFinder(
      conditionQuestions(schemasOf(condition.form), condition.base, listOptions),
    );
    return 'why' in readCondition(condition.source, questionAt);
  });
  expect(notParts.length).toBeLessThan(conditions.length / 4);
});

/** Another part for the same question: the other yes/no, options it is not, a number it is at least. */
function another(clause: Clause, question: ConditionQuestion): Clause {
  if (question.type === 'boolean')
    return { question: clause.question, operator: clause.operator === 'isYes' ? 'isNo' : 'isYes' };
  const options = question.options ?? [];
  if (options.length >= 2)
    return {
      question: clause.question,
      operator: 'isNotOneOf',
      values: options.slice(0, 2).map((o) => o.value),
    };
  return { question: clause.question, operator: 'isAtLeast', number: 1 };
}

test('the checker accepts every condition the editor writes in place of the journey’s', () => {
  const changed = structuredClone(documents) as Record<string, unknown>;
  let written = 0;
  for (const condition of conditions) {
    const questionAt = questionFinder(
      conditionQuestions(schemasOf(condition.form), condition.base, listOptions),
    );
    const read = readCondition(condition.source, questionAt);
    if ('why' in read) continue;
    const clauses = read.clauses.map((clause) => another(clause, questionAt(clause.question.split('.'))!));
    const file = condition.name.split('#')[0]!;
    const keys = condition.pointer
      .slice(1)
      .split('/')
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    const holder = keys
      .slice(0, -1)
      .reduce((node, key) => (node as Record<string, unknown>)[key], changed[file]);
    (holder as Record<string, unknown>).if = writeCondition(clauses, questionAt);
    written += 1;
  }
  expect(written).toBeGreaterThan(20);
  const conditionChecks = checks.filter((check) => check.name.startsWith('condition'));
  expect(conditionChecks.map((check) => check.name)).toHaveLength(3);
  expect(runChecks(changed, conditionChecks)).toEqual([]);
});

// Invented questions below the answer 'van'.
const questions: ConditionQuestion[] = [
  {
    path: ['kept'],
    title: 'Where is it kept?',
    type: 'string',
    options: [
      { name: 'Garage', value: 'GAR' },
      { name: 'Drive', value: 'DRV' },
      { name: 'Street', value: 'STR' },
    ],
  },
  { path: ['at_home'], title: 'Kept at home?', type: 'boolean', options: undefined },
  { path: ['owner', 'age'], title: 'Owner’s age', type: 'integer', options: undefined },
  {
    path: ['seats'],
    title: 'Seats',
    type: 'integer',
    options: [
      { name: '2', value: '2' },
      { name: '3', value: '3' },
    ],
  },
];
const questionAt = questionFinder(questions);

test.each<{ operator: Clause['operator']; clause: Omit<Clause, 'operator'>; test: unknown }>([
  { operator: 'is', clause: { question: 'kept', values: ['GAR'] }, test: { const: 'GAR' } },
  { operator: 'isNot', clause: { question: 'kept', values: ['GAR'] }, test: { not: { const: 'GAR' } } },
  {
    operator: 'isOneOf',
    clause: { question: 'kept', values: ['GAR', 'DRV'] },
    test: { enum: ['GAR', 'DRV'] },
  },
  {
    operator: 'isNotOneOf',
    clause: { question: 'kept', values: ['GAR', 'DRV'] },
    test: { not: { enum: ['GAR', 'DRV'] } },
  },
  { operator: 'isAnswered', clause: { question: 'kept' }, test: { type: 'string' } },
  { operator: 'isYes', clause: { question: 'at_home' }, test: { const: true } },
  { operator: 'isNo', clause: { question: 'at_home' }, test: { const: false } },
  { operator: 'is', clause: { question: 'seats', values: ['3'] }, test: { const: 3 } },
])('“$operator” is written as the journey writes it and read back', ({ operator, clause, test: leaf }) => {
  const clauses = [{ ...clause, operator }];
  const written = { properties: { [clause.question]: leaf }, required: [clause.question] };
  expect(writeCondition(clauses, questionAt)).toEqual(written);
  expect(readCondition(written, questionAt)).toEqual({ clauses });
});

test('a question below an object is written through it, and parts are joined by “and”', () => {
  const clauses: Clause[] = [
    { question: 'owner.age', operator: 'isMoreThan', number: 24 },
    { question: 'at_home', operator: 'isNo' },
  ];
  const written = writeCondition(clauses, questionAt);
  expect(written).toEqual({
    properties: {
      owner: {
        type: 'object',
        properties: { age: { type: 'integer', exclusiveMinimum: 24 } },
        required: ['age'],
      },
      at_home: { const: false },
    },
    required: ['owner', 'at_home'],
  });
  expect(readCondition(written, questionAt)).toEqual({ clauses });
  expect(clausesInWords(clauses, questionAt, ['van'])).toBe(
    conditionInWords(written, { title: (p) => questionAt(p.slice(1))?.title, options: () => undefined }, [
      'van',
    ]),
  );
  expect(clausesInWords(clauses, questionAt, ['van'])).toBe(
    '“Owner’s age” is more than 24 and “Kept at home?” is No',
  );
});

test.each([
  {
    what: 'an answer not required',
    condition: { properties: { kept: { const: 'GAR' } } },
    why: /not answered/,
  },
  {
    what: 'a choice of several conditions',
    condition: { anyOf: [{ required: ['kept'] }], properties: {}, required: [] },
    why: /anyOf/,
  },
  {
    what: 'a pattern',
    condition: { properties: { kept: { pattern: '^G' } }, required: ['kept'] },
    why: /pattern/,
  },
  {
    what: 'a value that is not an option',
    condition: { properties: { kept: { const: 'BARN' } }, required: ['kept'] },
    why: /BARN/,
  },
  {
    what: 'an answer that is no question here',
    condition: { properties: { colour: { const: 'red' } }, required: ['colour'] },
    why: /colour/,
  },
  {
    what: 'null among the values',
    condition: { properties: { kept: { enum: ['GAR', null] } }, required: ['kept'] },
    why: /null/,
  },
  {
    what: 'a shape the editor writes otherwise',
    condition: { properties: { kept: { const: 'GAR' } }, required: ['kept', 'kept'] },
    why: /another shape/,
  },
])('$what stays JSON, with the reason', ({ condition, why }) => {
  const read = readCondition(condition, questionAt);
  expect(read).toEqual({ why: expect.stringMatching(why) as unknown });
});

test('the operators offered suit the question', () => {
  expect(operatorsFor(questionAt(['at_home']))).toEqual(['isYes', 'isNo', 'isAnswered']);
  expect(operatorsFor(questionAt(['kept']))).toEqual(['is', 'isNot', 'isOneOf', 'isNotOneOf', 'isAnswered']);
  expect(operatorsFor(questionAt(['owner', 'age']))).toEqual([
    'isAnswered',
    'isMoreThan',
    'isAtLeast',
    'isLessThan',
    'isAtMost',
  ]);
});

test('a part that is not whole says what is missing', () => {
  expect(clauseProblem({}, questionAt)).toMatch(/question/);
  expect(clauseProblem({ question: 'kept', operator: 'is' }, questionAt)).toMatch(/value/);
  expect(clauseProblem({ question: 'kept', operator: 'is', values: ['GAR', 'DRV'] }, questionAt)).toMatch(
    /is one of/,
  );
  expect(clauseProblem({ question: 'at_home', operator: 'is', values: ['true'] }, questionAt)).toMatch(
    /suit/,
  );
  expect(clauseProblem({ question: 'owner.age', operator: 'isAtMost' }, questionAt)).toMatch(/number/);
});

test('the changes from one condition to another are only the values that differ', () => {
  const before = { properties: { kept: { not: { enum: ['GAR', 'DRV'] } } }, required: ['kept'] };
  expect(
    jsonChanges(before, { properties: { kept: { not: { enum: ['GAR'] } } }, required: ['kept'] }, '/if'),
  ).toEqual([{ pointer: '/if/properties/kept/not/enum', value: ['GAR'] }]);
  expect(jsonChanges(before, { properties: { kept: { const: 'GAR' } }, required: ['kept'] }, '/if')).toEqual([
    { pointer: '/if/properties/kept/const', value: 'GAR' },
    { pointer: '/if/properties/kept/not', remove: true },
  ]);
});

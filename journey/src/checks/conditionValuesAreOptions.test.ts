import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { conditionValuesAreOptions } from './conditionValuesAreOptions';

const schemaFile = 'steps/01-about-van/schema.json';
const van = ['properties', 'van'];
const never = 'no customer can give that answer, so the condition will not work as written';

/** The fixture with a question drawn from a list, as step 5 asks where the van is kept overnight. */
function documents(): Record<string, unknown> {
  const d = fixtureDocuments();
  d['lists/night_location.json'] = {
    name: 'insurer.night_location',
    options: [
      { name: 'Locked garage', value: 'LGAR' },
      { name: 'Driveway', value: 'DRIVE' },
      { name: 'Road outside home', value: 'ROADHOME' },
    ],
  };
  setIn(d, schemaFile, [...van, 'properties', 'night_location'], {
    type: 'string',
    list: 'night_location',
    title: 'Where is the van kept overnight?',
  });
  return d;
}

/** A condition of the van's questions: `allOf: [{ if, then }]`. */
const condition = (d: Record<string, unknown>, ifSchema: unknown) =>
  setIn(
    d,
    schemaFile,
    [...van, 'allOf'],
    [{ if: ifSchema, then: { properties: { tools: { type: 'boolean' } } } }],
  );

const rule = (d: Record<string, unknown>, r: unknown) => (d['rules.json'] = { rules: [r] });

describe('conditionValuesAreOptions', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(conditionValuesAreOptions, documents())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      "the trial's mistake: a condition naming DRIVEWAY where the list's value is DRIVE",
      (d) =>
        condition(d, {
          properties: { night_location: { enum: ['LGAR', 'DRIVEWAY'] } },
          required: ['night_location'],
        }),
      [
        `${schemaFile}  properties.van.allOf.0.if.properties.night_location.enum.1: the condition compares "Where is the van kept overnight?" (night_location) with "DRIVEWAY", which is not an option of the list night_location (did you mean "DRIVE"?); ${never}`,
      ],
    ],
    [
      'the values of the list are right',
      (d) => condition(d, { properties: { night_location: { enum: ['LGAR', 'DRIVE'] } } }),
      [],
    ],
    [
      'a value of the list under not',
      (d) => condition(d, { properties: { night_location: { not: { const: 'garage' } } } }),
      [
        `${schemaFile}  properties.van.allOf.0.if.properties.night_location.not.const: the condition compares "Where is the van kept overnight?" (night_location) with "garage", which is not an option of the list night_location (its options: "LGAR", "DRIVE", "ROADHOME"); ${never}`,
      ],
    ],
    [
      'a yes/no compared with a text',
      (d) => setIn(d, schemaFile, [...van, 'if', 'properties', 'tows', 'const'], 'true'),
      [
        `${schemaFile}  properties.van.if.properties.tows.const: the condition compares "Is the van used to tow a trailer?" (tows) with "true", which is a text, but the answer is true or false (written without quotes); ${never}`,
      ],
    ],
    [
      'a value outside the enum of the question',
      (d) => {
        setIn(d, schemaFile, [...van, 'properties', 'axles'], { type: 'integer', enum: [2, 3] });
        condition(d, { properties: { axles: { const: 4 } } });
      },
      [
        `${schemaFile}  properties.van.allOf.0.if.properties.axles.const: the condition compares axles with 4, which is not one of the answers the question allows (2, 3); ${never}`,
      ],
    ],
    [
      'a condition looking at a question that is not asked',
      (d) => condition(d, { properties: { night_locaton: { const: 'DRIVE' } }, required: ['night_locaton'] }),
      [
        `${schemaFile}  properties.van.allOf.0.if.properties.night_locaton: the condition looks at night_locaton, which is not a question here nor an answer of the Proposal: no customer answers it, so the condition will not work as written`,
      ],
    ],
    [
      'a condition in a shared definition, checked where it is written',
      (d) => {
        d['steps/shared/questions.schema.json'] = {
          definitions: {
            kept: {
              type: 'object',
              properties: { night_location: { type: 'string', list: 'night_location' } },
              if: { properties: { night_location: { const: 'DRIVEWAY' } } },
              then: { properties: { gated: { type: 'boolean' } } },
            },
          },
        };
      },
      [
        `steps/shared/questions.schema.json  definitions.kept.if.properties.night_location.const: the condition compares night_location with "DRIVEWAY", which is not an option of the list night_location (did you mean "DRIVE"?); ${never}`,
      ],
    ],
    [
      'a condition of a form',
      (d) => {
        d['forms/kept/schema.json'] = {
          type: 'object',
          properties: { where: { type: 'string', list: 'night_location' } },
          if: { properties: { where: { enum: ['STREET'] } } },
          then: { properties: { street: { type: 'string' } } },
        };
        d['forms/kept/ui.json'] = {};
      },
      [
        `forms/kept/schema.json  if.properties.where.enum.0: the condition compares where with "STREET", which is not an option of the list night_location (its options: "LGAR", "DRIVE", "ROADHOME"); ${never}`,
      ],
    ],
    [
      'a rule comparing an answer with a value that is not an option',
      (d) =>
        rule(d, {
          id: 'driveway-clears-tools',
          when: { path: 'van.night_location', in: ['LGAR', 'DRIVEWAY'] },
          effects: [{ clear: 'van.tools' }],
        }),
      [
        `rules.json  rules.0.when.in.1: rule 'driveway-clears-tools' compares "Where is the van kept overnight?" (van.night_location) with "DRIVEWAY", which is not an option of the list night_location (did you mean "DRIVE"?); no customer can give that answer, so the rule will not work as written`,
      ],
    ],
    [
      'a rule setting an answer to a value that is not an option, for each place of its forEach',
      (d) =>
        rule(d, {
          id: 'towing-sets-road',
          forEach: ['van'],
          when: { all: [{ path: '@.tows', equals: true }] },
          effects: [{ set: '@.night_location', to: 'ROAD' }],
        }),
      [
        `rules.json  rules.0.effects.0.to: rule 'towing-sets-road' sets "Where is the van kept overnight?" (@.night_location) to "ROAD", which is not an option of the list night_location (did you mean "ROADHOME"?); the server would refuse the answers it makes`,
      ],
    ],
    [
      'a rule comparing a yes/no with a text is left to rules-name-real-paths',
      (d) =>
        rule(d, { id: 'tows', when: { path: 'van.tows', equals: 'yes' }, effects: [{ clear: 'van.use' }] }),
      [],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const d = documents();
    breakIt(d);
    expect(findingsOf(conditionValuesAreOptions, d)).toEqual(findings);
  });
});

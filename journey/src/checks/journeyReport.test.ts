import { formatFinding, hasProblems, journeyReport } from './journeyReport';

const finding = {
  file: 'steps/05-using-the-van/schema.json',
  path: 'properties.risk.properties.duqs.if.properties.vehicle_night_location.enum.2',
  message: 'the condition compares ...',
};

describe('journeyReport', () => {
  test.each<[string, Parameters<typeof journeyReport>, string[]]>([
    ['no findings', [[], 89], ['journey documents: 89 files checked, no problems']],
    [
      'one finding',
      [[finding], 89],
      [
        'journey/steps/05-using-the-van/schema.json  properties.risk.properties.duqs.if.properties.vehicle_night_location.enum.2: the condition compares ...',
        'journey documents: 89 files checked, 1 problem',
      ],
    ],
    [
      'a finding about a whole file, and another',
      [[{ file: 'lists/yes_no.json', path: '', message: 'is not valid JSON' }, finding], 3],
      [
        'journey/lists/yes_no.json  is not valid JSON',
        formatFinding(finding),
        'journey documents: 3 files checked, 2 problems',
      ],
    ],
    [
      'a warning only: no problem',
      [[{ ...finding, severity: 'warning' as const }], 5],
      [
        'journey/steps/05-using-the-van/schema.json  properties.risk.properties.duqs.if.properties.vehicle_night_location.enum.2: warning: the condition compares ...',
        'journey documents: 5 files checked, no problems, 1 warning',
      ],
    ],
    [
      'a finding about the ratebook, and a warning',
      [
        [
          { file: '../server/rating/ratebook.json', path: 'addons.1.code', message: 'prices ...' },
          { ...finding, severity: 'warning' as const },
        ],
        5,
      ],
      [
        'server/rating/ratebook.json  addons.1.code: prices ...',
        formatFinding({ ...finding, severity: 'warning' }),
        'journey documents: 5 files checked, 1 problem, 1 warning',
      ],
    ],
  ])('%s', (_case, args, lines) => {
    expect(journeyReport(...args)).toEqual(lines);
  });
});

test('only a finding that is not a warning fails the check', () => {
  expect(hasProblems([{ ...finding, severity: 'warning' }])).toBe(false);
  expect(hasProblems([{ ...finding, severity: 'warning' }, finding])).toBe(true);
});

import type { Finding } from './checkTypes';
import { listOptionsRated } from './listOptionsRated';
import { RATEBOOK_FILE } from './ratebookDocument';

const list = (...values: string[]) => ({
  name: 'insurer.test',
  options: values.map((value) => ({ name: `Option ${value}`, value })),
});
const table = (...codes: string[]) => ({
  default: 1.3,
  values: codes.map((code) => ({ code, relativity: 1.1 })),
});

function found(documents: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  listOptionsRated.check(documents, (finding) => findings.push(finding));
  return findings;
}

describe('listOptionsRated', () => {
  test.each<[string, Record<string, unknown>, Record<string, unknown>, Finding[]]>([
    [
      'every option of a rated list has its rate',
      { 'lists/class_of_use.json': list('AA', 'BB') },
      { use: { class_of_use: table('AA', 'BB') } },
      [],
    ],
    [
      'a new option priced at the default rate',
      { 'lists/class_of_use.json': list('AA', 'NEW') },
      { use: { class_of_use: table('AA') } },
      [
        {
          file: 'lists/class_of_use.json',
          path: 'options.1.value',
          severity: 'warning',
          message:
            'the option "Option NEW" (NEW) has no rate in the ratebook\'s use.class_of_use table, so it is priced at the table\'s default (1.3): if that is not meant, add { "code": "NEW", "relativity": ... } to "use.class_of_use.values" in server/rating/ratebook.json',
        },
      ],
    ],
    [
      "a conviction rated by its family's rate",
      { 'lists/motor_convictions.json': list('ZZ10', 'ZZ20') },
      { history: { convictions: table('ZZ') } },
      [],
    ],
    [
      'a conviction with neither its own rate nor its family',
      { 'lists/motor_convictions.json': list('ZZ10', 'QQ10') },
      { history: { convictions: table('ZZ') } },
      [
        {
          file: 'lists/motor_convictions.json',
          path: 'options.1.value',
          severity: 'warning',
          message:
            'the option "Option QQ10" (QQ10) has no rate in the ratebook\'s history.convictions table, so it is priced at the table\'s default (1.3): if that is not meant, add { "code": "QQ10", "relativity": ... } (or its family QQ) to "history.convictions.values" in server/rating/ratebook.json',
        },
      ],
    ],
    [
      'a rate for a code no option has',
      { 'lists/duq_marital_status.json': list('AA') },
      { driver: { marital_status: table('AA', 'AB') } },
      [
        {
          file: RATEBOOK_FILE,
          path: 'driver.marital_status.values.1.code',
          severity: 'warning',
          message:
            'rates AB, which no option of journey/lists/duq_marital_status.json has, so no answer is priced by it (a misspelt code?)',
        },
      ],
    ],
    [
      'an add-on left out for a class of use no option has',
      { 'lists/class_of_use.json': list('AA') },
      {
        use: { class_of_use: table('AA') },
        addons: [{ code: 'X', excluded_classes_of_use: ['AA', 'Haul'] }],
      },
      [
        {
          file: RATEBOOK_FILE,
          path: 'addons.0.excluded_classes_of_use.1',
          severity: 'warning',
          message: 'names Haul, which no option of journey/lists/class_of_use.json has (a misspelt code?)',
        },
      ],
    ],
  ])('%s', (_case, lists, ratebook, findings) => {
    expect(found({ ...lists, [RATEBOOK_FILE]: ratebook })).toEqual(findings);
  });

  test('says nothing without a ratebook', () => {
    expect(found({ 'lists/class_of_use.json': list('NEW') })).toEqual([]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAjv } from '../../schemas/src/createAjv';
import { loadLists } from '../../server/loadLists';
import { buildTestApp, type TestApp } from '../support/testApp';

/** Every list the first document names for the form. */
const FORM_LISTS = [
  'person_title_gender',
  'person_title',
  'person_gender',
  'duq_marital_status',
  'occupation_status',
  'occupation_role',
  'occupation_industry',
  'duq_education_level_short',
  'duq_vehicle_owner_short',
  'driving_license_type',
  'person_motoring_organisation',
  'person_vehicle_access',
  'vehicle_fuel_type',
  'vehicle_transmission',
  'vehicle_body_style',
  'duq_vehicle_daytime_location',
  'duq_vehicle_modification',
  'motor_claim',
  'motor_convictions',
  'medical_condition',
  'address_abode_type',
  'cover_type',
  'duq_payment_method',
];

describe('the reference list API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  test('GET /api/list answers every list as { lists: [{ name, options }] }', async () => {
    const response = await app.call('GET', '/api/list');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const names = (response.body.lists as { name: string }[]).map((l) => l.name);
    for (const key of [
      ...FORM_LISTS,
      'class_of_use',
      'duq_vehicle_night_location',
      'relationship_to_proposer',
    ]) {
      expect(names).toContain(`insurer.${key}`);
    }
    expect(names.length).toBeGreaterThanOrEqual(40);
  });

  test.each([
    ['cover_type', ['C', 'TPFT', 'TPO']],
    ['occupation_status', ['FullTmEdu', 'Retired', 'UnEmploy', 'None', 'NotKnown', 'HsePerson']],
    [
      'occupation_role',
      [
        'S44',
        'S45',
        'S46',
        'S47',
        'S48',
        'S49',
        'S50',
        'S51',
        'S52',
        'S53',
        '18D',
        '19D',
        '48D',
        '49D',
        '74C',
      ],
    ],
    ['occupation_industry', ['950']],
    ['driving_license_type', ['<No Licence>']],
    ['class_of_use', ['LocalHaul']],
    ['motor_convictions', ['SP30', 'CU80', 'IN10', 'DR10']],
    ['relationship_to_proposer', ['P']],
    ['duq_vehicle_owner_short', ['1']],
  ])('GET /api/list/insurer.%s holds the values the rules rely on', async (key, values) => {
    const response = await app.call('GET', `/api/list/insurer.${key}`);
    expect(response.status).toBe(200);
    expect(response.body.name).toBe(`insurer.${key}`);
    const listed = (response.body.options as { value: string }[]).map((o) => o.value);
    for (const value of values) expect(listed).toContain(value);
  });

  test('occupations are several hundred roles', async () => {
    const response = await app.call('GET', '/api/list/insurer.occupation_role');
    expect(response.body.options.length).toBeGreaterThanOrEqual(300);
  });

  test.each(['insurer.nothing', 'person_title', 'insurer.', '..%2f..%2fpackage.json'])(
    'an unknown list %s is 404',
    async (name) => {
      const response = await app.call('GET', `/api/list/${name}`);
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('not_found');
    },
  );
});

describe('loading the lists at start-up', () => {
  const ajv = createAjv();
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  const folderWith = (file: string, content: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'lists-'));
    folders.push(dir);
    writeFileSync(join(dir, file), content);
    return dir;
  };

  test('a valid folder loads', () => {
    const dir = folderWith(
      'colour.json',
      JSON.stringify({ name: 'insurer.colour', options: [{ name: 'Red', value: 'R' }] }),
    );
    expect(loadLists(ajv, dir)).toEqual([{ name: 'insurer.colour', options: [{ name: 'Red', value: 'R' }] }]);
  });

  test.each([
    ['not JSON', '{"name":', /journey\/lists\/colour.json is not valid JSON/],
    [
      'an option without a value',
      JSON.stringify({ name: 'insurer.colour', options: [{ name: 'Red' }] }),
      /colour.json is not a valid reference list: options.0.value/,
    ],
    [
      'a name that is not the file name',
      JSON.stringify({ name: 'insurer.paint', options: [] }),
      /colour.json must be named "insurer.colour"/,
    ],
  ])('%s stops the server with the file and path named', (_name, content, message) => {
    expect(() => loadLists(ajv, folderWith('colour.json', content))).toThrow(message);
  });
});

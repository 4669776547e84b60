import journey from '../../journey.json';
import { findingsOf } from '../../../tests/support/journey/checkFixture';
import { journeyVersions } from './journeyVersions';

const migration = {
  from: ['2026.11.1'],
  to: '2026.12.1',
  operations: [{ op: 'rename', path: 'risk.proposer.is_smoker', to: 'smokes' }],
};

const documents = (): Record<string, unknown> =>
  structuredClone({ 'journey.json': journey, 'migrations/2026.12.1.json': migration });

describe('journeyVersions', () => {
  test('finds nothing in the journey and a well-formed migration', () => {
    expect(findingsOf(journeyVersions, documents())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'no human version',
      (d) => delete (d['journey.json'] as { version?: string }).version,
      ['journey.json  version: give the human version of the journey as year.month.number, e.g. "2026.11.1"'],
    ],
    [
      'a human version that is not year.month.number',
      (d) => ((d['journey.json'] as { version: string }).version = 'v2'),
      ['journey.json  version: give the human version of the journey as year.month.number, e.g. "2026.11.1"'],
    ],
    [
      'an operation the migrations do not know',
      (d) => (d['migrations/2026.12.1.json'] = { ...migration, operations: [{ op: 'copy', path: 'risk' }] }),
      [
        'migrations/2026.12.1.json  operations.0: an operation is one of { "op": "rename", "path", "to" }, { "op": "move", "from", "to" }, { "op": "default", "path", "value" } or { "op": "drop", "path" }',
      ],
    ],
    [
      'a migration without its target version',
      (d) => (d['migrations/2026.12.1.json'] = { from: migration.from, operations: migration.operations }),
      ["migrations/2026.12.1.json  must have required property 'to'"],
    ],
    [
      'a migration from its own version',
      (d) => (d['migrations/2026.12.1.json'] = { ...migration, from: ['2026.12.1'] }),
      ['migrations/2026.12.1.json  from: goes from 2026.12.1 to itself'],
    ],
    [
      'two migrations from one version',
      (d) => (d['migrations/2026.12.2.json'] = { ...migration, to: '2026.12.2' }),
      ['migrations/2026.12.2.json  from: migrations/2026.12.1.json already goes from 2026.11.1'],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const broken = documents();
    breakIt(broken);
    expect(findingsOf(journeyVersions, broken)).toEqual(findings);
  });
});

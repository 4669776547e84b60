import { describe, expect, test } from 'vitest';
import { migrateAnswers, migrationChain, migrationsIn, type NamedMigration } from './migrateAnswers';

const named = (name: string, from: string[], to: string, key: string): NamedMigration => ({
  name,
  migration: { from, to, operations: [{ op: 'default', path: key, value: true }] },
});

const migrations = [
  named('2026.12.1', ['2026.11.1', '2026.11.2'], '2026.12.1', 'a'),
  named('2027.1.1', ['2026.12.1'], '2027.1.1', 'b'),
  named('2027.2.1', ['2027.1.1'], '2027.2.1', 'c'),
];

describe('migrationChain', () => {
  test.each([
    { from: '2026.11.1', to: '2027.2.1', chain: ['2026.12.1', '2027.1.1', '2027.2.1'] },
    { from: '2026.11.2', to: '2026.12.1', chain: ['2026.12.1'] },
    { from: '2027.1.1', to: '2027.2.1', chain: ['2027.2.1'] },
    { from: '2027.2.1', to: '2027.2.1', chain: [] },
    // No way back, and none from a version no migration names: the answers go as they are.
    { from: '2027.2.1', to: '2026.11.1', chain: [] },
    { from: '2025.1.1', to: '2027.2.1', chain: [] },
  ])('$from to $to', ({ from, to, chain }) => {
    expect(migrationChain(migrations, from, to).map((m) => m.name)).toEqual(chain);
  });
});

describe('migrateAnswers', () => {
  test('applies each migration of the chain in order and names them', () => {
    expect(migrateAnswers({ a: false }, migrations, '2026.11.1', '2027.1.1')).toEqual({
      answers: { a: false, b: true },
      applied: ['2026.12.1', '2027.1.1'],
    });
  });
});

describe('migrationsIn', () => {
  test('takes the files of migrations/ only, by name', () => {
    const migration = { from: ['2026.11.1'], to: '2026.12.1', operations: [] };
    expect(
      migrationsIn({ 'migrations/2026.12.1.json': migration, 'rules.json': {}, 'migration.cases.json': {} }),
    ).toEqual([{ name: '2026.12.1', migration }]);
  });
});

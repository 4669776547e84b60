import { describe, expect, test } from 'vitest';
import casesDocument from '../../migration.cases.json';
import { createAjv, schemaId } from '../../../schemas/src/createAjv';
import { applyMigration } from './applyMigration';
import type { MigrationOperation } from './migrationTypes';

interface MigrationCase {
  operations: MigrationOperation[];
  answers: unknown;
  expected: unknown;
}

const cases = Object.entries(casesDocument.cases as Record<string, MigrationCase>);
const validate = createAjv().getSchema(schemaId('journey/migration.schema.json'));

describe('applyMigration (journey/migration.cases.json)', () => {
  test.each(cases)('%s', (_name, { operations, answers, expected }) => {
    // Each case's operations are a migration a product person could write.
    expect(
      validate?.({ from: ['2026.11.1'], to: '2026.12.1', operations }),
      JSON.stringify(validate?.errors),
    ).toBe(true);
    const before = structuredClone(answers);
    expect(applyMigration(answers, { operations })).toEqual(expected);
    expect(answers).toEqual(before);
  });
});

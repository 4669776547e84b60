import { readFileSync } from 'node:fs';
import { describe, test, expect } from 'vitest';
import { OUTPUT_FILE, generateTypes } from './generateTypes';

describe('generateTypes', async () => {
  const output = await generateTypes();

  test('schemas/generated/index.ts is up to date (npm run types)', () => {
    expect(readFileSync(OUTPUT_FILE, 'utf8')).toBe(output);
  });

  test('starts with the DO-NOT-EDIT banner naming the command', () => {
    expect(output.slice(0, 300)).toMatch(/DO NOT EDIT[\s\S]*npx tsx scripts\/generateTypes\.ts/);
  });

  test.each(['Proposal', 'Risk', 'Proposer', 'AdditionalDriver', 'Address', 'Quote', 'Duqs', 'ApiError'])(
    'declares %s once, as an interface',
    (name) => {
      expect(output.match(new RegExp(`^export interface ${name} \\{`, 'gm'))).toHaveLength(1);
      expect(output).not.toMatch(new RegExp(`\\b${name}\\d+\\b`));
    },
  );

  test('has no index signature and no synthetic root', () => {
    expect(output).not.toContain('[k: string]');
    expect(output).not.toContain('GeneratedSchemaRoot');
  });

  test('keeps the nullable answers nullable', () => {
    expect(output).toMatch(/part_time_occupation\?: Occupation \| null;/);
    expect(output).toMatch(/has_registration\?: boolean \| null;/);
    expect(output).toMatch(/source_of_business\?: string \| null;/);
  });
});

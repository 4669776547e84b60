import { describe, expect, test } from 'vitest';
import { createAjv } from '../../../schemas/src/createAjv';
import type { ListValues } from '../../../schemas/src/keywords/list';

// The table format of ajv's own keyword tests, run with a fixed "today" (not a test file itself).

/** The day every keyword test takes as today unless its group says otherwise. */
export const TODAY = '2026-11-20';

export interface KeywordTest {
  description: string;
  data: unknown;
  valid: boolean;
}

export interface KeywordTestGroup {
  description: string;
  schema: object;
  /** Today for this group, when it is not TODAY. */
  today?: string;
  tests: KeywordTest[];
}

/**
 * One `describe` per group and one `test` per row: `validate(data)` must equal `valid`. `lists`
 * are the reference lists' values the `list` keyword reads.
 */
export function runKeywordTable(
  keyword: string,
  groups: readonly KeywordTestGroup[],
  lists: ListValues = {},
): void {
  describe(keyword, () => {
    describe.each(groups)('$description', ({ schema, today, tests }) => {
      const validate = createAjv({}, { today: () => today ?? TODAY, lists }).compile(schema);
      test.each(tests)('$description', ({ data, valid }) => {
        expect(validate(data)).toBe(valid);
      });
    });
  });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import allowedJson from './journey-text-allowed.json';
import { journeyTextInTests, MIN_LENGTH } from './journeyTextInTests';
import { literalsOf } from './testFileLiterals';

// Rewording any text of journey/ must leave the tests green: a test reads the words it checks from
// the journey documents (tests/support/journey/journeyText.ts, the content JSON), never a copy.
// This looks, in every test file, for a string, template text or regular expression of
// MIN_LENGTH characters or more that is a journey text, part of one, or holds one; the few that
// are a test's own inputs are listed, with why, in journey-text-allowed.json. Run the reword tool
// (tests/tools/rewordJourney.ts) on a clone for the full proof.

const root = fileURLToPath(new URL('../../', import.meta.url));
const allowed = (allowedJson as { files: Record<string, { reason: string; literals: string[] }> }).files;
const found = journeyTextInTests(root);
const fileOf = (at: string) => at.slice(0, at.lastIndexOf(':'));

describe(`tests carry no copy of the journey's text (literals of ${MIN_LENGTH}+ characters)`, () => {
  test('no test file copies a journey text: it reads it from the journey documents', () => {
    const copies = found
      .filter(({ at, literal }) => !allowed[fileOf(at)]?.literals.includes(literal))
      .map(({ at, literal, source }) => `${at}  ${JSON.stringify(literal)}  is journey/${source}`);
    expect(copies).toEqual([]);
  });

  // Whether it still reads like the journey is not asked: a reworded journey must pass too.
  test('every allowed literal is still in its file, with the reason it is the test’s own', () => {
    const stale = Object.entries(allowed).flatMap(([file, { reason, literals }]) => {
      let present: Set<string>;
      try {
        present = new Set(literalsOf(readFileSync(join(root, file), 'utf8')).map(({ text }) => text));
      } catch {
        return [`${file}: no such file`];
      }
      return [
        ...(reason.trim() ? [] : [`${file}: no reason given`]),
        ...literals
          .filter((literal) => !present.has(literal))
          .map((literal) => `${file}  ${JSON.stringify(literal)}  is no longer in the file: remove it`),
      ];
    });
    expect(stale).toEqual([]);
  });
});

import { readdirSync } from 'node:fs';
import { expect, test } from 'vitest';
import { journeyListValues, journeyLists } from './journeyLists';

test('imports every file of journey/lists', () => {
  const files = readdirSync(new URL('../../lists/', import.meta.url)).filter((file) =>
    file.endsWith('.json'),
  );
  expect(journeyLists.map((list) => `${list.name.replace(/^insurer\./, '')}.json`)).toEqual(files.sort());
});

test('gives the values of each', () => {
  expect(journeyListValues.cover_type).toEqual(['C', 'TPFT', 'TPO']);
  expect(Object.keys(journeyListValues)).toHaveLength(journeyLists.length);
});

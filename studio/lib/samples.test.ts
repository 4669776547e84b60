import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { journeyLists } from '../../journey/src/lists/journeyLists';
import { definitionsAt } from '../../journey/src/steps/schemaResolver';
import { steps } from '../../journey/src/steps/steps';
import { validateSample } from './validateSample';

// Every persona of journey/samples is a named sample whose answers the Proposal can store, and
// every coded answer is an option of the list its question names.

const dir = fileURLToPath(new URL('../../journey/samples', import.meta.url));
const samples = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    file,
    sample: JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as { answers: unknown },
  }));

/** Every answered leaf with its path ('risk.proposer.name.title'; list items by index). */
function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  return [{ path, value }];
}

test('there are personas', () => {
  expect(samples.length).toBeGreaterThanOrEqual(4);
});

test.each(samples)('$file is a persona the Proposal can store', ({ sample }) => {
  expect(validateSample(sample)).toEqual([]);
});

test.each(samples)('$file answers coded questions with options of their lists', ({ sample }) => {
  const schemas = steps.map((step) => step.schema);
  const wrong: string[] = [];
  for (const { path, value } of leaves(sample.answers)) {
    const list = definitionsAt(schemas, path)
      .map((definition) => definition.list)
      .find((name): name is string => typeof name === 'string');
    if (!list || value === null) continue;
    const options = journeyLists.find((l) => l.name === `insurer.${list}`)?.options ?? [];
    if (!options.some((option) => option.value === String(value)))
      wrong.push(`${path.join('.')}: ${String(value)}`);
  }
  expect(wrong).toEqual([]);
});

test('a persona whose answer the Proposal cannot store is refused', () => {
  expect(validateSample({ name: 'Odd', answers: { risk: { vehicle: { seats: 'many' } } } })).not.toEqual([]);
  expect(validateSample({ answers: {} })).not.toEqual([]);
});

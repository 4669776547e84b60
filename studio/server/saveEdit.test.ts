import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatJson, formatJsonText, saveEdit } from './saveEdit';

let dir = '';
const file = 'steps/09-test/schema.json';
const document = {
  title: 'A step',
  properties: {
    a: { type: 'string', title: 'First question', errorMessage: { required: 'Answer it' } },
    b: { type: 'array', items: { enum: ['x', 'y'] }, title: 'Second question' },
  },
  required: ['a', 'b'],
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-save-'));
  mkdirSync(join(dir, 'steps/09-test'), { recursive: true });
  writeFileSync(join(dir, file), await formatJson(document));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The lines of `after` that differ from `before`'s, by position (the files keep their length). */
const changedLines = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
};

test('saving changes only the edited lines, formatted as Prettier writes JSON', async () => {
  const before = readFileSync(join(dir, file), 'utf8');
  await saveEdit(dir, {
    file,
    changes: [
      { pointer: '/properties/a/title', value: 'First question, reworded' },
      { pointer: '/properties/a/errorMessage/required', value: 'Answer it, please' },
    ],
  });
  const after = readFileSync(join(dir, file), 'utf8');
  expect(after.split('\n')).toHaveLength(before.split('\n').length);
  expect(changedLines(before, after)).toEqual([
    '      "title": "First question, reworded",',
    '        "required": "Answer it, please"',
  ]);
  expect(after).toBe(await formatJsonText(after));
});

test('a file laid out by hand keeps its layout: only the edited line changes', async () => {
  const handWritten =
    '{\n  "options": [\n    { "name": "One", "value": "1" },\n    { "name": "Two", "value": "2" }\n  ]\n}\n';
  writeFileSync(join(dir, 'lists.json'), handWritten);
  await saveEdit(dir, { file: 'lists.json', changes: [{ pointer: '/options/1/name', value: 'Deux' }] });
  const after = readFileSync(join(dir, 'lists.json'), 'utf8');
  expect(changedLines(handWritten, after)).toEqual(['    { "name": "Deux", "value": "2" }']);
});

test('a value removed and a value added', async () => {
  await saveEdit(dir, {
    file,
    changes: [
      { pointer: '/properties/b/title', remove: true },
      { pointer: '/properties/b/description', value: 'New help' },
    ],
  });
  const saved = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  expect(saved.properties.b).toEqual({ type: 'array', items: { enum: ['x', 'y'] }, description: 'New help' });
});

test.each([
  {
    description: 'a file outside the journey folder',
    request: { file: '../outside.json', changes: [{ pointer: '/a', value: 1 }] },
  },
  {
    description: 'an absolute path',
    request: { file: '/etc/passwd.json', changes: [{ pointer: '/a', value: 1 }] },
  },
  {
    description: 'the journey code',
    request: { file: 'src/x.json', changes: [{ pointer: '/a', value: 1 }] },
  },
  {
    description: 'a file that does not exist',
    request: { file: 'steps/none.json', changes: [{ pointer: '/a', value: 1 }] },
  },
  { description: 'no change', request: { file, changes: [] } },
  { description: 'a change without a value', request: { file, changes: [{ pointer: '/a' }] } },
  {
    description: 'a field the request does not have',
    request: { file, changes: [{ pointer: '/a', value: 1 }], commit: true },
  },
])('refuses $description and writes nothing', async ({ request }) => {
  const before = readFileSync(join(dir, file), 'utf8');
  await expect(saveEdit(dir, request)).rejects.toThrow();
  expect(readFileSync(join(dir, file), 'utf8')).toBe(before);
});

test('a persona is changed where its answers are written, and refused when the Proposal cannot store them', async () => {
  const sample = 'samples/test-persona.json';
  mkdirSync(join(dir, 'samples'));
  const persona = {
    name: 'A tester',
    answers: { risk: { vehicle: { is_kept_at_proposer_postcode: true }, voluntary_excess: 250 } },
  };
  writeFileSync(join(dir, sample), await formatJson(persona));
  const before = readFileSync(join(dir, sample), 'utf8');
  await saveEdit(dir, {
    file: sample,
    changes: [{ pointer: '/answers/risk/vehicle/is_kept_at_proposer_postcode', value: false }],
  });
  const after = readFileSync(join(dir, sample), 'utf8');
  expect(changedLines(before, after)).toEqual(['        "is_kept_at_proposer_postcode": false']);
  await expect(
    saveEdit(dir, { file: sample, changes: [{ pointer: '/answers/risk/voluntary_excess', value: 'lots' }] }),
  ).rejects.toThrow(/voluntary_excess/);
  expect(readFileSync(join(dir, sample), 'utf8')).toBe(after);
});

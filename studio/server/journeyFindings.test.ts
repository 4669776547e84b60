import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { RATEBOOK_FILE } from '../../journey/src/checks/ratebookDocument';
import { journeyFindings, journeyFindingsReader } from './journeyFindings';

// The studio shows what `npm run check:journey` says of the journey, the ratebook beside it and
// the texts as written (a key written twice), not only of the parsed documents.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let dir: string;
beforeEach(() => {
  const copy = mkdtempSync(join(tmpdir(), 'studio-findings-'));
  dir = join(copy, 'journey');
  const journey = join(root, 'journey');
  cpSync(journey, dir, { recursive: true, filter: (source) => !source.startsWith(join(journey, 'src')) });
  mkdirSync(dirname(join(dir, RATEBOOK_FILE)), { recursive: true });
  cpSync(join(journey, RATEBOOK_FILE), join(dir, RATEBOOK_FILE));
});
afterEach(() => rmSync(dirname(dir), { recursive: true, force: true }));

test('the journey as it is has nothing to report', () => {
  expect(journeyFindings(dir).findings).toEqual([]);
});

test('a key written twice in one object is reported in its file', () => {
  const file = 'journey.json';
  const text = readFileSync(join(dir, file), 'utf8');
  writeFileSync(join(dir, file), text.replace('{', '{\n  "studioTestKey": 1,\n  "studioTestKey": 2,'));
  const [finding] = journeyFindings(dir).findings.filter((f) => f.file === file);
  expect(finding?.path).toBe('studioTestKey');
});

test('an add-on the ratebook does not price is reported at the add-on', () => {
  const ratebook = JSON.parse(readFileSync(join(dir, RATEBOOK_FILE), 'utf8')) as { addons: unknown[] };
  ratebook.addons = ratebook.addons.slice(1);
  writeFileSync(join(dir, RATEBOOK_FILE), JSON.stringify(ratebook));
  const { findings } = journeyFindings(dir);
  expect(findings.length).toBeGreaterThan(0);
  expect(findings.every(({ file, severity }) => file === 'addons.json' && severity === undefined)).toBe(true);
});

test('a document saved as broken JSON is reported once: the others are checked against it as it was last readable', () => {
  const reader = journeyFindingsReader(dir);
  expect(reader.check(reader.read())).toEqual([]);
  // A shared document that the steps' schemas read.
  const file = 'steps/shared/driver-questions.schema.json';
  const text = readFileSync(join(dir, file), 'utf8');
  writeFileSync(join(dir, file), text.replace('{', '{ ,,'));
  const findings = reader.check(reader.read());
  expect(findings.map((finding) => finding.file)).toEqual([file]);
  expect(findings[0]?.message).toMatch(/^is not valid JSON at line 1, column 3/);
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { appWidgets } from '../../renderer/app/widgets/appWidgets';

// renderer/engine is a generic form engine: it names none of the app's widgets and no idea of
// insurance. What an app widget needs from it (a fieldset, a money format) the widget declares.

const root = process.cwd();
const engine = join(root, 'renderer/engine');

/** Insurance words, whole or as a stem ("insur" is insurance, insurer, insured). */
const insuranceWords: readonly [string, RegExp][] = [
  ['insurance', /insur/i],
  ['underwriting', /underwrit/i],
  ['premium', /premium/i],
  ['excess', /excess/i],
  ['claim', /claim/i],
  ['conviction', /conviction/i],
  ['driver', /driver/i],
  ['vehicle', /vehicle/i],
  ['van', /\bvans?\b/i],
  ['motor', /motor/i],
  ['postcode', /postcode/i],
  ['no claims discount', /\bncd\b|no.claims/i],
  ['policy', /\bpolic(y|ies)\b/i],
  ['risk', /\brisks?\b/i],
  ['proposer', /proposer/i],
];

const appWidgetNames: readonly [string, RegExp][] = Object.keys(appWidgets).map((name) => [
  `the app widget ${name}`,
  new RegExp(name, 'i'),
]);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const files = filesUnder(engine).map((file) => relative(root, file).split('\\').join('/'));

test('the engine has files to scan, and the app widgets to look for', () => {
  expect(files.length).toBeGreaterThan(20);
  expect(appWidgetNames.length).toBeGreaterThan(0);
});

test.each(files)('%s names no app widget and no insurance idea', (file) => {
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n');
  const found = [...appWidgetNames, ...insuranceWords]
    .filter(([, pattern]) => pattern.test(text))
    .map(([word, pattern]) => `${word} (line ${lines.findIndex((line) => pattern.test(line)) + 1})`);
  expect(found).toEqual([]);
});

/**
 * Rewrites, in place, every text of the journey documents of a checkout (see journeyTexts.ts for
 * what is a text), so that running the tests there finds every test that copied journey text:
 *
 *   d=$(mktemp -d) && git clone -q . "$d" && ln -s "$PWD/node_modules" "$d/node_modules"
 *   npx tsx tests/tools/rewordJourney.ts "$d" --variant words     # or prefix, tagged
 *   (cd "$d" && npx vitest run)
 *
 * Never run it on the working tree you edit: it rewrites journey/ there. A test failing on the
 * tagged variant shows "[qdxab] Diesel": `npx tsx tests/tools/rewordJourney.ts --where qdxab` names
 * the place of that text (run in the unchanged checkout), so the test can read it from there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readJourneyDocuments } from '../../scripts/checkJourney';
import { isJourneyText, pointerOf } from './journeyTexts';
import { jsonStrings } from './jsonStrings';
import { rewordText, variants, type Variant } from './rewordText';

/** `text` (a JSON document) with each string value that is copy reworded, its layout kept. */
export function rewordDocument(
  file: string,
  text: string,
  variant: Variant,
): { text: string; count: number } {
  let result = text;
  let count = 0;
  // From the end, so the places of the strings still to replace stay right.
  for (const { keys, start, end } of jsonStrings(text).reverse()) {
    const value = JSON.parse(text.slice(start, end)) as string;
    if (!isJourneyText(file, keys, value)) continue;
    const reworded = rewordText(value, variant, `${file}#${pointerOf(keys)}`);
    result = result.slice(0, start) + JSON.stringify(reworded) + result.slice(end);
    count++;
  }
  return { text: result, count };
}

/** The places ("content/pages.json#/pages/Declined/heading") whose tagged rewording carries `tags`. */
export function placesOfTags(root: string, tags: readonly string[]): Map<string, string | undefined> {
  const places = new Map<string, string>();
  for (const [file, document] of Object.entries(readJourneyDocuments(root).documents))
    for (const { keys, start, end } of jsonStrings(JSON.stringify(document))) {
      const text = JSON.parse(JSON.stringify(document).slice(start, end)) as string;
      if (!isJourneyText(file, keys, text)) continue;
      const place = `${file}#${pointerOf(keys)}`;
      const tag = /^\[(\w+)\]/.exec(rewordText(text, 'tagged', place))?.[1];
      if (tag) places.set(tag, place);
    }
  return new Map(tags.map((tag) => [tag, places.get(tag.replace(/[[\]]/g, ''))]));
}

/** Rewords every journey text under `root`/journey; returns how many texts in how many files. */
export function rewordJourney(root: string, variant: Variant): { texts: number; files: number } {
  let texts = 0;
  let files = 0;
  for (const file of Object.keys(readJourneyDocuments(root).documents)) {
    const path = join(root, 'journey', file);
    const { text, count } = rewordDocument(file, readFileSync(path, 'utf8'), variant);
    if (count === 0) continue;
    writeFileSync(path, text);
    texts += count;
    files++;
  }
  return { texts, files };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === '--where') {
  for (const [tag, place] of placesOfTags('.', process.argv.slice(3)))
    console.log(`${tag}  ${place ?? 'no text of this checkout has this tag'}`);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [root, flag, value] = process.argv.slice(2);
  const variant = (flag === '--variant' ? value : 'prefix') as Variant;
  if (!root || !variants.includes(variant)) {
    console.error(`usage: tsx tests/tools/rewordJourney.ts <checkout> [--variant ${variants.join('|')}]`);
    process.exit(2);
  }
  const { texts, files } = rewordJourney(root, variant);
  console.log(`reworded ${texts} texts in ${files} files of ${join(root, 'journey')} (${variant})`);
}

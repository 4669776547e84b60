import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JourneyDocuments } from '../journey/src/steps/stepTypes';
import { invalidJsonMessage } from '../journey/src/checks/invalidJson';
import { journeyVersionOf } from '../journey/src/versions/journeyVersion';

const JOURNEY_DIR = fileURLToPath(new URL('../journey/', import.meta.url));

/**
 * Every JSON document of a journey folder (its code in src/ aside), parsed, by path relative to
 * it: the steps, forms, rules, lists, content and add-ons that make its version, and the
 * migrations that carry answers from older versions. Throws, naming the file, on a file that is
 * not JSON (the server checks the journey before it starts).
 */
export function readJourneyDocuments(dir: string = JOURNEY_DIR): JourneyDocuments {
  const documents: Record<string, unknown> = {};
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.json') && !file.startsWith('src/'))
    .sort();
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    try {
      documents[file] = JSON.parse(text);
    } catch (error) {
      throw new Error(`journey/${file} ${invalidJsonMessage(text, error)}`, { cause: error });
    }
  }
  return documents;
}

let builtIn: JourneyDocuments | undefined;

/** The documents of journey/ this server was built with, read once. */
export function builtInJourneyDocuments(): JourneyDocuments {
  builtIn ??= readJourneyDocuments();
  return builtIn;
}

/** SHA-256 as hex. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

const versions = new WeakMap<JourneyDocuments, string>();

/**
 * The version of a build's documents (journey/src/versions), hashed with node:crypto; worked out
 * once per documents object (every app of a test run shares the built-in ones).
 */
export function versionOf(documents: JourneyDocuments): string {
  let version = versions.get(documents);
  if (version === undefined) versions.set(documents, (version = journeyVersionOf(documents, sha256Hex)));
  return version;
}

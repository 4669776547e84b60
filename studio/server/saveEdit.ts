import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import * as prettier from 'prettier';
import { validateSample } from '../lib/validateSample';
import editRequestSchema from './edit-request.schema.json';
import { editJsonText } from './editJsonText';
import { journeyPath } from './journeyFiles';

/** One change to a journey document: a value set, or removed, at a JSON pointer. */
export type EditChange = { pointer: string; value: unknown } | { pointer: string; remove: true };

/** What the studio's form sends to save: the document and the values it changes. */
export interface EditRequest {
  file: string;
  changes: EditChange[];
}

/** A request the studio refuses, with the reason staff read. */
export class EditRefused extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

const projectFile = fileURLToPath(new URL('../../journey/journey.json', import.meta.url));

/** A persona of journey/samples: a change to one must leave a persona the Proposal can store. */
const isSample = (file: string) => /^samples\/[^/]+\.json$/.test(file);

const validate = new Ajv({ allErrors: true }).compile<EditRequest>(editRequestSchema);

/**
 * A JSON text formatted as the project's Prettier writes JSON (its settings, wherever the journey
 * folder is: the tests edit a copy of it).
 */
export async function formatJsonText(text: string): Promise<string> {
  const config = (await prettier.resolveConfig(projectFile)) ?? {};
  return prettier.format(text, { ...config, parser: 'json' });
}

/** A new document's text: JSON.stringify's, formatted by Prettier. */
export const formatJson = (document: unknown): Promise<string> =>
  formatJsonText(JSON.stringify(document, null, 2));

/**
 * Saves a change made in the studio into the journey document it names: checks the request
 * against its schema, refuses a file outside the journey folder or one that does not exist,
 * changes only the values named, where they are written, and writes the file formatted by
 * Prettier, so the diff is the edited lines; a persona (samples/) must stay one the Proposal can
 * store. Returns the file's new text.
 */
export async function saveEdit(journeyDir: string, request: unknown): Promise<string> {
  if (!validate(request))
    throw new EditRefused(
      `the change is not one the studio can save: ${(validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
    );
  const path = journeyPath(journeyDir, request.file);
  if (!path) throw new EditRefused(`${request.file} is not a document of the journey folder`, 403);
  if (!existsSync(path)) throw new EditRefused(`${request.file} does not exist`, 404);
  let text = readFileSync(path, 'utf8');
  try {
    JSON.parse(text);
    // Each value is changed where it is written, so the rest keeps its layout; Prettier then lays
    // out the changed lines as it would.
    for (const change of request.changes)
      text = editJsonText(text, change.pointer, 'remove' in change ? undefined : change.value);
  } catch (error) {
    throw new EditRefused(`${request.file}: ${(error as Error).message}`, 409);
  }
  if (isSample(request.file)) {
    const problems = validateSample(JSON.parse(text));
    if (problems.length > 0)
      throw new EditRefused(`the persona's answers are not a proposal: ${problems.join('; ')}`);
  }
  const formatted = await formatJsonText(text);
  writeFileSync(path, formatted);
  return formatted;
}

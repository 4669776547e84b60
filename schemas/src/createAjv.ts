import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';
import { formats } from './formats/index';
import { addJourneyKeywords, type JourneyKeywordOptions } from './keywords/index';
import { allSchemas } from './schemaRegistry';

/**
 * The one ajv factory of the project: the server, the renderer and the scripts all build their
 * validators here, so a document means the same thing wherever it is checked.
 *
 * Every entity, common and API schema is registered (compiled lazily on first use; the server
 * compiles the ones it serves at start-up). `allErrors` is required by ajv-errors.
 * Callers must be able to rely on `verbose` errors (see journey/src/fieldErrors.ts).
 *
 * The journey's keywords (keywords/) are added too; `journey.today` fixes their clock (the server
 * passes its own, tests a fixed day), otherwise it is the UK calendar day at validation time.
 * `journey.lists` gives the reference lists' values (journey/lists, read by the caller: the
 * schemas know no journey); a step schema whose answers name a list compiles only with them.
 */
export function createAjv(options: Options = {}, journey: JourneyKeywordOptions = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    // Errors carry their parent schema, so a range message can name both bounds.
    verbose: true,
    ...options,
  });
  // Only the formats of ajv-formats we rely on; `date` and `email` are our own, stricter ones.
  addFormats(ajv, ['uuid', 'date-time', 'uri', 'uri-reference', 'time']);
  for (const format of formats) ajv.addFormat(format.name, format.validate);
  ajvErrors(ajv);
  addJourneyKeywords(ajv, journey);
  for (const schema of allSchemas) ajv.addSchema(schema);
  if (!journey.today) onTheClock.add(ajv);
  return ajv;
}

const onTheClock = new WeakSet<Ajv>();

/**
 * Whether `ajv` came from createAjv() without `journey.today`: its date keywords take today as
 * the UK calendar day at validation time (ukToday of the moment), never a day of the caller's.
 */
export function readsTheClock(ajv: Ajv): boolean {
  return onTheClock.has(ajv);
}

/** The base of every schema `$id`; a schema is found with `schemaId('entities/proposal.schema.json')`. */
export const SCHEMA_BASE = 'https://vanquote.example/schemas/';

export function schemaId(relativePath: string): string {
  return SCHEMA_BASE + relativePath;
}

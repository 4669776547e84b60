import { createHash } from 'node:crypto';
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import type { Ratebook } from '../../schemas/generated/index';
import { schemaId } from '../../schemas/src/createAjv';
import { pointerToPath } from '../../journey/src/fieldErrors';
import { canonicalJson } from '../../journey/src/versions/journeyVersion';
import { ratebookProblems, type RatebookError } from './ratebookChecks';

export type { RatebookError } from './ratebookChecks';

/** A checked ratebook, or its problems. */
export type RatebookCheck =
  { ratebook: Ratebook; errors: [] } | { ratebook?: undefined; errors: RatebookError[] };

const SCHEMA = 'ratebook/ratebook.schema.json';

function schemaError(error: ErrorObject): RatebookError {
  const base = pointerToPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const extra = error.keyword === 'required' ? params.missingProperty : params.additionalProperty;
  const path = typeof extra === 'string' ? [base, extra].filter(Boolean).join('.') : base;
  return { path: path || '(root)', message: error.message ?? error.keyword };
}

/**
 * Checks a ratebook against schemas/ratebook/ratebook.schema.json, then against the rules the
 * schema cannot say (see ratebookProblems). The errors name the bad value's dotted path
 * ("driver.age.3.from"), so an analyst knows what to fix. Use the ajv of createAjv().
 */
export function validateRatebook(ajv: Ajv, json: unknown): RatebookCheck {
  const validate = ajv.getSchema(schemaId(SCHEMA));
  if (!validate) throw new Error(`No schema ${SCHEMA} is registered`);
  if (!validate(json)) return { errors: (validate.errors ?? []).map(schemaError) };
  const ratebook = json as Ratebook;
  const errors = ratebookProblems(ratebook);
  return errors.length > 0 ? { errors } : { ratebook, errors: [] };
}

/**
 * The ratebook, or an Error naming every problem: what the server calls at start-up so that a
 * broken ratebook stops it before any customer is priced with it. Its version is the one written
 * in it with a hash of its content after a "+" ("2026.11+3f9ac2d1e0b4"): every quote records it,
 * and a quote stands only while it is the same, so a rate changed without the written version
 * being raised still prices the next requote afresh instead of keeping the old price.
 */
export function assertValidRatebook(
  ajv: Ajv,
  json: unknown,
  source = 'server/rating/ratebook.json',
): Ratebook {
  const check = validateRatebook(ajv, json);
  if (check.ratebook) return { ...check.ratebook, version: versionOf(check.ratebook) };
  const detail = check.errors.map((error) => `${error.path}: ${error.message}`).join('; ');
  throw new Error(`${source} is not a valid ratebook: ${detail}`);
}

/** The written version and a hash of the whole content ('2026.11+3f9ac2d1e0b4'). */
function versionOf(ratebook: Ratebook): string {
  const hash = createHash('sha256').update(canonicalJson(ratebook)).digest('hex').slice(0, 12);
  return `${ratebook.version}+${hash}`;
}

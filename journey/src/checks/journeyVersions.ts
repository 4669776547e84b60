import type { ErrorObject } from 'ajv';
import { createAjv, schemaId } from '../../../schemas/src/createAjv';
import { isObject } from '../steps/documentRefs';
import type { JourneyMigration } from '../versions/migrationTypes';
import type { Check, Report } from './checkTypes';

const HUMAN_VERSION = /^[0-9]{4}\.[0-9]{1,2}\.[0-9]{1,3}$/;

/** Compiled once: the checker runs on every save in the studio. */
let validateMigration: ReturnType<ReturnType<typeof createAjv>['getSchema']>;

const OPERATION =
  'an operation is one of { "op": "rename", "path", "to" }, { "op": "move", "from", "to" }, { "op": "default", "path", "value" } or { "op": "drop", "path" }';

/** The schema's errors, one line for an operation that fits none of the four (not each branch's). */
function reportShape(file: string, errors: readonly ErrorObject[], report: Report): void {
  const operations = errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath);
  for (const error of errors) {
    const at = error.instancePath;
    const path = at.split('/').slice(1).join('.');
    if (error.keyword === 'oneOf') report({ file, path, message: OPERATION });
    else if (!operations.some((op) => at === op || at.startsWith(`${op}/`))) {
      report({ file, path, message: `${error.message}` });
    }
  }
}

export const journeyVersions: Check = {
  name: 'journey-versions',
  description:
    'journey.json gives the human version ("2026.11.1"); every journey/migrations/*.json has the shape of schemas/journey/migration.schema.json, goes from other versions than its own, and no two go from the same version',
  check(documents, report) {
    const journey = documents['journey.json'];
    if (isObject(journey)) {
      if (typeof journey.version !== 'string' || !HUMAN_VERSION.test(journey.version))
        report({
          file: 'journey.json',
          path: 'version',
          message: 'give the human version of the journey as year.month.number, e.g. "2026.11.1"',
        });
    }
    validateMigration ??= createAjv().getSchema(schemaId('journey/migration.schema.json'));
    if (!validateMigration) throw new Error('schemas/journey/migration.schema.json is not registered');
    const takenFrom = new Map<string, string>();
    for (const [file, document] of Object.entries(documents)) {
      if (!/^migrations\/[^/]+\.json$/.test(file)) continue;
      if (!validateMigration(document)) {
        reportShape(file, validateMigration.errors ?? [], report);
        continue;
      }
      const migration = document as JourneyMigration;
      for (const from of migration.from) {
        if (from === migration.to) report({ file, path: 'from', message: `goes from ${from} to itself` });
        const other = takenFrom.get(from);
        if (other) report({ file, path: 'from', message: `${other} already goes from ${from}` });
        takenFrom.set(from, file);
      }
    }
  },
};

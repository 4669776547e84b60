import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Ajv from 'ajv';
import type { ReferenceList } from '../schemas/generated/index';
import { compileCheck } from './validation';

export const LISTS_DIR = new URL('../journey/lists/', import.meta.url).pathname;

/**
 * Reads every reference list of the journey (one JSON file a list, named after its key) and
 * checks it against the ReferenceList schema, so a broken list stops the server at start-up with
 * the file and the path named instead of reaching a customer.
 */
export function loadLists(ajv: Ajv, dir: string = LISTS_DIR): ReferenceList[] {
  const check = compileCheck(ajv, 'entities/reference-list.schema.json');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      let list: unknown;
      try {
        list = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      } catch (error) {
        throw new Error(`journey/lists/${file} is not valid JSON: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const errors = check(list);
      if (errors.length > 0) {
        const detail = errors.map((e) => `${e.path || '(root)'}: ${e.message}`).join('; ');
        throw new Error(`journey/lists/${file} is not a valid reference list: ${detail}`);
      }
      const expected = `insurer.${file.replace(/\.json$/, '')}`;
      if ((list as ReferenceList).name !== expected) {
        throw new Error(`journey/lists/${file} must be named "${expected}"`);
      }
      return list as ReferenceList;
    });
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Ajv from 'ajv';
import { invalidJsonMessage } from '../journey/src/checks/invalidJson';
import { listValues } from '../journey/src/lists/listValues';
import type { ReferenceList } from '../schemas/generated/index';
import type { ListValues } from '../schemas/src/keywords/index';
import { compileCheck } from './validation';

export const LISTS_DIR = new URL('../journey/lists/', import.meta.url).pathname;

/** A list file as read, not yet checked. */
interface ListFile {
  file: string;
  list: unknown;
}

/** Parses every list file of `dir`, in file name order; throws naming a file that is not JSON. */
function readListFiles(dir: string): ListFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      try {
        return { file, list: JSON.parse(text) as unknown };
      } catch (error) {
        throw new Error(`journey/lists/${file} ${invalidJsonMessage(text, error)}`, { cause: error });
      }
    });
}

/**
 * The values of every reference list by name, read from the list files: what the server's ajv
 * needs for the `list` keyword (`createAjv(options, { lists: readListValues() })`), so an answer
 * naming a list is checked against the very lists the server serves.
 */
export function readListValues(dir: string = LISTS_DIR): ListValues {
  return listValues(readListFiles(dir).map(({ list }) => list));
}

/**
 * Reads every reference list of the journey (one JSON file a list, named after its key) and
 * checks it against the ReferenceList schema, so a broken list stops the server at start-up with
 * the file and the path named instead of reaching a customer.
 */
export function loadLists(ajv: Ajv, dir: string = LISTS_DIR): ReferenceList[] {
  const check = compileCheck(ajv, 'entities/reference-list.schema.json');
  return readListFiles(dir).map(({ file, list }) => {
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

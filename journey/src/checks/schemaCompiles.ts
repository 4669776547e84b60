import type Ajv from 'ajv';
import { createAjv } from '../../../schemas/src/createAjv';
import type { ListValues } from '../../../schemas/src/keywords/index';
import { listValues } from '../lists/listValues';
import { isObject } from '../steps/documentRefs';
import type { Check, JourneyDocuments } from './checkTypes';
import { checkedDocuments } from './loadedSteps';
import { cachedReferenceProblems } from './refsResolve';
import { schemaLists } from './schemaLists';

const isSchemaFile = (file: string) => /^steps\/.+schema\.json$/.test(file);

/**
 * The values of the lists among the documents, for the `list` keyword. A list the schemas name
 * but the documents lack compiles as one without options: listsExist reports it, once.
 */
function documentLists(documents: JourneyDocuments): ListValues {
  const lists = Object.entries(documents)
    .filter(([file]) => file.startsWith('lists/'))
    .map(([, list]) => list);
  const named = Object.entries(documents)
    .filter(([file]) => file.endsWith('schema.json'))
    .flatMap(([, schema]) => schemaLists(schema).map(({ list }) => list))
    .filter((list): list is string => typeof list === 'string');
  return { ...Object.fromEntries(named.map((list) => [list, []])), ...listValues(lists) };
}

/** '/properties/risk/type' -> 'properties.risk.type' */
const dottedPointer = (pointer: string) => pointer.split('/').slice(1).join('.');

export const schemaCompiles: Check = {
  name: 'schema-compiles',
  description:
    'every step schema (and shared schema) is valid against the draft-07 meta-schema, and each loaded step compiles in the strict ajv of createAjv() with the lists of journey/lists',
  check(documents, report) {
    let ajv: Ajv | undefined;
    const theAjv = () => (ajv ??= createAjv({}, { lists: documentLists(documents) }));
    for (const [file, schema] of Object.entries(documents)) {
      if (!isSchemaFile(file)) continue;
      if (!isObject(schema)) {
        report({ file, path: '', message: 'a schema must be a JSON object' });
        continue;
      }
      let valid: boolean;
      try {
        valid = theAjv().validateSchema(schema) as boolean;
      } catch (error) {
        // ajv throws, rather than answers, on a $schema it does not know.
        report({ file, path: '$schema', message: `the schema cannot be read: ${(error as Error).message}` });
        continue;
      }
      if (valid) continue;
      for (const error of theAjv().errors ?? [])
        report({ file, path: dottedPointer(error.instancePath), message: `the schema ${error.message}` });
    }
    const brokenReferences = new Set(cachedReferenceProblems(documents).map(({ file }) => file));
    for (const { step, schemaFile } of checkedDocuments(documents)) {
      // refs-resolve names the reference; ajv would only say it cannot resolve it.
      if (brokenReferences.has(schemaFile)) continue;
      // The $id is the file's own; compiling without it keeps each check independent.
      const { $id: _id, ...schema } = step.schema;
      try {
        theAjv().compile(schema);
      } catch (error) {
        report({
          file: schemaFile,
          path: '',
          message: `does not compile: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
  },
};

import type Ajv from 'ajv';
import { createAjv } from '../../../schemas/src/createAjv';
import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';
import { checkedDocuments } from './loadedSteps';

const isSchemaFile = (file: string) => /^steps\/.+schema\.json$/.test(file);

/** '/properties/risk/type' -> 'properties.risk.type' */
const dottedPointer = (pointer: string) => pointer.split('/').slice(1).join('.');

export const schemaCompiles: Check = {
  name: 'schema-compiles',
  description:
    'every step schema (and shared schema) is valid against the draft-07 meta-schema, and each loaded step compiles in the strict ajv of createAjv()',
  check(documents, report) {
    let ajv: Ajv | undefined;
    const theAjv = () => (ajv ??= createAjv());
    for (const [file, schema] of Object.entries(documents)) {
      if (!isSchemaFile(file)) continue;
      if (!isObject(schema)) {
        report({ file, path: '', message: 'a schema must be a JSON object' });
        continue;
      }
      if (theAjv().validateSchema(schema)) continue;
      for (const error of theAjv().errors ?? [])
        report({ file, path: dottedPointer(error.instancePath), message: `the schema ${error.message}` });
    }
    for (const { step, schemaFile } of checkedDocuments(documents)) {
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

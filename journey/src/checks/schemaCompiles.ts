import type Ajv from 'ajv';
import { createAjv } from '../../../schemas/src/createAjv';
import type { ListValues } from '../../../schemas/src/keywords/index';
import { listValues } from '../lists/listValues';
import { isObject } from '../steps/documentRefs';
import type { Check, Finding, JourneyDocuments } from './checkTypes';
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

// The answers of ajv for a schema, by the schema's text, kept from one run to the next (the studio
// runs the check after every saved file; compiling the seven steps takes a second or more). Only
// the answers of the last run are kept. Whether a schema compiles depends on its text and on which
// lists exist: a list's values only enter the generated code, so one ajv serves while the same
// lists exist. A schema that names an `$id` or an anchor inside it is compiled in an ajv of its
// own, as ajv remembers those across schemas. The generated code is not optimised: the check only
// asks whether it compiles.
type Answer = { problems: Finding[] } | { error: string };
let kept = new Map<string, Answer>();
let shared: { lists: string; ajv: Ajv } | undefined;

const newAjv = (lists: ListValues) => createAjv({ code: { optimize: false } }, { lists });

function remembered(key: string, fresh: Map<string, Answer>, work: () => Answer): Answer {
  const answer = fresh.get(key) ?? kept.get(key) ?? work();
  fresh.set(key, answer);
  return answer;
}

export const schemaCompiles: Check = {
  name: 'schema-compiles',
  description:
    'every step schema (and shared schema) is valid against the draft-07 meta-schema, and each loaded step compiles in the strict ajv of createAjv() with the lists of journey/lists',
  check(documents, report) {
    const fresh = new Map<string, Answer>();
    let lists: ListValues | undefined;
    const theLists = () => (lists ??= documentLists(documents));
    let names: string | undefined;
    const listNames = () => (names ??= Object.keys(theLists()).sort().join(' '));
    const theAjv = () => {
      if (shared?.lists !== listNames()) shared = { lists: listNames(), ajv: newAjv(theLists()) };
      return shared.ajv;
    };
    for (const [file, schema] of Object.entries(documents)) {
      if (!isSchemaFile(file)) continue;
      if (!isObject(schema)) {
        report({ file, path: '', message: 'a schema must be a JSON object' });
        continue;
      }
      const answer = remembered(`valid ${JSON.stringify(schema)}`, fresh, () => {
        const ajv = theAjv();
        try {
          if (ajv.validateSchema(schema) as boolean) return { problems: [] };
        } catch (error) {
          // ajv throws, rather than answers, on a $schema it does not know.
          return { error: (error as Error).message };
        }
        return {
          problems: (ajv.errors ?? []).map((error) => ({
            file: '',
            path: dottedPointer(error.instancePath),
            message: `the schema ${error.message}`,
          })),
        };
      });
      if ('error' in answer)
        report({ file, path: '$schema', message: `the schema cannot be read: ${answer.error}` });
      else for (const problem of answer.problems) report({ ...problem, file });
    }
    const brokenReferences = new Set(cachedReferenceProblems(documents).map(({ file }) => file));
    for (const { step, schemaFile } of checkedDocuments(documents)) {
      // refs-resolve names the reference; ajv would only say it cannot resolve it.
      if (brokenReferences.has(schemaFile)) continue;
      // The $id is the file's own; compiling without it keeps each check independent.
      const { $id: _id, ...schema } = step.schema;
      const text = JSON.stringify(schema);
      const answer = remembered(`compiles ${listNames()}\n${text}`, fresh, () => {
        const own = /"\$(id|anchor|dynamicAnchor)":/.test(text);
        const ajv = own ? newAjv(theLists()) : theAjv();
        try {
          ajv.compile(schema);
          return { problems: [] };
        } catch (error) {
          return { error: error instanceof Error ? error.message : String(error) };
        } finally {
          ajv.removeSchema(schema);
        }
      });
      if ('error' in answer)
        report({ file: schemaFile, path: '', message: `does not compile: ${answer.error}` });
    }
    kept = fresh;
  },
};

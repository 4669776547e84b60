// Reading the schema folders is what this test is for; the rule against node:* protects the
// schemas' runtime code, which must also run in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, test, expect } from 'vitest';
import { allSchemas } from './schemaRegistry';
import { SCHEMA_BASE } from './createAjv';

const FOLDERS = ['common', 'entities', 'api', 'ratebook', 'journey'];
const schemasDir = new URL('../', import.meta.url);

const files = FOLDERS.flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, schemasDir))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => `${folder}/${name}`),
);

function readSchema(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(file, schemasDir), 'utf8')) as Record<string, unknown>;
}

const registeredIds = allSchemas.map((schema) => schema.$id);

describe('schemaRegistry', () => {
  test('finds the schema folders populated', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  test.each(files)('registers %s', (file) => {
    expect(registeredIds).toContain(SCHEMA_BASE + file);
  });

  test('registers each schema once and nothing that is not a file', () => {
    expect(new Set(registeredIds).size).toBe(registeredIds.length);
    expect([...registeredIds].sort()).toEqual(files.map((file) => SCHEMA_BASE + file).sort());
  });
});

/** Every subschema of a schema, with a JSON pointer to it. */
function* subschemas(node: unknown, pointer = ''): Generator<[string, Record<string, unknown>]> {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as Record<string, unknown>;
  yield [pointer || '/', schema];
  for (const key of ['properties', 'definitions']) {
    const children = schema[key] as Record<string, unknown> | undefined;
    for (const [name, child] of Object.entries(children ?? {}))
      yield* subschemas(child, `${pointer}/${key}/${name}`);
  }
  if (schema.items) yield* subschemas(schema.items, `${pointer}/items`);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const branches = (schema[key] as unknown[] | undefined) ?? [];
    for (const [i, branch] of branches.entries()) yield* subschemas(branch, `${pointer}/${key}/${i}`);
  }
}

/** Whether a JSON pointer ('/definitions/name') names a place in `document`. */
function pointedAt(document: unknown, pointer: string): boolean {
  let node = document;
  for (const part of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[
      decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~')
    ];
  }
  return node !== undefined;
}

const types = (schema: Record<string, unknown>): unknown[] =>
  Array.isArray(schema.type) ? schema.type : [schema.type];

/** The conventions of STYLE.md and DESIGN.md, as problems found in one schema file. */
function conventionProblems(file: string): string[] {
  const root = readSchema(file);
  const problems: string[] = [];
  if (root.$schema !== 'http://json-schema.org/draft-07/schema#') problems.push('$schema is not draft-07');
  if (root.$id !== SCHEMA_BASE + file) problems.push(`$id is not ${SCHEMA_BASE + file}`);
  if (typeof root.title !== 'string' || typeof root.description !== 'string')
    problems.push('no title or description');
  for (const [at, schema] of subschemas(root)) {
    if (typeof schema.$ref === 'string') {
      // A sibling keyword would make json-schema-to-typescript declare a copy of the type.
      if (Object.keys(schema).length !== 1) problems.push(`${at}: $ref with siblings`);
      if (/^[a-z]+:/.test(schema.$ref) || schema.$ref.startsWith('/'))
        problems.push(`${at}: $ref not relative`);
      continue;
    }
    const type = types(schema);
    if (type.includes('object')) {
      if (schema.additionalProperties !== false) problems.push(`${at}: additionalProperties is not false`);
      if (typeof schema.title !== 'string' || !/^[A-Z][A-Za-z]+$/.test(schema.title))
        problems.push(`${at}: no PascalCase title`);
      if (typeof schema.description !== 'string') problems.push(`${at}: no description`);
    }
    if (type.includes('string') && schema.enum === undefined && typeof schema.maxLength !== 'number') {
      problems.push(`${at}: string without maxLength`);
    }
    if (type.includes('array') && typeof schema.maxItems !== 'number')
      problems.push(`${at}: array without maxItems`);
    if (
      (type.includes('number') || type.includes('integer')) &&
      (typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number')
    ) {
      problems.push(`${at}: number without minimum and maximum`);
    }
  }
  return problems;
}

describe('schema conventions', () => {
  test.each(files)('%s follows them', (file) => {
    expect(conventionProblems(file)).toEqual([]);
  });

  test('every relative $ref names an existing schema file', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const [at, schema] of subschemas(readSchema(file))) {
        if (typeof schema.$ref !== 'string') continue;
        const [target = '', pointer] = new URL(schema.$ref, SCHEMA_BASE + file).href
          .slice(SCHEMA_BASE.length)
          .split('#');
        // A fragment names a place in the file: it must be there.
        const found = files.includes(target) && (!pointer || pointedAt(readSchema(target), pointer));
        if (!found) missing.push(`${file}${at}: ${schema.$ref}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

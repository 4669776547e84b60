import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { isObject } from './documentRefs';
import { everyQuestion, questionsOf } from './schemaResolver';
import { stepDocuments, steps } from './steps';
import { testAjv } from '../../../tests/support/journey/stepTestHelpers';
import type { JsonObject } from './stepTypes';
import { knownWidgets } from '../checks/knownWidgets';
import { uiNodes as walkUi } from '../checks/uiNodes';

// Every document of journey/steps/ is checked here, loaded as the form and the server use it.

const stepsDir = new URL('../../steps/', import.meta.url);

/** The widgets the engine registers (renderer/engine); ui.json may name no other. */
const WIDGETS = new Set(knownWidgets);

/** Every object schema of a step, with its path, for rules about objects. */
function objectSchemas(schema: JsonObject, path = '#'): [string, JsonObject][] {
  const found: [string, JsonObject][] = [[path, schema]];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value))
      for (const [name, child] of Object.entries(value))
        if (isObject(child)) found.push(...objectSchemas(child, `${path}/properties/${name}`));
    if ((key === 'items' || key === 'then' || key === 'else') && isObject(value))
      found.push(...objectSchemas(value, `${path}/${key}`));
    if (key === 'allOf' && Array.isArray(value))
      value.forEach(
        (member, i) => isObject(member) && found.push(...objectSchemas(member, `${path}/allOf/${i}`)),
      );
  }
  return found;
}

/** Every UI node with its path and the schemas it describes (the checker's walk). */
function uiNodes(ui: JsonObject, schemas: JsonObject[]) {
  return walkUi(ui, schemas).map((node) => ({ ...node, path: node.keys.map((key) => `/${key}`).join('') }));
}

function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...allKeys(child)]);
}

function filesUnder(dir: URL, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

test('stepDocuments holds every file of journey/steps but the step tests’ cases.json', () => {
  const documents = filesUnder(stepsDir, 'steps/').filter((file) => !file.endsWith('/cases.json'));
  expect(Object.keys(stepDocuments).sort()).toEqual(documents.sort());
});

describe.each(steps.map((step) => [step.id, step] as const))('%s', (_id, step) => {
  test('compiles in the strict ajv of createAjv()', () => {
    const { $id: _ignored, ...schema } = step.schema;
    expect(() => testAjv.compile(schema)).not.toThrow();
  });

  test('has no reference or wording mark left after loading', () => {
    expect(allKeys(step.schema).filter((k) => k === '$ref' || k === 'x-wording')).toEqual([]);
    expect(allKeys(step.ui).filter((k) => k === 'ui:extends' || k === 'ui:wording')).toEqual([]);
  });

  test('gives every required question its own message', () => {
    const missing = objectSchemas(step.schema).flatMap(([path, schema]) => {
      const messages = ((schema.errorMessage as JsonObject | undefined)?.required ?? {}) as JsonObject;
      return ((schema.required as string[] | undefined) ?? [])
        .filter((name) => typeof messages[name] !== 'string')
        .map((name) => `${path}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  test('titles every question (one of its definitions; a branch may only narrow it)', () => {
    const untitled = everyQuestion([step.schema])
      .filter(
        ({ definitions }) => !definitions.some((d) => d.type === 'object' || typeof d.title === 'string'),
      )
      .map(({ path }) => path.join('.'));
    expect(untitled).toEqual([]);
  });

  const nodes = uiNodes(step.ui, [step.schema]);

  test('describes in ui.json only questions of the schema', () => {
    expect(nodes.filter((node) => node.schemas.length === 0).map((node) => node.path)).toEqual([]);
  });

  test('ends every ui:order with "*" and orders only questions of the schema', () => {
    const problems = nodes.flatMap(({ path, ui, schemas }) => {
      const order = ui['ui:order'] as string[] | undefined;
      if (!order) return [];
      const known = questionsOf(schemas);
      return [
        ...(order.at(-1) === '*' ? [] : [`${path}: ui:order does not end with '*'`]),
        ...order.filter((name) => name !== '*' && !known.has(name)).map((name) => `${path}: ${name}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  test('names only widgets the engine registers, and no list (the schema names it, once)', () => {
    const problems = nodes.flatMap(({ path, ui }) => {
      const widget = ui['ui:widget'];
      const list = (ui['ui:options'] as JsonObject | undefined)?.list;
      return [
        ...(widget === undefined || WIDGETS.has(widget as string)
          ? []
          : [`${path}: widget ${String(widget)}`]),
        ...(list === undefined ? [] : [`${path}: ui:options.list ${String(list)}`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  test('labels its submit button', () => {
    expect(step.ui['ui:submitButtonOptions']).toEqual({ submitText: expect.stringMatching(/\S/) });
  });
});

test('asks the yes/no questions as booleans drawn with the yes/no buttons', () => {
  const drawnAsYesNo = steps.flatMap((step) =>
    uiNodes(step.ui, [step.schema]).filter((node) => node.ui['ui:widget'] === 'yesNo'),
  );
  expect(drawnAsYesNo.length).toBeGreaterThan(40);
  for (const node of drawnAsYesNo) expect(node.schemas.map((s) => s.type)).toContain('boolean');
});

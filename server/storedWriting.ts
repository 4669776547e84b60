import type Ajv from 'ajv';
import { type FormatDefinition, formats } from '../schemas/src/formats/index';

/** The answers written as stored: a copy where one changes, `data` itself where none does. */
export type StoredWriting = <T>(data: T) => T;

/** Where a schema's stored-writing answers are: by property name, and in an array's items. */
interface Place {
  format?: FormatDefinition;
  properties: Map<string, Place>;
  items?: Place;
}

const storedFormats = new Map(
  formats.filter((format) => format.stored).map((format) => [format.name, format]),
);

/**
 * How the bodies the schema `id` checks are stored: each answer whose format has a stored writing
 * (schemas/src/formats: a postcode "LS6 1HR", a registration "AB12CDE") is written so, whichever
 * writing of it was sent. The schema (its properties, array items, $refs and branches) is read
 * once, here, at start-up, so a request only visits the few answers found; undefined when the
 * schema has none. A value its format does not take is left as it is (the check refuses it).
 */
export function storedWriting(ajv: Ajv, id: string): StoredWriting | undefined {
  const root: Place = { properties: new Map() };
  const visit = (schema: unknown, base: string, place: Place, refs: ReadonlySet<string>): void => {
    if (!isObject(schema)) return;
    const here = typeof schema.$id === 'string' ? new URL(schema.$id, base).href : base;
    if (typeof schema.$ref === 'string') {
      const target = new URL(schema.$ref, here).href;
      if (!refs.has(target)) visit(ajv.getSchema(target)?.schema, target, place, new Set([...refs, target]));
    }
    const format = typeof schema.format === 'string' ? storedFormats.get(schema.format) : undefined;
    if (format) place.format = format;
    if (isObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        let child = place.properties.get(name);
        if (!child) place.properties.set(name, (child = { properties: new Map() }));
        visit(property, here, child, refs);
      }
    }
    if (schema.items !== undefined) {
      const items = (place.items ??= { properties: new Map() });
      for (const item of [schema.items].flat()) visit(item, here, items, refs);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const branches = schema[key];
      if (Array.isArray(branches)) for (const branch of branches) visit(branch, here, place, refs);
    }
    for (const key of ['if', 'then', 'else'] as const) visit(schema[key], here, place, refs);
    if (isObject(schema.dependencies)) {
      for (const dependency of Object.values(schema.dependencies)) visit(dependency, here, place, refs);
    }
  };
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`No schema ${id} is registered`);
  visit(validate.schema, id, root, new Set([id]));
  const found = pruned(root);
  if (!found) return undefined;
  return <T>(data: T): T => written(data, found) as T;
}

/** The place without the parts that hold no stored-writing answer; undefined when none is left. */
function pruned(place: Place): Place | undefined {
  const properties = new Map<string, Place>();
  for (const [name, child] of place.properties) {
    const kept = pruned(child);
    if (kept) properties.set(name, kept);
  }
  const items = place.items && pruned(place.items);
  if (!place.format && properties.size === 0 && !items) return undefined;
  return { ...(place.format ? { format: place.format } : {}), properties, ...(items ? { items } : {}) };
}

function written(value: unknown, place: Place): unknown {
  if (typeof value === 'string') {
    const format = place.format;
    return format?.stored && format.validate(value) ? format.stored(value) : value;
  }
  if (Array.isArray(value)) {
    const items = place.items;
    if (!items) return value;
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const done = written(item, items);
      if (done !== item) (copy ??= value.slice())[i] = done;
    });
    return copy ?? value;
  }
  if (!isObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [name, child] of place.properties) {
    if (!Object.hasOwn(value, name)) continue;
    const item = value[name];
    const done = written(item, child);
    if (done !== item) (copy ??= { ...value })[name] = done;
  }
  return copy ?? value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

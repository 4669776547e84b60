import type { SchemaObject } from 'ajv';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose schemas apply to the same value (no step down). */
const SAME_LEVEL_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SAME_LEVEL = ['not', 'if', 'then', 'else'] as const;
/** Keywords whose schemas apply to the members of an object or array (one step down). */
const CHILD_MAPS = ['properties', 'patternProperties'] as const;
const CHILD = ['additionalProperties', 'additionalItems', 'contains', 'unevaluatedProperties'] as const;

/**
 * The deepest nesting of objects and arrays that any of `roots` describes (`{}` is 1, `{"a":[]}`
 * is 2, a string 0), following `$ref`s among `schemas` (resolved against each schema's `$id`). A
 * container the schema leaves open (an object without properties) counts as one level. Throws
 * when a schema refers to itself, because its instances could then be nested without limit.
 */
export function maxInstanceDepth(
  schemas: readonly SchemaObject[],
  roots: readonly SchemaObject[] = schemas,
): number {
  const byId = new Map<string, Node>();
  for (const schema of schemas) if (typeof schema.$id === 'string') byId.set(schema.$id, schema);
  const memo = new Map<Node, number>();
  const visiting = new Set<Node>();

  const resolve = (ref: string, base: string): { node: unknown; base: string } => {
    const url = new URL(ref, base);
    const pointer = decodeURIComponent(url.hash.slice(1));
    url.hash = '';
    const document = byId.get(url.href);
    if (!document) throw new Error(`$ref ${ref} from ${base} names no registered schema`);
    let node: unknown = document;
    for (const part of pointer.split('/').slice(1)) {
      node = isNode(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    return { node, base: url.href };
  };

  const depth = (schema: unknown, base: string): number => {
    if (!isNode(schema)) return 0;
    const known = memo.get(schema);
    if (known !== undefined) return known;
    if (visiting.has(schema)) throw new Error(`The schema ${base} refers to itself`);
    visiting.add(schema);
    const here = typeof schema.$id === 'string' ? new URL(schema.$id, base).href : base;
    let same = 0;
    let below = -1;
    const down = (child: unknown) => {
      if (isNode(child)) below = Math.max(below, depth(child, here));
    };
    if (typeof schema.$ref === 'string') {
      const target = resolve(schema.$ref, here);
      same = Math.max(same, depth(target.node, target.base));
    }
    for (const key of SAME_LEVEL_LISTS) {
      for (const branch of (schema[key] as unknown[] | undefined) ?? [])
        same = Math.max(same, depth(branch, here));
    }
    for (const key of SAME_LEVEL) same = Math.max(same, depth(schema[key], here));
    if (isNode(schema.dependencies)) {
      for (const dependency of Object.values(schema.dependencies))
        same = Math.max(same, depth(dependency, here));
    }
    for (const key of CHILD_MAPS) if (isNode(schema[key])) Object.values(schema[key]).forEach(down);
    for (const key of CHILD) down(schema[key]);
    if (Array.isArray(schema.items)) schema.items.forEach(down);
    else down(schema.items);
    const types = ([] as unknown[]).concat(schema.type ?? []);
    const container = below >= 0 || types.includes('object') || types.includes('array');
    const result = Math.max(same, container ? 1 + Math.max(below, 0) : 0);
    visiting.delete(schema);
    memo.set(schema, result);
    return result;
  };

  return Math.max(0, ...roots.map((root) => depth(root, String(root.$id ?? 'https://schema.invalid/'))));
}

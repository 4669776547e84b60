import { isObject } from '../steps/documentRefs';
import type { JourneyDocuments, JsonObject } from '../steps/stepTypes';
import { perDocuments } from './documentsMemo';
import { resolveReference } from './resolveReference';

// The schema documents as written, walked node by node with where each node is (file and keys)
// and which answer it describes, following $refs into the shared documents; so a finding can name
// the very place a product person has to edit, even inside a shared definition.

/** A schema node where it is written. */
export interface Located {
  file: string;
  node: JsonObject;
}

/** A node of a schema document, reached from a step, a form or a shared definition. */
export interface SchemaNode extends Located {
  /** Where the node is written in its file: ['properties', 'risk', 'allOf', '0', ...]. */
  keys: string[];
  /** The answer it describes ('risk', 'vehicle', '*' for list items); unknown in a shared definition walked on its own. */
  answer: string[] | undefined;
  /** What the walk started from: a step (over the Proposal), a form, or a shared definition alone. */
  root: 'step' | 'form' | 'shared';
  /** The file the walk started from: the step or form including a shared node. */
  origin: string;
  /** How the walk reached it: a property, list items, or a branch of the same answer (then, else, allOf, anyOf, oneOf, $ref). */
  via: 'root' | 'property' | 'items' | 'branch';
  parent?: SchemaNode;
}

const BRANCH_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const maxReferenceDepth = 20;

export const isStepSchema = (file: string) => /^steps\/(?!shared\/)[^/]+\/schema\.json$/.test(file);
export const isFormSchema = (file: string) => /^forms\/[^/]+\/schema\.json$/.test(file);
/** Every schema document of the steps (shared ones included) and forms. */
export const isSchemaDocument = (file: string) => /^(steps|forms)\/.+schema\.json$/.test(file);

function walk(
  node: SchemaNode,
  documents: JourneyDocuments,
  found: SchemaNode[],
  references: readonly string[],
): void {
  found.push(node);
  const { node: schema, file, keys } = node;
  const child = (
    value: unknown,
    childKeys: string[],
    via: SchemaNode['via'],
    answer: string[] | undefined,
    at = file,
    seen = references,
  ) => {
    if (isObject(value))
      walk(
        {
          file: at,
          keys: childKeys,
          node: value,
          answer,
          root: node.root,
          origin: node.origin,
          via,
          parent: node,
        },
        documents,
        found,
        seen,
      );
  };
  if (isObject(schema.properties))
    for (const [name, value] of Object.entries(schema.properties))
      child(value, [...keys, 'properties', name], 'property', node.answer && [...node.answer, name]);
  child(schema.items, [...keys, 'items'], 'items', node.answer && [...node.answer, '*']);
  for (const key of ['then', 'else'] as const) child(schema[key], [...keys, key], 'branch', node.answer);
  for (const key of BRANCH_LISTS) {
    const members = schema[key];
    if (Array.isArray(members))
      members.forEach((member, i) => child(member, [...keys, key, String(i)], 'branch', node.answer));
  }
  if (isObject(schema.dependencies))
    for (const [name, value] of Object.entries(schema.dependencies))
      child(value, [...keys, 'dependencies', name], 'branch', node.answer);
  if (schema.$ref !== undefined) {
    const resolved = resolveReference(schema.$ref, file, documents);
    if (!('target' in resolved)) return; // refsResolve reports it
    const { target } = resolved;
    const id = `${target.file}#${target.keys.join('/')}`;
    if (references.includes(id) || references.length >= maxReferenceDepth) return; // a cycle: refsResolve reports it
    child(target.value, target.keys, 'branch', node.answer, target.file, [...references, id]);
  }
}

/** Every node reached from one starting point (a step, a form, or one shared definition). */
export function walkSchema(
  start: Omit<SchemaNode, 'via' | 'parent' | 'origin'>,
  documents: JourneyDocuments,
): SchemaNode[] {
  const found: SchemaNode[] = [];
  walk({ ...start, origin: start.file, via: 'root' }, documents, found, []);
  return found;
}

/**
 * Every node of every step and form schema, from its root (over the whole Proposal for a step,
 * the form's body for a form), then every shared definition on its own (`answer` unknown), once
 * per set of documents. A node included twice (a shared group of the proposer and of each
 * additional driver) is listed once for each inclusion.
 */
export const schemaNodes = perDocuments((documents): SchemaNode[] => {
  const nodes: SchemaNode[] = [];
  const files = Object.keys(documents).filter(isSchemaDocument).sort();
  for (const file of files) {
    const schema = documents[file];
    if (!isObject(schema)) continue;
    const root = isStepSchema(file) ? 'step' : isFormSchema(file) ? 'form' : undefined;
    if (root) nodes.push(...walkSchema({ file, keys: [], node: schema, answer: [], root }, documents));
  }
  for (const file of files) {
    const schema = documents[file];
    if (!isObject(schema) || !isObject(schema.definitions)) continue;
    for (const [name, definition] of Object.entries(schema.definitions))
      if (isObject(definition))
        nodes.push(
          ...walkSchema(
            { file, keys: ['definitions', name], node: definition, answer: undefined, root: 'shared' },
            documents,
          ),
        );
  }
  return nodes;
});

/** The node a branch belongs to: climbs then/else/allOf/$ref up to the property or list items it describes. */
export function objectRoot(node: SchemaNode): SchemaNode {
  let current = node;
  while (current.via === 'branch' && current.parent) current = current.parent;
  return current;
}

/** A `$ref`'s target, located; undefined when it names nothing. */
function referenced({ file, node }: Located, documents: JourneyDocuments): Located | undefined {
  if (node.$ref === undefined) return undefined;
  const resolved = resolveReference(node.$ref, file, documents);
  return 'target' in resolved
    ? { file: resolved.target.file, node: resolved.target.value as JsonObject }
    : undefined;
}

/**
 * The node and what applies to the same answer with it: with `conditional`, every branch (then,
 * else, allOf, anyOf, oneOf, dependencies, $ref); without, only what always applies (its $ref and
 * the allOf members without `if`: the groups of questions it includes).
 */
export function branchesOf(start: Located, documents: JourneyDocuments, conditional = true): Located[] {
  const found: Located[] = [];
  const visit = (located: Located, depth: number) => {
    if (depth > maxReferenceDepth || found.some((other) => other.node === located.node)) return;
    found.push(located);
    const { node, file } = located;
    const members: unknown[] = Array.isArray(node.allOf) ? [...node.allOf] : [];
    if (conditional) {
      members.push(node.then, node.else);
      for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(node[key])) members.push(...node[key]);
      if (isObject(node.dependencies)) members.push(...Object.values(node.dependencies));
    }
    for (const member of members)
      if (isObject(member) && (conditional || !('if' in member))) visit({ file, node: member }, depth);
    const target = referenced(located, documents);
    if (target) visit(target, depth + 1);
  };
  visit(start, 0);
  return found;
}

/**
 * Every definition of the question at `path` below `start` ('*' for list items), through every
 * branch on the way: a question defined in two branches has two definitions.
 */
export function definitionsAt(
  start: Located,
  path: readonly string[],
  documents: JourneyDocuments,
): Located[] {
  let places = [start];
  for (const segment of path)
    places = places
      .flatMap((place) => branchesOf(place, documents))
      .flatMap(({ file, node }): Located[] => {
        if (segment === '*') return isObject(node.items) ? [{ file, node: node.items }] : [];
        const properties = node.properties;
        if (!isObject(properties) || !Object.hasOwn(properties, segment)) return [];
        const value = properties[segment];
        return isObject(value) ? [{ file, node: value }] : [];
      });
  return places;
}

/** The definitions of each answer the steps ask, by its path ('risk.additional_drivers.*.name.title'). */
export const stepQuestions = perDocuments((documents): Map<string, Located[]> => {
  const index = new Map<string, Located[]>();
  for (const node of schemaNodes(documents)) {
    if (node.root !== 'step' || !node.answer || (node.via !== 'property' && node.via !== 'items')) continue;
    const key = node.answer.join('.');
    const known = index.get(key) ?? [];
    if (!known.some((other) => other.node === node.node)) known.push({ file: node.file, node: node.node });
    index.set(key, known);
  }
  return index;
});

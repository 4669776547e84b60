import { isObject } from '../steps/documentRefs';
import type { JourneyDocuments } from '../steps/stepTypes';
import type { Check, Finding } from './checkTypes';
import { didYouMeanText } from './didYouMean';
import { branchesOf, schemaNodes, type Located, type SchemaNode } from './schemaNodes';

// An `errorMessage` (ajv-errors) replaces the errors of the keywords of its own schema object
// only: `minimum` the error of the `minimum` beside it, `required.tows` the error of a `required`
// beside it naming `tows`. A message naming a rule its object does not have is never shown: the
// customer sees the default text instead ("Please provide an answer to this question to
// proceed.", or ajv's own), and the product person believes the message is in place.
//
// The loaded step merges a group (an allOf member without `if`, or a `$ref`'s target) into the
// object including it (src/steps/mergeGroups.ts), so a message and its rule may be written in
// the group and in the object: both count as the same object. A then/else/anyOf/oneOf branch is a
// schema object of its own.

/** Keys of an errorMessage that are not keywords: `_` (every other error) and ajv-errors' child forms. */
const ANY_ERROR = '_';
/** Keywords whose message may be a map, one message per property they name. */
const PER_PROPERTY = ['required', 'dependencies', 'dependentRequired'] as const;

/** Whether a node reached as a branch of its parent is merged into it (a group, or a `$ref`'s target). */
function mergedIntoParent(node: SchemaNode): boolean {
  const parent = node.parent;
  if (node.via !== 'branch' || !parent) return false;
  const { node: schema } = parent;
  if (Array.isArray(schema.allOf) && schema.allOf.includes(node.node)) return !('if' in node.node);
  const structural = [
    schema.then,
    schema.else,
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
    ...(isObject(schema.dependencies) ? Object.values(schema.dependencies) : []),
  ];
  return schema.$ref !== undefined && !structural.includes(node.node);
}

/** The schema objects that make one object once loaded: the node's host and every group merged into it. */
function mergedObject(node: SchemaNode, documents: JourneyDocuments): Located[] {
  let host = node;
  while (mergedIntoParent(host) && host.parent) host = host.parent;
  return branchesOf(host, documents, false);
}

/** The names a per-property keyword of the merged object names (`required: [...]`, `dependencies: {...}`). */
function namesOf(keyword: string, parts: Located[]): string[] {
  return parts.flatMap(({ node }) => {
    const value = node[keyword];
    if (Array.isArray(value)) return value.filter((name): name is string => typeof name === 'string');
    return isObject(value) ? Object.keys(value) : [];
  });
}

/** The questions the object asks, in any branch (errors of their answers reach its `properties` messages). */
function questionsOf(parts: Located[], documents: JourneyDocuments): string[] {
  return parts.flatMap((part) =>
    branchesOf(part, documents).flatMap(({ node: schema }) =>
      isObject(schema.properties) ? Object.keys(schema.properties) : [],
    ),
  );
}

const quoted = (names: readonly string[]) => names.map((name) => JSON.stringify(name)).join(', ');

/** The messages of one errorMessage that are never shown, each as a finding. */
function unshownMessages(node: SchemaNode, documents: JourneyDocuments): Finding[] {
  const { errorMessage } = node.node;
  if (!isObject(errorMessage)) return []; // a single text replaces every error: always shown
  const parts = mergedObject(node, documents);
  const keywords = new Set(parts.flatMap(({ node: schema }) => Object.keys(schema)));
  keywords.delete('errorMessage');
  const at = (...keys: string[]) => [...node.keys, 'errorMessage', ...keys].join('.');
  const findings: Finding[] = [];
  const found = (keys: string[], message: string) =>
    findings.push({
      file: node.file,
      path: at(...keys),
      message: `the message for ${keys.join('.')} is never shown: ${message}`,
    });
  for (const [key, value] of Object.entries(errorMessage)) {
    if (key === ANY_ERROR) continue;
    if (key === 'properties') {
      if (!isObject(value)) continue;
      const asked = questionsOf(parts, documents);
      for (const name of Object.keys(value))
        if (!asked.includes(name))
          found(
            [key, name],
            `no question ${JSON.stringify(name)} is asked here${didYouMeanText(name, asked)}. Correct the name, or remove the message`,
          );
      continue;
    }
    if (key === 'items') {
      if (!keywords.has('items'))
        found(
          [key],
          'this question is not a list (it has no "items"). Remove the message, or move it to the list',
        );
      continue;
    }
    if ((PER_PROPERTY as readonly string[]).includes(key) && isObject(value)) {
      const named = namesOf(key, parts);
      for (const name of Object.keys(value))
        if (!named.includes(name))
          found(
            [key, name],
            key === 'required'
              ? `${JSON.stringify(name)} is not in the "required" list beside it${didYouMeanText(name, named)}${
                  named.length > 0 ? ` (it requires ${quoted(named)})` : ' (there is none here)'
                }: only a "required" list in the same place shows it. Require the question here, or move the message beside the list that requires it`
              : `${JSON.stringify(name)} is not named by the "${key}" beside it${didYouMeanText(name, named)}. Correct the name, or remove the message`,
          );
      continue;
    }
    if (!keywords.has(key))
      found(
        [key],
        `this question has no ${key}${didYouMeanText(key, [...keywords])}, so the message replaces nothing. Add the rule beside the message, or remove the message`,
      );
  }
  return findings;
}

export const messagesNameTheirRules: Check = {
  name: 'messages-name-their-rules',
  description:
    'every message of an errorMessage names a rule of its own schema object (the groups merged into it included): a keyword it has (minimum, format, minAge, list...), a name of its `required` list, a question of its `properties`; any other message is never shown',
  check(documents, report) {
    // A shared definition is reached once per step including it, then alone: a message is never
    // shown when it is shown nowhere (the object including the group may hold its rule). It is
    // said once, as the first inclusion reads it (naming what the including object requires).
    const places = new Map<string, Finding[][]>();
    for (const node of schemaNodes(documents)) {
      if (node.node.errorMessage === undefined) continue;
      const key = `${node.file}#${node.keys.join('.')}`;
      places.set(key, [...(places.get(key) ?? []), unshownMessages(node, documents)]);
    }
    for (const occurrences of places.values()) {
      const [first, ...others] = occurrences as [Finding[], ...Finding[][]];
      for (const finding of first)
        if (others.every((findings) => findings.some((other) => other.path === finding.path)))
          report(finding);
    }
  },
};

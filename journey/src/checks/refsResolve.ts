import { isObject } from '../steps/documentRefs';
import type { JourneyDocuments } from '../steps/stepTypes';
import type { Check, Finding } from './checkTypes';
import { perDocuments } from './documentsMemo';
import { resolveReference } from './resolveReference';
import { isSchemaDocument } from './schemaNodes';

// Keywords whose value is data, not schemas: a "$ref" inside is no reference.
const DATA = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);
const isUiDocument = (file: string) => /^(steps|forms)\/.+ui\.json$/.test(file);
const maxDepth = 20;

interface Place {
  file: string;
  keys: string[];
}

/** Every reference written in a document: its place and what it says. */
function referencesIn(
  value: unknown,
  file: string,
  keyword: string,
  keys: string[] = [],
): (Place & { reference: unknown })[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => referencesIn(item, file, keyword, [...keys, String(i)]));
  if (!isObject(value)) return [];
  const found: (Place & { reference: unknown })[] = [];
  if (keyword in value) {
    const written = value[keyword];
    for (const [i, reference] of (Array.isArray(written) && keyword === 'ui:extends'
      ? written
      : [written]
    ).entries())
      found.push({
        file,
        keys: Array.isArray(written) ? [...keys, keyword, String(i)] : [...keys, keyword],
        reference,
      });
  }
  for (const [key, child] of Object.entries(value))
    if (key !== keyword && !DATA.has(key)) found.push(...referencesIn(child, file, keyword, [...keys, key]));
  return found;
}

const isPrefix = (prefix: readonly string[], keys: readonly string[]) =>
  prefix.length <= keys.length && prefix.every((key, i) => keys[i] === key);

/** The place of the reference itself: 'properties.risk.$ref' is written in 'properties.risk'. */
const holder = ({ keys }: Place, keyword: string) => keys.slice(0, keys.lastIndexOf(keyword));

/**
 * Follows the references below `place` (inclusions of inclusions) and reports one that leads
 * back to a place it is included from: the loader would include it forever.
 */
function findCycles(
  value: unknown,
  at: Place,
  keyword: string,
  chain: Place[],
  documents: JourneyDocuments,
  report: (finding: Finding) => void,
): void {
  for (const use of referencesIn(value, at.file, keyword, at.keys)) {
    const resolved = resolveReference(use.reference, use.file, documents);
    if (!('target' in resolved)) continue;
    const { target } = resolved;
    const here = { file: use.file, keys: holder(use, keyword) };
    const loop = [...chain, here].some(
      (place) => place.file === target.file && isPrefix(target.keys, place.keys),
    );
    if (loop)
      report({
        file: use.file,
        path: use.keys.join('.'),
        message: `the reference ${JSON.stringify(use.reference)} includes itself (it leads back to where it is written): the journey would never finish loading`,
      });
    else if (chain.length < maxDepth)
      findCycles(target.value, target, keyword, [...chain, here], documents, report);
  }
}

/** Every reference of the documents that names nothing, or includes itself, as findings. */
export function referenceProblems(documents: JourneyDocuments): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const report = (finding: Finding) => {
    const key = `${finding.file}|${finding.path}`;
    if (!seen.has(key)) findings.push(finding);
    seen.add(key);
  };
  for (const [file, document] of Object.entries(documents)) {
    const keyword = isSchemaDocument(file) ? '$ref' : isUiDocument(file) ? 'ui:extends' : undefined;
    if (!keyword) continue;
    for (const use of referencesIn(document, file, keyword)) {
      const resolved = resolveReference(use.reference, file, documents, { numbers: keyword === '$ref' });
      if ('problem' in resolved) report({ file, path: use.keys.join('.'), message: resolved.problem });
    }
    findCycles(document, { file, keys: [] }, keyword, [], documents, report);
  }
  return findings;
}

/** referenceProblems, once per set of documents (stepsLoad asks too). */
export const cachedReferenceProblems = perDocuments(referenceProblems);

export const refsResolve: Check = {
  name: 'refs-resolve',
  description:
    'every $ref of a step, shared or form schema (and every ui:extends of a ui document) names a file of journey/ and a place in it, and never includes itself',
  check(documents, report) {
    for (const finding of cachedReferenceProblems(documents)) report(finding);
  },
};

import { formTextValue } from '../forms/formTextValues';
import { isObject } from '../steps/documentRefs';
import { keywordValue } from '../steps/keywordValues';
import { inlineReferences } from '../steps/resolveSchema';
import type { JourneyDocuments } from '../steps/stepTypes';
import type { Check, Finding } from './checkTypes';

/** Filled in every text from brand.json (renderer/app/journey.ts, textValues). */
const brandValues = ['brand', 'phone', 'email', 'insurer', 'frn', 'companyNumber', 'registeredOffice'];

/** The placeholders each document may use besides the brand's, as its code fills them in. */
const extraValues: Record<string, string[]> = {
  'content/pages.json': ['path', 'date'],
  'content/form.json': ['n', 'item', 'year', 'question'],
  'content/validation-messages.json': ['limit', 'min', 'max', 'field', 'code'],
};

const checked = (file: string) => file.startsWith('content/') || /^(steps|forms)\/.+\.json$/.test(file);
/** A step's or page form's schema, whose messages may say their question's limits. */
const stepSchema = (file: string) => /^(steps|forms)\/.+schema\.json$/.test(file);

/** Keys whose text is not wording: comments (they name placeholders) and patterns ('{8}' repeats). */
const notWording = new Set(['_comment', '$comment', '_placeholders', 'pattern']);

/**
 * Calls `found` with each text of a document holding a `{`, wording only, in the order written,
 * with its keys (copied only for those: the studio runs the check after every saved file).
 */
function bracedTexts(
  value: unknown,
  found: (keys: string[], text: string) => void,
  keys: string[] = [],
): void {
  if (typeof value === 'string') {
    if (value.includes('{')) found([...keys], value);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      keys.push(String(i));
      bracedTexts(item, found, keys);
      keys.pop();
    });
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (notWording.has(key)) continue;
    keys.push(key);
    bracedTexts(child, found, keys);
    keys.pop();
  }
}

/** The limits a message of `holder` may write: its numbers ({maxItems}) and its dates' ({latestDate.days}). */
function limitsOf(holder: Record<string, unknown>): string[] {
  return Object.entries(holder).flatMap(([key, value]) => {
    if (typeof value === 'number') return [key];
    if (!isObject(value) || key === 'properties') return [];
    return Object.keys(value)
      .map((member) => `${key}.${member}`)
      .filter((name) => /^(earliest|latest)Date\./.test(name) && keywordValue(holder, name) !== undefined);
  });
}

/**
 * What a document's `_placeholders` says its code fills in: per text, `{ "coverDetails.ncdYears":
 * ["years"] }` (a key names a text, or an object or list whose texts all get them); or, in the
 * older form, a list for the whole file (every text may use every one).
 */
interface Declared {
  perText?: Map<string, string[]>;
  wholeFile: string[];
}

function declaredOf(document: unknown): Declared {
  const declared = isObject(document) ? document._placeholders : undefined;
  if (Array.isArray(declared)) return { wholeFile: declared.map(String) };
  if (!isObject(declared)) return { wholeFile: [] };
  const perText = new Map<string, string[]>();
  for (const [place, names] of Object.entries(declared))
    perText.set(place, Array.isArray(names) ? names.map(String) : []);
  return { perText, wholeFile: [] };
}

/** The placeholders `_placeholders` gives the text at `keys`: those of its place and of each holding it. */
function declaredFor({ perText, wholeFile }: Declared, keys: string[]): string[] {
  if (!perText) return wholeFile;
  return keys.flatMap((_key, i) => perText.get(keys.slice(0, i + 1).join('.')) ?? []);
}

/** Whether `keys` lead to a value of `document`. */
function placeExists(document: unknown, keys: string[]): boolean {
  let node = document;
  for (const key of keys) {
    if (!isObject(node) && !Array.isArray(node)) return false;
    if (!Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

const braced = (names: Iterable<string>) => [...names].map((k) => `{${k}}`).join(', ');

/** The findings of one document, by its file's name. */
function documentFindings(file: string, document: unknown, documents: JourneyDocuments): Finding[] {
  const findings: Finding[] = [];
  const declared = declaredOf(document);
  const everywhere = [...brandValues, ...(extraValues[file] ?? [])];
  // A page form's UI text may name a number of its schema by question ({....date_of_birth.minAge}).
  const formName = /^forms\/([^/]+)\/ui\.json$/.exec(file)?.[1];
  const formSchema = formName ? documents[`forms/${formName}/schema.json`] : undefined;
  const formValues = isObject(formSchema)
    ? withReferences(formSchema, `forms/${formName}/schema.json`, documents)
    : undefined;
  if (declared.perText) {
    for (const place of declared.perText.keys())
      if (!placeExists(document, place.split('.')))
        findings.push({
          file,
          path: `_placeholders.${place}`,
          message: `names ${place}, which is no text of this file (moved or renamed?)`,
        });
  } else if (declared.wholeFile.length > 0) {
    findings.push({
      file,
      path: '_placeholders',
      severity: 'warning',
      message: `gives ${braced(declared.wholeFile)} to every text of the file, so a placeholder written in a text its code does not fill is not caught: say which texts each goes in, as { "place.of.text": ["name"] }`,
    });
  }
  bracedTexts(document, (keys, text) => {
    // A schema's own description is a note on the document (the form draws no object's description).
    if (stepSchema(file) && keys.length === 1 && keys[0] === 'description') return;
    const known = new Set([...everywhere, ...declaredFor(declared, keys)]);
    // In a step's or form's errorMessage, {maxItems} or {latestDate.days} is a value of the schema
    // object holding the message (src/steps/keywordValues.ts fills it in when the step or form loads).
    const at = keys.lastIndexOf('errorMessage');
    const written =
      at >= 0 && stepSchema(file)
        ? keys
            .slice(0, at)
            .reduce<unknown>(
              (node, key) =>
                typeof node === 'object' && node !== null
                  ? (node as Record<string, unknown>)[key]
                  : undefined,
              document,
            )
        : undefined;
    // A limit may be named by a reference ("years": { "$ref": ... }): the message reads its number.
    const holder = isObject(written) ? withReferences(written, file, documents) : written;
    for (const [, name] of text.matchAll(/\{(\w+(?:\.\w+)*)\}/g)) {
      if (known.has(name as string)) continue;
      if (isObject(holder) && keywordValue(holder, name as string) !== undefined) continue;
      if (isObject(formValues) && formTextValue(formValues, name as string) !== undefined) continue;
      const numbers = isObject(holder) ? limitsOf(holder) : [];
      const limits = numbers.length > 0 ? `, and this question's ${braced(numbers)}` : '';
      const elsewhere = declared.perText
        ? [...declared.perText].filter(([, names]) => names.includes(name as string)).map(([place]) => place)
        : [];
      const where =
        elsewhere.length > 0
          ? `: its code fills {${name}} only in ${elsewhere.join(', ')} (this file's "_placeholders"), so here customers would see it as written`
          : '';
      findings.push({
        file,
        path: keys.join('.'),
        message: `the placeholder {${name}} is never filled in${where ? ' in this text' : ''} (known here: ${braced(known)}${limits})${where}`,
      });
    }
  });
  return findings;
}

/** The schema object with its references followed, as the loader reads it; as written when one is broken. */
function withReferences(holder: Record<string, unknown>, file: string, documents: JourneyDocuments) {
  try {
    return inlineReferences(holder, file, documents, (text) => text);
  } catch {
    return holder; // refs-resolve reports it
  }
}

// Each document's findings, kept with the document (the studio passes the same object while the
// file is unchanged, and runs the check after every saved file).
const byDocument = new WeakMap<object, Map<string, Finding[]>>();
function cachedFindings(file: string, document: unknown, documents: JourneyDocuments): Finding[] {
  if (!isObject(document)) return documentFindings(file, document, documents);
  let files = byDocument.get(document);
  if (!files) byDocument.set(document, (files = new Map()));
  let found = files.get(file);
  if (!found) files.set(file, (found = documentFindings(file, document, documents)));
  return found;
}

export const placeholdersKnown: Check = {
  name: 'placeholders-known',
  description: `every {placeholder} in content and step wording is one that is filled in ({${brandValues.join('}, {')}} everywhere, and those a content file's "_placeholders" gives the text (per text: { "place.of.text": ["name"] }); in a step's errorMessage, a number of its own question such as {maxItems} or {latestDate.days}; in a page form's ui.json, a number of the form's schema named by its question, such as {direct_debit.third_party.date_of_birth.minAge})`,
  check(documents, report) {
    for (const [file, document] of Object.entries(documents)) {
      if (!checked(file)) continue;
      for (const finding of cachedFindings(file, document, documents)) report(finding);
    }
  },
};

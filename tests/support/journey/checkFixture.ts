import type { Check, Finding, JourneyDocuments } from '../../../journey/src/checks/checkTypes';

// Helpers shared by the checks' tests (not a test file itself).

/** A one-step journey that every check finds sound; tests break a copy of it. */
export function fixtureDocuments(): Record<string, unknown> {
  return structuredClone({
    'journey.json': { version: '2026.11.1', steps: [{ id: 'about-van', title: 'About the Van' }] },
    'steps/01-about-van/schema.json': {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        van: {
          type: 'object',
          properties: {
            tows: { type: 'boolean', title: 'Is the van used to tow a trailer?' },
            trailer_weight: { type: 'integer', minimum: 0, title: 'What is the maximum trailer weight?' },
            use: { type: 'string', list: 'class_of_use', title: 'What is the van used for?' },
          },
          required: ['tows'],
          errorMessage: { required: { tows: 'Please tell us if the van tows a trailer' } },
          if: { properties: { tows: { const: true } }, required: ['tows'] },
          then: {
            required: ['trailer_weight'],
            errorMessage: { required: { trailer_weight: 'Please enter the trailer weight' } },
          },
        },
      },
    },
    'steps/01-about-van/ui.json': {
      'ui:order': ['van', '*'],
      van: {
        'ui:order': ['tows', 'trailer_weight', 'use', '*'],
        tows: { 'ui:widget': 'yesNo' },
        trailer_weight: { 'ui:widget': 'number' },
        use: { 'ui:widget': 'listSelect' },
      },
    },
    'lists/class_of_use.json': {
      name: 'insurer.class_of_use',
      options: [
        { name: 'Social only', value: '1' },
        { name: 'Business', value: '2' },
      ],
    },
  });
}

/** What `check` reports about the documents, as 'file  path: message' lines. */
export function findingsOf(check: Check, documents: JourneyDocuments): string[] {
  const found: Finding[] = [];
  check.check(documents, (finding) => found.push(finding));
  return found.map(({ file, path, message }) => `${file}  ${path ? `${path}: ` : ''}${message}`);
}

/** Changes the value at `keys` of a document (creating objects on the way). */
export function setIn(documents: Record<string, unknown>, file: string, keys: string[], value: unknown) {
  let node = documents[file] as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  const last = keys.at(-1) as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import type { Finding } from './checkTypes';
import { descriptionsNotShown } from './descriptionsNotShown';

const schemaFile = 'steps/01-about-van/schema.json';
const use = ['properties', 'van', 'properties', 'use'];
const notShown = (answer: string) =>
  `the description of the question ${answer} is never shown to customers: write what they should read in its ui:help (in the ui document), or in its title`;

describe('descriptionsNotShown', () => {
  test('finds nothing in sound documents, nor in the note at the top of a document', () => {
    const documents = fixtureDocuments();
    setIn(documents, schemaFile, ['description'], 'The questions about the van.');
    expect(findingsOf(descriptionsNotShown, documents)).toEqual([]);
  });

  test("a question's description is a warning naming where it is written", () => {
    const documents = fixtureDocuments();
    setIn(documents, schemaFile, [...use, 'description'], 'Social, domestic and pleasure, or business.');
    expect(findingsOf(descriptionsNotShown, documents)).toEqual([
      `${schemaFile}  ${[...use, 'description'].join('.')}: ${notShown('van.use')}`,
    ]);
    const found: Finding[] = [];
    descriptionsNotShown.check(documents, (finding) => found.push(finding));
    expect(found.map((f) => f.severity)).toEqual(['warning']);
  });
});

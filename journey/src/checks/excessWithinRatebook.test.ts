import { findingsOf, fixtureDocuments, setIn } from '../../../tests/support/journey/checkFixture';
import { excessWithinRatebook } from './excessWithinRatebook';
import { RATEBOOK_FILE } from './ratebookDocument';

const file = 'steps/01-about-van/schema.json';
const at = ['properties', 'risk', 'properties', 'voluntary_excess'];
const ratebook = 'server/rating/ratebook.json';

/** The fixture asking a voluntary excess up to `maximum` in steps of `multipleOf`, and a ratebook granting up to £2,000 in steps of £25. */
function documentsWith(maximum: number, multipleOf: number) {
  const documents = fixtureDocuments();
  setIn(documents, file, ['properties', 'risk'], {
    type: 'object',
    properties: { voluntary_excess: { type: 'integer', minimum: 0, maximum, multipleOf } },
  });
  documents[RATEBOOK_FILE] = { voluntary_excess: { maximum_pence: 200000, step_pence: 2500 } };
  return documents;
}

describe('excessWithinRatebook', () => {
  test.each([
    ['the amounts the ratebook grants', 2000, 25],
    ['fewer of them', 1500, 50],
  ])('finds nothing for %s', (_case, maximum, multipleOf) => {
    expect(findingsOf(excessWithinRatebook, documentsWith(maximum, multipleOf))).toEqual([]);
  });

  test('an excess above the ratebook maximum, and in steps it does not grant', () => {
    expect(findingsOf(excessWithinRatebook, documentsWith(2500, 10))).toEqual([
      `${file}  ${at.join('.')}.maximum: customers may choose a voluntary excess up to £2,500, but the ratebook grants at most £2,000: a larger one would be quoted as £2,000. Lower the maximum, or raise voluntary_excess.maximum_pence in ${ratebook}`,
      `${file}  ${at.join('.')}.multipleOf: customers may choose a voluntary excess in steps of £10, but the ratebook grants it in steps of £25: an amount between them would be quoted rounded down. Make the steps a multiple of £25, or change voluntary_excess.step_pence in ${ratebook}`,
    ]);
  });

  test('says nothing without a ratebook', () => {
    const documents = documentsWith(2500, 10);
    delete documents[RATEBOOK_FILE];
    expect(findingsOf(excessWithinRatebook, documents)).toEqual([]);
  });
});

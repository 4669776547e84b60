import { findingsOf } from '../../../tests/support/journey/checkFixture';
import { addonsPriced } from './addonsPriced';
import { RATEBOOK_FILE } from './ratebookDocument';

const addon = (code: string) => ({ code, kind: 'cover', title: `Cover ${code}` });
const price = (code: string) => ({ code, premium_pence: 1000 });

describe('addonsPriced', () => {
  test.each<[string, string[], string[], string[]]>([
    ['every add-on priced', ['AA', 'BB'], ['BB', 'AA'], []],
    [
      'a new add-on the ratebook does not price',
      ['AA', 'NEW'],
      ['AA'],
      [
        'addons.json  addons.1.code: the add-on NEW has no price in the ratebook, so it is never offered to customers: add { "code": "NEW", "premium_pence": ... } to "addons" in server/rating/ratebook.json',
      ],
    ],
    [
      'a price for an add-on the catalogue does not describe',
      ['AA'],
      ['AA', 'OLD'],
      [
        `${RATEBOOK_FILE}  addons.1.code: the ratebook prices the add-on OLD, which journey/addons.json does not describe, so customers would be offered it by its code alone: add its title, texts and documents to journey/addons.json, or remove its price`,
      ],
    ],
  ])('%s', (_case, written, priced, findings) => {
    const documents = {
      'addons.json': { addons: written.map(addon) },
      [RATEBOOK_FILE]: { addons: priced.map(price) },
    };
    expect(findingsOf(addonsPriced, documents)).toEqual(findings);
  });

  test('says nothing without a ratebook (the studio or a test given the journey alone)', () => {
    expect(findingsOf(addonsPriced, { 'addons.json': { addons: [addon('NEW')] } })).toEqual([]);
  });
});

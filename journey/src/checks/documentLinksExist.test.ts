import { findingsOf, fixtureDocuments } from '../../../tests/support/journey/checkFixture';
import { documentLinksExist } from './documentLinksExist';

const document = { title: 'Key cover', intro: 'What it covers.', sections: [] };

/** The fixture journey with one policy document and an add-on catalogue linking to `links`. */
function linking(...links: string[]) {
  return {
    ...fixtureDocuments(),
    'content/documents/key-cover-wording.json': document,
    'addons.json': { addons: links.map((wording_url) => ({ code: 'KEY', wording_url })) },
  };
}

describe('documentLinksExist', () => {
  test('finds nothing when every link names a written document, and reads no other text as a link', () => {
    expect(
      findingsOf(documentLinksExist, linking('/documents/key-cover-wording', 'see /documents/x')),
    ).toEqual([]);
  });

  test('names a link to a document nobody wrote, and the one meant', () => {
    expect(
      findingsOf(documentLinksExist, linking('/documents/key-cover-wording', '/documents/key-cover-wordin')),
    ).toEqual([
      'addons.json  addons.1.wording_url: "/documents/key-cover-wordin" is no policy document: there is no file journey/content/documents/key-cover-wordin.json (did you mean "key-cover-wording"?)',
    ]);
  });
});

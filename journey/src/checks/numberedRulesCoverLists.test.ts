import { findingsOf, fixtureDocuments, setIn } from '../../../tests/support/journey/checkFixture';
import { numberedRulesCoverLists } from './numberedRulesCoverLists';

const file = 'steps/01-about-van/schema.json';

/** The fixture with a list of up to `most` trailers and a rule numbering `max` of them. */
function documentsWith(most: number, effect: Record<string, unknown>) {
  const documents = fixtureDocuments();
  setIn(documents, file, ['properties', 'van', 'properties', 'trailers'], {
    type: 'array',
    maxItems: most,
    items: { type: 'object', properties: { weight: { type: 'integer' } } },
  });
  documents['rules.json'] = { rules: [{ id: 'trailers-numbered', effects: [effect] }] };
  return documents;
}
const spread = (max: number) => ({ spread: 'van.trailers', field: 'weight', into: 'van.trailer_{n}', max });

describe('numberedRulesCoverLists', () => {
  test.each([
    ['a rule numbering as many as the list holds', 4, spread(4)],
    ['a rule numbering more', 3, spread(4)],
    ['a rule over a list no step asks', 9, { ...spread(4), spread: 'van.nothing' }],
  ])('finds nothing for %s', (_case, most, effect) => {
    expect(findingsOf(numberedRulesCoverLists, documentsWith(most, effect))).toEqual([]);
  });

  test.each([
    [
      'spread',
      spread(4),
      'rules.json  rules.0.effects.0.max: rule \'trailers-numbered\' numbers at most 4 items of van.trailers (van.trailer_{n}), but the step lets customers give 5: from item 5 on, their answers would not be copied, and what reads them (the rating) would not see them. Raise "max" to 5, with the numbered answers it fills in the Proposal (schemas/entities/)',
    ],
    [
      'renumber',
      { renumber: 'van.trailers', fields: ['van.trailer_{n}', 'van.hitch_{n}'], max: 4 },
      'rules.json  rules.0.effects.0.max: rule \'trailers-numbered\' numbers at most 4 items of van.trailers (van.trailer_{n}, van.hitch_{n}), but the step lets customers give 5: from item 5 on, their answers would not be copied, and what reads them (the rating) would not see them. Raise "max" to 5, with the numbered answers it fills in the Proposal (schemas/entities/)',
    ],
  ])('a list raised past what a %s rule numbers', (_case, effect, finding) => {
    expect(findingsOf(numberedRulesCoverLists, documentsWith(5, effect))).toEqual([finding]);
  });
});

import { describe, expect, test } from 'vitest';
import { journeyDocuments } from '../../tests/support/journey/journeyText';

/** Every text of a document, by its place ("messages/recallNotFound"); `_comment`s left out. */
function textsOf(value: unknown, place = ''): [string, string][] {
  if (typeof value === 'string') return [[place, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${place}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .filter(([key]) => !key.startsWith('_'))
    .flatMap(([key, item]) => textsOf(item, place ? `${place}/${key}` : key));
}

describe('the error catalogue (content/errors.json)', () => {
  const catalogue = journeyDocuments['content/errors.json'] as { messages: unknown };
  const messages = textsOf(catalogue.messages);
  const others = Object.entries(journeyDocuments)
    .filter(([name]) => name.startsWith('content/') && name !== 'content/errors.json')
    .flatMap(([name, document]) =>
      textsOf(document).map(([place, text]) => ({ at: `${name}#/${place}`, text })),
    );

  test('has messages, and each is a text', () => {
    expect(messages.length).toBeGreaterThan(0);
  });

  // A message written in two documents is changed in one of them only: the screens that read the
  // other go on saying the old words.
  test.each(messages)('%s is written there only', (_place, message) => {
    expect(others.filter(({ text }) => text === message).map(({ at }) => at)).toEqual([]);
  });
});

// When cover starts (the second document, section 9: 00:01 on the start date) is said on the
// summary, thank-you and policy pages: a time written in two documents would move on one only.
test('a time of day (the cover start time) is written in one content document', () => {
  const times = Object.entries(journeyDocuments)
    .filter(([name]) => name.startsWith('content/'))
    .flatMap(([name, document]) =>
      textsOf(document)
        .filter(([, text]) => /^\d{2}:\d{2}$/.test(text))
        .map(([place]) => `${name}#/${place}`),
    );
  expect(times).toHaveLength(1);
});

import { describe, expect, test } from 'vitest';
import { toThirdPerson } from '../../journey/src/wording/toThirdPerson';
import { rewordText, variants } from './rewordText';

describe('rewordText', () => {
  const text =
    'Has anyone refused to insure you, {name}? Thank you for {{brand}} within {earliestDate.years}.';

  test.each(variants)('%s changes the text and keeps its placeholders', (variant) => {
    const reworded = rewordText(text, variant, 'content/x.json#/a');
    expect(reworded).not.toBe(text);
    expect(reworded).toContain('{name}');
    expect(reworded).toContain('{{brand}}');
    expect(reworded).toContain('{earliestDate.years}');
  });

  test('words spells each word backwards but the ones the third-person wording reads', () => {
    expect(rewordText(text, 'words', '')).toBe(
      'Sah enoyna refused to insure you, {name}? Thank you for {{brand}} nihtiw {earliestDate.years}.',
    );
    expect(toThirdPerson(rewordText(text, 'words', ''))).toContain('to insure them');
  });

  test('tagged puts a tag of letters only before the text: a digit would read as a limit', () => {
    expect(rewordText('Continue', 'tagged', 'a.json#/x')).toMatch(/^\[[a-z]{5}\] Continue$/);
  });

  test('tagged makes two equal texts at two places differ', () => {
    expect(rewordText('Continue', 'tagged', 'a.json#/x')).not.toBe(
      rewordText('Continue', 'tagged', 'b.json#/x'),
    );
  });
});

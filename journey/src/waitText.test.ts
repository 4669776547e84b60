import { describe, expect, test } from 'vitest';
import { waitText } from './waitText';

const words = { minute: 'one minute', minutes: '{n} min', hours: '{n} h' };

describe('waitText', () => {
  test.each([
    [1, 'one minute'],
    [60, 'one minute'],
    [61, '2 min'],
    [890, '15 min'],
    [900, '15 min'],
    [3540, '59 min'],
    [3600, '60 min'],
    [7199, '2 h'],
    [7201, '3 h'],
  ])('%i seconds: %s', (seconds, text) => {
    expect(waitText(seconds, words)).toBe(text);
  });
});

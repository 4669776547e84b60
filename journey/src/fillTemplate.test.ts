import { fillTemplate } from './fillTemplate';

describe('fillTemplate', () => {
  test.each<[string, Record<string, string | number>, string]>([
    ['Call {phone}', { phone: '0333 241 4343' }, 'Call 0333 241 4343'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['at least {age}', { age: 18 }, 'at least 18'],
    ['{missing} stays', {}, '{missing} stays'],
    ['no names', { a: 'x' }, 'no names'],
    ['{toString} is not inherited', {}, '{toString} is not inherited'],
    ['{path}', { path: '/a?b={c}' }, '/a?b={c}'],
  ])('%s with %j is %s', (text, values, expected) => {
    expect(fillTemplate(text, values)).toBe(expected);
  });
});

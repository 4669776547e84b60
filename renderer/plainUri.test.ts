import fastUri from 'fast-uri';
import { equal, resolve } from './plainUri';

// What the form's schema library asks of a URI library, answered as fast-uri answers it.
describe('plainUri', () => {
  test.each([
    ['https://vanquote.example/journey/steps/01/schema.json', '#/definitions/a'],
    ['https://vanquote.example/journey/steps/01/schema.json', '../shared/driver.json#/definitions/x'],
    ['https://vanquote.example/schemas/entities/risk.schema.json', 'vehicle.schema.json'],
    ['https://vanquote.example/a/b', 'https://other.example/c'],
  ])('resolve(%s, %s)', (base, ref) => {
    expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  test.each([
    ['https://vanquote.example/a.json', 'https://vanquote.example/a.json', true],
    ['https://VANQUOTE.example/a.json', 'https://vanquote.example/a.json', true],
    ['https://vanquote.example/a.json', 'https://vanquote.example/b.json', false],
    ['#/definitions/a', '#/definitions/a', true],
    ['#/definitions/a', '#/definitions/b', false],
  ])('equal(%s, %s) is %s', (a, b, same) => {
    expect(equal(a, b)).toBe(same);
    expect(fastUri.equal(a, b)).toBe(same);
  });
});

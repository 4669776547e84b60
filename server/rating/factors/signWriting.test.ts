import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { signWriting } from './signWriting';

const ratebook = productRatebook();
ratebook.vehicle.sign_writing = { yes: 0.98, no: 1 };

describe('signWriting', () => {
  test.each([
    [true, 0.98],
    [false, 1],
  ])('a sign-written van: %s has relativity %d', (answer, relativity) => {
    expect(signWriting(factorContext({ isSignWritten: answer }, {}, ratebook))).toEqual({
      factor: 'sign_writing',
      input: answer,
      relativity,
    });
  });
});

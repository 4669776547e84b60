import errors from '../../../journey/content/errors.json';
import type { FailureRouting } from '../../../journey/src/contentTypes';
import { ApiError } from './ApiError';
import { routeForFailure } from './routeForFailure';

const routing = errors.routing as FailureRouting;

describe('routeForFailure', () => {
  test.each<[string, unknown, string | undefined]>([
    ['419 on a proposal call', new ApiError(419, '/api/proposal/u1', undefined), 'Expired'],
    ['419 on a pay-monthly call', new ApiError(419, '/api/proposal/u1/pay-monthly', 'invalid'), 'Expired'],
    ['419 on an ignored URL', new ApiError(419, '/api/address?postcode=LS11AA', undefined), 'Expired'],
    ['419 with code expired', new ApiError(419, '/api/proposal/u1', 'expired'), 'Expired'],
    ['500 on a proposal call', new ApiError(500, '/api/proposal/u1', undefined), 'Exception'],
    [
      'the payment service failed',
      new ApiError(502, '/api/proposal/u1/quote/payment', 'payment_unavailable'),
      'Failed',
    ],
    ['422 invalid on a save', new ApiError(422, '/api/proposal/u1', 'invalid'), 'Exception'],
    ['403 forbidden', new ApiError(403, '/api/proposal', 'forbidden'), 'Exception'],
    ['no answer at all', new ApiError(0, '/api/proposal/u1/quote', 'network'), 'Exception'],
    ['a quote failure', new ApiError(502, '/api/proposal/u1/quote', undefined), 'Exception'],
    ['a /json call failure', new ApiError(500, '/json/proposal/update', undefined), 'Exception'],
    ['not_found (recall)', new ApiError(404, '/api/proposal/recall', 'not_found'), undefined],
    ['expired code', new ApiError(400, '/api/proposal/u1/payment-option', 'expired'), undefined],
    ['a pay-monthly failure', new ApiError(422, '/api/proposal/u1/pay-monthly', 'invalid'), undefined],
    ['an address lookup failure', new ApiError(500, '/api/address?postcode=LS11AA', undefined), undefined],
    [
      'a registration lookup failure',
      new ApiError(404, '/api/vehicle/registration?registration=AB12CDE', undefined),
      undefined,
    ],
    [
      'a manual vehicle lookup failure',
      new ApiError(500, '/api/vehicle?manufacturer=FORD', undefined),
      undefined,
    ],
    ['an email-quote failure', new ApiError(500, '/api/proposal/u1/send-quote-email', undefined), undefined],
    ['an absolute ignored URL', new ApiError(500, 'https://quote.example/api/address', undefined), undefined],
    ['a look-alike of an ignored URL', new ApiError(500, '/api/addresses', undefined), 'Exception'],
    ['a list call', new ApiError(500, '/api/list', undefined), 'Exception'],
    ['an error of our own code', new TypeError('x is undefined'), undefined],
    ['a thrown string', 'boom', undefined],
  ])('%s', (_, error, expected) => {
    expect(routeForFailure(error, routing)).toBe(expected);
  });

  test('the policy is data: a new ignore pattern exempts its URLs', () => {
    const error = new ApiError(500, '/api/proposal/u1/some-future-call', undefined);
    expect(routeForFailure(error, routing)).toBe('Exception');
    const more = { ...routing, ignore: [...routing.ignore, '/api/proposal/*/some-future-call'] };
    expect(routeForFailure(error, more)).toBeUndefined();
  });
});

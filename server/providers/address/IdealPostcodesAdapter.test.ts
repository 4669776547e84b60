import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type FakeAnswer,
  type FakeService,
  startFakeService,
} from '../../../tests/support/fakes/fakeService';
import { IdealPostcodesAdapter } from './IdealPostcodesAdapter';
import { ProviderError } from '../shared/providerHttp';

/** Two addresses of the documented test postcode, in Ideal Postcodes' shape (trimmed). */
const found = {
  code: 2000,
  message: 'Success',
  result: [
    {
      postcode: 'ID1 1QD',
      post_town: 'LONDON',
      line_1: '2 Barons Court Road',
      line_2: '',
      line_3: '',
      postal_county: 'Greater London',
      county: 'London',
      building_number: '2',
      thoroughfare: 'Barons Court Road',
      udprn: 8387389,
    },
    {
      postcode: 'ID1 1QD',
      post_town: 'LONDON',
      line_1: 'Basement Flat',
      line_2: '4 Barons Court Road',
      line_3: '',
      county: 'London',
      sub_building_name: 'Basement Flat',
      udprn: 8387390,
    },
  ],
};

// What the fake answers, by the postcode in the path.
const answers: Record<string, FakeAnswer> = {
  ID11QD: { status: 200, json: found },
  ID1KFA: { status: 404, json: { code: 4040, message: 'Postcode not found' } },
  ID1CLIP: { status: 402, json: { code: 4020, message: 'Token balance depleted' } },
  ID1CHOP: { status: 402, json: { code: 4021, message: 'Limit breached' } },
  LS61HR: { status: 404, text: '<html>Not Found</html>' },
  LS61HS: { status: 500, json: { code: 5000, message: 'Internal error' } },
  LS61HT: { status: 503, text: '' },
  LS61HU: { status: 200, text: 'this is not JSON' },
  LS61HW: { status: 200, json: { code: 2000, result: 'not a list' } },
  LS61HX: { status: 200, text: '' },
  LS61HY: {
    status: 200,
    json: { code: 2000, result: [null, 7, { line_1: 42 }, { line_1: '9 Elm Road', post_town: 'LEEDS' }] },
  },
  LS61HZ: 'hang',
  LS62AA: 'destroy',
  LS62AB: { status: 200, text: 'x'.repeat(2 * 1024 * 1024) },
};

describe('IdealPostcodesAdapter against a local fake of the API', () => {
  let fake: FakeService;
  let adapter: IdealPostcodesAdapter;
  // Patient for ordinary answers on a busy machine; quick where the fake never answers.
  let quick: IdealPostcodesAdapter;
  beforeAll(async () => {
    fake = await startFakeService((request) => {
      const postcode = /\/v1\/postcodes\/([^?]+)/.exec(request.url)?.[1] ?? '';
      return answers[decodeURIComponent(postcode)] ?? { status: 404, json: { code: 4040 } };
    });
    adapter = new IdealPostcodesAdapter({ baseUrl: fake.url, apiKey: 'ak_test key', timeoutMs: 5000 });
    quick = new IdealPostcodesAdapter({ baseUrl: fake.url, apiKey: 'ak_test key', timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  test('asks for the compact postcode with the key and maps the lines', async () => {
    const addresses = await adapter.lookup('ID1 1QD');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/v1/postcodes/ID11QD?api_key=ak_test%20key',
    });
    expect(addresses).toEqual([
      { line_1: '2 Barons Court Road', line_2: 'LONDON', line_3: 'Greater London', postcode: 'ID1 1QD' },
      // The county "London" repeats the town, so it is dropped.
      { line_1: 'Basement Flat', line_2: '4 Barons Court Road', line_3: 'LONDON', postcode: 'ID1 1QD' },
    ]);
  });

  test('a postcode without addresses (404, code 4040) is an empty list', async () => {
    expect(await adapter.lookup('ID1 KFA')).toEqual([]);
  });

  test('skips results that are not addresses', async () => {
    expect(await adapter.lookup('LS6 1HY')).toEqual([
      { line_1: '9 Elm Road', line_2: 'LEEDS', postcode: 'LS6 1HY' },
    ]);
  });

  test.each([
    ['ID1 CLIP', 'no lookups remaining (402/4020)', 'no_lookups_remaining', 402],
    ['ID1 CHOP', 'limit breached (402/4021)', 'limit_breached', 402],
    ['LS6 1HR', "a 404 that is not the API's", 'http_404', 404],
    ['LS6 1HS', 'a 500', 'http_500', 500],
    ['LS6 1HT', 'a 503 with no body', 'http_503', 503],
    ['LS6 1HU', 'a body that is not JSON', 'bad_response', 200],
    ['LS6 1HW', 'JSON of another shape', 'bad_response', 200],
    ['LS6 1HX', 'an empty body', 'bad_response', 200],
    ['LS6 1HZ', 'no answer at all', 'timeout', undefined],
    ['LS6 2AA', 'a dropped connection', 'unreachable', undefined],
    ['LS6 2AB', 'an endless body', 'too_large', 200],
  ])('%s: %s fails with %s', async (postcode, _what, reason, status) => {
    const failure = await (reason === 'timeout' ? quick : adapter)
      .lookup(postcode)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ provider: 'ideal-postcodes', reason, status });
    expect(String((failure as Error).message)).not.toMatch(/Token|Limit|Internal|ak_test/);
  });

  test("knows the service's test postcodes", () => {
    expect([...adapter.testPostcodes]).toEqual(['ID11QD', 'ID1KFA', 'ID1CLIP', 'ID1CHOP']);
  });

  test('an unreachable service fails fast', async () => {
    const closed = new IdealPostcodesAdapter({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', timeoutMs: 300 });
    await expect(closed.lookup('LS6 1HR')).rejects.toMatchObject({ reason: 'unreachable' });
  });
});

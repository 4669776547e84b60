import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type FakeAnswer,
  type FakeService,
  startFakeService,
} from '../../../tests/support/fakes/fakeService';
import { GetAddressAdapter } from './GetAddressAdapter';
import { ProviderError } from '../shared/providerHttp';

/** getAddress.io's expanded Find answer (trimmed) for its test postcode XX2 00X. */
const expanded = {
  postcode: 'XX2 00X',
  latitude: 51.5,
  longitude: -0.1,
  addresses: [
    {
      formatted_address: ['10 Watkin Terrace', '', '', 'Northampton', 'Northamptonshire'],
      thoroughfare: 'Watkin Terrace',
      building_name: '',
      sub_building_name: '',
      building_number: '10',
      line_1: '10 Watkin Terrace',
      line_2: '',
      line_3: '',
      line_4: '',
      locality: '',
      town_or_city: 'Northampton',
      county: 'Northamptonshire',
      district: 'Northampton',
      country: 'England',
      residential: true,
    },
    {
      line_1: 'Flat 1',
      line_2: 'Regent House',
      line_3: '12 Watkin Terrace',
      line_4: '',
      locality: 'Kingsthorpe',
      town_or_city: 'Northampton',
      county: 'Northamptonshire',
    },
  ],
};

const answers: Record<string, FakeAnswer> = {
  XX200X: { status: 200, json: expanded },
  XX404X: { status: 404, json: { Message: 'Postcode not found' } },
  XX400X: { status: 400, json: { Message: 'Bad Request: Invalid postcode.' } },
  XX401X: { status: 401, json: { Message: 'Unauthorized: api-key is not valid.' } },
  XX429X: { status: 429, json: { Message: 'Too Many Requests' } },
  XX500X: { status: 500, json: { Message: 'Server Error' } },
  LS61HR: {
    status: 200,
    json: { postcode: 'LS6 1HR', addresses: ['14 Brudenell Grove, , , , Hyde Park, Leeds, West Yorkshire'] },
  },
  LS61HS: { status: 200, text: '<html>' },
  LS61HT: { status: 200, json: { postcode: 'LS6 1HT' } },
  LS61HU: { status: 200, text: '' },
  LS61HW: { status: 502, text: 'Bad gateway' },
  LS61HX: 'hang',
  LS61HY: 'destroy',
};

describe('GetAddressAdapter against a local fake of the API', () => {
  let fake: FakeService;
  let adapter: GetAddressAdapter;
  // Patient for ordinary answers on a busy machine; quick where the fake never answers.
  let quick: GetAddressAdapter;
  beforeAll(async () => {
    fake = await startFakeService((request) => {
      const postcode = /\/find\/([^?]+)/.exec(request.url)?.[1] ?? '';
      return answers[decodeURIComponent(postcode)] ?? { status: 404, json: {} };
    });
    adapter = new GetAddressAdapter({ baseUrl: fake.url, apiKey: 'key-1', timeoutMs: 5000 });
    quick = new GetAddressAdapter({ baseUrl: fake.url, apiKey: 'key-1', timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  test('asks for the expanded addresses and maps the lines', async () => {
    const addresses = await adapter.lookup('XX2 00X');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/find/XX200X?api-key=key-1&expand=true',
    });
    expect(addresses).toEqual([
      { line_1: '10 Watkin Terrace', line_2: 'Northampton', line_3: 'Northamptonshire', postcode: 'XX2 00X' },
      // Six parts: the first two share a line, so the town and county keep theirs.
      {
        line_1: 'Flat 1, Regent House',
        line_2: '12 Watkin Terrace',
        line_3: 'Kingsthorpe',
        line_4: 'Northampton',
        line_5: 'Northamptonshire',
        postcode: 'XX2 00X',
      },
    ]);
  });

  test('understands the unexpanded comma-separated addresses', async () => {
    expect(await adapter.lookup('ls61hr')).toEqual([
      {
        line_1: '14 Brudenell Grove',
        line_2: 'Hyde Park',
        line_3: 'Leeds',
        line_4: 'West Yorkshire',
        postcode: 'LS6 1HR',
      },
    ]);
  });

  test('a postcode without addresses (404) is an empty list', async () => {
    expect(await adapter.lookup('XX4 04X')).toEqual([]);
  });

  test.each([
    ['XX4 00X', 'bad_postcode', 400],
    ['XX4 01X', 'bad_api_key', 401],
    ['XX4 29X', 'rate_limited', 429],
    ['XX5 00X', 'http_500', 500],
    ['LS6 1HW', 'http_502', 502],
    ['LS6 1HS', 'bad_response', 200],
    ['LS6 1HT', 'bad_response', 200],
    ['LS6 1HU', 'bad_response', 200],
    ['LS6 1HX', 'timeout', undefined],
    ['LS6 1HY', 'unreachable', undefined],
  ])('%s fails with %s', async (postcode, reason, status) => {
    const failure = await (reason === 'timeout' ? quick : adapter)
      .lookup(postcode)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ provider: 'getaddress', reason, status });
    expect(String((failure as Error).message)).not.toMatch(/Unauthorized|Request|key-1/);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { journeyVersion } from '../../server/journeyProposal';
import { proposalFixture } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import { buildTestApp, type TestApp } from '../support/testApp';

/** Sets a value deep inside a copy of the fixture. */
function withValue(path: string, value: unknown): Record<string, unknown> {
  const proposal = proposalFixture() as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = proposal;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return proposal;
}

const longText = 'x'.repeat(5000);

/** A message of content/validation-messages.json, filled as the server fills it. */
const validationMessage = (key: string, values: Record<string, string | number> = {}) =>
  journeyText(`content/validation-messages.json#/${key}`, values);

describe('refused input changes nothing and is never a 500', () => {
  let app: TestApp;
  let uuid: string;
  beforeAll(async () => {
    app = await buildTestApp({ config: { sessionIdleMinutes: 24 * 60 } });
    uuid = (await app.call('POST', '/api/proposal', { body: proposalFixture() })).body.uuid;
  });
  afterAll(async () => app.close());

  test.each([
    ['a call without X-Requested-With', { body: proposalFixture(), xhr: false }, 403, 'forbidden'],
    [
      'a call with the wrong X-Requested-With',
      { body: proposalFixture(), xhr: false, headers: { 'X-Requested-With': 'fetch' } },
      403,
      'forbidden',
    ],
    [
      'malformed JSON',
      { raw: '{"risk": {', headers: { 'Content-Type': 'application/json' } },
      400,
      'invalid',
    ],
    ['a JSON array', { body: [proposalFixture()] }, 422, 'invalid'],
    ['a JSON string', { body: 'proposal' }, 422, 'invalid'],
    ['JSON null', { raw: 'null', headers: { 'Content-Type': 'application/json' } }, 422, 'invalid'],
    ['no body at all', {}, 422, 'invalid'],
    [
      'a form-encoded body',
      { raw: 'risk=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      415,
      'unsupported_media_type',
    ],
    ['a text body', { raw: '{}', headers: { 'Content-Type': 'text/plain' } }, 415, 'unsupported_media_type'],
    [
      'a body over the limit',
      { body: { ...proposalFixture(), padding: 'x'.repeat(300 * 1024) } },
      413,
      'payload_too_large',
    ],
  ])('%s', async (_name, options, status, error) => {
    const before = app.writes();
    for (const path of ['/api/proposal', `/api/proposal/${uuid}`]) {
      const response = await app.call('POST', path, options);
      expect(response.status).toBe(status);
      expect(response.body.error).toBe(error);
      expect(typeof response.body.message).toBe('string');
    }
    expect(app.writes()).toBe(before);
  });

  test.each([
    [
      'an unknown field at the top',
      { ...proposalFixture(), colour: 'red' },
      'colour',
      validationMessage('additionalProperties', { field: '"colour"' }),
    ],
    [
      'an unknown field deep inside',
      withValue('risk.proposer.shoe_size', 9),
      'risk.proposer.shoe_size',
      validationMessage('additionalProperties', { field: '"shoe_size"' }),
    ],
    ['a wrong type', withValue('is_pay_monthly', 'yes'), 'is_pay_monthly', validationMessage('type')],
    [
      'an over-long string',
      withValue('risk.proposer.name.surname', longText),
      'risk.proposer.name.surname',
      validationMessage('maxLength', { limit: 50 }),
    ],
    [
      'a bad postcode',
      withValue('risk.proposer.address.postcode', 'ZZ1 1ZZ'),
      'risk.proposer.address.postcode',
      validationMessage('formats/uk-postcode'),
    ],
    [
      'an impossible date',
      withValue('risk.proposer.date_of_birth', '1984-02-30'),
      'risk.proposer.date_of_birth',
      validationMessage('formats/date'),
    ],
    [
      'a bad e-mail',
      withValue('risk.proposer.email_address', 'james@'),
      'risk.proposer.email_address',
      validationMessage('formats/email-address'),
    ],
    [
      'a bad phone',
      withValue('risk.proposer.phone_numbers.mobile', '0909 879 0000'),
      'risk.proposer.phone_numbers.mobile',
      validationMessage('formats/uk-phone'),
    ],
    [
      'a bad registration',
      withValue('risk.vehicle.registration', 'lf19 abc'),
      'risk.vehicle.registration',
      validationMessage('formats/uk-registration'),
    ],
    [
      'a voluntary excess off its steps',
      withValue('risk.voluntary_excess', 30),
      'risk.voluntary_excess',
      validationMessage('multipleOf', { limit: 25 }),
    ],
  ])('%s is refused with a message on its path', async (_name, body, path, message) => {
    const before = app.writes();
    const created = await app.call('POST', '/api/proposal', { body });
    expect(created.status).toBe(422);
    expect(created.body.error).toBe('invalid');
    expect(created.body.errors).toContainEqual({ path, message });
    const updated = await app.call('POST', `/api/proposal/${uuid}`, { body });
    expect(updated.status).toBe(422);
    expect(app.writes()).toBe(before);
    expect((await app.call('GET', `/api/proposal/${uuid}`)).body).toEqual({
      ...proposalFixture(),
      uuid,
      journey_version: journeyVersion,
    });
  });

  test('odd values in every position never produce a 500', async () => {
    const oddValues = [
      null,
      true,
      0,
      -1,
      1e308,
      '',
      longText,
      [],
      {},
      [null],
      { $ref: '#' },
      '\u0000',
      '<script>',
    ];
    const paths = [
      'risk',
      'risk.proposer',
      'risk.proposer.name',
      'risk.proposer.date_of_birth',
      'risk.vehicle',
      'risk.vehicle.value',
      'risk.additional_drivers',
      'risk.proposer.driver_details.claims',
      'addons',
      'quote',
      'direct_debit',
    ];
    for (const path of paths) {
      for (const value of oddValues) {
        const response = await app.call('POST', `/api/proposal/${uuid}`, { body: withValue(path, value) });
        expect(response.status, `${path} = ${JSON.stringify(value)?.slice(0, 30)}`).toBeLessThan(500);
      }
    }
  });

  test('a prototype-polluting body is refused and pollutes nothing', async () => {
    const response = await app.call('POST', '/api/proposal', {
      raw: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

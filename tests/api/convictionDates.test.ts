import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { questionMessage } from '../support/journey/journeyText';
import { buildTestApp, type TestApp } from '../support/testApp';

// A conviction cannot come before the offence it is for. The server checks every save with the
// step documents the form draws, so it refuses such a conviction, of the proposer or of any
// additional driver, with the message the form shows under the conviction date, and stores nothing.

const proposerConvictions = 'risk.proposer.driver_details.licence';
const driverConvictions = (driver: number) => `risk.additional_drivers.${driver}.driver_details.licence`;

const convicted = {
  code: 'SP30',
  offence_date: '2022-01-10',
  conviction_date: '2022-02-10',
  points: 3,
  has_ban_months: false,
  fine: 100,
};

/** The fixture whose conviction `index` at `licence` is dated the day before its offence. */
function convictedBeforeOffence(licence: string, index = 0): { body: Proposal; path: string } {
  const body = proposalFixture();
  setAnswer(body, `${licence}.has_convictions`, true);
  setAnswer(body, `${licence}.convictions`, [
    ...Array<typeof convicted>(index).fill(convicted),
    { ...convicted, offence_date: '2023-06-01', conviction_date: '2023-05-31' },
  ]);
  return { body, path: `${licence}.convictions.${index}.conviction_date` };
}

describe('a conviction before its offence', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const message = (path: string) => questionMessage(path, 'notBeforeAnswer');

  test.each([
    ['the proposer’s, at step 4', proposerConvictions, 0, 4],
    ['the proposer’s second, at step 7', proposerConvictions, 1, 7],
    ['an additional driver’s, at step 7', driverConvictions(0), 0, 7],
  ])(
    '%s is refused on a new proposal with the form’s message, and nothing is written',
    async (_who, licence, index, steps) => {
      const { body, path } = convictedBeforeOffence(licence, index);
      const writes = app.writes();
      const response = await app.call('POST', `/api/proposal?steps=${steps}`, { body });
      expect(response.status).toBe(422);
      expect(response.body.error).toBe('invalid');
      expect(response.body.errors).toEqual([{ path, message: message(path) }]);
      expect(app.writes()).toBe(writes);
    },
  );

  test.each([
    ['the proposer’s', proposerConvictions],
    ['an additional driver’s', driverConvictions(0)],
  ])('%s is refused on every later save, and the stored proposal is unchanged', async (_who, licence) => {
    const created = await app.call('POST', '/api/proposal?steps=7', { body: proposalFixture() });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    const before = await app.call('GET', `/api/proposal/${uuid}`);
    const { body, path } = convictedBeforeOffence(licence);
    for (const steps of ['', '?steps=7']) {
      const writes = app.writes();
      const response = await app.call('POST', `/api/proposal/${uuid}${steps}`, { body: { ...body, uuid } });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([{ path, message: message(path) }]);
      expect(app.writes()).toBe(writes);
    }
    expect((await app.call('GET', `/api/proposal/${uuid}`)).body).toEqual(before.body);
  });

  test('a conviction on the day of its offence is saved', async () => {
    const body = setAnswer(
      proposalFixture(),
      `${proposerConvictions}.convictions.0.conviction_date`,
      '2023-06-01',
    );
    setAnswer(body, `${proposerConvictions}.convictions.0.offence_date`, '2023-06-01');
    const response = await app.call('POST', '/api/proposal?steps=7', { body });
    expect(response.status).toBe(201);
    expect(response.body.risk.proposer.driver_details.licence.convictions[0]).toMatchObject({
      offence_date: '2023-06-01',
      conviction_date: '2023-06-01',
    });
  });
});

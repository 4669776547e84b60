import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture, proposalStep1Fixture } from '../fixtures/index';
import { fillTemplate } from '../../journey/src/fillTemplate';
import { questionMessage, questionNumber } from '../support/journey/journeyText';
import { buildTestApp, type TestApp } from '../support/testApp';

/** The server applies the journey's rules and step schemas, as the form does. */
describe('the journey documents on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  test('an empty step 1 is refused with the messages the form shows', async () => {
    const writes = app.writes();
    const response = await app.call('POST', '/api/proposal?steps=1', { body: {} });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(
      expect.arrayContaining(
        ['name.title', 'name.forenames', 'name.surname', 'date_of_birth'].map((answer) => {
          const path = `risk.proposer.${answer}`;
          return { path, message: questionMessage(path, 'required') };
        }),
      ),
    );
    expect(app.writes()).toBe(writes);
  });

  test('step 1 answers pass step 1; the whole fixture passes all seven steps', async () => {
    expect((await app.call('POST', '/api/proposal?steps=1', { body: proposalStep1Fixture() })).status).toBe(
      201,
    );
    expect((await app.call('POST', '/api/proposal?steps=7', { body: proposalFixture() })).status).toBe(201);
  });

  test('a rule of the form breaking on the server gets the same message', async () => {
    const young = proposalStep1Fixture();
    young.risk!.proposer!.date_of_birth = '2015-01-01';
    const response = await app.call('POST', '/api/proposal?steps=1', { body: young });
    expect(response.status).toBe(422);
    expect(response.body.errors).toContainEqual({
      path: 'risk.proposer.date_of_birth',
      message: fillTemplate(questionMessage('risk.proposer.date_of_birth', 'minAge'), {
        minAge: questionNumber('risk.proposer.date_of_birth', 'minAge'),
      }),
    });
  });

  test('names with spaces around them are saved trimmed, not refused, on create and on update', async () => {
    const spaced = proposalStep1Fixture();
    spaced.risk!.proposer!.name!.forenames = ' James ';
    spaced.risk!.proposer!.name!.surname = '\tSmith ';
    const created = await app.call('POST', '/api/proposal?steps=1', { body: spaced });
    expect(created.status).toBe(201);
    expect(created.body.risk.proposer.name).toMatchObject({ forenames: 'James', surname: 'Smith' });

    const whole = proposalFixture();
    whole.risk!.proposer!.name!.forenames = '  Ann-Marie  ';
    const updated = await app.call('POST', `/api/proposal/${created.body.uuid}?steps=7`, { body: whole });
    expect(updated.status).toBe(200);
    expect(updated.body.risk.proposer.name.forenames).toBe('Ann-Marie');
    const stored = await app.call('GET', `/api/proposal/${created.body.uuid}`);
    expect(stored.body.risk.proposer.name.forenames).toBe('Ann-Marie');
  });

  test('the rules clear hidden answers before the proposal is stored', async () => {
    const proposal = proposalFixture();
    proposal.risk!.vehicle!.purchased = { is_purchased: false, date_purchased: '2020-01-01' };
    proposal.risk!.proposer!.driver_details!.has_claims = false;
    const created = await app.call('POST', '/api/proposal', { body: proposal });
    expect(created.status).toBe(201);
    expect(created.body.risk.vehicle.purchased).toEqual({ is_purchased: false });
    expect(created.body.risk.proposer.driver_details.claims).toBeUndefined();
  });

  test('an additional driver’s marital status is asked in their own answers and recorded where the rating reads it', async () => {
    const proposal = proposalFixture();
    const driver = proposal.risk!.additional_drivers![0]!;
    driver.marital_status = 'W';
    delete proposal.risk!.duqs!.marital_status_driver_1;
    const created = await app.call('POST', '/api/proposal?steps=7', { body: proposal });
    expect(created.status).toBe(201);
    expect(created.body.risk.additional_drivers[0].marital_status).toBe('W');
    expect(created.body.risk.duqs.marital_status_driver_1).toBe('W');

    delete driver.marital_status;
    const writes = app.writes();
    const refused = await app.call('POST', '/api/proposal?steps=7', { body: proposal });
    expect(refused.status).toBe(422);
    const path = 'risk.additional_drivers.0.marital_status';
    expect(refused.body.errors).toEqual([{ path, message: questionMessage(path, 'required') }]);
    expect(app.writes()).toBe(writes);
  });

  test.each(['0', '8', 'all', '1.5'])('steps=%s is refused', async (steps) => {
    const response = await app.call('POST', `/api/proposal?steps=${steps}`, { body: proposalFixture() });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      { path: 'steps', message: 'steps must be a whole number from 1 to 7.' },
    ]);
  });
});

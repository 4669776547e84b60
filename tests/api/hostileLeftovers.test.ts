import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { KyselyApiKeys } from '../../server/storage/apiKeys';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import type { TestApp } from '../support/testApp';
import { ok, quoted } from './buyPolicy';
import { expectRefusedOnEverySave, expectRefusedUnwritten } from './refusedUnwritten';
import { testEngines } from './testEngines';

// What a hostile client's trial found left over after its rounds: a text area's answer that hid
// what it said, an add-on the quote does not offer, and a van named in other letters than the
// vehicle data's.

const condition = 'risk.proposer.driver_details.medical_condition';

/** The fixture's proposer with a medical condition under treatment, described as `treatment`. */
function treated(treatment: string): Proposal {
  const proposal = setAnswer(proposalFixture(), 'risk.proposer.driver_details.has_medical_condition', true);
  return setAnswer(proposal, condition, {
    code: 'EPIL',
    date: '2020-03-01',
    status: 'TREAT',
    is_dvla_notified: true,
    has_dvla_restriction: false,
    is_vehicle_modified: false,
    is_receiving_treatment: true,
    treatment_description: treatment,
  });
}

describe.each(testEngines)('a text area that hides what it says on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const path = `${condition}.treatment_description`;
  const message = journeyText('content/validation-messages.json#/formats/multi-line');

  test('a treatment written over several lines is stored as written', async () => {
    const treatment = 'Tablets in the morning\nA check-up each year';
    const uuid = (await ok(app, 'POST', '/api/proposal', treated(treatment))).uuid as string;
    const stored = await ok(app, 'GET', `/api/proposal/${uuid}`);
    expect(
      (stored.risk as Proposal['risk'])?.proposer?.driver_details?.medical_condition?.treatment_description,
    ).toBe(treatment);
  });

  test.each([
    ['a bell', 'Tablets\u0007'],
    ['a zero-width space', 'Tab\u200Blets'],
    ['a zero-width joiner', 'Tab\u200Dlets'],
    ['a right-to-left override', 'Tablets \u202Eyad a eciwt'],
    ['a byte order mark', 'Tab\uFEFFlets'],
    ['a tag', 'Tablets \u{E0049}\u{E0047}\u{E004E}'],
    ['a noncharacter', 'Tablets\uFFFE'],
  ])('a treatment holding %s is refused on every save', async (_name, text) => {
    const sent = treated(text);
    const refusal = { path, message };
    await expectRefusedOnEverySave(app, refusal, sent);
  });
});

describe.each(testEngines)('a van named in other letters on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let key: string;
  beforeAll(async () => {
    ({ app, drop } = await open());
    ({ key } = await new KyselyApiKeys(app.store.db).issue('shouting-broker', 100, app.now()));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const names = ['manufacturer', 'model', 'description'] as const;
  /** The fixture's van with its names in capitals, as some integrators' systems hold them. */
  function shouted(): Proposal {
    const proposal = proposalFixture();
    for (const name of names) {
      setAnswer(proposal, `risk.vehicle.${name}`, String(proposal.risk?.vehicle?.[name]).toUpperCase());
    }
    return proposal;
  }
  const storedVan = async (uuid: string) => (await app.store.getProposal(uuid))?.document.risk?.vehicle;
  // The fixture names its van as the vehicle data does (vanNamesAsTheVehicleData.test.ts).
  const catalogue = proposalFixture().risk?.vehicle;

  test("an integrator's van in capitals is stored as the vehicle data names it", async () => {
    const answer = await app.call('POST', '/api/integrations/quotes', {
      body: shouted(),
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const van = await storedVan((answer.body as { uuid: string }).uuid);
    for (const name of names) expect(van?.[name]).toBe(catalogue?.[name]);
  });

  test("a whole-proposal save of the van in capitals stores the vehicle data's names", async () => {
    const uuid = await quoted(app);
    await ok(app, 'POST', `/api/proposal/${uuid}`, shouted());
    const van = await storedVan(uuid);
    for (const name of names) expect(van?.[name]).toBe(catalogue?.[name]);
  });
});

describe.each(testEngines)('an add-on the quote does not offer on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const code = 'NOT_AN_ADDON';
  const refusal = {
    path: 'addons',
    message: journeyText('content/validation-messages.json#/rules/addonNotOffered', { code }),
  };

  test('the add-ons call and a whole-proposal save refuse it alike, and store nothing', async () => {
    const uuid = await quoted(app);
    await expectRefusedUnwritten(app, refusal, {
      method: 'POST',
      path: `/api/proposal/${uuid}/addons`,
      body: { addons: [{ code, is_selected: true }] },
    });
    const stored = await ok(app, 'GET', `/api/proposal/${uuid}`);
    const sent = {
      ...stored,
      addons: [...((stored.addons as unknown[]) ?? []), { code, is_selected: true }],
    };
    await expectRefusedUnwritten(app, refusal, { method: 'POST', path: `/api/proposal/${uuid}`, body: sent });
    await expectRefusedUnwritten(app, refusal, { method: 'POST', path: '/json/proposal/update', body: sent });
  });
});

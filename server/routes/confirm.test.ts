import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { journeyText, questionMessage } from '../../tests/support/journey/journeyText';
import { buildTestApp, SESSION_MINUTES, type TestApp } from '../../tests/support/testApp';

const validation = (key: string) => journeyText(`content/validation-messages.json#/${key}`);
const REQUIRED = validation('required');
const EMAIL = validation('formats/email-address');
const PHONE = validation('formats/uk-phone');

const details = (email_address: unknown, mobile: unknown) => ({
  risk: { proposer: { email_address, phone_numbers: { mobile } } },
});

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const confirm = (uuid: string, body: unknown) => app.call('POST', `/api/proposal/${uuid}/confirm`, { body });

describe('POST /api/proposal/:id/confirm', () => {
  test('saves the e-mail and mobile, keeps every other answer, and answers the proposal as GET does', async () => {
    const { uuid } = await app.proposal('quoted');
    const before = await app.store.getProposal(uuid);
    const answer = await confirm(uuid, details('new.address@example.co.uk', '07700 900456'));
    expect(answer.status).toBe(200);
    const proposer = answer.body.risk.proposer;
    expect(proposer.email_address).toBe('new.address@example.co.uk');
    expect(proposer.phone_numbers).toEqual({ mobile: '07700 900456', other: '01134960456' });
    expect({ ...proposer, email_address: undefined, phone_numbers: undefined }).toEqual({
      ...before?.document.risk?.proposer,
      email_address: undefined,
      phone_numbers: undefined,
    });
    expect(answer.body.quote).toEqual(before?.document.quote);
    expect(answer.headers.get('etag')).toBe(`"${(before?.version ?? 0) + 1}"`);

    const read = await app.call('GET', `/api/proposal/${uuid}`);
    expect(read.body).toEqual(answer.body);
    const events = await app.store.listEvents(uuid);
    expect(events.at(-1)).toMatchObject({
      type: 'details.confirmed',
      data: { email_changed: true, mobile_changed: true },
    });
    // The event log keeps no contact details.
    expect(JSON.stringify(events.at(-1))).not.toContain('example.co.uk');
  });

  test('confirming unchanged details records that nothing changed and extends the session', async () => {
    const { uuid } = await app.proposal('quoted');
    app.advance(30 * 60_000);
    const answer = await confirm(uuid, details('james.oconnor84@example.com', '07700900123'));
    expect(answer.status).toBe(200);
    const record = await app.store.getProposal(uuid);
    expect(record?.expiresAt).toBe(new Date(app.now().getTime() + SESSION_MINUTES * 60_000).toISOString());
    expect((await app.store.listEvents(uuid)).at(-1)?.data).toEqual({
      email_changed: false,
      mobile_changed: false,
    });
  });

  test.each([
    { description: 'no body at all', body: undefined, errors: [{ path: '', message: expect.any(String) }] },
    { description: 'an empty object', body: {}, errors: [{ path: 'risk', message: REQUIRED }] },
    {
      description: 'no e-mail',
      body: { risk: { proposer: { phone_numbers: { mobile: '07700900123' } } } },
      errors: [{ path: 'risk.proposer.email_address', message: REQUIRED }],
    },
    {
      description: 'no mobile',
      body: { risk: { proposer: { email_address: 'a@example.com', phone_numbers: {} } } },
      errors: [{ path: 'risk.proposer.phone_numbers.mobile', message: REQUIRED }],
    },
    {
      description: 'an invalid e-mail',
      body: details('not-an-email', '07700900123'),
      errors: [{ path: 'risk.proposer.email_address', message: EMAIL }],
    },
    {
      description: 'a foreign phone number',
      body: details('a@example.com', '+33612345678'),
      errors: [{ path: 'risk.proposer.phone_numbers.mobile', message: PHONE }],
    },
    {
      description: 'a valid number written in more than 13 characters',
      body: details('a@example.com', '+44 7700 900123'),
      errors: [{ path: 'risk.proposer.phone_numbers.mobile', message: PHONE }],
    },
    {
      description: 'the placeholder number',
      body: details('a@example.com', '01000000000'),
      errors: [{ path: 'risk.proposer.phone_numbers.mobile', message: PHONE }],
    },
    {
      description: 'a number in place of the mobile',
      body: details('a@example.com', 7700900123),
      errors: [{ path: 'risk.proposer.phone_numbers.mobile', message: PHONE }],
    },
    {
      description: 'both wrong',
      body: details('x@', 'abc'),
      errors: [
        { path: 'risk.proposer.email_address', message: EMAIL },
        { path: 'risk.proposer.phone_numbers.mobile', message: PHONE },
      ],
    },
    {
      description: 'another answer smuggled in',
      body: {
        risk: { proposer: { ...details('a@example.com', '07700900123').risk.proposer, surname: 'X' } },
      },
      errors: [{ path: 'risk.proposer.surname', message: expect.any(String) }],
    },
    { description: 'an array', body: [], errors: [{ path: '', message: expect.any(String) }] },
    { description: 'a string', body: 'hello', errors: [{ path: '', message: expect.any(String) }] },
  ])('refuses $description with 422 and writes nothing', async ({ body, errors }) => {
    const { uuid } = await app.proposal('quoted');
    const before = await app.store.getProposal(uuid);
    const answer = await confirm(uuid, body);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: 'invalid' });
    expect(answer.body.errors).toEqual(errors);
    expect(await app.store.getProposal(uuid)).toEqual(before);
  });

  test('the summary page form: auto-renewal saved, declarations recorded, every one required', async () => {
    const { uuid } = await app.proposal('quoted');
    const declarations = { answered_honestly: true, agreed_terms: true, agreed_excesses: true };
    const refused = await confirm(uuid, {
      ...details('sam@example.com', '07700900123'),
      consent_to_auto_renew: true,
      declarations: { ...declarations, agreed_excesses: false },
    });
    expect(refused.status).toBe(422);
    expect((await app.store.getProposal(uuid))?.document.quote?.is_confirmed).toBeUndefined();
    expect(refused.body.errors).toEqual([
      {
        path: 'declarations.agreed_excesses',
        message: questionMessage('declarations.agreed_excesses', 'enum', 'confirm-details'),
      },
    ]);
    const noRenewal = await confirm(uuid, { ...details('sam@example.com', '07700900123'), declarations });
    expect(noRenewal.body.errors).toEqual([
      {
        path: 'consent_to_auto_renew',
        message: questionMessage('consent_to_auto_renew', 'required', 'confirm-details'),
      },
    ]);

    const answer = await confirm(uuid, {
      ...details('sam@example.com', '07700900123'),
      consent_to_auto_renew: true,
      declarations,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.consent_to_auto_renew).toBe(true);
    // Recorded on the quote they were given for: what payment, pay-monthly and acceptance need.
    expect(answer.body.quote.is_confirmed).toBe(true);
    expect((await app.store.getProposal(uuid))?.document.quote?.is_confirmed).toBe(true);
    expect((await app.store.listEvents(uuid)).at(-1)?.data).toMatchObject({
      declarations,
      consent_to_auto_renew: true,
    });
  });

  test('refuses a bought policy with 409 and changes nothing', async () => {
    const { uuid } = await app.proposal('purchased');
    const answer = await confirm(uuid, details('new@example.com', '07700900456'));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('conflict');
    expect((await app.store.getProposal(uuid))?.document.risk?.proposer?.email_address).toBe(
      'james.oconnor84@example.com',
    );
  });

  test('an unknown id is 404, a lapsed session 419', async () => {
    const unknown = await confirm(
      '6f1c2a7e-3b4d-4c5e-8f90-999999999999',
      details('a@example.com', '07700900123'),
    );
    expect(unknown.status).toBe(404);
    const notAnId = await confirm('recall', details('a@example.com', '07700900123'));
    expect(notAnId.status).toBe(404);
    const { uuid } = await app.proposal('quoted');
    app.advance((SESSION_MINUTES + 1) * 60_000);
    const lapsed = await confirm(uuid, details('a@example.com', '07700900123'));
    expect(lapsed).toMatchObject({ status: 419, body: { error: 'expired' } });
  });

  test('without the XHR header the call is refused', async () => {
    const { uuid } = await app.proposal('quoted');
    const answer = await app.call('POST', `/api/proposal/${uuid}/confirm`, {
      body: details('a@example.com', '07700900123'),
      xhr: false,
    });
    expect(answer.status).toBe(403);
  });
});

import { expect } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import type { FieldError } from '../../server/httpError';
import type { TestApp } from '../support/testApp';
import { quoted } from './buyPolicy';

/**
 * Makes the call and expects it refused as invalid (422) with `refusal` among its messages, and
 * nothing written to the store.
 */
export async function expectRefusedUnwritten(
  app: TestApp,
  refusal: FieldError,
  call: { method: string; path: string; body: unknown; headers?: Record<string, string> },
): Promise<void> {
  const before = app.writes();
  const response = await app.call(call.method, call.path, { body: call.body, headers: call.headers ?? {} });
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.errors).toContainEqual(refusal);
  expect(app.writes(), `${call.method} ${call.path} wrote`).toBe(before);
}

/**
 * Expects `sent` refused with `refusal`, nothing written, on every call that saves a whole
 * proposal: a new one (`create`), a save of a quoted one, and the price page's update.
 */
export async function expectRefusedOnEverySave(
  app: TestApp,
  refusal: FieldError,
  sent: Proposal,
  create = '/api/proposal',
): Promise<void> {
  await expectRefusedUnwritten(app, refusal, { method: 'POST', path: create, body: sent });
  const uuid = await quoted(app);
  await expectRefusedUnwritten(app, refusal, { method: 'POST', path: `/api/proposal/${uuid}`, body: sent });
  await expectRefusedUnwritten(app, refusal, {
    method: 'POST',
    path: '/json/proposal/update',
    body: { ...sent, uuid },
  });
}

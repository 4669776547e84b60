import { expect } from 'vitest';
import type { FieldError } from '../../server/httpError';
import type { TestApp } from '../support/testApp';

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

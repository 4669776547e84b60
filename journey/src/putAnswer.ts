const ownAnswer = { writable: true, enumerable: true, configurable: true };

/**
 * Writes `value` as `object`'s own answer `key`, as every copy of the answers does. A key
 * "__proto__" (a client's JSON may hold one) is defined rather than assigned, so it stays an
 * answer and never becomes the object's prototype.
 */
export function putAnswer(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(object, key, { ...ownAnswer, value });
  else object[key] = value;
}

/**
 * A copy of `answers` without the answers named, made key by key: a copy with a key deleted is an
 * object V8 reads and copies slowly, and the rules and the step checks read the answers next.
 */
export function withoutAnswers(
  answers: Record<string, unknown>,
  gone: readonly string[],
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(answers)) if (!gone.includes(key)) putAnswer(copy, key, answers[key]);
  return copy;
}

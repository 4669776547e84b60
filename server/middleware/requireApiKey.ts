import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { HttpError } from '../httpError';
import type { ApiKeyRecord, ApiKeys } from '../storage/apiKeys';
import type { AttemptWindows } from '../storage/attemptWindows';
import { apiMessage } from '../apiMessages';

/** The attempt windows' scope that counts each key's calls. */
export const API_KEY_SCOPE = 'integration.key';

export const API_KEY_MISSING_MESSAGE = apiMessage('apiKeyMissing');

/** The key the request was let in with (res.locals.apiKey). */
export type ApiKeyLocals = { apiKey: ApiKeyRecord };

/**
 * Lets in a call that presents a live API key (`Authorization: Bearer <key>`), counted against the
 * key's limit in the shared attempt windows, so every server process on one store enforces one
 * limit. A missing, unknown or revoked key is `401 unauthorized`; a key over its limit is `429
 * rate_limited` with Retry-After. Both before the body is read, and neither writes a proposal.
 */
export function requireApiKey(deps: {
  keys: ApiKeys;
  attempts: AttemptWindows;
  clock: () => Date;
  logger: Logger;
}): RequestHandler {
  return async (req, res, next) => {
    const log: Logger = res.locals.logger ?? deps.logger;
    const match = /^Bearer +(\S+) *$/i.exec(req.get('Authorization') ?? '');
    const key = match?.[1] ? await deps.keys.verify(match[1]) : undefined;
    if (!key) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, 'unauthorized', API_KEY_MISSING_MESSAGE);
    }
    // A key's limit may be thousands a minute: counted in a window of two numbers, not a list.
    const decision = await deps.attempts.rate(
      { scope: API_KEY_SCOPE, key: key.id, limit: { max: key.perMinute, windowMs: 60_000 } },
      deps.clock(),
    );
    if (!decision.allowed) {
      log.warn({ apiKey: key.id, retryAfterSeconds: decision.retryAfterSeconds }, 'API key over its limit');
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      throw new HttpError(
        429,
        'rate_limited',
        apiMessage('apiKeyRateLimited', { perMinute: key.perMinute, seconds: decision.retryAfterSeconds }),
      );
    }
    (res.locals as ApiKeyLocals).apiKey = key;
    next();
  };
}

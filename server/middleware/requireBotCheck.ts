import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { clientIp } from '../clientIp';
import { HttpError } from '../httpError';
import type { CaptchaProvider, CaptchaVerdict } from '../providers/captcha/CaptchaProvider';
import { ProviderError } from '../providers/shared/providerHttp';
import { apiMessage } from '../apiMessages';

/** The request header that carries the bot check's token. */
export const BOT_CHECK_HEADER = 'X-Captcha-Token';

/** The calls a script would abuse (new proposals, guessing recall details, e-mail to anyone). */
export const BOT_CHECKED_CALLS = [
  '/api/proposal',
  '/api/proposal/recall',
  '/api/proposal/:id/send-quote-email',
];

export const BOT_CHECK_FAILED_MESSAGE = apiMessage('botCheckFailed');

/** Longer than any reCAPTCHA or embedded token: refused without asking the provider. */
const MAX_TOKEN_LENGTH = 4096;

/**
 * Requires a valid bot-check token in the X-Captcha-Token header, verified by the provider (which
 * uses it up: one token, one call). A missing, malformed or refused token, or a provider that fails
 * to answer (logged), is `403 bot_check_failed`, before the route reads or writes anything. It
 * runs before the route's own body checks, so a call with a malformed body uses its token too.
 */
export function requireBotCheck(deps: { provider: CaptchaProvider; logger: Logger }): RequestHandler {
  const { provider } = deps;
  return async (req, res, next) => {
    const log: Logger = res.locals.logger ?? deps.logger;
    const token = req.get(BOT_CHECK_HEADER) ?? '';
    let verdict: CaptchaVerdict;
    if (token === '') {
      verdict = { success: false, reasons: ['missing-input-response'] };
    } else if (token.length > MAX_TOKEN_LENGTH) {
      verdict = { success: false, reasons: ['invalid-input-response'] };
    } else {
      try {
        verdict = await provider.verify(token, clientIp(req));
      } catch (error) {
        const reason = error instanceof ProviderError ? error.reason : 'unexpected';
        const status = error instanceof ProviderError ? error.status : undefined;
        log.warn({ provider: provider.name, reason, status }, 'bot check failed to run');
        verdict = { success: false, reasons: ['check_unavailable'] };
      }
    }
    if (!verdict.success) {
      log.info({ provider: provider.name, reasons: verdict.reasons }, 'bot check refused');
      throw new HttpError(403, 'bot_check_failed', BOT_CHECK_FAILED_MESSAGE);
    }
    next();
  };
}

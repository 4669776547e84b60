import type { RecaptchaConfig, RecaptchaToken } from '../../../schemas/generated/index';
import { ApiError } from './ApiError';
import { apiFetch, type HttpMethod } from './apiFetch';

/** The request header that carries the bot check's token (server/middleware/requireBotCheck.ts). */
export const BOT_CHECK_HEADER = 'X-Captcha-Token';

/** Google's v3 script, when the page loaded it (CAPTCHA_PROVIDER=recaptcha). */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/**
 * A fresh single-use token of the bot check: the embedded check's from `GET /api/recaptcha/token`;
 * where the server uses reCAPTCHA (that call answers 404), one from the page's grecaptcha for the
 * site key of `GET /api/recaptcha/config`.
 */
export async function botCheckToken(action: string): Promise<string> {
  try {
    const { token } = await apiFetch<RecaptchaToken>('GET', '/api/recaptcha/token');
    if (typeof token === 'string' && token !== '') return token;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  const config = await apiFetch<RecaptchaConfig>('GET', '/api/recaptcha/config');
  const grecaptcha = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (config.provider !== 'recaptcha' || !config.site_key || !grecaptcha) {
    throw new ApiError(403, '/api/recaptcha/token', 'bot_check_failed');
  }
  const siteKey = config.site_key;
  return new Promise((resolve, reject) =>
    grecaptcha.ready(() => void grecaptcha.execute(siteKey, { action }).then(resolve, reject)),
  );
}

/**
 * Calls the API with a fresh bot-check token in X-Captcha-Token: for the calls the server checks
 * (create, recall, send-quote-email). `action` names the call to reCAPTCHA (letters and _ only).
 */
export async function apiFetchWithBotCheck<T>(
  action: string,
  method: HttpMethod,
  path: string,
  body?: unknown,
  onResponse?: (response: Response) => void,
): Promise<T> {
  const token = await botCheckToken(action);
  return apiFetch<T>(method, path, body, { [BOT_CHECK_HEADER]: token }, onResponse);
}

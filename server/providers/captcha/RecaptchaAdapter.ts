import type { RecaptchaConfig } from '../../../schemas/generated/index';
import { fetchJson, isRecord, ProviderError } from '../shared/providerHttp';
import type { CaptchaProvider, CaptchaVerdict } from './CaptchaProvider';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaOptions {
  /** siteverify's address; tests point it at a local fake. */
  verifyUrl: string;
  secret: string;
  siteKey: string;
  /** reCAPTCHA v3 scores below this fail (0.0 bot to 1.0 human); v2 answers carry no score. */
  minScore: number;
  timeoutMs: number;
}

/** Error codes that mean our configuration is wrong, not the customer's token. */
const CONFIGURATION_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret']);

/**
 * Google reCAPTCHA (DOMAIN.md section 7): POST form-encoded `secret`, `response`, `remoteip` to
 * siteverify, answering `{ success, challenge_ts, hostname, "error-codes", score?, action? }`.
 * Tokens are single use and valid for two minutes; Google enforces both.
 */
export class RecaptchaAdapter implements CaptchaProvider {
  readonly name = 'recaptcha';
  readonly browserConfig: RecaptchaConfig;

  constructor(private readonly options: RecaptchaOptions) {
    this.browserConfig = { provider: 'recaptcha' as const, site_key: options.siteKey };
  }

  async verify(token: string, remoteIp: string | undefined): Promise<CaptchaVerdict> {
    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    const { status, body } = await fetchJson(this.name, this.options.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      timeoutMs: this.options.timeoutMs,
      maxBytes: 64 * 1024,
    });
    if (status !== 200) throw new ProviderError(this.name, `http_${status}`, status);
    if (!isRecord(body) || typeof body.success !== 'boolean') {
      throw new ProviderError(this.name, 'bad_response', status);
    }
    const codes = errorCodes(body['error-codes']);
    if (codes.some((code) => CONFIGURATION_ERRORS.has(code))) {
      throw new ProviderError(this.name, 'misconfigured_secret', status);
    }
    if (!body.success) return { success: false, reasons: codes.length > 0 ? codes : ['refused'] };
    if (typeof body.score === 'number' && body.score < this.options.minScore) {
      return { success: false, reasons: ['low-score'] };
    }
    return { success: true, reasons: [] };
  }
}

/** Google's codes, kept only when they look like codes, so the log carries no free text. */
function errorCodes(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((code): code is string => typeof code === 'string' && /^[a-z-]{1,40}$/.test(code))
    .slice(0, 5);
}

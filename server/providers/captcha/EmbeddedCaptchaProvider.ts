import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RecaptchaToken } from '../../../schemas/generated/index';
import type { CaptchaProvider, CaptchaVerdict } from './CaptchaProvider';
import type { TokenClaims } from '../../storage/tokenClaims';

export interface EmbeddedCaptchaOptions {
  /** The HMAC key; every server process behind one load balancer needs the same one. */
  secret: string;
  clock: () => Date;
  /** Two minutes, as reCAPTCHA's tokens. */
  lifetimeMs?: number;
  /** Where used tokens are remembered: the store, so a token works once across every process. */
  claims: TokenClaims;
}

/** The scope of the embedded tokens' ids in the shared token claims. */
export const CLAIM_SCOPE = 'captcha.embedded';

const TOKEN = /^v1\.([A-Za-z0-9_-]{16})\.([0-9]{13})\.([A-Za-z0-9_-]{43})$/;

/**
 * The embedded bot check: the server issues a signed token (GET /api/recaptcha/token) and accepts
 * it once, within two minutes, as reCAPTCHA does: the used ids are claimed in the store, so a token
 * used on one server process is refused by every other. It proves the browser ran the journey's own
 * script against this server, not that a person is at the keyboard; production sets
 * CAPTCHA_PROVIDER=recaptcha.
 */
export class EmbeddedCaptchaProvider implements CaptchaProvider {
  readonly name = 'embedded';
  readonly browserConfig = { provider: 'embedded' as const };
  private readonly lifetimeMs: number;

  constructor(private readonly options: EmbeddedCaptchaOptions) {
    this.lifetimeMs = options.lifetimeMs ?? 120_000;
  }

  issueToken(): RecaptchaToken {
    const id = randomBytes(12).toString('base64url');
    const expires = this.options.clock().getTime() + this.lifetimeMs;
    const payload = `v1.${id}.${expires}`;
    return { token: `${payload}.${this.sign(payload)}`, expires_at: new Date(expires).toISOString() };
  }

  async verify(token: string): Promise<CaptchaVerdict> {
    const match = TOKEN.exec(token);
    if (!match) return refused('invalid-input-response');
    const [, id, expiresText, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.sign(`v1.${id}.${expiresText}`));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return refused('invalid-input-response');
    const now = this.options.clock().getTime();
    const expires = Number(expiresText);
    if (now > expires) return refused('timeout-or-duplicate');
    const first = await this.options.claims.claim(CLAIM_SCOPE, id, new Date(expires), new Date(now));
    return first ? { success: true, reasons: [] } : refused('timeout-or-duplicate');
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.options.secret).update(payload).digest('base64url');
  }
}

const refused = (reason: string): CaptchaVerdict => ({ success: false, reasons: [reason] });

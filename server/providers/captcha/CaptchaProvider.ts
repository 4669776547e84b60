import type { RecaptchaConfig, RecaptchaToken } from '../../../schemas/generated/index';

export interface CaptchaVerdict {
  success: boolean;
  /** Why not, as codes for the log (reCAPTCHA's error codes, or ours in the same style). */
  reasons: string[];
}

/** The bot check run when the customer leaves step 1: the embedded token check or reCAPTCHA. */
export interface CaptchaProvider {
  /** For logs: "embedded", "recaptcha". */
  readonly name: string;
  /** What the browser needs to run the check (GET /api/recaptcha/config). */
  readonly browserConfig: RecaptchaConfig;
  /**
   * Checks a token once. A refused token is a verdict; a service that fails throws ProviderError,
   * which the route turns into `success: false`. Never hangs.
   */
  verify(token: string, remoteIp: string | undefined): Promise<CaptchaVerdict>;
  /** Issues a token for the browser (the embedded check only; reCAPTCHA's come from Google). */
  issueToken?(): RecaptchaToken;
}

/** What the outbox keeps and logs of a failed delivery. */
export interface DeliveryFailure {
  /** Retrying cannot help: the mail server refused the message for good (a 5xx answer). */
  permanent: boolean;
  /** nodemailer's error code (ETIMEDOUT, ECONNECTION, EENVELOPE...) when there is one. */
  code?: string;
  /** The SMTP reply code when the server answered (451, 550...). */
  responseCode?: number;
  /** For the outbox row only (never logs, never customers): at most 200 characters. */
  summary: string;
}

export const MAX_ERROR_CHARS = 200;

/** Classifies an error thrown by a transport (nodemailer errors carry code and responseCode). */
export function deliveryFailure(error: unknown): DeliveryFailure {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown; name?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const message = typeof e.message === 'string' ? e.message : String(error);
  const summary = [code, responseCode, message.replace(/\s+/g, ' ')].filter(Boolean).join(' ');
  return {
    permanent: responseCode !== undefined && responseCode >= 500 && responseCode < 600,
    ...(code ? { code } : {}),
    ...(responseCode !== undefined ? { responseCode } : {}),
    summary: summary.slice(0, MAX_ERROR_CHARS),
  };
}

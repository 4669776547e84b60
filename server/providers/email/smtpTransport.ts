import nodemailer from 'nodemailer';
import { toNodemailer } from './fileTransport';
import type { MailTransport, OutgoingMail } from './mailer';

/**
 * Real SMTP through nodemailer, e.g. `smtp://user:pass@smtp.example:587` or `smtps://...:465`.
 * Every phase has a timeout (connecting, the greeting, an idle socket), so a slow or silent mail
 * server fails the attempt and the outbox retries later; nothing waits for minutes.
 */
export function smtpTransport(url: string, timeoutMs: number): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async deliver(mail: OutgoingMail) {
      await transporter.sendMail(toNodemailer(mail));
    },
    close: () => transporter.close(),
  };
}

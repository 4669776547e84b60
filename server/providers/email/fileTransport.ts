import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mailer';

/**
 * The embedded default: each message becomes an RFC 5322 `.eml` file in `dir` (open it in any
 * mail client), named after its outbox row (`000042-quote.eml`). nodemailer's streamTransport
 * builds the message exactly as SMTP would carry it. The file is written under a temporary name
 * and renamed, so a reader never sees half a message; a re-delivery overwrites the same file.
 */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    name: 'file',
    async deliver(mail: OutgoingMail) {
      const info = await composer.sendMail(toNodemailer(mail));
      await mkdir(dir, { recursive: true });
      const name = `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`;
      const path = join(dir, name);
      await writeFile(`${path}.tmp`, info.message as Buffer);
      await rename(`${path}.tmp`, path);
    },
  };
}

/** The nodemailer message for an outgoing mail; shared by both transports. */
export function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
  };
}

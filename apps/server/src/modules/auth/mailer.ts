import type * as NodemailerApi from 'nodemailer';
import { lazyRequire } from '../../platform/lazy-require';

// Loaded when a mailer is built (SMTP_URL set), not by every server (decision 242).
const nodemailer = lazyRequire<typeof NodemailerApi>('nodemailer', import.meta.url);

export type MailMessage = { to: string; subject: string; text: string };

/** Outgoing mail. Only built when SMTP_URL is configured (decision 032); an air-gapped server has none. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/** nodemailer over the SMTP_URL (e.g. smtp://user:pass@mail.example:587, smtps://... for implicit TLS). */
export function createSmtpMailer(smtp: { url: string; from: string }): Mailer {
  const transport = nodemailer().createTransport(smtp.url);
  return {
    async send(message) {
      await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

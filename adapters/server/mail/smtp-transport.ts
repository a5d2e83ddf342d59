import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox-messenger.ts';

/** Real e-mail through the SMTP server named by SMTP_URL. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async sendMail({ to, subject, text }) {
      await transporter.sendMail({ from, to, subject, text });
    },
  };
}

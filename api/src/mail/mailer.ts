/**
 * The SMTP transport through nodemailer: to SMTP_URL when configured, otherwise to the in-process
 * sink (dev/test), whose messages stay readable through `sink`. The portal's mails reach it only
 * through the outbox's worker (outbox.ts), never from a request.
 */
import nodemailer from 'nodemailer';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

export interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the mail; `id` makes its Message-ID (the same on a resend). */
  send(mail: OutgoingMail, options?: { id?: string }): Promise<void>;
  /** The dev/test sink; null when mail goes to a real SMTP server. */
  sink: SmtpSink | null;
  /** Resolves once the SMTP server answers a connection (greeting and EHLO), sending nothing. */
  verify(): Promise<void>;
  close(): Promise<void>;
}

export async function createMailer({ smtpUrl, from }: { smtpUrl: string | null; from: string }): Promise<Mailer> {
  const sink = smtpUrl ? null : await startSmtpSink();
  // bounded, so a hung server fails the attempt well within the outbox's claim on the mail
  const transport = nodemailer.createTransport({
    url: smtpUrl ?? sink!.url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'ottilia.invalid';
  return {
    sink,
    async send(mail, { id } = {}) {
      await transport.sendMail({ from, ...mail, ...(id ? { messageId: `<${id}@${domain}>` } : {}) });
    },
    async verify() {
      await transport.verify();
    },
    async close() {
      transport.close();
      await sink?.close();
    },
  };
}

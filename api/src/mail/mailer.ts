/**
 * Outgoing mail through nodemailer: to SMTP_URL when configured, otherwise to the in-process
 * sink (dev/test), whose messages stay readable through `sink`.
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
  send(mail: OutgoingMail): Promise<void>;
  /** The dev/test sink; null when mail goes to a real SMTP server. */
  sink: SmtpSink | null;
  close(): Promise<void>;
}

export async function createMailer({ smtpUrl, from }: { smtpUrl: string | null; from: string }): Promise<Mailer> {
  const sink = smtpUrl ? null : await startSmtpSink();
  const transport = nodemailer.createTransport(smtpUrl ?? sink!.url);
  return {
    sink,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
      await sink?.close();
    },
  };
}

/**
 * Dev/test stand-in for a mail server: an SMTP server on 127.0.0.1 (random port) that keeps
 * what it receives in memory, so the portal's mails can be read by tests and developers
 * (GET /dev/mail) without any mail leaving the machine.
 */
import type { AddressInfo } from 'node:net';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  date: string;
}

/** Keeps the newest messages only, so a long-running dev server does not grow without bound. */
const MAX_KEPT = 500;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);

export interface SmtpSink {
  url: string;
  messages(): readonly ReceivedMail[];
  clear(): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      // the parser (and its character tables) loads with the first mail: most API starts get none
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then((mail) => {
          received.push({
            from: addresses(mail.from)[0] ?? '',
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            date: (mail.date ?? new Date()).toISOString(),
          });
          if (received.length > MAX_KEPT) received.splice(0, received.length - MAX_KEPT);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => received,
    clear: () => void received.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

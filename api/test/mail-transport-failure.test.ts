// Which failed sends wait for the SMTP server to come back (released as soon as it answers) and which
// keep their backoff (docs/adr/0142): told apart on nodemailer's real errors against a real server.
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { isTransportFailure } from '../src/mail/outbox.js';

const mail = (to: string) => ({ from: 'no-reply@ottilia.example', to, subject: 's', text: 't' });
const failureOf = (url: string, to: string) =>
  nodemailer
    .createTransport({ url, connectionTimeout: 2_000 })
    .sendMail(mail(to))
    .then(
      () => null,
      (error: unknown) => error,
    );

test('no server listening: a transport failure', async () => {
  const server = new SMTPServer({ authOptional: true, disabledCommands: ['AUTH', 'STARTTLS'], logger: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const error = await failureOf(`smtp://127.0.0.1:${port}`, 'ann@people.example');
  expect(error).toMatchObject({ code: expect.stringMatching(/^E(CONNECTION|SOCKET)$/) });
  expect(isTransportFailure(error)).toBe(true);
});

test('the server answers and refuses the recipient: not a transport failure, the mail keeps its backoff', async () => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  try {
    const error = await failureOf(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, 'nobody@people.example');
    expect(error).toMatchObject({ responseCode: 550 });
    expect(isTransportFailure(error)).toBe(false);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

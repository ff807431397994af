// The embedded wire server hands NotificationResponse messages to the listening clients and
// everything else, byte for byte, to the client whose batch ran, wherever the chunks are cut.
import { NotificationRouter } from './wire-server.js';

const message = (type: string, body: Buffer) => {
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
};
const notification = (channel: string, payload: string) =>
  message('A', Buffer.concat([Buffer.from([0, 0, 0, 1]), Buffer.from(`${channel}\0${payload}\0`)]));

const rows = message('D', Buffer.from('some row bytes'));
const complete = message('C', Buffer.from('SELECT 1\0'));
const ready = message('Z', Buffer.from('I'));
const output = Buffer.concat([rows, notification('ottilia_events', '{"e":1}'), complete, notification('ottilia_events', '{"e":2}'), ready]);

test.each([1, 2, 3, 5, 7, 64, output.length])('cut into chunks of %i bytes', (size) => {
  const passed: Buffer[] = [];
  const notified: Buffer[] = [];
  const router = new NotificationRouter(
    (bytes) => passed.push(Buffer.from(bytes)),
    (m) => notified.push(m),
  );
  for (let start = 0; start < output.length; start += size) router.push(output.subarray(start, start + size));
  expect(Buffer.concat(passed)).toEqual(Buffer.concat([rows, complete, ready]));
  expect(notified.map((m) => m.toString('latin1'))).toEqual(
    [notification('ottilia_events', '{"e":1}'), notification('ottilia_events', '{"e":2}')].map((m) => m.toString('latin1')),
  );
});

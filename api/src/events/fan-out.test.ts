// The fan-out paces itself by its own cost: the interval between fan-outs is the work of the last
// one over FANOUT_SHARE, between the two bounds, and no slice holds the event loop longer than
// FANOUT_SLICE_MS. The clock is the test's: each listener "works" by moving it on.
import {
  createFanOut,
  FANOUT_MAX_INTERVAL_MS,
  FANOUT_MIN_INTERVAL_MS,
  FANOUT_SHARE,
  FANOUT_SLICE_MS,
  type BatchListener,
} from './fan-out.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

function harness(streams: number, workMs: number) {
  let clock = 0;
  const listeners = new Set<BatchListener<string>>();
  const received: string[][] = [];
  for (let i = 0; i < streams; i++)
    listeners.add((batch) => {
      clock += workMs;
      received.push([...batch]);
    });
  const sent: string[][] = [];
  const fanOut = createFanOut<string>(
    listeners,
    (batch) => sent.push([...batch]),
    () => clock,
  );
  return { fanOut, listeners, received, sent };
}

test('idle, a delivery goes out at once to every listener; cheap fan-outs keep the shortest interval', async () => {
  const { fanOut, received, sent } = harness(10, 0.01);
  fanOut.deliver('a');
  await turn();
  expect(sent).toEqual([['a']]);
  expect(received).toHaveLength(10);
  expect(fanOut.interval()).toBe(FANOUT_MIN_INTERVAL_MS);
  fanOut.close();
});

test('a costly fan-out lengthens the interval to its work over the share, up to the longest', async () => {
  const some = harness(20, 0.4); // 8 ms of work
  some.fanOut.deliver('a');
  for (let i = 0; i < 20; i++) await turn();
  expect(some.received).toHaveLength(20);
  expect(some.fanOut.interval()).toBeCloseTo(8 / FANOUT_SHARE);
  some.fanOut.close();

  const many = harness(100, 0.5); // 50 ms of work
  many.fanOut.deliver('a');
  for (let i = 0; i < 100; i++) await turn();
  expect(many.received).toHaveLength(100);
  expect(many.fanOut.interval()).toBe(FANOUT_MAX_INTERVAL_MS);
  many.fanOut.close();
});

test('a fan-out yields a turn whenever a slice has held the loop its time, and keeps order', async () => {
  const { fanOut, received } = harness(6, FANOUT_SLICE_MS / 2);
  fanOut.deliver('a');
  fanOut.deliver('b');
  // two listeners a slice: after the first turn only the first slice has been served
  await turn();
  expect(received).toHaveLength(2);
  for (let i = 0; i < 3; i++) await turn();
  expect(received).toHaveLength(6);
  expect(received.every((batch) => batch.join() === 'a,b')).toBe(true);
  fanOut.close();
});

test('a listener that leaves during a fan-out is skipped; nothing goes out after close', async () => {
  const { fanOut, listeners, received } = harness(4, FANOUT_SLICE_MS);
  const [, second] = [...listeners];
  fanOut.deliver('a');
  listeners.delete(second!);
  for (let i = 0; i < 5; i++) await turn();
  expect(received).toHaveLength(3);
  fanOut.close();
  fanOut.deliver('b');
  for (let i = 0; i < 5; i++) await turn();
  expect(received).toHaveLength(3);
});

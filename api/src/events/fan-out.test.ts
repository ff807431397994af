// The fan-out waits for the requests in progress (at most FANOUT_DEFER_MS), paces itself by its
// own cost (the interval between fan-outs is the last one's work over FANOUT_SHARE, between the two
// bounds) and no slice holds the event loop longer than FANOUT_SLICE_MS. The clock is the test's:
// each listener "works" by moving it on.
import {
  createFanOut,
  FANOUT_DEFER_MS,
  FANOUT_MAX_INTERVAL_MS,
  FANOUT_MIN_INTERVAL_MS,
  FANOUT_SHARE,
  FANOUT_SLICE_MS,
  type BatchListener,
} from './fan-out.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function harness(streams: number, workMs: number) {
  let clock = 0;
  let busy = false;
  const listeners = new Set<BatchListener<string>>();
  const received: string[][] = [];
  for (let i = 0; i < streams; i++)
    listeners.add((batch) => {
      clock += workMs;
      received.push([...batch]);
    });
  const sent: string[][] = [];
  const fanOut = createFanOut<string>(listeners, {
    sending: (batch) => sent.push([...batch]),
    busy: () => busy,
    now: () => clock,
  });
  return {
    fanOut,
    listeners,
    received,
    sent,
    busy: (value: boolean) => (busy = value),
    later: (ms: number) => (clock += ms),
  };
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
  const work = ((FANOUT_MIN_INTERVAL_MS + FANOUT_MAX_INTERVAL_MS) / 2) * FANOUT_SHARE; // between the bounds
  const some = harness(20, work / 20);
  some.fanOut.deliver('a');
  for (let i = 0; i < 20; i++) await turn();
  expect(some.received).toHaveLength(20);
  expect(some.fanOut.interval()).toBeCloseTo(work / FANOUT_SHARE);
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

test('a fan-out waits while requests are worked on, and goes on regardless after FANOUT_DEFER_MS', async () => {
  const waits = harness(3, 0.01);
  waits.busy(true);
  waits.fanOut.deliver('a');
  await pause(5);
  expect(waits.received).toHaveLength(0);
  waits.busy(false);
  await pause(5);
  expect(waits.received).toHaveLength(3);
  waits.fanOut.close();

  const late = harness(3, 0.01);
  late.busy(true);
  late.fanOut.deliver('a');
  await pause(5);
  expect(late.received).toHaveLength(0);
  late.later(FANOUT_DEFER_MS);
  await pause(5);
  expect(late.received).toHaveLength(3);
  late.fanOut.close();
});

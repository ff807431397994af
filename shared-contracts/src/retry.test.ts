import { backoffMs, withRetries } from './retry.ts';

function run(outcomes: (number | Error)[], options: Partial<Parameters<typeof withRetries<number>>[1]> = {}) {
  const waits: number[] = [];
  let sends = 0;
  const done = withRetries(
    async () => {
      const next = outcomes[sends++]!;
      if (next instanceof Error) throw next;
      return next;
    },
    {
      attempts: 3,
      baseDelayMs: 100,
      retriable: ({ answer }) => answer === undefined || answer >= 500,
      sleep: async (ms) => void waits.push(ms),
      random: () => 1,
      ...options,
    },
  );
  return { done, waits, sends: () => sends };
}

describe('withRetries', () => {
  test('sends at most `attempts` times and answers the last answer', async () => {
    const failing = run([500, 502, 503, 200]);
    await expect(failing.done).resolves.toBe(503);
    expect(failing.sends()).toBe(3);
    expect(failing.waits).toEqual([100, 200]);
  });

  test('a final outcome ends it at once; the last error is thrown', async () => {
    const refused = run([500, 404, 200]);
    await expect(refused.done).resolves.toBe(404);
    expect(refused.sends()).toBe(2);
    const down = run([new Error('a'), new Error('b'), new Error('c')]);
    await expect(down.done).rejects.toThrow('c');
  });

  test('waits what the other side asks for, within the total budget, and stops when told', async () => {
    const asked = run([503, 503, 200], { requestedDelayMs: () => 1_000, maxTotalWaitMs: 1_500 });
    await expect(asked.done).resolves.toBe(503);
    expect(asked.waits).toEqual([1_000]);
    let stopped = false;
    const stopping = run([500, 200], {
      stop: () => stopped,
      sleep: async () => {
        stopped = true;
      },
    });
    await expect(stopping.done).resolves.toBe(500);
  });

  test('jitter: between half and all of the doubling wait', () => {
    expect([backoffMs(1, 300, () => 0), backoffMs(1, 300, () => 1), backoffMs(3, 300, () => 0.5)]).toEqual([150, 300, 900]);
  });
});

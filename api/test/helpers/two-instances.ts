/** Two API instances on one database, for the live-update suites (events, presence). */
import { openStream, type OpenStream } from './event-stream.js';
import { startTestApp, type TestApp } from './test-app.js';

type Instance = Awaited<ReturnType<TestApp['startAnotherInstance']>>;

/** Stands for the value `get` answers once the suite has started (the hooks fill it in). */
const later = <T extends object>(get: () => T): T =>
  new Proxy({} as T, {
    get(_, key) {
      const target = get();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

/**
 * Call at the top of a suite: starts `a` and a second instance `b` on its database before the
 * suite, closes them after it, and closes the streams a test opened with `open` after each test.
 */
export function twoInstances() {
  const started: { a?: TestApp; b?: Instance } = {};
  const streams: OpenStream[] = [];
  beforeAll(async () => {
    started.a = await startTestApp();
    started.b = await started.a.startAnotherInstance();
  }, 120_000);
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => started.a?.close());
  const a = later(() => started.a!);
  return {
    a,
    b: later(() => started.b!),
    /** A stream of `role`'s user on `instance`, closed after the test. */
    async open(instance: { baseUrl: string }, role: Parameters<TestApp['tokens']['forRole']>[0], lastEventId?: string) {
      const stream = await openStream(instance.baseUrl, await a.tokens.forRole(role), lastEventId);
      streams.push(stream);
      return stream;
    },
  };
}

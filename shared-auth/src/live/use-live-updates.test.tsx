import { ReadableStream } from 'node:stream/web';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { AuthContext, type AuthValue } from '../msal/auth-context';
import { clearChangedElsewhere, useChangesElsewhere } from './changed-elsewhere';
import { recordOfPath } from './live-keys';
import { usePresence } from './presence';
import { COALESCE_MS, useLiveUpdates } from './use-live-updates';

const encoder = new TextEncoder();
let push: (text: string) => void;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (push = (text) => controller.enqueue(encoder.encode(text))) });
  Object.assign(globalThis, {
    ReadableStream,
    fetch: jest.fn(async () => ({ ok: true, status: 200, body, headers: new Map() })),
  });
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { ReadableStream?: unknown }).ReadableStream;
  delete (globalThis as { fetch?: unknown }).fetch;
});

const auth = { getAccessToken: async () => 'token', renewAccessToken: async () => 'renewed' } as unknown as AuthValue;
const event = (n: number, fields: Record<string, unknown>) =>
  `id: ${n}\nevent: change\ndata: ${JSON.stringify({ resource: 'project', id: 'p-1', type: 'updated', version: n, by: 'bruno', byName: 'Bruno Keller', at: '', ...fields })}\n\n`;

function render(dirty: boolean, records: string[] = []) {
  const reads: string[] = [];
  const fetcher = async (key: unknown) => {
    reads.push(JSON.stringify(key));
    return { read: reads.length };
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={auth}>
      <SWRConfig value={{ provider: () => new Map(), fetcher, dedupingInterval: 0 }}>{children}</SWRConfig>
    </AuthContext.Provider>
  );
  const hook = renderHook(
    () => {
      useSWR('/projects?page=2');
      useSWR(['record', '/projects/p-1']);
      useSWR('/brands');
      // a fixed pair of reads (none for most tests): the same hooks on every render
      useSWR(records[0] ? ['record', records[0]] : null);
      useSWR(records[1] ? ['record', records[1]] : null);
      return { status: useLiveUpdates({ dirty, me: 'me', baseUrl: 'https://api.example' }), elsewhere: useChangesElsewhere() };
    },
    { wrapper },
  );
  return { ...hook, reads };
}

const count = (reads: string[], key: unknown) => reads.filter((read) => read === JSON.stringify(key)).length;

test('events revalidate the open reads they make stale, at most once a second, and not the others', async () => {
  const { result, reads } = render(false);
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(result.current.status).toBe('live');
  const before = [...reads];
  await act(async () => {
    push(event(1, {}) + event(2, {}) + event(3, {}));
    await jest.advanceTimersByTimeAsync(0);
  });
  await act(() => jest.advanceTimersByTimeAsync(COALESCE_MS));
  expect(count(reads, '/projects?page=2') - count(before, '/projects?page=2')).toBe(1);
  expect(count(reads, ['record', '/projects/p-1']) - count(before, ['record', '/projects/p-1'])).toBe(1);
  expect(count(reads, '/brands')).toBe(count(before, '/brands'));
});

test('a record under a dirty draft is left as it is, and the change is noted with who made it', async () => {
  const { result, reads } = render(true);
  await act(() => jest.advanceTimersByTimeAsync(0));
  const before = [...reads];
  await act(async () => {
    push(event(4, {}));
    await jest.advanceTimersByTimeAsync(COALESCE_MS);
  });
  expect(count(reads, ['record', '/projects/p-1'])).toBe(count(before, ['record', '/projects/p-1']));
  expect(count(reads, '/projects?page=2')).toBe(count(before, '/projects?page=2') + 1);
  expect(result.current.elsewhere.get('/projects/p-1')).toMatchObject({ byName: 'Bruno Keller', resource: 'project', version: 4 });
});

test("one market's legal data and the age gate are records of their own: noted under their own paths, not the project's", async () => {
  const legal = '/projects/p-1/legal-data/DK';
  const gate = '/projects/p-1/age-gateway/current';
  clearChangedElsewhere('/projects/p-1');
  const { result } = render(true, [legal, gate]);
  await act(() => jest.advanceTimersByTimeAsync(0));
  await act(async () => {
    push(event(5, { resource: 'project-legal-data', id: 'p-1/DK', project: 'p-1', version: 2 }));
    push(event(6, { resource: 'project-age-gate', id: 'p-1/AGW-1', project: 'p-1', version: 7 }));
    await jest.advanceTimersByTimeAsync(COALESCE_MS);
  });
  expect(result.current.elsewhere.get(legal)).toMatchObject({ resource: 'project-legal-data', byName: 'Bruno Keller', version: 2 });
  expect(result.current.elsewhere.get(gate)).toMatchObject({ resource: 'project-age-gate', version: 7 });
  expect(result.current.elsewhere.has('/projects/p-1')).toBe(false);
});

test('who edits a part is kept under its record path, as its form asks for it', async () => {
  const recordPath = '/projects/p-1/legal-data/DK';
  const { result } = renderHook(
    () => {
      useLiveUpdates({ dirty: false, me: 'me', baseUrl: 'https://api.example' });
      return usePresence(recordPath, 'me');
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <AuthContext.Provider value={auth}>
          <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
        </AuthContext.Provider>
      ),
    },
  );
  await act(() => jest.advanceTimersByTimeAsync(0));
  const { resource, id } = recordOfPath(recordPath)!;
  expect({ resource, id }).toEqual({ resource: 'project-legal-data', id: 'p-1/DK' });
  await act(async () => {
    push(
      `event: presence\ndata: ${JSON.stringify({ resource, id, editors: [{ eid: 'bruno', name: 'Bruno Keller', since: '2026-12-02T14:05:00Z' }] })}\n\n`,
    );
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(result.current.map((editor) => editor.name)).toEqual(['Bruno Keller']);
});

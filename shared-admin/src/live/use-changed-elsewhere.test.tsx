import { clearChangedElsewhere, noteChangedElsewhere } from '@ottilia/shared-auth';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useDraftEditor, type Version } from '../record/use-draft-editor';

type Project = { name: string };
const V3: Version<Project> = { etag: '"3"', values: { name: 'Aurora' } };
const PATH = '/projects/p-1';

function Shell({ children }: { children: ReactNode }) {
  return <StandaloneShell pages={[]}>{children}</StandaloneShell>;
}

function editor() {
  const save = jest.fn(async (draft: Project): Promise<Version<Project>> => ({ etag: '"9"', values: draft }));
  const loadLatest = jest.fn(async (): Promise<Version<Project>> => ({ etag: '"4"', values: { name: 'Aurora Gin' } }));
  const hook = renderHook(
    () => useDraftEditor<Project>({ section: 'overview', record: PATH, current: V3, save, loadLatest, successDialog: false }),
    { wrapper: Shell },
  );
  return { ...hook, save, loadLatest };
}

const changeByBruno = (version: number | null = 4) =>
  act(() => noteChangedElsewhere({ path: PATH, resource: 'project', byName: 'Bruno Keller', at: Date.now(), version }));

describe('a record someone else changed while it is being edited', () => {
  afterEach(() => act(() => clearChangedElsewhere(PATH)));

  it('keeps the draft and says who changed it, in the conflict panel, before saving', () => {
    const { result } = editor();
    act(() => result.current.change({ name: 'Dawn' }));
    changeByBruno();
    expect(result.current.draft).toEqual({ name: 'Dawn' });
    expect(result.current.conflict).toBe('stale');
    expect(result.current.conflictMessage).toBe('Bruno Keller changed this project 0 s ago');
  });

  it('counts the seconds since the change', () => {
    jest.useFakeTimers();
    try {
      const { result } = editor();
      act(() => result.current.change({ name: 'Dawn' }));
      changeByBruno();
      act(() => void jest.advanceTimersByTime(10_000));
      expect(result.current.conflictMessage).toBe('Bruno Keller changed this project 10 s ago');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says nothing while the form is clean, or for a version the draft is already based on', () => {
    const { result } = editor();
    changeByBruno();
    expect(result.current.conflict).toBeNull();
    act(() => result.current.change({ name: 'Dawn' }));
    act(() => noteChangedElsewhere({ path: PATH, resource: 'project', byName: 'Bruno Keller', at: Date.now(), version: 3 }));
    expect(result.current.conflict).toBeNull();
  });

  it("the panel's action loads the newer version under the draft and the notice goes", async () => {
    const { result, loadLatest, save } = editor();
    act(() => result.current.change({ name: 'Dawn' }));
    changeByBruno();
    await act(() => result.current.reloadLatest());
    expect(loadLatest).toHaveBeenCalled();
    expect(result.current.conflict).toBe('reloaded');
    expect(result.current.conflictMessage).toBeUndefined();
    await act(async () => void (await result.current.save()));
    expect(save).toHaveBeenCalledWith({ name: 'Dawn' }, { ifMatch: '"4"', idempotencyKey: expect.any(String) });
  });
});

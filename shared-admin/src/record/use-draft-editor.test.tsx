import { problem } from '@ottilia/shared-auth/testing';
import { useShell } from '@ottilia/shared-ui';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Precondition } from '../data/record';
import { sessionDraftStore } from './draft-store';
import { useDraftEditor, type DraftEditorOptions, type Version } from './use-draft-editor';

type Brand = { name: string; type: string };
const V3: Version<Brand> = { etag: '"3"', values: { name: 'Aurora', type: 'gin' } };

function Shell({ children }: { children: ReactNode }) {
  return <StandaloneShell pages={[]}>{children}</StandaloneShell>;
}

function editor(options: Partial<DraftEditorOptions<Brand>> = {}) {
  const save = jest.fn(async (draft: Brand, _precondition: Precondition): Promise<Version<Brand>> => ({ etag: '"9"', values: draft }));
  const loadLatest = jest.fn(async (): Promise<Version<Brand>> => ({ etag: '"4"', values: { name: 'Aurora', type: 'rum' } }));
  const hook = renderHook(
    (props: { current: Version<Brand> }) => ({ editor: useDraftEditor<Brand>({ section: 'brand', current: props.current, save, loadLatest, successDialog: false, ...options }), shell: useShell() }),
    { wrapper: Shell, initialProps: { current: V3 } },
  );
  return { ...hook, save, loadLatest };
}

describe('useDraftEditor', () => {
  beforeEach(() => sessionStorage.clear());

  it('saves with If-Match, raises the dirty flag while the draft differs and drops it on save', async () => {
    const { result, save } = editor();
    act(() => result.current.editor.change({ name: 'Dawn' }));
    expect(result.current.shell.isDirty).toBe(true);
    await act(async () => void (await result.current.editor.save()));
    expect(save).toHaveBeenCalledWith({ name: 'Dawn', type: 'gin' }, { ifMatch: '"3"', idempotencyKey: expect.any(String) });
    expect(result.current.editor.dirty).toBe(false);
    expect(result.current.shell.isDirty).toBe(false);
  });

  it('keeps the draft on a 412 and, after "Reload latest", keeps the user\'s fields over the newest version', async () => {
    const { result, save } = editor();
    save.mockRejectedValueOnce(problem(412, 'precondition-failed', 'Changed meanwhile'));
    act(() => result.current.editor.change({ name: 'Dawn' }));
    await act(async () => void (await result.current.editor.save()));
    expect(result.current.editor.conflict).toBe('stale');
    expect(result.current.editor.draft).toEqual({ name: 'Dawn', type: 'gin' });

    await act(() => result.current.editor.reloadLatest());
    expect(result.current.editor.conflict).toBe('reloaded');
    expect(result.current.editor.draft).toEqual({ name: 'Dawn', type: 'rum' });
    expect(result.current.editor.hints).toEqual({ type: 'Latest saved value: rum' });
    await act(async () => void (await result.current.editor.save()));
    expect(save).toHaveBeenLastCalledWith({ name: 'Dawn', type: 'rum' }, { ifMatch: '"4"', idempotencyKey: expect.any(String) });
  });

  it('sends Save pressed again on the same unchanged draft with the same Idempotency-Key; a changed draft or the next save gets a new one', async () => {
    const { result, save } = editor();
    const keyOf = (call: number) => save.mock.calls[call]![1].idempotencyKey;
    save.mockRejectedValueOnce(problem(502, 'http-502', 'Bad gateway'));
    act(() => result.current.editor.change({ name: 'Dawn' }));
    await act(async () => void (await result.current.editor.save()));
    await act(async () => void (await result.current.editor.save()));
    expect(keyOf(1)).toBe(keyOf(0));

    save.mockRejectedValueOnce(problem(502, 'http-502', 'Bad gateway'));
    act(() => result.current.editor.change({ name: 'Dusk' }));
    await act(async () => void (await result.current.editor.save()));
    expect(keyOf(2)).not.toBe(keyOf(1));
    act(() => result.current.editor.change({ name: 'Dawn' }));
    await act(async () => void (await result.current.editor.save()));
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it('rebases an open draft on a newer version saved elsewhere on the page', () => {
    const { result, rerender } = editor();
    act(() => result.current.editor.change({ name: 'Dawn' }));
    rerender({ current: { etag: '"4"', values: { name: 'Aurora', type: 'rum' } } });
    expect(result.current.editor.draft).toEqual({ name: 'Dawn', type: 'rum' });
    expect(result.current.editor.conflict).toBeNull();
  });

  it('creates with If-None-Match: * and a 412 without a way to reload is an error, not a conflict', async () => {
    const { result, save } = editor({ current: { etag: null, values: { name: '', type: '' } }, loadLatest: undefined });
    save.mockRejectedValueOnce(problem(412, 'already-exists', 'It exists already'));
    act(() => result.current.editor.change({ name: 'Dawn' }));
    await act(async () => void (await result.current.editor.save()));
    expect(save).toHaveBeenCalledWith({ name: 'Dawn', type: '' }, { ifNoneMatch: '*', idempotencyKey: expect.any(String) });
    expect(result.current.editor.conflict).toBeNull();
    expect(await screen.findByText('It exists already')).toBeInTheDocument();
  });

  it('keeps a stored draft across visits without the dirty flag, and forgets it once saved', async () => {
    const store = sessionDraftStore<Brand>('brand-draft', { name: '', type: '' });
    store.write({ name: 'Kept', type: 'gin' });
    const { result } = editor({ draftStore: store });
    expect(result.current.editor.draft).toEqual({ name: 'Kept', type: 'gin' });
    act(() => result.current.editor.change({ type: 'rum' }));
    expect(store.read()).toEqual({ name: 'Kept', type: 'rum' });
    expect(result.current.shell.isDirty).toBe(false);
    await act(async () => void (await result.current.editor.save()));
    expect(store.read()).toBeNull();
  });
});


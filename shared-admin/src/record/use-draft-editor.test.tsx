import { problem } from '@ottilia/shared-auth/testing';
import { useShell } from '@ottilia/shared-ui';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { DIALOGS } from '@ottilia/shared-ui/testing';
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
    (props: { current: Version<Brand> }) => ({
      editor: useDraftEditor<Brand>({ section: 'brand', current: props.current, save, loadLatest, successDialog: false, ...options }),
      shell: useShell(),
    }),
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

  it('checks before sending: a draft with a message sends nothing, and a changed field loses its message', async () => {
    const validate = (draft: Brand): Record<string, string> => (draft.name ? {} : { name: 'Enter a name.' });
    const { result, save } = editor({ validate });
    act(() => result.current.editor.change({ name: '' }));
    await act(async () => expect(await result.current.editor.save()).toBe(false));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.editor.errors).toEqual({ name: 'Enter a name.' });
    act(() => result.current.editor.change({ name: 'Dawn' }));
    expect(result.current.editor.errors).toEqual({});
    await act(async () => expect(await result.current.editor.save()).toBe(true));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("reads a refusal the form's way: the rest in its own alert, or nothing when the form handled it", async () => {
    const refused = problem(409, 'user-exists', 'Already a user');
    const { result, save } = editor({ refusal: (error) => (error === refused ? null : { fields: { type: 'Pick one.' }, rest: 'alert' }) });
    const failure = problem(422, 'invalid', 'Not this type');
    save.mockRejectedValueOnce(failure).mockRejectedValueOnce(refused);
    act(() => result.current.editor.change({ type: 'rum' }));
    await act(async () => void (await result.current.editor.save()));
    expect(result.current.editor.errors).toEqual({ type: 'Pick one.' });
    expect(result.current.editor.refusal).toBe(failure);
    await act(async () => void (await result.current.editor.save()));
    expect(result.current.editor.errors).toEqual({});
    expect(result.current.editor.refusal).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel asks its own question, or none for an Undo', async () => {
    const asked = editor({ cancelQuestion: 'exit' });
    act(() => asked.result.current.editor.change({ name: 'Dawn' }));
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => void (done = asked.result.current.editor.cancel()));
    expect(await screen.findByRole('dialog', { name: DIALOGS.exit.headline })).toBeInTheDocument();
    asked.unmount();
    void done;

    const undo = editor({ cancelQuestion: null });
    act(() => undo.result.current.editor.change({ name: 'Dawn' }));
    await act(async () => expect(await undo.result.current.editor.cancel()).toBe(true));
    expect(undo.result.current.editor.draft).toEqual(V3.values);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

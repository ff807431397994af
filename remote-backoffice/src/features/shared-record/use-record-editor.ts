/**
 * The editing of one record: a draft, the server's field messages, saving with the right
 * precondition (If-Match on update, If-None-Match: * on create), the conflict of a stale
 * version (412) that keeps the draft, and leaving through the discard question.
 * While the draft differs from what it started from, the shell's dirty flag is up, so the
 * host asks before the route changes (not for kept drafts: those survive leaving).
 */
import { isApiError, useApiClient, type WithEtag, fieldErrorsOf, type FieldErrors, errorMessage } from '@ottilia/shared-auth';
import { useShell } from '@ottilia/shared-ui';
import { type EditConflict } from '@ottilia/shared-ui/editing';
import { useEffect, useState } from 'react';
import { changedFields, displayValue, type Draft, type FieldSpec } from './field-specs';
import type { DraftStore } from './draft-store';

export interface RecordEditorOptions<T, D extends Draft> {
  /** PUT target, e.g. '/brands/BR-1'. */
  path: string;
  fields: readonly FieldSpec<D>[];
  /** The saved values (or a new record's defaults): what counts as unchanged. */
  baseline: D;
  /** ETag the draft is based on; null creates the record. */
  etag: string | null;
  toBody(draft: D): unknown;
  onSaved(saved: WithEtag<T>): void;
  /** Leaves the form after Cancel, once any changes were discarded. */
  onClose(): void;
  /** Reads the latest version after a conflict: its ETag and its values as a draft. */
  loadLatest?(): Promise<{ etag: string | null; draft: D }>;
  /** Keeps the draft across visits; it is restored on return and cleared on save or discard. */
  draftStore?: DraftStore<D>;
}

export function useRecordEditor<T, D extends Draft>(options: RecordEditorOptions<T, D>) {
  const { path, fields, baseline, toBody, onSaved, onClose, loadLatest, draftStore } = options;
  const client = useApiClient();
  const { setDirty, confirm } = useShell();
  const [draft, setDraft] = useState<D>(() => draftStore?.read() ?? baseline);
  const [etag, setEtag] = useState(options.etag);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<EditConflict>(null);
  const [latest, setLatest] = useState<D | null>(null);
  // what the draft is compared with: the baseline, then the latest version after a reload
  const [base, setBase] = useState<D>(baseline);

  const dirty = changedFields(draft, base).length > 0;
  useEffect(() => {
    if (draftStore) return undefined;
    setDirty(dirty);
    return () => setDirty(false);
  }, [dirty, draftStore, setDirty]);

  const change = (patch: Partial<D>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    draftStore?.write(next);
    // a message about a value the user is changing no longer applies
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in patch))));
  };

  const leave = () => {
    draftStore?.clear();
    setDirty(false);
  };

  const save = async () => {
    // Enter in a field submits too: one save at a time
    if (saving) return;
    setSaving(true);
    setErrors({});
    try {
      const precondition = etag === null ? { ifNoneMatch: '*' } : { ifMatch: etag };
      const saved = await client.put<T>(path, toBody(draft), { withEtag: true, ...precondition });
      leave();
      setConflict(null);
      onSaved(saved);
      void confirm('success');
    } catch (error) {
      if (isApiError(error) && error.status === 412 && etag !== null) {
        setConflict('stale');
        return;
      }
      const byField = fieldErrorsOf(error);
      const names = new Set<string>(fields.map((spec) => spec.name));
      const shown = Object.fromEntries(Object.entries(byField).filter(([name]) => names.has(name)));
      setErrors(shown);
      // whatever no field can show goes into the error dialog
      if (Object.keys(shown).length < Object.keys(byField).length || Object.keys(byField).length === 0) {
        void confirm('errorWithMessage', { message: errorMessage(error) });
      }
    } finally {
      setSaving(false);
    }
  };

  const cancel = async () => {
    if (changedFields(draft, base).length > 0 && !(await confirm('discard'))) return;
    leave();
    onClose();
  };

  const reloadLatest = async () => {
    if (!loadLatest) return;
    try {
      const fresh = await loadLatest();
      // the user's own edits stay; every field they left alone takes the latest saved value, so
      // saving never puts back what someone else changed meanwhile
      const merged = { ...fresh.draft };
      for (const name of changedFields(draft, base)) merged[name] = draft[name];
      setDraft(merged);
      draftStore?.write(merged);
      setBase(fresh.draft);
      setEtag(fresh.etag);
      setLatest(fresh.draft);
      setConflict('reloaded');
    } catch (error) {
      void confirm('errorWithMessage', { message: errorMessage(error) });
    }
  };

  // after a reload, each field someone else changed says what they saved
  const hints: Partial<Record<keyof D, string>> = {};
  if (latest) {
    for (const name of changedFields(latest, baseline)) {
      const spec = fields.find((field) => field.name === name);
      if (spec) hints[name] = `Latest saved value: ${displayValue(spec, latest[name])}`;
    }
  }

  return { draft, change, errors, hints, saving, conflict, save, cancel, reloadLatest };
}

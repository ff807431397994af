/**
 * Editing one part of a record: a draft, the server's messages by field, saving with the right
 * precondition (If-Match on update, If-None-Match: * on create), a 412 that keeps the draft
 * ("Reload latest" then loads the newest version under it), Cancel through the discard
 * question, and the page's dirty flag while the draft differs from the saved values. Several
 * editors on one page may edit one version: a newer version saved by another goes under the
 * draft, keeping its edits (rebase). ra-core's useEditController, for our ETag API. A form in a
 * dialog (an invitation, a cookie) uses it too: checks that need no server, its own reading of a
 * refusal and its own leaving question are options.
 */
import { isApiError, errorDialog, useActionKeys } from '@ottilia/shared-auth';
import type { Precondition, VersionCondition } from '../data/record';
import { fieldErrorsOf, type FieldErrors } from '../api/field-errors';
import { useShell } from '@ottilia/shared-ui';
import { type EditConflict } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import { useAdminStrings } from '../i18n/strings';
import { useDirtySection } from './dirty-sections';
import { clearChangedElsewhere, useChangedElsewhere } from '../live/use-changed-elsewhere';
import { usePresenceNote } from '../live/use-presence-note';
import type { DraftStore } from './draft-store';

type DialogId = Parameters<ReturnType<typeof useShell>['confirm']>[0];

/** How a form shows a refusal: messages by field, and where the rest goes. */
export interface Refusal {
  fields: FieldErrors;
  /** What no field shows: the error dialog, the form's own alert (`refusal` of the editor), or nowhere. */
  rest?: 'dialog' | 'alert';
}

/** A saved version as the form sees it. */
export interface Version<D> {
  /** null: nothing saved yet, the next save creates. */
  etag: string | null;
  values: D;
}

export interface DraftEditorOptions<D extends object> {
  /** Names the section for the page's dirty flag, e.g. 'overview'. */
  section: string;
  /** The version shown now. A newer one (another section saved) goes under the draft, keeping its edits. */
  current: Version<D>;
  save(draft: D, precondition: Precondition): Promise<Version<D>>;
  /** Reads the newest version after a 412; without it (a create form) a 412 is an error like any other. */
  loadLatest?(): Promise<Version<D>>;
  /** How a field's value reads in "Latest saved value: …". */
  describe?(field: keyof D & string, value: D[keyof D]): string;
  /** Ask 'Well done!' after saving (default true). */
  successDialog?: boolean;
  /** Keeps the draft across visits (restored on return, cleared on save or discard); such a form raises no dirty flag. */
  draftStore?: DraftStore<D>;
  /** The fields the form shows, whose server messages appear beside them (default: every draft field). */
  fieldNames?: readonly string[];
  /**
   * The record's API path: a change someone else saves meanwhile is said before saving, and who
   * else has it open in edit is said while the form is open (live updates, presence).
   */
  record?: string;
  /** Checks that need no server; any message stops the save (nothing is sent). */
  validate?(draft: D): FieldErrors;
  /** Reads a refusal the form's own way; null: the form handled it (a question of its own). Default: fields shown, the rest in the error dialog. */
  refusal?(error: unknown): Refusal | null;
  /** The question Cancel asks when something changed (default 'discard'); null: Cancel puts the saved values back at once (an Undo). */
  cancelQuestion?: DialogId | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function changedFields<D extends object>(a: D, b: D): (keyof D & string)[] {
  return (Object.keys(a) as (keyof D & string)[]).filter((name) => !same(a[name], b[name]));
}

/** The user's edits (draft vs base) on top of newer values. */
function rebase<D extends object>(draft: D, base: D, newer: D): D {
  const merged = { ...newer };
  for (const name of changedFields(draft, base)) merged[name] = draft[name];
  return merged;
}

export function useDraftEditor<D extends object>(options: DraftEditorOptions<D>) {
  const {
    section,
    current,
    save: send,
    loadLatest,
    describe,
    successDialog = true,
    draftStore,
    fieldNames,
    record,
    validate,
    refusal: readRefusal,
    cancelQuestion = 'discard',
  } = options;
  const { confirm } = useShell();
  const { t } = useAdminStrings();
  const [base, setBase] = useState<Version<D>>(current);
  const [draft, setDraftState] = useState<D>(() => draftStore?.read() ?? current.values);
  const setDraft = (next: D) => {
    setDraftState(next);
    draftStore?.write(next);
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // a refusal the form shows in its own alert (Refusal.rest 'alert')
  const [refusal, setRefusal] = useState<unknown>(null);
  const [conflict, setConflict] = useState<EditConflict>(null);
  // after a reload: what the edit started from and what someone else saved since
  const [reloaded, setReloaded] = useState<{ before: D; latest: D } | null>(null);
  // Save pressed again on the same unchanged draft is the same write: after a lost answer the API
  // replays the first one's answer instead of a 412 against the user's own save
  const keys = useActionKeys();

  // A newer version from elsewhere on the page (adjusted while rendering, so no stale frame); a
  // `current` that stays as it was (a form on its own) never moves the draft back.
  const [seenEtag, setSeenEtag] = useState(current.etag);
  if (current.etag !== seenEtag) {
    setSeenEtag(current.etag);
    if (current.etag !== base.etag) {
      setDraft(rebase(draft, base.values, current.values));
      setBase(current);
    }
  }

  const dirty = changedFields(draft, base.values).length > 0;
  const changedElsewhere = useChangedElsewhere(record, dirty, base.etag);
  // an existing record's open form: others see this user here, and this user sees them
  const presence = usePresenceNote(record, base.etag !== null);
  // a kept draft survives leaving, so leaving need not ask
  const clean = useDirtySection(section, dirty && !draftStore);

  const change = (patch: Partial<D>) => {
    setDraftState((previous) => {
      const next = { ...previous, ...patch };
      draftStore?.write(next);
      return next;
    });
    // a message about a value being changed no longer applies
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([name]) => !(name in patch))));
  };

  const adopt = (version: Version<D>, values: D) => {
    setBase(version);
    setDraft(values);
  };

  const save = async (): Promise<boolean> => {
    // Enter in a field submits too: one save at a time
    if (saving) return false;
    setRefusal(null);
    const problems = validate?.(draft) ?? {};
    setErrors(problems);
    if (Object.keys(problems).length > 0) return false;
    setSaving(true);
    try {
      const condition: VersionCondition = base.etag === null ? { ifNoneMatch: '*' } : { ifMatch: base.etag };
      const saved = await send(draft, { ...condition, idempotencyKey: keys.keyFor([draft, condition]) });
      keys.done();
      draftStore?.clear();
      clean();
      if (record) clearChangedElsewhere(record);
      setBase(saved);
      setDraftState(saved.values);
      setConflict(null);
      setReloaded(null);
      if (successDialog) void confirm('success');
      return true;
    } catch (error) {
      // without a way to load the latest version (a create form) the API's message says it all
      if (isApiError(error) && error.status === 412 && loadLatest) {
        setConflict('stale');
        return false;
      }
      const read = readRefusal ? readRefusal(error) : defaultRefusal(error);
      if (read === null) return false;
      setErrors(read.fields);
      if (read.rest === 'alert') setRefusal(error);
      if (read.rest === 'dialog') void confirm('errorWithMessage', errorDialog(error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** Puts the saved values back, after the discard question if anything changed; true when done. */
  const cancel = async (): Promise<boolean> => {
    if (dirty && cancelQuestion && !(await confirm(cancelQuestion))) return false;
    draftStore?.clear();
    clean();
    setDraftState(base.values);
    setErrors({});
    setRefusal(null);
    setConflict(null);
    setReloaded(null);
    return true;
  };

  const reloadLatest = async () => {
    if (!loadLatest) return;
    try {
      const latest = await loadLatest();
      if (record) clearChangedElsewhere(record);
      // the user's own edits stay; every field they left alone takes the newest value, so saving
      // never puts back what someone else changed meanwhile
      adopt(latest, rebase(draft, base.values, latest.values));
      setReloaded({ before: reloaded?.before ?? base.values, latest: latest.values });
      setConflict('reloaded');
    } catch (error) {
      void confirm('errorWithMessage', errorDialog(error));
    }
  };

  function defaultRefusal(error: unknown): Refusal {
    const byField = fieldErrorsOf(error);
    const fields = Object.fromEntries(Object.entries(byField).filter(([name]) => (fieldNames ? fieldNames.includes(name) : name in draft)));
    // whatever no field can show goes into the error dialog
    const rest = Object.keys(byField).length === 0 || Object.keys(fields).length < Object.keys(byField).length ? 'dialog' : undefined;
    return { fields, rest };
  }

  const hints: Partial<Record<keyof D & string, string>> = {};
  if (reloaded) {
    for (const name of changedFields(reloaded.latest, reloaded.before)) {
      const value = reloaded.latest[name];
      hints[name] = t('record.latestSaved', { value: describe ? describe(name, value) : String(value ?? '') });
    }
  }

  // someone else's change, known before saving, shows in the conflict panel with its action
  const shownConflict: EditConflict = conflict ?? (changedElsewhere ? 'stale' : null);
  return {
    draft,
    change,
    errors,
    refusal,
    hints,
    saving,
    conflict: shownConflict,
    conflictMessage: conflict ? undefined : (changedElsewhere ?? undefined),
    presence,
    dirty,
    isNew: base.etag === null,
    save,
    cancel,
    reloadLatest,
  };
}

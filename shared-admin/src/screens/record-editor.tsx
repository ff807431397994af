/** The form of a record being created or edited: shared-admin's draft editor in shared-ui/admin's form. */
import { useDraftEditor, writeRecord, type DraftStore, type Precondition, type RecordAddress } from '@ottilia/shared-admin';
import { useApiClient, type WithEtag } from '@ottilia/shared-auth';
import { useImperativeHandle, useRef, type Ref } from 'react';
import { displayValue, RecordConflictAlert, RecordForm, type Draft, type FieldSpec } from '@ottilia/shared-ui/admin';

export interface RecordEditorProps<T, D extends Draft> {
  /** Accessible name of the form, e.g. 'Edit brand'. */
  label: string;
  /** The record saved: recordPath(resource, eid). */
  path: RecordAddress;
  fields: readonly FieldSpec<D>[];
  /** The saved values (or a new record's defaults) and their ETag; null creates the record. */
  baseline: D;
  etag: string | null;
  toBody(draft: D): unknown;
  toDraft(record: T): D;
  onSaved(saved: WithEtag<T>): void;
  /** Leaves the form after Cancel, once any changes were discarded. */
  onClose(): void;
  /** Reads the latest version after a conflict. */
  loadLatest?(): Promise<WithEtag<T>>;
  draftStore?: DraftStore<D>;
  /** Set to the form's Cancel (asks before discarding), for a dialog's Escape. */
  cancelRef?: Ref<() => void>;
}

export function RecordEditor<T extends { version: number }, D extends Draft>(props: RecordEditorProps<T, D>) {
  const { label, path, fields, baseline, etag, toBody, toDraft, onSaved, onClose, loadLatest, draftStore, cancelRef } = props;
  const client = useApiClient();
  // handed on once the editor has dropped its dirty flag, so leaving after a save never asks
  const lastSaved = useRef<WithEtag<T> | null>(null);
  const versionOf = (record: WithEtag<T>) => ({ etag: record.etag ?? `"${record.data.version}"`, values: toDraft(record.data) });
  const save = async (draft: D, precondition: Precondition) => {
    const saved = await writeRecord<T>(client, path, toBody(draft), precondition);
    lastSaved.current = saved;
    return versionOf(saved);
  };
  const editor = useDraftEditor<D>({
    section: 'record',
    record: path,
    current: { etag, values: baseline },
    save,
    loadLatest: loadLatest && (async () => versionOf(await loadLatest())),
    describe: (name, value) => {
      const spec = fields.find((field) => field.name === name);
      return spec ? displayValue(spec, value) : String(value);
    },
    draftStore,
    fieldNames: fields.map((field) => field.name),
  });
  const cancel = () => void editor.cancel().then((left) => left && onClose());
  useImperativeHandle(cancelRef, () => cancel);
  return (
    <RecordForm
      label={label}
      fields={fields}
      draft={editor.draft}
      onChange={editor.change}
      errors={editor.errors}
      hints={editor.hints}
      saving={editor.saving}
      onSubmit={() => void editor.save().then((saved) => saved && lastSaved.current && onSaved(lastSaved.current))}
      onCancel={cancel}
      banner={
        <RecordConflictAlert
          conflict={editor.conflict}
          message={editor.conflictMessage}
          presence={editor.presence}
          onReload={() => void editor.reloadLatest()}
        />
      }
    />
  );
}

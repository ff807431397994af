import { ConflictAlert } from './conflict-alert';
import type { Draft } from './field-specs';
import { RecordForm } from './record-form';
import { useRecordEditor, type RecordEditorOptions } from './use-record-editor';

export interface RecordEditorProps<T, D extends Draft> extends RecordEditorOptions<T, D> {
  /** Accessible name of the form, e.g. 'Edit brand'. */
  label: string;
}

/** The form of a record being created or edited, with its conflict message. */
export function RecordEditor<T, D extends Draft>({ label, ...options }: RecordEditorProps<T, D>) {
  const editor = useRecordEditor(options);
  return (
    <RecordForm
      label={label}
      fields={options.fields}
      draft={editor.draft}
      onChange={editor.change}
      errors={editor.errors}
      hints={editor.hints}
      saving={editor.saving}
      onSubmit={() => void editor.save()}
      onCancel={() => void editor.cancel()}
      banner={<ConflictAlert conflict={editor.conflict} onReload={() => void editor.reloadLatest()} />}
    />
  );
}

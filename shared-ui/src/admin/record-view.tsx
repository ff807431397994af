import { FieldValues } from '@ottilia/shared-ui/editing';
import type { ReactNode } from 'react';

export interface ViewRow<T> {
  label: string;
  value(record: T): ReactNode;
}

/** A record's fields as label / value pairs; an empty value shows as '—'. */
export function RecordView<T>({ rows, record }: { rows: readonly ViewRow<T>[]; record: T }) {
  return <FieldValues items={rows.map((row) => ({ label: row.label, value: row.value(record) ?? '—' }))} />;
}

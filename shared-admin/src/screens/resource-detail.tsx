import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { NEW_RECORD_ID } from '@ottilia/shared-admin';
import type { Draft, FieldSpec } from '@ottilia/shared-ui/admin';
import { CreateRecord } from './create-record';
import type { DetailRecord, DetailSpec } from './detail-spec';
import { ExistingRecord, type RecordActionContext } from './existing-record';

export interface ResourceDetailProps<T extends DetailRecord, D extends Draft> {
  spec: DetailSpec<T, D>;
  /** The form's fields (given here: some options come from the API, e.g. markets). */
  fields: readonly FieldSpec<D>[];
  /** The create form's fields when they differ from the edit form's. */
  createFields?: readonly FieldSpec<D>[];
  actions?: (context: RecordActionContext<T>) => ReactNode;
  /** Below the record's fields, e.g. what refers to it. */
  related?: (context: RecordActionContext<T>) => ReactNode;
}

/** {route}/{id}: the record, or the create form when the id is `new`. */
export function ResourceDetail<T extends DetailRecord, D extends Draft>({
  spec,
  fields,
  createFields = fields,
  actions,
  related,
}: ResourceDetailProps<T, D>) {
  const { id = '' } = useParams();
  if (id === NEW_RECORD_ID) return <CreateRecord spec={spec} fields={createFields} />;
  // a fresh page per record: no edit state carries over to another id
  return <ExistingRecord key={id} spec={spec} fields={fields} id={id} actions={actions} related={related} />;
}

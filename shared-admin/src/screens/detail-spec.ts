/** A resource's detail page: what it shows, what its form edits and how a draft becomes a PUT body. */
import type { DraftStore, Resource, Text } from '@ottilia/shared-admin';
import { historyFieldsOf, type Draft, type FieldSpec, type HistoryFields, type ViewRow } from '@ottilia/shared-ui/admin';

/** A view-mode row whose label is plain text, or a key / function of t (see Text). */
export interface AdminViewRow<T> extends Omit<ViewRow<T>, 'label'> {
  label: Text;
}

/** What every detail record has: the version its ETag names, and its id (eid, or the field its resource's `key` names). */
export interface DetailRecord {
  eid?: string;
  version: number;
}

export interface DetailSpec<T extends DetailRecord, D extends Draft> {
  resource: Resource<Text>;
  /** The view mode's label / value rows. */
  viewRows: readonly AdminViewRow<T>[];
  /** A new record's starting values. */
  emptyDraft: D;
  toDraft(record: T): D;
  /** The PUT body of a draft (create or update); `eid` is the record's id (its key's value). */
  toBody(draft: D, eid: string): unknown;
  /** Labels of fields the history names that the form does not edit (plain text or keys, see Text). */
  historyLabels?: Readonly<Record<string, Text>>;
  /** The page heading; the record's `name` unless given. */
  titleOf?(record: T): string;
  /** false: the API keeps no history of the resource (default true). */
  history?: boolean;
  /** Keeps the create form's draft across visits (the new-agency form). */
  createDraftStore?: DraftStore<D>;
  /** A new record's id; a random UUID unless given (the id the API takes may carry a prefix). */
  newId?(): string;
}

/** The id of a record about to be created. */
export const newRecordId = (spec: Pick<DetailSpec<DetailRecord, Draft>, 'newId'>) => (spec.newId ? spec.newId() : crypto.randomUUID());

/** How the record's history names and shows its fields: the form's labels and choices, and the spec's historyLabels. */
export function historyFields<D extends Draft>(
  fields: readonly FieldSpec<D>[],
  spec: Pick<DetailSpec<DetailRecord, D>, 'historyLabels'>,
  text: (label: Text) => string,
): HistoryFields {
  const more = Object.entries(spec.historyLabels ?? {}).map(([name, label]) => [name, { label: text(label) }]);
  return { ...historyFieldsOf(fields), ...Object.fromEntries(more) };
}

/**
 * An admin resource in one definition: its identity (path, route, permissions, label keys) read
 * from shared-contracts, what its list searches, filters and shows, and what its form starts from.
 * The list gets the naming column (Name unless told) and, for records with an Active flag, the
 * Status column and filter without asking; the detail page shows ID and Name, the given rows, Status,
 * then the rows after Status. With a `form` (formOf: derived from the PUT body and the field names)
 * the draft, the body and the dialog's fields come from it, and a column may be a field's name.
 */
import {
  ACTIVE_FILTER,
  activeLabel,
  recordKey,
  type CollectionPath,
  type ListFilter,
  type NodeText,
  type Resource,
  type Text,
} from '@ottilia/shared-admin';
import type { ResourceIdentity } from '@ottilia/shared-contracts/resources';
import type { Draft, FieldSpec } from '@ottilia/shared-ui/admin';
import type { SortState } from '@ottilia/shared-ui/editing';
import { activeColumn, primaryColumn } from './columns';
import type { AdminViewRow, DetailRecord, DetailSpec } from './detail-spec';
import type { EditInDialog } from './edit-in-dialog';
import { defineList, type AdminColumn, type ListSpec } from './list-spec';
import type { ResourceForm } from './resource-form';

export interface ResourceDefinition<T extends DetailRecord, D extends Draft>
  extends Omit<DetailSpec<T, D>, 'resource' | 'viewRows' | 'toBody' | 'emptyDraft' | 'toDraft'>,
    Partial<Pick<DetailSpec<T, D>, 'emptyDraft' | 'toDraft'>> {
  identity: ScreenIdentity;
  /** The namespace of the identity's label keys, e.g. 'backoffice'. */
  ns: string;
  /** The form derived from the body (formOf): its draft, body and fields unless given here. */
  form?: ResourceForm<D & Record<string, string | boolean>>;
  /** Records are created and edited in a dialog on the list (no page of their own): its options (the form's fields unless given). */
  dialog?: Omit<EditInDialog<T, D>, 'detail' | 'fields'> & Partial<Pick<EditInDialog<T, D>, 'fields'>>;
  searchFields: readonly string[];
  /** Filters besides Status. */
  filters?: readonly ListFilter[];
  /** The column that names a row; `name`, headed Name, unless given. */
  primary?: { key: keyof T & string; header: NodeText };
  /** Columns between the naming column and Status; a form field's name is a sortable column headed by its label. */
  columns?: readonly (AdminColumn<T> | (keyof T & string))[];
  /** The API's default order; by name unless given. */
  defaultSort?: SortState;
  /** false: the API has no bulk routes for the resource. */
  bulk?: boolean;
  /** The detail's label of the name, e.g. Domain; Name unless given. */
  nameLabel?: Text;
  /** Detail rows between Name and Status. */
  viewRows?: readonly AdminViewRow<T>[];
  /** Detail rows after Status. */
  viewRowsAfterStatus?: readonly AdminViewRow<T>[];
  /** The PUT body of a draft; the draft itself unless given. */
  toBody?(draft: D, eid: string): unknown;
}

export interface ResourceScreens<T extends DetailRecord, D extends Draft> {
  resource: Resource<Text>;
  list: ListSpec<T>;
  detail: DetailSpec<T, D>;
  /** The list's edit-in-dialog option, for resources edited in a dialog. */
  dialog?: EditInDialog<T, D>;
  /** The form's fields (a detail page's), from `form`. */
  fields: readonly FieldSpec<D>[];
}

/** The identity as the shared screens take it: its names are keys of `ns` (`${labels}.title|singular|plural`). */
/** An identity whose collection the API lists in pages (every admin resource's). */
export type ScreenIdentity = ResourceIdentity & { apiPath: CollectionPath };

export function resourceOf({ apiPath, key, route, permissions, hasActiveFlag, labels }: ScreenIdentity, ns: string): Resource<Text> {
  const label = (name: string) => ({ ns, key: `${labels}.${name}` });
  return { apiPath, key, route, permissions, hasActiveFlag, title: label('title'), singular: label('singular'), plural: label('plural') };
}

const field = (record: DetailRecord, name: string): unknown => Reflect.get(record, name);

export function defineResource<T extends DetailRecord, D extends Draft>(definition: ResourceDefinition<T, D>): ResourceScreens<T, D> {
  const {
    identity,
    ns,
    dialog,
    searchFields,
    filters = [],
    primary = { key: 'name' as keyof T & string, header: { key: 'list.name' } },
    columns = [],
    defaultSort,
    bulk,
    nameLabel = { key: 'record.name' },
    viewRows = [],
    viewRowsAfterStatus = [],
    form,
    ...own
  } = definition;
  const {
    emptyDraft = form?.emptyDraft as D,
    toDraft = form?.toDraft as (record: T) => D,
    toBody = form?.toBody ?? ((draft: D) => draft),
    ...detail
  } = own;
  if (!emptyDraft || !toDraft) throw new Error(`${identity.apiPath}: a form, or emptyDraft and toDraft`);
  const fields = (form?.fields ?? []) as readonly FieldSpec<D>[];
  const column = (given: AdminColumn<T> | (keyof T & string)): AdminColumn<T> =>
    typeof given === 'string' ? { key: given, header: fields.find(({ name }) => name === given)?.label ?? given, sortable: true } : given;
  const resource = resourceOf(identity, ns);
  const active = resource.hasActiveFlag;
  const status = active ? [activeColumn<T & { isActive: boolean }>() as AdminColumn<T>] : [];
  const detailSpec: DetailSpec<T, D> = {
    ...detail,
    emptyDraft,
    toDraft,
    resource,
    viewRows: [
      { label: { key: 'record.id' }, value: (record) => recordKey(resource, record) },
      { label: nameLabel, value: (record) => field(record, primary.key) as string },
      ...viewRows,
      ...(active ? [{ label: { key: 'status.label' }, value: (record: T) => activeLabel(field(record, 'isActive') === true) }] : []),
      ...viewRowsAfterStatus,
    ],
    toBody,
  };
  return {
    resource,
    list: defineList<T>({
      resource,
      searchFields,
      filters: active ? [ACTIVE_FILTER, ...filters] : filters,
      columns: [primaryColumn<T>(resource, primary.key, primary.header, !dialog), ...columns.map(column), ...status],
      primaryKey: primary.key,
      defaultSort,
      bulk,
    }),
    detail: detailSpec,
    dialog: dialog && { fields, ...dialog, detail: detailSpec },
    fields,
  };
}

/**
 * An admin resource in one definition: its identity (path, route, permissions, label keys) read
 * from shared-contracts, what its list searches, filters and shows, and what its form starts from.
 * The list gets the naming column (Name unless told) and, for records with an Active flag, the
 * Status column and filter without asking; the detail page shows ID and Name, the given rows, Status,
 * then the rows after Status.
 */
import { ACTIVE_FILTER, activeLabel, recordKey, type CollectionPath, type ListFilter, type NodeText, type Resource, type Text } from '@ottilia/shared-admin';
import type { ResourceIdentity } from '@ottilia/shared-contracts/resources';
import type { Draft } from '@ottilia/shared-ui/admin';
import type { SortState } from '@ottilia/shared-ui/editing';
import { activeColumn, primaryColumn } from './columns';
import type { AdminViewRow, DetailRecord, DetailSpec } from './detail-spec';
import type { EditInDialog } from './edit-in-dialog';
import { defineList, type AdminColumn, type ListSpec } from './list-spec';

export interface ResourceDefinition<T extends DetailRecord, D extends Draft>
  extends Omit<DetailSpec<T, D>, 'resource' | 'viewRows' | 'toBody'> {
  identity: ScreenIdentity;
  /** The namespace of the identity's label keys, e.g. 'backoffice'. */
  ns: string;
  /** Records are created and edited in a dialog on the list (no page of their own): its options. */
  dialog?: Omit<EditInDialog<T, D>, 'detail'>;
  searchFields: readonly string[];
  /** Filters besides Status. */
  filters?: readonly ListFilter[];
  /** The column that names a row; `name`, headed Name, unless given. */
  primary?: { key: keyof T & string; header: NodeText };
  /** Columns between the naming column and Status. */
  columns?: readonly AdminColumn<T>[];
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
    identity, ns, dialog, searchFields, filters = [], primary = { key: 'name' as keyof T & string, header: { key: 'list.name' } },
    columns = [], defaultSort, bulk, nameLabel = { key: 'record.name' }, viewRows = [], viewRowsAfterStatus = [], toBody = (draft) => draft, ...detail
  } = definition;
  const resource = resourceOf(identity, ns);
  const active = resource.hasActiveFlag;
  const status = active ? [activeColumn<T & { isActive: boolean }>() as AdminColumn<T>] : [];
  const detailSpec: DetailSpec<T, D> = {
    ...detail,
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
      columns: [primaryColumn<T>(resource, primary.key, primary.header, !dialog), ...columns, ...status],
      primaryKey: primary.key,
      defaultSort,
      bulk,
    }),
    detail: detailSpec,
    dialog: dialog && { ...dialog, detail: detailSpec },
  };
}

/**
 * An admin resource in one definition: what the screens call it, who may do what, what its
 * list searches, filters and shows, and what its form starts from. The list gets the Name column
 * (a link) and, for records with an Active flag, the Status column and filter without asking; the
 * detail page shows ID and Name, the given rows, then Status.
 */
import { ACTIVE_FILTER, activeLabel, type AdminRecord, type ListFilter, type Resource, type Text } from '@ottilia/shared-admin';
import type { Draft } from '@ottilia/shared-ui/admin';
import { activeColumn, nameColumn } from './columns';
import type { AdminViewRow, DetailSpec } from './detail-spec';
import { defineList, type AdminColumn, type ListSpec } from './list-spec';

export interface ResourceDefinition<T extends AdminRecord, D extends Draft> extends Resource<Text> {
  searchFields: readonly string[];
  /** Filters besides Status. */
  filters?: readonly ListFilter[];
  /** Columns between Name and Status. */
  columns?: readonly AdminColumn<T>[];
  /** Detail rows between Name and Status. */
  viewRows?: readonly AdminViewRow<T>[];
  emptyDraft: D;
  toDraft(record: T): D;
  /** The PUT body of a draft; the draft itself unless given. */
  toBody?(draft: D, eid: string): unknown;
}

export interface ResourceScreens<T extends AdminRecord, D extends Draft> {
  resource: Resource<Text>;
  list: ListSpec<T>;
  detail: DetailSpec<T, D>;
}

const isActive = (record: AdminRecord) => (record as AdminRecord & { isActive: boolean }).isActive;

export function defineResource<T extends AdminRecord, D extends Draft>(definition: ResourceDefinition<T, D>): ResourceScreens<T, D> {
  const { searchFields, filters = [], columns = [], viewRows = [], emptyDraft, toDraft, toBody = (draft) => draft, ...resource } = definition;
  const active = resource.hasActiveFlag;
  return {
    resource,
    list: defineList<T>({
      resource,
      searchFields,
      filters: active ? [ACTIVE_FILTER, ...filters] : filters,
      columns: [nameColumn(resource), ...columns, ...(active ? [activeColumn<T & { isActive: boolean }>() as AdminColumn<T>] : [])],
    }),
    detail: {
      resource,
      viewRows: [
        { label: { key: 'record.id' }, value: (record) => record.eid },
        { label: { key: 'record.name' }, value: (record) => record.name },
        ...viewRows,
        ...(active ? [{ label: { key: 'status.label' }, value: (record: T) => activeLabel(isActive(record)) }] : []),
      ],
      emptyDraft,
      toDraft,
      toBody,
    },
  };
}

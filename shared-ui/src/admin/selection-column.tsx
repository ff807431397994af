import { VisuallyHidden } from '@ottilia/shared-ui';
import { Checkbox, type Column } from '@ottilia/shared-ui/editing';
import { useAdminStrings } from '../i18n/admin-strings';

/** The checked rows of a page (shared-admin's RowSelection). */
export interface SelectionState {
  selected: ReadonlySet<string>;
  toggle(id: string): void;
  toggleAll(ids: readonly string[]): void;
}

/** A first column of checkboxes, with one in the header for every row of the page. */
export function selectionColumn<Row>(
  rows: readonly Row[],
  rowId: (row: Row) => string,
  rowName: (row: Row) => string,
  selection: SelectionState,
): Column<Row> {
  const ids = rows.map(rowId);
  const checked = ids.filter((id) => selection.selected.has(id)).length;
  return {
    key: 'select',
    header: (
      <Checkbox
        label={<SelectLabel />}
        checked={ids.length > 0 && checked === ids.length}
        ref={(box) => {
          if (box) box.indeterminate = checked > 0 && checked < ids.length;
        }}
        disabled={ids.length === 0}
        onChange={() => selection.toggleAll(ids)}
      />
    ),
    render: (row) => (
      <Checkbox
        label={<SelectLabel name={rowName(row)} />}
        checked={selection.selected.has(rowId(row))}
        onChange={() => selection.toggle(rowId(row))}
      />
    ),
  };
}

/** A box's hidden label, in the current language: the header's (without a name) or a row's. */
function SelectLabel({ name }: { name?: string }) {
  const { t } = useAdminStrings();
  return <VisuallyHidden>{name === undefined ? t('list.selectAll') : t('list.select', { name })}</VisuallyHidden>;
}

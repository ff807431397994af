/**
 * A list's own settings, under its toolbar: rows per page, which columns show, and the user's
 * saved views. Columns and views open one panel at a time below the row (disclosures: the button
 * says whether its panel is open, Escape closes it and returns to the button), in the page's flow,
 * so a phone never scrolls sideways.
 */
import { bareFieldset, Button, color, fontWeights, radii, row, space, stack } from '@ottilia/shared-ui';
import { Checkbox, SelectField } from '@ottilia/shared-ui/editing';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAdminStrings } from '../i18n/admin-strings';

// the views panel and its dialogs are a chunk of their own, fetched when the panel first opens
const SavedViews = lazy(() => import('./saved-views').then((module) => ({ default: module.SavedViews })));

export interface ListColumnOption {
  key: string;
  label: string;
  /** The primary column: always shown. */
  locked?: boolean;
}

export interface SavedViewItem {
  id: string;
  name: string;
  /** The list's address with the view's state: a link anyone with access to the list can open. */
  href: string;
}

export interface ListOptionsProps {
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize(size: number): void;
  columns: readonly ListColumnOption[];
  hidden: readonly string[];
  onHidden(hidden: string[]): void;
  views: {
    items: readonly SavedViewItem[] | undefined;
    /** Why the views could not be read or changed. */
    error: string | undefined;
    /** Applies a view in this page (a plain click on its link). */
    onOpen(view: SavedViewItem): void;
    /** Saves the list's current state under `name`; resolves to an error message, or null once saved. */
    onSave(name: string): Promise<string | null>;
    onDelete(view: SavedViewItem): Promise<void>;
    /** Renames a view; resolves to an error message, or null once renamed. */
    onRename(view: SavedViewItem, name: string): Promise<string | null>;
    /** Puts the list's current state in the view in place of its own; resolves like onRename. */
    onUpdate(view: SavedViewItem): Promise<string | null>;
    nameMax: number;
    /** The panel opened: the views are read from then on, not with every list. */
    onShow(): void;
  };
}

type Panel = 'columns' | 'views';

export function ListOptions({ pageSize, pageSizes, onPageSize, columns, hidden, onHidden, views }: ListOptionsProps) {
  const { t } = useAdminStrings();
  const [open, setOpen] = useState<Panel | null>(null);
  const panelId = useId();
  const buttons = { columns: useRef<HTMLButtonElement>(null), views: useRef<HTMLButtonElement>(null) };
  const toggle = (panel: Panel) => {
    if (panel === 'views') views.onShow();
    setOpen(open === panel ? null : panel);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    // a view's dialog is portalled out of the panel, but React bubbles its keys here: it closes itself
    if (event.key !== 'Escape' || open === null || !event.currentTarget.contains(event.target as Node)) return;
    event.stopPropagation();
    buttons[open].current?.focus();
    setOpen(null);
  };
  const disclosure = (panel: Panel, label: string) => (
    <Button
      ref={buttons[panel]}
      variant="secondary"
      aria-expanded={open === panel}
      aria-controls={open === panel ? panelId : undefined}
      onClick={() => toggle(panel)}
    >
      {label}
    </Button>
  );
  return (
    <Stack onKeyDown={closeOnEscape}>
      <Row>
        <Size>
          <SelectField
            label={t('list.pageSize')}
            options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(pageSize)}
            onChange={(event) => onPageSize(Number(event.target.value))}
          />
        </Size>
        {disclosure('columns', t('list.columns'))}
        {disclosure('views', t('list.views'))}
      </Row>
      {open === 'columns' && (
        <PanelBox id={panelId}>
          <ColumnChoices columns={columns} hidden={hidden} onHidden={onHidden} />
        </PanelBox>
      )}
      {open === 'views' && (
        <PanelBox id={panelId} role="region" aria-label={t('list.views')}>
          <Suspense fallback={null}>
            <SavedViews {...views} />
          </Suspense>
        </PanelBox>
      )}
    </Stack>
  );
}

function ColumnChoices({ columns, hidden, onHidden }: Pick<ListOptionsProps, 'columns' | 'hidden' | 'onHidden'>) {
  const { t } = useAdminStrings();
  return (
    <Fieldset>
      <legend>{t('list.columnsShown')}</legend>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          label={column.label}
          checked={column.locked || !hidden.includes(column.key)}
          disabled={column.locked}
          onChange={(event) => onHidden(event.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key])}
        />
      ))}
    </Fieldset>
  );
}

const Size = styled.div`
  flex: 0 0 140px;
`;

const Stack = styled.div`
  ${stack(12)}
`;

const Row = styled.div`
  ${row(12, { align: 'flex-end' })}
`;

const PanelBox = styled.div`
  padding: ${space(12, 16)};
  border: 1px solid ${color('border')};
  border-radius: ${radii.small}px;
`;

const Fieldset = styled.fieldset`
  ${bareFieldset}
  display: flex;
  flex-wrap: wrap;
  gap: ${space(8, 24)};

  legend {
    margin-bottom: ${space(8)};
    padding: 0;
    font-weight: ${fontWeights.bold};
  }
`;

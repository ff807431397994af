/**
 * A list's own settings, under its toolbar: rows per page, which columns show, and the user's
 * saved views. Columns and views open one panel at a time below the row (disclosures: the button
 * says whether its panel is open, Escape closes it and returns to the button), in the page's flow,
 * so a phone never scrolls sideways.
 */
import { Alert, bareFieldset, bareList, Button, color, fontWeights, radii, row, space, stack } from '@ottilia/shared-ui';
import { Checkbox, SelectField, TextField } from '@ottilia/shared-ui/editing';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useAdminStrings } from '../i18n/admin-strings';

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
    if (event.key !== 'Escape' || open === null) return;
    event.stopPropagation();
    buttons[open].current?.focus();
    setOpen(null);
  };
  const disclosure = (panel: Panel, label: string) => (
    <Button ref={buttons[panel]} variant="secondary" aria-expanded={open === panel} aria-controls={open === panel ? panelId : undefined} onClick={() => toggle(panel)}>
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
          <SavedViews {...views} />
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

function SavedViews({ items, error, onOpen, onSave, onDelete, nameMax }: Omit<ListOptionsProps['views'], 'onShow'>) {
  const { t } = useAdminStrings();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const refused = await onSave(name.trim());
    setBusy(false);
    setProblem(refused);
    if (refused === null) setName('');
  };
  // a plain click applies the view here; a modified or middle click opens the link as the browser does
  const open = (view: SavedViewItem) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(view);
  };
  return (
    <Views>
      {error && <Alert type="error" message={error} />}
      {items === undefined ? (
        !error && <Muted aria-busy="true">{t('list.viewsLoading')}</Muted>
      ) : items.length === 0 ? (
        <Muted>{t('list.noViews')}</Muted>
      ) : (
        <ViewList>
          {items.map((view) => (
            <li key={view.id}>
              <a href={view.href} onClick={open(view)}>
                {view.name}
              </a>
              <Button variant="transparent" size="small" onClick={() => void onDelete(view)}>
                {t('list.deleteView', { name: view.name })}
              </Button>
            </li>
          ))}
        </ViewList>
      )}
      <SaveForm
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) void save();
        }}
      >
        <TextField label={t('list.viewName')} value={name} maxLength={nameMax} required error={problem ?? undefined} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" disabled={busy || name.trim() === ''}>
          {t('list.saveView')}
        </Button>
      </SaveForm>
    </Views>
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

const Views = styled.div`
  ${stack(12)}
`;

const Muted = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

const ViewList = styled.ul`
  ${bareList}
  ${stack(4)}

  li {
    ${row(8, { justify: 'space-between' })}
    overflow-wrap: anywhere;
  }
`;

const SaveForm = styled.form`
  ${row(12, { align: 'flex-end' })}

  & > :first-child {
    flex: 1 1 220px;
  }
`;

/**
 * A row's actions in a list with edit-in-dialog: Edit, the resource's own actions, Delete and the
 * Active switch. Each writes at once under If-Match of the row's version, then the list reloads;
 * the same write pressed again on the same version keeps its Idempotency-Key.
 */
import { activeLabel, recordKey, useAdminStrings } from '@ottilia/shared-admin';
import { errorDialog, useActionKeys, useApiClient, type ActionKey } from '@ottilia/shared-auth';
import { ALERT_MESSAGES, Button, space, useShell, type DialogId } from '@ottilia/shared-ui';
import type { Draft } from '@ottilia/shared-ui/admin';
import { Toggle } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import styled from 'styled-components';
import type { DetailRecord, DetailSpec } from './detail-spec';
import { recordRequests } from './record-requests';

export interface RowAction<Row, D extends Draft> {
  /** The button's text, e.g. Publish or Unpublish. */
  label(row: Row): string;
  /** Its accessible name when the text alone does not say which row, e.g. 'Publish {title}'. */
  ariaLabel?(row: Row): string;
  variant?: 'secondary' | 'transparent';
  /** Only some rows offer it (e.g. Reset for an edited string); every row unless given. */
  shown?(row: Row): boolean;
  /** What it writes: the record with these values changed (PUT), or one of the record's actions (POST {record}/{action}). */
  write: { change(row: Row): Partial<D> } | { action: string };
}

/** A write of a row: what it asks (its key is the same while this is) and its request. */
interface RowWrite {
  what: unknown;
  send(key: ActionKey): Promise<unknown>;
}

/** A write of one row: busy while it runs, its outcome said, the list reloaded after. */
function useRowWrite(onChanged: () => void) {
  const { confirm, showAlert } = useShell();
  const [busy, setBusy] = useState(false);
  const keys = useActionKeys();
  const run = async ({ what, send }: RowWrite, saved: boolean) => {
    setBusy(true);
    try {
      await send(keys.keyFor(what));
      keys.done();
      if (saved) showAlert(ALERT_MESSAGES.changesSaved);
    } catch (error) {
      // e.g. 412: someone changed it meanwhile, or 409: still in use; the API says which
      void confirm('errorWithMessage', errorDialog(error));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return { busy, run };
}

/** The row's record and the version it shows: a write of another row or version is another action. */
const rowVersion = (detail: Pick<DetailSpec<DetailRecord, Draft>, 'resource'>, row: DetailRecord) => [
  recordKey(detail.resource, row),
  row.version,
];

/** PUTs the row's record with some of its draft's values changed. */
function useChange<Row extends DetailRecord, D extends Draft>(detail: DetailSpec<Row, D>) {
  const requests = recordRequests(useApiClient(), detail.resource);
  return (row: Row, change: Partial<D>): RowWrite => {
    const body = detail.toBody({ ...detail.toDraft(row), ...change }, recordKey(detail.resource, row));
    return { what: ['put', ...rowVersion(detail, row), body], send: (key) => requests.put(row, body, key) };
  };
}

export interface RowActionsProps<Row extends DetailRecord, D extends Draft> {
  row: Row;
  detail: DetailSpec<Row, D>;
  /** How the row is named in the buttons' accessible names; the plain button texts when absent. */
  name?: string;
  mayEdit: boolean;
  onEdit(): void;
  actions: readonly RowAction<Row, D>[];
  /** The shell's question Delete asks first; none: no Delete. */
  deleteQuestion?: DialogId;
  onChanged(): void;
}

export function RowActions<Row extends DetailRecord, D extends Draft>(props: RowActionsProps<Row, D>) {
  const { row, detail, name, mayEdit, onEdit, actions, deleteQuestion, onChanged } = props;
  const { t } = useAdminStrings();
  const requests = recordRequests(useApiClient(), detail.resource);
  const change = useChange(detail);
  const { confirm } = useShell();
  const { busy, run } = useRowWrite(onChanged);
  const remove = async () => {
    if (await confirm(deleteQuestion!))
      await run({ what: ['delete', ...rowVersion(detail, row)], send: (key) => requests.remove(row, key) }, false);
  };
  const named = (label: string) => (name === undefined ? undefined : t(label, { name }));
  return (
    <Actions>
      {mayEdit && (
        <Button size="small" variant="secondary" onClick={onEdit} aria-label={named('list.editRow')}>
          {t('record.edit')}
        </Button>
      )}
      {mayEdit &&
        actions
          .filter((action) => action.shown?.(row) ?? true)
          .map((action) => {
            const { write } = action;
            const label = action.label(row);
            return (
              <Button
                key={label}
                size="small"
                variant={action.variant ?? 'secondary'}
                disabled={busy}
                aria-label={action.ariaLabel?.(row)}
                onClick={() =>
                  void run(
                    'action' in write
                      ? { what: [write.action, ...rowVersion(detail, row)], send: (key) => requests.act(row, write.action, key) }
                      : change(row, write.change(row)),
                    true,
                  )
                }
              >
                {label}
              </Button>
            );
          })}
      {deleteQuestion && (
        <Button size="small" variant="transparent" disabled={busy} onClick={() => void remove()} aria-label={named('list.deleteRow')}>
          {t('record.delete')}
        </Button>
      )}
    </Actions>
  );
}

/** Switches a record on or off at once: PUT with the flag flipped. */
export function ActiveSwitch<Row extends DetailRecord, D extends Draft>({
  row,
  detail,
  name,
  onChanged,
}: {
  row: Row;
  detail: DetailSpec<Row, D>;
  name: string;
  onChanged(): void;
}) {
  const { t } = useAdminStrings();
  const change = useChange(detail);
  const { busy, run } = useRowWrite(onChanged);
  const { isActive } = row as Row & { isActive: boolean };
  return (
    <Toggle
      label={activeLabel(isActive)}
      // the visible label is the status; the name says which record the switch turns on or off
      aria-label={t('list.activeSwitch', { name })}
      checked={isActive}
      disabled={busy}
      // eslint-disable-next-line wire/no-answer-cast -- a draft generic in its fields (its type comes from the field list, issue 38 item 1)
      onChange={() => void run(change(row, { isActive: !isActive } as unknown as Partial<D>), true)}
    />
  );
}

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(8)};
`;

/**
 * The saved views panel of a list's settings: each view is a link (its state in the list's
 * address), renamed or updated with the list's current state through a dialog, or deleted; the
 * current state is saved under a new name below. A refusal (a name taken, a view changed or gone
 * elsewhere) is said where it happened: in the dialog, or at the name field.
 */
import { Alert, bareList, Button, color, Modal, row, stack, visuallyHidden } from '@ottilia/shared-ui';
import { DialogActions, TextField } from '@ottilia/shared-ui/editing';
import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useAdminStrings } from '../i18n/admin-strings';
import type { ListOptionsProps, SavedViewItem } from './list-options';

type ViewsProps = Omit<ListOptionsProps['views'], 'onShow'>;
type Asking = { action: 'rename' | 'update'; view: SavedViewItem };

export function SavedViews({ items, error, onOpen, onSave, onDelete, onRename, onUpdate, nameMax }: ViewsProps) {
  const { t } = useAdminStrings();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  // what the last rename or update did, read out by screen readers
  const [done, setDone] = useState('');
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
  const ask = (action: Asking['action'], view: SavedViewItem) => {
    setDone('');
    setAsking({ action, view });
  };
  const finished = (message: string) => {
    setAsking(null);
    setDone(message);
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
              <ViewActions>
                <Button
                  variant="transparent"
                  size="small"
                  aria-label={t('list.renameView', { name: view.name })}
                  onClick={() => ask('rename', view)}
                >
                  {t('list.rename')}
                </Button>
                <Button
                  variant="transparent"
                  size="small"
                  aria-label={t('list.updateView', { name: view.name })}
                  onClick={() => ask('update', view)}
                >
                  {t('list.update')}
                </Button>
                <Button
                  variant="transparent"
                  size="small"
                  aria-label={t('list.deleteView', { name: view.name })}
                  onClick={() => void onDelete(view)}
                >
                  {t('list.delete')}
                </Button>
              </ViewActions>
            </li>
          ))}
        </ViewList>
      )}
      <Status role="status">{done}</Status>
      <SaveForm
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) void save();
        }}
      >
        <TextField
          label={t('list.viewName')}
          value={name}
          maxLength={nameMax}
          required
          error={problem ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={busy || name.trim() === ''}>
          {t('list.saveView')}
        </Button>
      </SaveForm>
      {asking?.action === 'rename' && (
        <RenameDialog
          view={asking.view}
          nameMax={nameMax}
          onCancel={() => setAsking(null)}
          onRename={(newName) => onRename(asking.view, newName)}
          onRenamed={(newName) => finished(t('list.renamed', { name: newName }))}
        />
      )}
      {asking?.action === 'update' && (
        <UpdateDialog
          view={asking.view}
          onCancel={() => setAsking(null)}
          onUpdate={() => onUpdate(asking.view)}
          onUpdated={() => finished(t('list.updated', { name: asking.view.name }))}
        />
      )}
    </Views>
  );
}

interface RenameDialogProps {
  view: SavedViewItem;
  nameMax: number;
  onCancel(): void;
  onRename(name: string): Promise<string | null>;
  onRenamed(name: string): void;
}

function RenameDialog({ view, nameMax, onCancel, onRename, onRenamed }: RenameDialogProps) {
  const { t } = useAdminStrings();
  const [name, setName] = useState(view.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const rename = async () => {
    if (trimmed === '' || busy) return;
    setBusy(true);
    const refused = await onRename(trimmed);
    setBusy(false);
    setProblem(refused);
    if (refused === null) onRenamed(trimmed);
  };
  return (
    <Modal
      open
      title={t('list.renameTitle', { name: view.name })}
      onClose={busy ? undefined : onCancel}
      actions={
        <DialogActions
          cancelLabel={t('list.cancel')}
          onCancel={onCancel}
          confirmLabel={t('list.rename')}
          onConfirm={() => void rename()}
          busy={busy}
          confirmDisabled={trimmed === ''}
        />
      }
    >
      {/* Enter in the one field renames, as the dialog's button does */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void rename();
        }}
      >
        <TextField
          label={t('list.viewName')}
          value={name}
          maxLength={nameMax}
          required
          error={problem ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Modal>
  );
}

interface UpdateDialogProps {
  view: SavedViewItem;
  onCancel(): void;
  onUpdate(): Promise<string | null>;
  onUpdated(): void;
}

function UpdateDialog({ view, onCancel, onUpdate, onUpdated }: UpdateDialogProps) {
  const { t } = useAdminStrings();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = async () => {
    setBusy(true);
    const refused = await onUpdate();
    setBusy(false);
    setProblem(refused);
    if (refused === null) onUpdated();
  };
  return (
    <Modal
      open
      title={t('list.updateTitle', { name: view.name })}
      description={t('list.updateConsequence')}
      onClose={busy ? undefined : onCancel}
      actions={
        <DialogActions
          cancelLabel={t('list.cancel')}
          onCancel={onCancel}
          confirmLabel={t('list.updateConfirm')}
          onConfirm={() => void update()}
          busy={busy}
        />
      }
    >
      {problem && <Alert type="error" message={problem} />}
    </Modal>
  );
}

const Views = styled.div`
  ${stack(12)}
`;

const Muted = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

// in the accessibility tree while empty too, so what it says next is read out
const Status = styled(Muted)`
  &:empty {
    ${visuallyHidden}
  }
`;

const ViewList = styled.ul`
  ${bareList}
  ${stack(4)}

  li {
    ${row(8, { justify: 'space-between' })}
    overflow-wrap: anywhere;
  }
`;

const ViewActions = styled.div`
  ${row(4)}
`;

const SaveForm = styled.form`
  ${row(12, { align: 'flex-end' })}

  & > :first-child {
    flex: 1 1 220px;
  }
`;
